import FormFields
import FormFieldsTestSupport
import Foundation
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

    /// A field on a fake entry with a `FieldHistory`, as the GTK entry keeps one: values behind
    /// half-typed text and clears included (`FieldEntry.clear()`, `undo()`, `redo()`).
    @MainActor final class Clearing {
        let entry = FakeEntry()
        let history: FieldHistory
        let clearing: () -> Void

        init<Value>(_ field: BufferedField<Value>, clearing: @escaping () -> Void = {}) {
            history = FieldHistory(field: field)
            self.clearing = clearing
            entry.attach(field)
        }

        /// The draft's optional title over `model`, cleared as its clear button clears it.
        convenience init(title model: WriteRecorder<String?>, log: EventLog? = nil) {
            let title = OptionalField(form: "draft", id: "title", binding: model.binding, converter: .string, log: log)
            self.init(title.field) { title.clear() }
        }

        /// The entry's text, caret and selection.
        var state: TextState { TextState(entry.text, caret: entry.caret, anchor: entry.anchor) }
        /// The entry's text with `|` at the caret.
        var shown: String { state.description }

        /// Makes a person's edit in the entry and records it.
        func edit(_ body: (FakeEntry) -> Void) { history.edit(shown: { state }) { body(entry) } }

        func clear() { history.clear(shown: { state }, by: clearing) }
        func undo() { history.undo() }
        func redo() { history.redo(clearing: clearing) }
    }

    @Test func aClearIsAStepOfItsOwnThatUndoTakesBackAndRedoMakesAgain() {
        let model = WriteRecorder<String?>("Ab")
        let story = Clearing(title: model)
        story.entry.moveCaret(to: 2)
        story.edit { $0.backspace() }

        // Esc with "A|" shown: a backward deletion of one character, yet no part of the Backspace run.
        story.clear()
        #expect(model.writes == ["A", nil])

        story.undo()
        #expect(story.shown == "A|")
        #expect(model.writes == ["A", nil, "A"], "the value before the clear, once")
        #expect(story.history.steps.redoClears)

        // Redo clears: showing the empty text would write "", not nil.
        story.redo()
        #expect(model.writes == ["A", nil, "A", nil])

        story.undo()
        story.undo()
        #expect(story.shown == "Ab|")
        #expect(model.writes == ["A", nil, "A", nil, "A", "Ab"])
        #expect(!story.history.canUndo)
    }

    @Test func undoAfterClearingAnEmptyTitleGivesBackTheEmptyTitleNotTheBackspaceBeforeIt() {
        let model = WriteRecorder<String?>("A")
        let log = EventLog(capacity: 100)
        let story = Clearing(title: model, log: log)
        story.edit { $0.backspace() }
        #expect(model.writes == [""], "present, and empty")

        story.clear()  // the text stays empty; the value goes
        #expect(model.writes == ["", nil])

        story.undo()
        #expect(model.writes == ["", nil, ""], "the empty title, as the person left it")
        #expect(story.shown == "|")
        #expect(log.events.filter { $0.kind == .write }.map(\.source) == [.user, .user, .user])
        story.redo()
        #expect(model.writes == ["", nil, "", nil])

        story.undo()
        story.undo()
        #expect(story.shown == "A|")
        #expect(model.writes == ["", nil, "", nil, "", "A"])
    }

    @Test func undoAfterClearingAHalfTypedDateGivesBackTheDateTheModelHeld() throws {
        let day = try #require(Date?(fieldValue: .string("2026-02-10T00:00:00Z")))
        let model = WriteRecorder<Date?>(day)
        let due = BufferedField(form: "draft", id: "due", binding: model.binding, converter: .optional(.day))
        let story = Clearing(due) { due.setModel(.null, source: .user) }
        story.entry.moveCaret(to: 0, anchor: 10)
        story.edit { $0.insert("2026-03-1") }
        #expect(story.entry.validation == .incomplete("Enter a date as YYYY-MM-DD"))
        #expect(model.writes == [], "half-typed text writes nothing: the model keeps its date")

        story.clear()
        #expect(story.shown == "|")
        #expect(story.entry.validation == .valid)

        story.undo()
        #expect(story.shown == "2026-03-1|")
        #expect(story.entry.validation == .incomplete("Enter a date as YYYY-MM-DD"))
        #expect(model.writes == [nil, day], "the date the model held before the clear, once")
        story.redo()
        #expect(model.writes == [nil, day, nil])
    }

    @Test func undoAfterClearingAHalfTypedDateOfAnOptionalFieldGivesBackItsDateOrNothing() throws {
        let day = try #require(Date(fieldValue: .string("2026-02-10T00:00:00Z")))
        for held in [day, nil] {
            let model = WriteRecorder<Date?>(held)
            let due = OptionalField(form: "draft", id: "due", binding: model.binding, converter: .day)
            let story = Clearing(due.field) { due.clear() }
            story.entry.moveCaret(to: 0, anchor: story.entry.text.codePointCount)
            story.edit { $0.insert("2026-03-1") }

            story.clear()
            story.undo()
            #expect(story.shown == "2026-03-1|")
            #expect(story.entry.validation == .incomplete("Enter a date as YYYY-MM-DD"))
            #expect(model.value == held)
            #expect(model.writes == (held == nil ? [] : [nil, held]), "one write back, none for a nil it had")
        }
    }

    @Test func undoBackToHalfTypedTextGivesBackTheDateTheModelHeldThen() throws {
        let day = try #require(Date?(fieldValue: .string("2026-02-10T00:00:00Z")))
        let model = WriteRecorder<Date?>(day)
        let due = Clearing(BufferedField(form: "draft", id: "due", binding: model.binding, converter: .optional(.day)))
        due.entry.moveCaret(to: 10)
        due.edit { $0.backspace() }
        due.edit { $0.type("5") }
        let typed = model.value
        #expect(model.writes == [typed])

        due.undo()
        #expect(due.shown == "2026-02-1|")
        #expect(due.entry.validation == .incomplete("Enter a date as YYYY-MM-DD"))
        #expect(model.writes == [typed, day], "the 15th was undone: the model holds the 10th again")
        due.redo()
        #expect(due.shown == "2026-02-15|")
        #expect(model.writes == [typed, day, typed])
        due.undo()
        due.undo()
        #expect(due.shown == "2026-02-10|")
        #expect(model.writes == [typed, day, typed, day], "the 10th, held already")
    }

    @Test func undoThatFindsTheDateBehindTheTextInTheModelWritesAndLogsNothing() throws {
        let day = try #require(Date?(fieldValue: .string("2026-02-10T00:00:00Z")))
        let model = WriteRecorder<Date?>(day)
        let log = EventLog(capacity: 100)
        let field = BufferedField(
            form: "draft", id: "due", binding: model.binding, converter: .optional(.day), log: log)
        let due = Clearing(field)
        due.entry.moveCaret(to: 10)
        due.edit { $0.backspace() }
        due.edit { $0.type("x") }
        #expect(due.entry.validation == .invalid("Enter a date as YYYY-MM-DD"))

        due.undo()
        #expect(due.shown == "2026-02-1|")
        #expect(model.writes == [], "the model kept the 10th behind both texts")
        #expect(log.events.filter { $0.kind == .write }.isEmpty, "the side panel lists no write that was not made")
        #expect(field.counters.writes == 0)
    }

    @Test func redoToHalfTypedTextGivesBackTheValueTheModelHeldThen() {
        let model = WriteRecorder<Double?>(nil)
        let price = Clearing(
            BufferedField(form: "shop", id: "price", binding: model.binding, converter: .optional(.double)))
        price.edit { $0.type("1") }
        price.edit { $0.type(".") }
        #expect(model.writes == [1])
        #expect(price.entry.validation == .incomplete("Enter the digits after the decimal point"))

        price.undo()
        #expect(price.shown == "|")
        #expect(model.writes == [1, nil])
        price.redo()
        #expect(price.shown == "1.|")
        #expect(price.entry.validation == .incomplete("Enter the digits after the decimal point"))
        #expect(model.writes == [1, nil, 1], "1 again, as the model held it while \"1.\" was shown")
    }

    @Test func redoToHalfTypedTextThatEditingEndedWroteOutGivesBackTheValueTheModelHeldThen() {
        let model = WriteRecorder(0.0)
        let price = Clearing(BufferedField(form: "shop", id: "price", binding: model.binding, converter: .double))
        price.entry.moveCaret(to: 0, anchor: 1)
        for character in "12." { price.edit { $0.type(String(character)) } }
        #expect(model.writes == [1, 12])
        price.history.field.commit()  // focus leaves
        #expect(price.shown == "12|")

        price.undo()
        #expect(price.shown == "1|")
        #expect(model.writes == [1, 12, 1])
        price.redo()
        #expect(price.shown == "12.|")
        #expect(price.entry.validation == .incomplete("Enter the digits after the decimal point"))
        #expect(model.writes == [1, 12, 1, 12], "12 again, as the model held it while \"12.\" was shown")
    }

    /// The profile's full name, whose commit trims the spaces at its end, over `model`.
    private func fullName(_ model: WriteRecorder<String>) -> Clearing {
        Clearing(
            BufferedField(
                form: "profile", id: "fullName", binding: model.binding,
                transform: .trimmed.then(.collapsingWhitespace), converter: .string))
    }

    @Test func undoAfterEditingEndedTrimmedTheSpaceTypedLastTakesBackTheWordBeforeIt() {
        let model = WriteRecorder("")
        let name = fullName(model)
        for character in "Ada " { name.edit { $0.type(String(character)) } }
        name.history.field.commit()  // focus leaves: the space goes, with no step of its own
        #expect(name.shown == "Ada|")
        #expect(model.writes == ["A", "Ad", "Ada"])

        name.undo()
        #expect(name.shown == "|", "the space's step would show \"Ada\" again: it goes back with the word")
        #expect(model.writes == ["A", "Ad", "Ada", ""])
        name.redo()
        #expect(name.shown == "Ada|", "Redo goes back to what Undo left, one step at a time")
        name.redo()
        #expect(name.shown == "Ada |")
        #expect(!name.history.canRedo)
        #expect(model.writes == ["A", "Ad", "Ada", "", "Ada"], "\"Ada \" is worth \"Ada\": no write of its own")
    }

    @Test func undoWhenEditingEndedTookBackAllThatWasTypedDoesNothing() {
        let model = WriteRecorder("Ada")
        let name = fullName(model)
        name.entry.moveCaret(to: 3)
        name.edit { $0.type(" ") }
        name.history.field.commit()
        #expect(name.shown == "Ada|")
        #expect(!name.history.canUndo, "no step would change what the field shows")

        name.undo()
        #expect(name.shown == "Ada|")
        #expect(!name.history.canRedo, "nothing was taken back to make again")
        #expect(model.writes == [])
    }

    @Test func redoAfterEditingEndedMadeTheNextStepAlreadyMakesTheOneAfterIt() {
        let model = WriteRecorder("")
        let name = fullName(model)
        for character in "Ada " { name.edit { $0.type(String(character)) } }
        name.edit { $0.backspace() }
        name.edit { $0.type("L") }
        name.undo()
        name.undo()
        #expect(name.shown == "Ada |")
        name.history.field.commit()  // "Ada", what the Backspace left
        #expect(name.shown == "Ada|")

        name.redo()
        #expect(name.shown == "AdaL|", "the Backspace would show \"Ada\" again: it is made with the L")
        #expect(!name.history.canRedo)
        name.undo()
        #expect(name.shown == "Ada|")
        #expect(model.writes == ["A", "Ad", "Ada", "AdaL", "Ada", "AdaL", "Ada"])
    }

    @Test func undoOfAPhoneNumberTypedIntoAFreshFormEmptiesTheModelAsWellAsTheEntry() {
        let model = WriteRecorder("")
        let phone = Clearing(
            BufferedField(
                form: "profile", id: "phone", binding: model.binding, transform: .phoneNumberUS,
                converter: PatternFormat.phoneNumberUS.converter))
        // NB: A widget that learns of an edit only once it is made sees a digit and the separator
        // the format adds before it as one edit that is no typing, and so a step of its own; a
        // GtkEntry hears of each key first, and the whole number is one run there
        // (FieldEntryUndoTests).
        for digit in "5551234567" { phone.edit { $0.type(String(digit)) } }
        #expect(model.writes == ["5551234567"])

        phone.undo()
        #expect(phone.shown == "+1 (555) 123-4|")
        #expect(phone.entry.validation == .incomplete("Enter 3 more digits"))
        #expect(model.writes == ["5551234567", ""], "the empty number the model held while this was typed")
        while phone.history.canUndo { phone.undo() }
        #expect(phone.shown == "|")
        #expect(model.writes == ["5551234567", ""])
    }

    @Test func aClearThatChangesNothingIsNoStepAndUndoTakesBackTheClearBeforeIt() {
        let model = WriteRecorder<String?>("")
        let story = Clearing(title: model)
        story.clear()
        story.clear()  // nil already, its text as it was
        #expect(model.writes == [nil])

        story.undo()
        #expect(model.writes == [nil, ""])
        #expect(!story.history.canUndo)
    }

    @Test func typingAfterUndoIsAStepOfItsOwnNotPartOfTheRunUndoneInto() {
        let model = WriteRecorder("")
        let name = Clearing(BufferedField(form: "profile", id: "name", binding: model.binding, converter: .string))
        for character in "abéc de" { name.edit { $0.type(String(character)) } }
        name.undo()
        name.undo()
        #expect(name.shown == "abéc|")

        name.edit { $0.type("x") }
        #expect(!name.history.canRedo, "new typing forgets what could be redone")
        name.undo()
        #expect(name.shown == "abéc|", "back to where the typing after Undo began")
        name.undo()
        #expect(name.shown == "|")
        name.redo()
        #expect(name.shown == "abéc|")
        name.redo()
        #expect(name.shown == "abécx|")
        #expect(!name.history.canRedo)
        #expect(
            model.writes == [
                "a", "ab", "abé", "abéc", "abéc ", "abéc d", "abéc de", "abéc ", "abéc", "abécx", "abéc", "", "abéc",
                "abécx",
            ])
    }

    @Test func backspaceAfterUndoIsAStepOfItsOwnNotPartOfTheBackspacesUndoneInto() {
        let model = WriteRecorder("abc")
        let name = Clearing(BufferedField(form: "profile", id: "name", binding: model.binding, converter: .string))
        name.entry.moveCaret(to: 3)
        name.edit { $0.backspace() }
        name.edit { $0.type("d") }
        name.undo()
        #expect(name.shown == "ab|")

        name.edit { $0.backspace() }
        #expect(name.shown == "a|")
        name.undo()
        #expect(name.shown == "ab|", "the Backspace after Undo alone")
        name.undo()
        #expect(name.shown == "abc|")
        #expect(model.writes == ["ab", "abd", "ab", "a", "ab", "abc"])
    }

    @Test func typingElsewhereAfterTheCaretMovedIsAStepOfItsOwn() {
        let model = WriteRecorder("")
        let name = Clearing(BufferedField(form: "profile", id: "name", binding: model.binding, converter: .string))
        for character in "ab" { name.edit { $0.type(String(character)) } }
        name.entry.moveCaret(to: 0)
        name.edit { $0.type("x") }
        #expect(name.shown == "x|ab")
        name.undo()
        #expect(name.shown == "|ab", "the x alone: the caret left the run of ab")
        name.undo()
        #expect(name.shown == "|")
        #expect(model.writes == ["a", "ab", "xab", "ab", ""])
    }

    @Test func aRunOfTypingIsPlacedAsOneStepUntilWhitespaceEndsIt() {
        let name = Clearing(
            BufferedField(form: "profile", id: "name", binding: WriteRecorder("").binding, converter: .string))
        var begins: [Bool] = []
        for character in "ab cd" {
            let edit = TextEdit(
                from: name.state, replacing: name.entry.caret..<name.entry.caret, with: String(character))
            let placement = name.history.place(edit)
            begins.append(placement.beginsStep)
            name.entry.type(String(character))
            name.history.record(edit, shown: name.state, placed: placement)
        }
        #expect(begins == [true, false, true, true, false])
        name.undo()
        #expect(name.shown == "ab |")
    }

    @Test func anEditPlacedBeforeTheHistoryStartedAfreshIsNotRecorded() {
        let model = WriteRecorder("")
        let name = Clearing(BufferedField(form: "profile", id: "name", binding: model.binding, converter: .string))
        name.edit { $0.type("A") }
        let edit = TextEdit(from: name.state, replacing: 1..<1, with: "b")
        let placement = name.history.place(edit)
        #expect(!placement.beginsStep, "\"b\" joins the run of \"A\"")

        name.history.removeAll()  // the field showed a value set elsewhere meanwhile
        name.entry.type("b")
        name.history.record(edit, shown: name.state, placed: placement)
        #expect(!name.history.canUndo, "undoing it would go back past the value set elsewhere")
        name.undo()
        #expect(name.shown == "Ab|")
        #expect(model.writes == ["A", "Ab"])
    }

    @Test func undoAndRedoWithNothingToDoWriteNothingAndRedoOfAnEditDoesNotClear() {
        let model = WriteRecorder<String?>("A")
        let story = Clearing(title: model)
        story.undo()
        story.redo()
        #expect(model.writes == [])

        story.entry.moveCaret(to: 1)
        story.edit { $0.type("b") }
        story.undo()
        story.redo()
        #expect(story.shown == "Ab|")
        #expect(model.writes == ["Ab", "A", "Ab"])
        story.redo()
        #expect(model.writes == ["Ab", "A", "Ab"])
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

    @Test func typingAfterEverythingUndoableIsUndoneCanBeUndone() {
        var history = UndoHistory(limit: 2)
        var state = TextState("")
        func type(_ text: String) {
            for character in text {
                let edit = TextEdit(from: state, replacing: state.caret..<state.caret, with: String(character))
                history.record(edit, shown: edit.after)
                state = edit.after
            }
        }
        type("ab cd")  // "ab", " ", "cd": the first step is beyond the limit
        #expect(history.undo() == TextState("ab ", caret: 3))
        #expect(history.undo() == TextState("ab", caret: 2))
        #expect(!history.canUndo)
        state = TextState("ab", caret: 2)
        // NB: The step beyond the limit ends where Undo left the text; typing must not join it.
        type("x")
        #expect(history.canUndo)
        #expect(history.undo() == TextState("ab", caret: 2))
    }
}
