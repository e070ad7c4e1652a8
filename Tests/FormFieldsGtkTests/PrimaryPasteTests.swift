import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Testing

/// Text pasted with the middle button: GtkText pastes X11's PRIMARY selection, the text
/// selected last in any entry or program, where the button was pressed, with the caret after it.
@MainActor
@Suite(.gtkDisplay, .serialized, .enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to click"))
struct PrimaryPasteTests {
    @Test func theSelectionOfAnotherEntryIsPastedCleanedWithOneWrite() throws {
        try withWindow { window in
            let code = EntryHarness("ABC", transform: .uppercase, converter: .string, in: window)
            let source = EntryHarness("hello world", converter: .string, in: window)
            source.place("hello [world]")

            try code.middleClick(at: 2)
            #expect(code.shown == "ABWORLD|C")
            #expect(code.model.writes == ["ABWORLDC"], "never \"ABworldC\"")
            #expect(source.shown == "hello [world]", "a paste takes nothing from where the text was selected")
            #expect(source.model.writes == [])
            try XKeyboard.key("ctrl+z")
            #expect(code.shown == "ABC|", "the text and caret from before the click")
            #expect(code.model.writes == ["ABWORLDC", "ABC"])
        }
    }

    @Test func aPhoneNumberPastedIsWrittenOnceAsItsDigits() throws {
        try withWindow { window in
            let format = PatternFormat.phoneNumberUS
            let phone = EntryHarness("", transform: format, converter: format.converter, in: window)
            let notes = EntryHarness("call 555-123-4567", converter: .string, in: window)
            notes.place("call [555-123-4567]")

            try phone.middleClick(at: 0)
            #expect(phone.shown == "+1 (555) 123-4567|")
            #expect(phone.model.writes == ["5551234567"])
            #expect(phone.changed == 1)
        }
    }

    @Test func textTheFieldRefusesLeavesTextAndCaret() throws {
        try withWindow { window in
            let pin = EntryHarness("123", transform: .digits, converter: .string, in: window)
            pin.place("12|3")
            let source = EntryHarness("hello world", converter: .string, in: window)
            source.place("hello [world]")

            try pin.middleClick(at: 0)
            #expect(pin.field.counters.rejected == 1, "the paste arrived")
            #expect(pin.shown == "12|3", "the caret stays where it was, not where the button was pressed")
            #expect(pin.model.writes == [])
            #expect(pin.changed == 0)
            try XKeyboard.type("9")
            #expect(pin.shown == "129|3", "the field's caret is GTK's")
            #expect(pin.model.writes == ["1293"])
        }
    }

    /// With nothing selected anywhere, a middle click pastes nothing; a refused key typed after
    /// the arrow keys moved the caret leaves it where they put it.
    @Test func aMiddleClickThatPastesNothingLeavesTheCaretToTheKeys() throws {
        try withWindow { window in
            let pin = EntryHarness("123", transform: .digits, converter: .string, in: window)
            pin.place("12|3")
            gdk_clipboard_set_content(gtk_widget_get_primary_clipboard(pin.text.widget), nil)

            try XPointer.click(2, at: pin.screenPoint(at: 0))
            #expect(pin.shown == "12|3")
            try XKeyboard.key("Left")
            try XKeyboard.type("x")
            #expect(pin.shown == "1|23")
            #expect(pin.model.writes == [])
        }
    }

    /// The entry's own selection is PRIMARY: pasted away from it, the selection gives way to the
    /// caret and the text goes in once.
    @Test func theEntrysOwnSelectionPastedElsewhereInItIsOneWrite() throws {
        try withWindow { window in
            let name = EntryHarness("hello world", converter: .string, in: window)
            name.place("hello [world]")

            try name.middleClick(at: 0)
            #expect(name.shown == "world|hello world")
            #expect(name.model.writes == ["worldhello world"])
        }
    }

    @Test(.otherProgram)
    func theSelectionOfAnotherProgramIsPastedOnce() throws {
        try withWindow { window in
            let code = EntryHarness("AB", transform: .uppercase, converter: .string, in: window)
            // NB: Both windows show at the top left corner without a window manager.
            let other = try OtherProgramEntry(at: XPointer.Point(x: 0, y: 400))
            defer { other.close() }

            try code.middleClick(at: 1)
            #expect(code.shown == "AWORLD|B")
            #expect(code.model.writes == ["AWORLDB"])
            #expect(try other.text() == "hello world")
        }
    }
}
