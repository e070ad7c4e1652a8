import CGtk
import FormFields
import FormFieldsGtk
import Foundation
import Testing

/// An `OptionalEntry` whose value is `nil` shows its entry wherever there is something to type
/// or see in it: a date half typed stays in view with its message, as text that is no value yet
/// does in any field, when focus leaves it or a draft brings it back (behind the choices, the next
/// key typed on them would replace it unseen); and a row without choices keeps its empty entry.
@MainActor
@Suite(.gtkDisplay, .serialized)
struct OptionalEntryPresenceTests {
    /// 2026-03-15, midnight UTC.
    let day = Date(timeIntervalSince1970: 1_773_532_800)

    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func aDateHalfTypedOnTheChoicesStaysInViewWhenFocusLeavesAndTypingGoesOnFromIt() throws {
        try withWindow { window in
            let row = DueRow(choices: [Date(timeIntervalSince1970: 0)], in: window)
            let other = gtk_entry_new()!
            window.add(other)
            gtk_widget_grab_focus(gtk_widget_get_first_child(row.optional.choicesBox))
            Gtk.settle()

            try XKeyboard.type("2026-03-1")  // on the choices: the entry shows and takes the keys
            gtk_widget_grab_focus(other)
            Gtk.settle()
            #expect(gtk_widget_get_visible(row.optional.choicesBox) == 0, "the half-typed date, not the choices")
            #expect(gtk_widget_is_visible(row.optional.fieldEntry.entry) != 0)
            #expect(String(cString: gtk_editable_get_text(row.text)) == "2026-03-1")
            let message = try #require(row.optional.fieldEntry.messageLabel)
            #expect(gtk_widget_is_visible(message) != 0)
            #expect(String(cString: gtk_label_get_text(message.label)) == "Enter a date as YYYY-MM-DD")

            gtk_entry_grab_focus_without_selecting(row.optional.fieldEntry.entry.entry)
            try XKeyboard.type("5")
            #expect(shownText(of: row.text) == "2026-03-15|")
            #expect(row.due.writes == [day], "the date typed, once")
        }
    }

    @Test func aDraftsHalfTypedDateOfANilValueShowsInTheEntryNotBehindTheChoices() throws {
        try withWindow { window in
            let row = DueRow(choices: [Date(timeIntervalSince1970: 0)], in: window)
            #expect(gtk_widget_get_visible(row.optional.choicesBox) != 0)

            // A draft that kept no value and the text "2026-03-1", restored as an app does.
            row.optional.optional.field.setModel(.null, source: .restore)
            row.optional.optional.field.restore(TextState("2026-03-1", caret: 9), source: .restore)
            Gtk.settle()
            #expect(gtk_widget_get_visible(row.optional.choicesBox) == 0, "the text in view, not in a hidden entry")
            #expect(gtk_widget_is_visible(row.optional.fieldEntry.entry) != 0)
            #expect(shownText(of: row.text) == "2026-03-1|")
            let message = try #require(row.optional.fieldEntry.messageLabel)
            #expect(gtk_widget_is_visible(message) != 0)
            #expect(row.flat.due == nil)
        }
    }

    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func anOptionalDateWithoutChoicesShowsItsEmptyEntryWhileNilAndAfterEsc() throws {
        try withWindow { window in
            let row = DueRow(choices: [], in: window)
            #expect(gtk_widget_is_visible(row.optional.fieldEntry.entry) != 0, "no choices: the entry to type in")
            #expect(gtk_widget_get_visible(row.optional.choicesBox) == 0)

            gtk_widget_grab_focus(row.optional.fieldEntry.entry)
            try XKeyboard.type("2026-03-15")
            #expect(row.due.writes == [day])

            try XKeyboard.key("Escape")
            #expect(row.due.writes == [day, nil])
            #expect(shownText(of: row.text) == "|")
            #expect(gtk_widget_is_visible(row.optional.fieldEntry.entry) != 0)
            #expect(gtk_widget_has_focus(row.text.widget) != 0, "the focus stays in the row")

            try XKeyboard.key("ctrl+z")
            #expect(row.due.writes == [day, nil, day])
            #expect(shownText(of: row.text) == "2026-03-15|")
        }
    }
}

@MainActor
extension OptionalEntryPresenceTests {
    /// A hint says what an optional entry takes, under the entry, with the field's message in its
    /// place; the clear button stays the entry's height beside them, however tall the line is.
    @Test func aHintShowsUnderTheEntryAndTheClearButtonKeepsTheEntrysHeight() throws {
        try withWindow { window in
            let flat = Flat()
            let optional = OptionalEntry(
                form: "flat", id: "due", binding: Binding(flat, \.due), converter: .day, choices: [],
                hint: "YYYY-MM-DD, optional")
            window.add(optional.widget)
            let hint = try #require(optional.fieldEntry.hintLabel)
            #expect(String(cString: gtk_label_get_text(hint.label)) == "YYYY-MM-DD, optional")
            #expect(gtk_widget_is_visible(hint) != 0)
            #expect(isDescribed(optional.fieldEntry.entry, by: hint))

            gtk_editable_set_text(optional.fieldEntry.entry.editable, "2026-03-1")
            optional.optional.field.commit()
            let frames = FrameCounter(window: window.window)
            #expect(frames.waitForPaint(of: window.window))
            #expect(flat.due == nil)
            let message = try #require(optional.fieldEntry.messageLabel)
            #expect(gtk_widget_is_visible(message) != 0, "“Enter a date as YYYY-MM-DD” in the hint's place")
            let (button, entry) = (try bounds(of: optional.clearButton), try bounds(of: optional.fieldEntry.entry))
            #expect((button.origin.y, button.size.height) == (entry.origin.y, entry.size.height))
            #expect(try bounds(of: message).origin.y >= entry.origin.y + entry.size.height, "the line under both")
        }
    }

    /// Where `widget` is drawn in its window, border and all.
    private func bounds(of widget: UnsafeMutablePointer<GtkWidget>) throws -> graphene_rect_t {
        var bounds = graphene_rect_t()
        try #require(gtk_widget_compute_bounds(widget, gtk_widget_get_root(widget).widget, &bounds) != 0)
        return bounds
    }
}

/// The flat's due date, `nil`, in an `OptionalEntry` with its own widgets.
@MainActor
private struct DueRow {
    let flat = Flat()
    let due: Recorded<Date?>
    let optional: OptionalEntry<Date>
    /// The entry's GtkText.
    let text: OpaquePointer

    init(choices: [Date], in window: TestWindow) {
        due = Recorded(Binding(flat, \.due))
        optional = OptionalEntry(form: "flat", id: "due", binding: due.binding, converter: .day, choices: choices)
        window.add(optional.widget)
        text = gtk_editable_get_delegate(optional.fieldEntry.entry.editable)!
    }
}
