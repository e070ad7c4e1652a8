import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Foundation
import Testing

/// The entry's menu (GtkText's: Cut, Copy, Paste, Delete, Select All), opened with a right
/// click, Shift+F10 or the Menu key, its items clicked or reached with Down and Return.
@MainActor
@Suite(
    .gtkDisplay, .serialized,
    .enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to click and press keys"))
struct EntryMenuTests {
    @Test func deleteIsOneWriteAndUndoBringsTheTextBack() throws {
        try withWindow { window in
            let name = EntryHarness("hello world", converter: .string, in: window)
            name.place("hello [world]")

            try ContextMenu.rightClick(name, at: 8).click("Delete")
            #expect(name.shown == "hello |")
            #expect(name.model.writes == ["hello "])
            try XKeyboard.key("ctrl+z")
            #expect(name.shown == "hello [world]")
            #expect(name.model.writes == ["hello ", "hello world"])
        }
    }

    @Test func cutAndPasteMoveTextWithOneWriteEach() throws {
        try withWindow { window in
            let name = EntryHarness("hello world", converter: .string, in: window)
            name.place("hello [world]")

            try ContextMenu.rightClick(name, at: 8).click("Cut")
            #expect(name.shown == "hello |")
            #expect(name.model.writes == ["hello "])
            try XKeyboard.key("Home")
            try name.pasting { try ContextMenu.rightClick(name, at: 0).click("Paste") }
            #expect(name.shown == "world|hello ")
            #expect(name.model.writes == ["hello ", "worldhello "])
            try XKeyboard.key("ctrl+z")
            #expect(name.shown == "|hello ")
            try XKeyboard.key("ctrl+z")
            #expect(name.shown == "hello [world]")
            #expect(name.model.writes == ["hello ", "worldhello ", "hello ", "hello world"])
        }
    }

    @Test func selectAllAndCopyWriteNothingAndCopyFillsTheClipboard() throws {
        try withWindow { window in
            let name = EntryHarness("hello world", converter: .string, in: window)
            let code = EntryHarness("AB", transform: .uppercase, converter: .string, in: window)
            gtk_widget_grab_focus(name.bound.entry)

            try ContextMenu.rightClick(name, at: 3).click("Select All")
            #expect(name.shown == "[hello world]")
            try ContextMenu.rightClick(name, at: 3).click("Copy")
            #expect(name.shown == "[hello world]")
            #expect(name.model.writes == [])
            try code.pasting { try ContextMenu.rightClick(code, at: 1).click("Paste") }
            #expect(code.shown == "ABHELLO WORLD|", "pasted at the caret, not where the menu opened")
            #expect(code.model.writes == ["ABHELLO WORLD"])
        }
    }

    @Test(arguments: ["shift+F10", "Menu"])
    func aPasteTheFieldRefusesChangesNothing(opening key: String) throws {
        try withWindow { window in
            let pin = EntryHarness("123", transform: .digits, converter: .string, in: window)
            pin.place("12|3")
            gdk_clipboard_set_text(gtk_widget_get_clipboard(pin.bound.entry), "abc")

            try pin.pasting { try ContextMenu.press(key, in: pin).choose("Paste") }
            #expect(pin.field.counters.rejected == 1, "the paste arrived")
            #expect(pin.shown == "12|3")
            #expect(pin.model.writes == [])
            #expect(pin.changed == 0)
        }
    }

    @Test func aPhoneNumberPastedOverTheWholeNumberIsWrittenOnce() throws {
        try withWindow { window in
            let format = PatternFormat.phoneNumberUS
            let phone = EntryHarness("5551234567", transform: format, converter: format.converter, in: window)
            gdk_clipboard_set_text(gtk_widget_get_clipboard(phone.bound.entry), "(555) 987-6543")

            try ContextMenu.press("shift+F10", in: phone).choose("Select All")
            try phone.pasting { try ContextMenu.press("Menu", in: phone).choose("Paste") }
            #expect(phone.shown == "+1 (555) 987-6543|")
            #expect(phone.model.writes == ["5559876543"])
            try XKeyboard.key("ctrl+z")
            #expect(phone.shown == "[+1 (555) 123-4567]")
            #expect(phone.model.writes == ["5559876543", "5551234567"])
        }
    }

    @Test func deletingAWholeNumberWritesNothingAndUndoBringsItBack() throws {
        try withWindow { window in
            let age = EntryHarness(42, converter: .integer, in: window)

            try ContextMenu.rightClick(age, at: 1).click("Select All")
            try ContextMenu.rightClick(age, at: 1).click("Delete")
            #expect(age.shown == "|")
            #expect(age.model.writes == [], "empty is not 0")
            #expect(age.message == "Enter a whole number")
            try XKeyboard.key("ctrl+z")
            #expect(age.shown == "[42]")
            #expect(age.model.writes == [])
            #expect(age.message == nil)
        }
    }
}
