import FormFields
import FormFieldsTestSupport
import Testing

@MainActor
@Suite struct UndoHistoryTests {
    /// A field on a fake entry that records every edit in a history, as the GTK entry does.
    @MainActor final class Recorded<Value: Equatable & FieldValueConvertible> {
        let harness: FieldHarness<Value>
        var history = UndoHistory()

        init(_ harness: FieldHarness<Value>) { self.harness = harness }

        func type(_ characters: String) {
            for character in characters { edit { harness.entry.type(String(character)) } }
        }

        func edit(_ body: () -> Void) {
            let before = TextState(harness.entry.text, caret: harness.entry.caret, anchor: harness.entry.anchor)
            body()
            let after = TextState(harness.entry.text, caret: harness.entry.caret, anchor: harness.entry.anchor)
            history.record(TextEdit(from: before, to: after), shown: harness.field.engine.state)
        }

        /// Shows an undone or redone state as a person's edit would.
        func show(_ state: TextState?) {
            guard let state else { return }
            harness.field.surfaceEdited(TextEdit(from: harness.field.engine.state, to: state))
        }
    }

    @Test func undoAfterARefusedKeystrokeGoesBackToWhatWasShownNotToTheRefusedText() {
        let nickname = Recorded(FieldHarness("", transform: .maximumLength(4), converter: .string))
        nickname.type("Flower")
        #expect(nickname.harness.shown == "Flow|")

        nickname.show(nickname.history.undo())
        #expect(nickname.harness.shown == "|")
        #expect(!nickname.history.canUndo)

        nickname.show(nickname.history.redo())
        #expect(nickname.harness.shown == "Flow|")
        #expect(nickname.harness.model.writes == ["F", "Fl", "Flo", "Flow", "", "Flow"])
    }

    @Test func aRewrittenKeystrokeIsUndoneToTheAcceptedTextBeforeIt() {
        let pin = Recorded(FieldHarness("1234", transform: .digits, converter: .string))
        pin.harness.place("12|34")
        pin.type("x")
        #expect(pin.harness.shown == "12|34")
        pin.edit { pin.harness.entry.insert(" ") }  // a separate step: whitespace ends a run
        pin.type("5")
        #expect(pin.harness.shown == "125|34")

        pin.show(pin.history.undo())
        #expect(pin.harness.shown == "12|34")
        #expect(!pin.history.canUndo)
        #expect(pin.harness.model.writes == ["12534", "1234"])
    }

    @Test func wordsAndBackspaceRunsAreStepsAndANewEditForgetsRedo() {
        let name = Recorded(FieldHarness("", converter: .string))
        name.type("ab cd")
        name.edit { name.harness.entry.backspace() }
        name.edit { name.harness.entry.backspace() }
        #expect(name.harness.shown == "ab |")

        name.show(name.history.undo())
        #expect(name.harness.shown == "ab cd|")
        name.show(name.history.undo())
        #expect(name.harness.shown == "ab |")
        #expect(name.history.canRedo)

        name.type("x")
        #expect(!name.history.canRedo)
        name.show(name.history.undo())
        #expect(name.harness.shown == "ab |")
        name.show(name.history.undo())
        #expect(name.harness.shown == "ab|")
        name.show(name.history.undo())
        #expect(name.harness.shown == "|")
        #expect(!name.history.canUndo)
    }

    @Test func aClearIsAStepOfItsOwnThatUndoTakesBackAndRedoMakesAgain() {
        let model = WriteRecorder<String?>("Ab")
        let title = OptionalField(form: "draft", id: "title", binding: model.binding, converter: .string)
        let entry = FakeEntry()
        entry.attach(title.field)
        var history = UndoHistory()
        func shown() -> TextState { TextState(entry.text, caret: entry.caret, anchor: entry.anchor) }
        func show(_ state: TextState?) {
            guard let state else { return }
            title.field.restore(state, source: .user)
        }
        entry.moveCaret(to: 2)
        let typed = shown()
        entry.backspace()
        history.record(TextEdit(from: typed, to: shown()), shown: title.field.engine.state)

        // Esc with "A|" shown: a backward deletion of one character, yet no part of the Backspace run.
        let cleared = shown()
        title.clear()
        history.recordClear(from: cleared, to: shown())
        #expect(model.writes == ["A", nil])

        show(history.undo())
        #expect(TextState(entry.text, caret: entry.caret).description == "A|")
        #expect(model.writes == ["A", nil, "A"], "the value of the text shown before the clear, once")
        #expect(history.redoClears)

        // Redo clears: showing the empty text would write "", not nil.
        _ = history.redo()
        title.clear()
        #expect(model.writes == ["A", nil, "A", nil])

        show(history.undo())
        show(history.undo())
        #expect(TextState(entry.text, caret: entry.caret).description == "Ab|")
        #expect(model.writes == ["A", nil, "A", nil, "A", "Ab"])
        #expect(!history.canUndo)
    }

    @Test func aValueSetElsewhereStartsTheWidgetsHistoryAfreshEvenWhenItShowsTheSameText() {
        let name = FieldHarness("", converter: .string)
        name.entry.type("Ann")
        name.field.restore(TextState("An", caret: 2), source: .user)  // Undo
        #expect(name.entry.newHistories == 0)

        name.field.setModel("An", source: .external)  // Reset to what is shown
        #expect(name.shown == "An|")
        #expect(name.entry.newHistories == 1)
        name.field.restore(TextState("An", caret: 1), source: .restore)  // a draft's text
        #expect(name.entry.newHistories == 2)
        #expect(name.model.writes == ["A", "An", "Ann", "An", "An"])
    }

    @Test func theOldestStepsGoBeyondTheLimit() {
        var history = UndoHistory(limit: 2)
        var state = TextState("")
        for word in ["a", "b", "c"] {
            let edit = TextEdit(from: state, replacing: 0..<state.length, with: word)
            history.record(edit, shown: edit.after)
            state = edit.after
        }
        #expect(history.undo() == TextState("b"))
        #expect(history.undo() == TextState("a"))
        #expect(history.undo() == nil)
    }

    @Test func theLimitHoldsThroughLongRunsOfStepsAndUndos() {
        var history = UndoHistory(limit: 2)
        var state = TextState("")
        func type(_ word: String) {
            let edit = TextEdit(from: state, replacing: 0..<state.length, with: word)
            history.record(edit, shown: edit.after)
            state = edit.after
        }
        for word in ["a", "b", "c", "d", "e", "f", "g"] { type(word) }
        #expect(history.undo() == TextState("f"))
        #expect(history.redo() == TextState("g"))
        #expect(history.undo() == TextState("f"))
        #expect(history.undo() == TextState("e"))
        #expect(history.undo() == nil)
        #expect(!history.canUndo)
        state = TextState("e")
        type("x")
        #expect(history.undo() == TextState("e"))
        #expect(history.undo() == nil)
    }
}
