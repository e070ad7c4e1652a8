import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Testing

/// Stories typed with real keys where GTK's own key handling shapes the edit: GTK's Unicode
/// input (Ctrl+Shift+U, the code, Space), whose code waits as preedit text, and overwrite mode
/// (Insert), where a key deletes the character after the caret before it inserts.
@MainActor
@Suite(
    .gtkDisplay, .serialized,
    .enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
struct RealKeyStoryTests {
    @Test func aCharacterTypedByItsCodeIsCleanedAndWrittenOnce() throws {
        try withWindow { window in
            let code = EntryHarness("", transform: .uppercase, converter: .string, in: window)
            try XKeyboard.key("ctrl+shift+u", "e", "9")
            #expect(code.shown == "|", "the code is preedit text, not in the entry")
            #expect(code.model.writes == [])
            try XKeyboard.key("space")
            #expect(code.shown == "É|")
            #expect(code.model.writes == ["É"], "é cleaned to É, and nothing of \"e9\" on the way")
        }
    }

    @Test func typingOverACharacterInOverwriteModeIsOneEditWithOneWrite() throws {
        try withWindow { window in
            let code = EntryHarness("ab1", transform: .uppercase, converter: .string, in: window)
            try XKeyboard.key("Home", "Insert")
            try XKeyboard.type("x")
            #expect(code.shown == "X|B1")
            #expect(code.model.writes == ["XB1"], "never \"B1\" while the A is gone and the X not yet there")
            try XKeyboard.key("End")
            try XKeyboard.type("z")  // nothing left to type over
            #expect(code.shown == "XB1Z|")
            #expect(code.model.writes == ["XB1", "XB1Z"])
        }
    }

    @Test func aKeyTheFieldRefusesInOverwriteModeLeavesTheCharacterAfterTheCaret() throws {
        try withWindow { window in
            let letters = ScalarMapTransform.allowing { @Sendable scalar in scalar != "!" }
            let code = EntryHarness("ab1", transform: .uppercase.then(letters), converter: .string, in: window)
            try XKeyboard.key("Home", "Insert")
            try XKeyboard.type("!")
            #expect(code.shown == "|AB1", "the A stays: the person chose no text to replace")
            #expect(code.model.writes == [])
            try XKeyboard.type("x")
            #expect(code.shown == "X|B1")
            #expect(code.model.writes == ["XB1"])
        }
    }
}
