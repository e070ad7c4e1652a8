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
