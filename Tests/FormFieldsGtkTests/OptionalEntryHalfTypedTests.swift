import CGtk
import FormFields
import FormFieldsGtk
import Foundation
import Testing

/// A date half typed into an `OptionalEntry` whose value is `nil` stays in view with its message,
/// as text that is no value yet does in any field: focus leaving it, or a draft bringing it back,
/// does not hide it behind the choices, where the next key typed on them would replace it unseen.
@MainActor
@Suite(.gtkDisplay, .serialized)
struct OptionalEntryHalfTypedTests {
    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func aDateHalfTypedOnTheChoicesStaysInViewWhenFocusLeavesAndTypingGoesOnFromIt() throws {
        let flat = Flat()
        let due = Recorded(Binding(flat, \.due))
        try withWindow { window in
            let optional = OptionalEntry(
                form: "flat", id: "due", binding: due.binding, converter: .day,
                choices: [Date(timeIntervalSince1970: 0)])
            window.add(optional.widget)
            let other = gtk_entry_new()!
            window.add(other)
            let text = gtk_editable_get_delegate(optional.fieldEntry.entry.editable)!
            let message = try #require(optional.fieldEntry.messageLabel)
            gtk_widget_grab_focus(gtk_widget_get_first_child(optional.choicesBox))
            Gtk.settle()

            try XKeyboard.type("2026-03-1")  // on the choices: the entry shows and takes the keys
            gtk_widget_grab_focus(other)
            Gtk.settle()
            #expect(gtk_widget_get_visible(optional.choicesBox) == 0, "the half-typed date, not the choices")
            #expect(gtk_widget_is_visible(optional.fieldEntry.entry) != 0)
            #expect(String(cString: gtk_editable_get_text(text)) == "2026-03-1")
            #expect(gtk_widget_is_visible(message) != 0)
            #expect(String(cString: gtk_label_get_text(message.label)) == "Enter a date as YYYY-MM-DD")

            gtk_entry_grab_focus_without_selecting(optional.fieldEntry.entry.entry)
            try XKeyboard.type("5")
            #expect(shownText(of: text) == "2026-03-15|")
            #expect(due.writes == [Date(timeIntervalSince1970: 1_773_532_800)], "the date typed, once")
        }
    }

    @Test func aDraftsHalfTypedDateOfANilValueShowsInTheEntryNotBehindTheChoices() throws {
        let flat = Flat()
        let due = Recorded(Binding(flat, \.due))
        try withWindow { window in
            let optional = OptionalEntry(
                form: "flat", id: "due", binding: due.binding, converter: .day,
                choices: [Date(timeIntervalSince1970: 0)])
            window.add(optional.widget)
            let text = gtk_editable_get_delegate(optional.fieldEntry.entry.editable)!
            let message = try #require(optional.fieldEntry.messageLabel)
            #expect(gtk_widget_get_visible(optional.choicesBox) != 0)

            // A draft that kept no value and the text "2026-03-1", restored as an app does.
            optional.optional.field.setModel(.null, source: .restore)
            optional.optional.field.restore(TextState("2026-03-1", caret: 9), source: .restore)
            Gtk.settle()
            #expect(gtk_widget_get_visible(optional.choicesBox) == 0, "the text in view, not in a hidden entry")
            #expect(gtk_widget_is_visible(optional.fieldEntry.entry) != 0)
            #expect(shownText(of: text) == "2026-03-1|")
            #expect(gtk_widget_is_visible(message) != 0)
            #expect(flat.due == nil)
        }
    }
}
