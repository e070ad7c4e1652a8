import FormFields
import FormFieldsTestSupport
import Testing

/// Swift's `==` calls "é" (U+00E9) and "e" + U+0301 equal; GTK's buffer does not, and every
/// offset is counted in code points. The field must follow the entry's exact code points.
@MainActor
@Suite struct CanonicalEquivalenceTests {
    @Test func pastingADecomposedAccentOverAComposedOneIsAnEdit() {
        let name = FieldHarness("café", converter: .string)
        name.place("caf[é]")
        name.entry.insert("e\u{301}")
        #expect(Array(name.entry.text.unicodeScalars) == Array("cafe\u{301}".unicodeScalars))
        #expect(Array(name.field.text.unicodeScalars) == Array("cafe\u{301}".unicodeScalars))
        #expect(name.field.engine.state.caret == 5)
        #expect(name.field.counters.edits == 1)
        // Typing after it lands after the accent, where the entry's caret is.
        name.entry.type("s")
        #expect(Array(name.field.text.unicodeScalars) == Array("cafe\u{301}s".unicodeScalars))
        #expect(name.shown == "cafe\u{301}s|")
    }

    @Test func theUndoHistoryKeepsAStepThatOnlyChangedTheCodePoints() {
        var history = UndoHistory()
        let before = TextState("café")
        let edit = TextEdit(from: TextState("café", caret: 3, anchor: 4), replacing: 3..<4, with: "e\u{301}")
        history.record(edit, shown: edit.after)
        #expect(history.canUndo)
        let undone = history.undo()
        #expect(undone.map { Array($0.text.unicodeScalars) } == Array(before.text.unicodeScalars))
    }
}
