import CGtk
import FormFields
import FormFieldsGtk
import Foundation
import Testing

@MainActor
@Suite(.gtkDisplay, .serialized)
struct FieldEntryUndoTests {
    @Test func undoAfterRefusedKeystrokesGoesBackToShownTextAndNeverForwards() {
        withWindow { window in
            let nickname = EntryHarness("", transform: .maximumLength(4), converter: .string, in: window)
            nickname.type("Flower")
            #expect(nickname.shown == "Flow|")

            nickname.activate(.undo)  // GTK's own undo: "", then "Flow" again
            #expect(nickname.shown == "|")
            nickname.activate(.undo)
            #expect(nickname.shown == "|")

            nickname.activate(.redo)
            #expect(nickname.shown == "Flow|")
            #expect(nickname.model.writes == ["F", "Fl", "Flo", "Flow", "", "Flow"])
        }
    }

    @Test func ctrlZTakesBackAPhoneNumberTypedIntoAFreshFormAsOneRunOfTyping() {
        withWindow { window in
            // The format adds its separators as the digits come; the keys typed are one run.
            let phone = EntryHarness(
                "", transform: .phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter, in: window)
            phone.type("5551234567")
            #expect(phone.shown == "+1 (555) 123-4567|")
            #expect(phone.model.writes == ["5551234567"])

            phone.activate(.undo)
            #expect(phone.shown == "|")
            #expect(phone.model.writes == ["5551234567", ""], "the empty number the model held before")
            #expect(!phone.bound.canUndo)

            phone.activate(.redo)
            #expect(phone.shown == "+1 (555) 123-4567|")
            #expect(phone.model.writes == ["5551234567", "", "5551234567"])
        }
    }

    @Test func typingAfterCtrlZIsAStepOfItsOwnAndForgetsWhatCouldBeRedone() {
        withWindow { window in
            let name = EntryHarness("", converter: .string, in: window)
            name.type("abéc de")
            name.activate(.undo)
            name.activate(.undo)
            #expect(name.shown == "abéc|")

            name.type("x")
            #expect(name.shown == "abécx|")
            #expect(!name.bound.canRedo)
            name.activate(.undo)
            #expect(name.shown == "abéc|", "back to where the typing after Ctrl+Z began, not to the empty entry")
            name.activate(.undo)
            #expect(name.shown == "|")
            name.activate(.redo)
            #expect(name.shown == "abéc|")
            name.activate(.redo)
            #expect(name.shown == "abécx|")
            #expect(!name.bound.canRedo)
            #expect(
                name.model.writes == [
                    "a", "ab", "abé", "abéc", "abéc ", "abéc d", "abéc de", "abéc ", "abéc", "abécx", "abéc", "",
                    "abéc", "abécx",
                ])
        }
    }

    @Test func undoAfterARewriteReturnsToTheAcceptedTextWithItsCaret() {
        withWindow { window in
            let pin = EntryHarness("1234", transform: .digits, converter: .string, in: window)
            pin.place("12|34")
            pin.commit("5-6")  // cleaned to "56"
            #expect(pin.shown == "1256|34")
            pin.type("x")  // refused
            #expect(pin.shown == "1256|34")

            pin.activate(.undo)
            #expect(pin.shown == "12|34")
            #expect(pin.model.writes == ["125634", "1234"])
            #expect(!pin.bound.canUndo)
        }
    }

    @Test func undoInAFormatBringsBackTheTextAndCaretItShowed() {
        withWindow { window in
            let format = AmountFormat(decimals: 2)
            let amount = EntryHarness(Decimal(0), transform: format, converter: format.converter, in: window)
            amount.place("[0.00]")
            amount.type("1234")
            amount.place("|1,234")
            amount.keybinding(.deleteForward)
            #expect(amount.shown == "|234")

            // Read as new input, the "1," put back would be taken for "1." and refused.
            amount.activate(.undo)
            #expect(amount.shown == "|1,234")
            #expect(amount.model.writes.suffix(2) == [Decimal(234), Decimal(1234)])
            amount.activate(.redo)
            #expect(amount.shown == "|234")

            let card = EntryHarness("", transform: GroupedFormat.cardNumber, converter: .string, in: window)
            card.type("41111111")
            card.place("|4111 1111")
            card.keybinding(.deleteForward)
            card.activate(.undo)
            #expect(card.shown == "|4111 1111", "the caret where it was, not after the fifth digit")
        }
    }

    @Test func ctrlShiftZBackToHalfTypedTextAfterFocusLeftGivesTheModelBackTheNumberItHeldThen() {
        withWindow { window in
            let price = EntryHarness(0.0, converter: .double, in: window)
            let other = gtk_entry_new()!
            window.add(other)
            price.place("[0]")
            price.type("12.")
            gtk_widget_grab_focus(other)  // focus-out writes "12." as "12"
            MainLoop.drain()
            #expect(price.shown == "12|")
            gtk_entry_grab_focus_without_selecting(price.bound.entry.entry)

            price.activate(.undo)
            #expect(price.shown == "1|")
            #expect(price.model.writes == [1, 12, 1])
            price.activate(.redo)
            #expect(price.shown == "12.|")
            #expect(price.message == "Enter the digits after the decimal point")
            #expect(price.model.writes == [1, 12, 1, 12], "the 12 the model held while \"12.\" was shown")
            #expect(price.log.events.filter { $0.kind == .write }.map(\.source) == [.user, .user, .user, .user])
        }
    }

    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func ctrlZAfterTabTrimmedTheSpaceTypedLastTakesBackTheWordAtOnce() throws {
        try withWindow { window in
            let name = EntryHarness(
                "", transform: .trimmed.then(.collapsingWhitespace), converter: .string, in: window)
            window.add(gtk_entry_new())
            try XKeyboard.type("Ada ")
            try XKeyboard.key("Tab")  // editing ends: "Ada " shows as "Ada"
            try XKeyboard.key("shift+Tab")
            #expect(String(cString: gtk_editable_get_text(name.text)) == "Ada")
            #expect(gtk_widget_has_focus(name.text.widget) != 0)

            try XKeyboard.key("ctrl+z")
            #expect(name.shown == "|", "the word, as the space it typed last is gone already")
            #expect(name.model.writes == ["A", "Ad", "Ada", ""])
            try XKeyboard.key("ctrl+shift+z")
            #expect(name.shown == "Ada|")
            try XKeyboard.key("ctrl+shift+z")
            #expect(name.shown == "Ada |")
            #expect(name.model.writes == ["A", "Ad", "Ada", "", "Ada"])
        }
    }

    @Test func aModelChangeMadeElsewhereStartsANewHistory() {
        withWindow { window in
            let name = EntryHarness("", converter: .string, in: window)
            name.type("Ann")
            #expect(name.bound.canUndo)
            name.model.setFromElsewhere("Bea")
            name.field.modelChanged()
            #expect(name.shown == "Bea|")
            #expect(!name.bound.canUndo)

            name.activate(.undo)
            #expect(name.shown == "Bea|")
            #expect(name.model.writes == ["A", "An", "Ann"])
        }
    }

    @Test func escOnAnOptionalDateIsAStepThatUndoTakesBackWithItsSelection() {
        withWindow { window in
            let due = EntryHarness<Date?>(nil, transform: .maximumLength(10), converter: .optional(.day), in: window)
            due.bound.clears { due.field.setModel(.null, source: .user) }
            due.type("2025-03-14")
            due.place("2025-[03]-14")

            due.activate(.clear)  // Esc
            Gtk.settle()  // lets go of the selection before Undo makes one (see `Gtk.settle()`)
            #expect(due.shown == "|")
            due.activate(.undo)
            #expect(due.shown == "2025-[03]-14")
            let day = due.model.writes.first ?? nil
            #expect(day != nil)
            #expect(due.model.writes == [day, nil, day], "the date once more, not each character again")
            #expect(due.log.events.filter { $0.kind == .write }.last?.source == .user)

            due.activate(.redo)
            #expect(due.shown == "|")
            #expect(due.model.writes == [day, nil, day, nil])
        }
    }

    @Test func ctrlZAfterEscOnAHalfTypedDateGivesTheModelBackTheDateItHeld() {
        withWindow { window in
            let due = EntryHarness<Date?>(nil, transform: .maximumLength(10), converter: .optional(.day), in: window)
            due.bound.clears { due.field.setModel(.null, source: .user) }
            due.type("2026-02-10")
            let day = due.model.writes.last ?? nil
            #expect(day != nil)
            due.place("[2026-02-10]")
            due.type("2026-03-1")
            #expect(due.shown == "2026-03-1|")
            #expect(due.message == "Enter a date as YYYY-MM-DD")
            #expect(due.model.writes == [day], "half-typed text writes nothing: the model keeps the date")

            due.activate(.clear)  // Esc
            #expect(due.shown == "|")
            #expect(due.message == nil)
            due.activate(.undo)
            #expect(due.shown == "2026-03-1|")
            #expect(due.message == "Enter a date as YYYY-MM-DD")
            #expect(due.model.writes == [day, nil, day], "the date the model held before Esc, once")
            #expect(due.log.events.filter { $0.kind == .write }.last?.source == .user)

            due.activate(.redo)
            #expect(due.shown == "|")
            #expect(due.message == nil)
            #expect(due.model.writes == [day, nil, day, nil])
        }
    }

    @Test func undoBackToHalfTypedTextGivesTheModelBackTheDateItHeldThen() {
        withWindow { window in
            let due = EntryHarness<Date?>(nil, transform: .maximumLength(10), converter: .optional(.day), in: window)
            due.type("2026-02-10")
            due.keybinding(.backspace)
            due.type("5")
            #expect(due.shown == "2026-02-15|")
            let (tenth, fifteenth) = (due.model.writes.first ?? nil, due.model.writes.last ?? nil)
            #expect(due.model.writes == [tenth, fifteenth])

            due.activate(.undo)
            #expect(due.shown == "2026-02-1|")
            #expect(due.message == "Enter a date as YYYY-MM-DD")
            #expect(due.model.writes == [tenth, fifteenth, tenth], "the 15th was undone: not kept behind the text")
            #expect(due.log.events.filter { $0.kind == .write }.map(\.source) == [.user, .user, .user])

            due.activate(.redo)
            #expect(due.shown == "2026-02-15|")
            #expect(due.message == nil)
            #expect(due.model.writes == [tenth, fifteenth, tenth, fifteenth])
        }
    }

    @Test func aClearIsNotUndoneAcrossAResetToTheSameNil() {
        withWindow { window in
            let due = EntryHarness<Date?>(nil, transform: .maximumLength(10), converter: .optional(.day), in: window)
            due.bound.clears { due.field.setModel(.null, source: .user) }
            due.type("2025")
            due.activate(.clear)
            due.field.setModel(.null, source: .external)  // Reset, while the entry shows "" already
            #expect(!due.bound.canUndo)

            due.activate(.undo)
            #expect(due.shown == "|")
            #expect(due.model.writes == [nil], "the Reset's own write; Undo wrote nothing over it")
        }
    }

    @Test func anEntryNoLongerBoundNeitherUndoesNorRedoes() {
        withWindow { window in
            let due = EntryHarness<Date?>(nil, transform: .maximumLength(10), converter: .optional(.day), in: window)
            due.type("2025-03-14")
            due.activate(.undo)
            #expect(due.field.text == "")
            let writes = due.model.writes
            #expect(writes.count == 2, "the date, then nil again")

            due.bound.unbind()  // the entry keeps its text; the field no longer follows it
            due.bound.redo()
            #expect(due.field.text == "")
            due.bound.undo()
            #expect(due.field.text == "")
            #expect(due.model.writes == writes)
        }
    }

    @Test func escDoesNothingInAnEntryThatDoesNotClear() {
        withWindow { window in
            let name = EntryHarness("Ann", converter: .string, in: window)
            name.activate(.clear)
            #expect(name.shown == "Ann|")
            #expect(name.model.writes == [])
        }
    }

    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func escThenCtrlZOnTheChoicesBringsTheTitleBackAsItWasShownWithFocusInTheEntry() throws {
        try withWindow { window in
            let story = OptionalStory.title(in: window)
            let (text, firstChoice) = (story.text, story.firstChoice)
            gtk_editable_set_position(text, -1)
            try XKeyboard.type(" B")
            gtk_editable_select_region(text, 2, 5)
            Gtk.settle()
            #expect(shownText(of: text) == "Pl[an ]B")

            try XKeyboard.key("Escape")
            #expect(story.flat.title == nil)
            #expect(gtk_widget_get_visible(story.optional.choicesBox) != 0)
            #expect(gtk_widget_has_focus(firstChoice) != 0)

            try XKeyboard.key("ctrl+z")
            #expect(story.model.writes == ["Plan ", "Plan B", nil, "Plan B"])
            #expect(shownText(of: text) == "Pl[an ]B")
            #expect(gtk_widget_get_visible(story.optional.choicesBox) == 0)
            #expect(gtk_widget_has_focus(text.widget) != 0)
            #expect(story.writeSources == [.user, .user, .user, .user])

            try XKeyboard.key("ctrl+shift+z")
            #expect(story.model.writes == ["Plan ", "Plan B", nil, "Plan B", nil])
            #expect(gtk_widget_has_focus(firstChoice) != 0)
        }
    }

    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func ctrlZAfterEscOnAnEmptyTitleBringsBackTheEmptyTitleNotTheBackspaceBeforeIt() throws {
        try withWindow { window in
            let story = OptionalStory.title(in: window)
            let (text, firstChoice) = (story.text, story.firstChoice)
            gtk_editable_select_region(text, 0, -1)
            Gtk.settle()
            try XKeyboard.key("BackSpace")
            #expect(story.model.writes == [""], "an emptied title is present, and empty")
            #expect(shownText(of: text) == "|")

            try XKeyboard.key("Escape")
            #expect(story.flat.title == nil)
            #expect(gtk_widget_has_focus(firstChoice) != 0)

            try XKeyboard.key("ctrl+z")
            #expect(story.model.writes == ["", nil, ""], "Undo takes back Esc, not the Backspace before it")
            #expect(shownText(of: text) == "|")
            #expect(gtk_widget_get_visible(story.optional.choicesBox) == 0)
            #expect(gtk_widget_has_focus(text.widget) != 0)
            #expect(story.writeSources == [.user, .user, .user])

            try XKeyboard.key("ctrl+shift+z")
            #expect(story.model.writes == ["", nil, "", nil])
            #expect(gtk_widget_has_focus(firstChoice) != 0)

            try XKeyboard.key("ctrl+z", "ctrl+z")  // Esc again, then the Backspace
            #expect(story.model.writes == ["", nil, "", nil, "", "Plan"])
            #expect(shownText(of: text) == "[Plan]")
        }
    }

    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func ctrlZAfterEscOnADateHalfTypedOnTheChoicesShowsItInTheEntryAgain() throws {
        try withWindow { window in
            let story = OptionalStory.due(in: window)
            let (optional, due, text, firstChoice) = (story.optional, story.model, story.text, story.firstChoice)
            let message = try #require(optional.fieldEntry.messageLabel)
            try XKeyboard.type("2026-03-1")  // on the choices: the entry shows and takes the keys
            #expect(shownText(of: text) == "2026-03-1|")

            try XKeyboard.key("Escape")
            #expect(gtk_widget_get_visible(optional.choicesBox) != 0)
            #expect(gtk_widget_has_focus(firstChoice) != 0)

            try XKeyboard.key("ctrl+z")
            #expect(shownText(of: text) == "2026-03-1|")
            #expect(gtk_widget_get_visible(optional.choicesBox) == 0, "the text back in view, not in a hidden entry")
            #expect(gtk_widget_has_focus(text.widget) != 0)
            #expect(String(cString: gtk_label_get_text(message.label)) == "Enter a date as YYYY-MM-DD")
            #expect(gtk_widget_get_visible(message) != 0)
            #expect(due.writes == [], "nil before Esc, and after Ctrl+Z")

            try XKeyboard.key("ctrl+shift+z")
            #expect(shownText(of: text) == "|")
            #expect(gtk_widget_get_visible(optional.choicesBox) != 0)
            #expect(due.writes == [])
        }
    }

    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func ctrlZInTheEntryOnADateTypedOnTheChoicesGoesBackToNoDateAndTheChoices() throws {
        try withWindow { window in
            let story = OptionalStory.due(in: window)
            let (optional, due, text, firstChoice) = (story.optional, story.model, story.text, story.firstChoice)
            try XKeyboard.type("2026-03-15")
            let day = due.writes.first ?? nil
            #expect(day != nil)
            #expect(due.writes == [day])

            try XKeyboard.key("ctrl+z")
            #expect(due.writes == [day, nil], "no date, as before the typing")
            #expect(shownText(of: text) == "|")
            #expect(gtk_widget_get_visible(optional.choicesBox) != 0)
            #expect(gtk_widget_has_focus(firstChoice) != 0, "focus where the typing started, not in a hidden entry")
        }
    }

    @Test func aResetToTheTextShownStartsANewHistoryToo() {
        withWindow { window in
            let name = EntryHarness("", converter: .string, in: window)
            name.type("Ann")
            name.field.setModel("Ann", source: .external)  // Reset, to what the entry shows
            #expect(!name.bound.canUndo)

            name.activate(.undo)
            #expect(name.shown == "Ann|")
            #expect(name.model.writes == ["A", "An", "Ann", "Ann"], "the Reset's write, and none over it")
        }
    }

    @Test func ctrlZAndCtrlShiftZReachTheFieldNotGtkText() {
        withWindow { window in
            let name = EntryHarness("", converter: .string, in: window)
            #expect(gtk_editable_get_enable_undo(name.bound.entry.editable) == 0)

            // The entry's shortcut controller runs in the capture phase, ahead of GtkText.
            var shortcuts: [String: String] = [:]
            let controllers = gtk_widget_observe_controllers(name.bound.entry)!
            for index in 0..<g_list_model_get_n_items(controllers) {
                let controller = g_list_model_get_item(controllers, index)!
                defer { g_object_unref(controller) }
                guard controller.isInstance(of: gtk_shortcut_controller_get_type()) else { continue }
                #expect(gtk_event_controller_get_propagation_phase(controller.eventController) == GTK_PHASE_CAPTURE)
                let list = OpaquePointer(controller)
                for item in 0..<g_list_model_get_n_items(list) {
                    let shortcut = OpaquePointer(g_list_model_get_item(list, item))!
                    defer { g_object_unref(UnsafeMutableRawPointer(shortcut)) }
                    let trigger = gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(shortcut))!
                    let action = gtk_shortcut_action_to_string(gtk_shortcut_get_action(shortcut))!
                    shortcuts[String(cString: trigger)] = String(cString: action)
                    g_free(trigger)
                    g_free(action)
                }
            }
            g_object_unref(controllers.rawPointer)
            #expect(shortcuts == ["<Control>z": "action(field.undo)", "<Shift><Control>z": "action(field.redo)"])
        }
    }
}

/// One of the flat's optional values in an `OptionalEntry` with a log, for stories told with real
/// keys: the model, its writes and their log, and what the person sees.
@MainActor
private struct OptionalStory<Wrapped: FormDefaultable & FieldValueConvertible> {
    let flat = Flat()
    let model: Recorded<Wrapped?>
    let log = EventLog(capacity: 100)
    let optional: OptionalEntry<Wrapped>
    /// The entry's GtkText.
    let text: OpaquePointer
    let firstChoice: UnsafeMutablePointer<GtkWidget>

    init(
        _ value: ReferenceWritableKeyPath<Flat, Wrapped?>, converter: FieldConverter<Wrapped>, choices: [Wrapped],
        in window: TestWindow
    ) {
        model = Recorded(Binding(flat, value))
        optional = OptionalEntry(
            form: "flat", id: "value", binding: model.binding, converter: converter, choices: choices, log: log)
        window.add(optional.widget)
        text = gtk_editable_get_delegate(optional.fieldEntry.entry.editable)!
        firstChoice = gtk_widget_get_first_child(optional.choicesBox)!
    }

    /// The sources of the writes logged so far.
    var writeSources: [FieldEvent.Source] { log.events.filter { $0.kind == .write }.map(\.source) }
}

extension OptionalStory<String> {
    /// The flat's title, "Plan", with focus in the entry.
    static func title(in window: TestWindow) -> Self {
        let story = Self(\.title, converter: .string, choices: ["Plan", "Notes"], in: window)
        gtk_widget_grab_focus(story.optional.fieldEntry.entry)
        return story
    }
}

extension OptionalStory<Date> {
    /// The flat's due date, `nil`, with focus on its one choice.
    static func due(in window: TestWindow) -> Self {
        let story = Self(\.due, converter: .day, choices: [Date(timeIntervalSince1970: 0)], in: window)
        gtk_widget_grab_focus(story.firstChoice)
        Gtk.settle()
        return story
    }
}
