import FormFields
import FormFieldsTestSupport
import Testing

/// A surface that announces edits before making them, as GtkText's "insert-text" does: the
/// field decides first, and the entry makes its own change only when the field lets it.
@MainActor
private final class AnnouncingEntry: TextSurface {
    private(set) var text: String
    private(set) var caret: Int
    private(set) var replacements = 0
    let field: BufferedField<String>

    init(_ field: BufferedField<String>) {
        self.field = field
        self.text = field.text
        self.caret = field.text.codePointCount
        field.surface = self
    }

    /// Types `characters` at the caret, announcing each before it goes in.
    func type(_ characters: String) {
        for character in characters {
            let edit = TextEdit(from: TextState(text, caret: caret), replacing: caret..<caret, with: String(character))
            if field.surfaceWillEdit(edit) {
                text = edit.after.text
                caret = edit.after.caret
            }
        }
    }

    func replace(_ range: Range<Int>, with replacement: String) {
        replacements += 1
        text = text.replacingCodePoints(range, with: replacement)
    }

    func select(caret: Int, anchor: Int) { self.caret = caret }
    func show(_ validation: Validation) {}
}

@MainActor
@Suite struct SurfaceWillEditTests {
    @Test func anAcceptedEditGoesAheadWithoutTheFieldTouchingTheEntry() {
        let model = WriteRecorder("")
        let entry = AnnouncingEntry(BufferedField(form: "t", id: "name", binding: model.binding, converter: .string))
        entry.type("Fl")
        #expect(entry.text == "Fl")
        #expect(entry.replacements == 0)
        #expect(model.writes == ["F", "Fl"])
        #expect(entry.field.counters.rewrites == 0)
    }

    @Test func aRefusedEditIsDroppedAndCountedAsRejected() {
        let model = WriteRecorder("Flow")
        let entry = AnnouncingEntry(
            BufferedField(
                form: "t", id: "name", binding: model.binding, transform: .maximumLength(4), converter: .string))
        entry.type("e")
        #expect(entry.text == "Flow")
        #expect(entry.caret == 4)
        #expect(entry.replacements == 0)
        #expect(model.writes == [])
        #expect(entry.field.counters.rewrites == 0)
        #expect(entry.field.counters.rejected == 1)
    }

    @Test func aCleanedEditIsShownByTheFieldFromTheTextBeforeTheEdit() {
        let model = WriteRecorder("AB")
        let entry = AnnouncingEntry(
            BufferedField(form: "t", id: "code", binding: model.binding, transform: .uppercase, converter: .string))
        entry.type("c")
        #expect(entry.text == "ABC")
        #expect(entry.caret == 3)
        #expect(entry.replacements == 1)
        #expect(model.writes == ["ABC"])
    }
}
