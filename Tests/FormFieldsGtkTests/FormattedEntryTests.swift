import CGtk
import FormFields
import FormFieldsGtk
import Foundation
import Observation
import Testing

@Observable
@MainActor
final class Card {
    var phone = ""
    var name = ""
    var expiry: CardExpiry? = nil
}

/// `FieldEntry(…, format:)` shows the format and hands the model the value it stands for.
@MainActor
@Suite(.gtkDisplay, .serialized)
struct FormattedEntryTests {
    /// Types `characters` through the entry's input method, as a keyboard would.
    func type(_ characters: String, into entry: FieldEntry) {
        gtk_widget_grab_focus(entry.entry)
        gtk_editable_set_position(entry.entry.editable, -1)
        let text = gtk_editable_get_delegate(entry.entry.editable)!
        for character in characters { emit("commit", on: inputMethod(of: text), String(character)) }
    }

    @Test func aPhoneNumberIsWrittenOnceItIsCompleteAsItsDigits() {
        withWindow { window in
            let card = Card()
            let phone = Recorded(Binding(card, \.phone))
            let entry = FieldEntry(
                form: "card", id: "phone", binding: phone.binding, format: PatternFormat("+1 (###) ###-####"))
            window.add(entry.widget)
            #expect(gtk_entry_get_input_purpose(entry.entry.entry) == GTK_INPUT_PURPOSE_DIGITS)

            type("555123456", into: entry)
            #expect(entry.text == "+1 (555) 123-456")
            #expect(phone.writes == [])
            type("7", into: entry)
            #expect(entry.text == "+1 (555) 123-4567")
            #expect(phone.writes == ["5551234567"])

            card.phone = "2125550100"  // elsewhere: the entry follows the model
            MainLoop.drain()
            #expect(entry.text == "+1 (212) 555-0100")
            #expect(phone.writes == ["5551234567"])
        }
    }

    /// GTK's own paste (Ctrl+V) of a number the template has no room for: shown whole, the
    /// extra digits after the last slot, with the error under the entry, and nothing written.
    @Test func aPastedPhoneNumberLongerThanTheTemplateShowsWholeAndInvalid() {
        withWindow { window in
            let phone = EntryHarness(
                "", transform: PatternFormat.phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter,
                in: window)
            phone.paste("+44 20 7946 0958")  // cut, it showed "+1 (442) 079-4609"
            #expect(phone.shown == "+1 (442) 079-460958|")
            #expect(phone.message == "Enter 10 digits")
            #expect(phone.model.writes == [])
            #expect(phone.field.counters.rejected == 0)
        }
    }

    @Test func anOptionalExpiryIsNilWhenEmptyAndAValueWhenComplete() {
        withWindow { window in
            let card = Card()
            let expiry = Recorded(Binding(card, \.expiry))
            let entry = FieldEntry(form: "card", id: "expiry", binding: expiry.binding, format: CardExpiryFormat())
            window.add(entry.widget)
            #expect(entry.text == "")

            type("4", into: entry)
            #expect(entry.text == "04")
            type("27", into: entry)
            #expect(entry.text == "04/27")
            #expect(expiry.writes == [CardExpiry(month: 4, year: 2027)])

            gtk_editable_delete_text(entry.entry.editable, 0, -1)
            MainLoop.drain()
            #expect(entry.text == "")
            #expect(expiry.writes == [CardExpiry(month: 4, year: 2027), nil])
        }
    }

    @Test func aPhoneNumberReadsLeftToRightInARightToLeftLayoutAndItsCaretMovesAsItReads() {
        let direction = gtk_widget_get_default_direction()
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(direction) }
        withWindow { window in
            let card = Card()
            let entry = FieldEntry(form: "card", id: "phone", binding: Binding(card, \.phone), format: .phoneNumberUS)
            window.add(entry.widget)
            let text = gtk_editable_get_delegate(entry.entry.editable)!
            #expect(gtk_widget_get_direction(entry.entry) == GTK_TEXT_DIR_LTR)
            #expect(gtk_widget_get_direction(text.widget) == GTK_TEXT_DIR_LTR, "GtkText lays out the text")
            #expect(
                gtk_widget_get_direction(entry.messageLabel!) == GTK_TEXT_DIR_RTL,
                "the message is in the person's language")

            type("555123", into: entry)
            #expect(entry.text == "+1 (555) 123")
            #expect(gtk_editable_get_position(text) == 12, "the caret after the digit typed last")
            moveCaret(in: text, GTK_MOVEMENT_VISUAL_POSITIONS, by: -1)  // Left
            #expect(gtk_editable_get_position(text) == 11, "Left goes back one character, as in any LTR text")
            moveCaret(in: text, GTK_MOVEMENT_DISPLAY_LINE_ENDS, by: -1)  // Home
            #expect(gtk_editable_get_position(text) == 0, "Home goes to the +1")
            #expect(card.phone == "")
        }
    }

    @Test func aHalfTypedDateReadsLeftToRightInARightToLeftLayout() {
        let direction = gtk_widget_get_default_direction()
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(direction) }
        withWindow { window in
            final class Plan { var due: Date? = nil }
            let plan = Plan()
            let entry = FieldEntry(
                form: "plan", id: "due", binding: Binding(plan, \.due), transform: .maximumLength(10),
                converter: .optional(.day))
            window.add(entry.widget)
            let text = gtk_editable_get_delegate(entry.entry.editable)!
            #expect(gtk_widget_get_direction(entry.entry) == GTK_TEXT_DIR_LTR)
            #expect(gtk_widget_get_direction(text.widget) == GTK_TEXT_DIR_LTR, "GtkText lays out the text")

            type("2026-", into: entry)
            #expect(entry.text == "2026-")
            #expect(plan.due == nil)
        }
    }

    @Test func anEntryBoundAgainToFreeTextFollowsTheLayoutAgain() {
        let direction = gtk_widget_get_default_direction()
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(direction) }
        withWindow { window in
            let card = Card()
            let phone = BufferedField(
                form: "card", id: "phone", binding: Binding(card, \.phone), format: .phoneNumberUS)
            let name = BufferedField(
                form: "card", id: "name", binding: Binding(card, \.name), transform: .trimmed, converter: .string)
            let entry = gtk_entry_new()!
            window.add(entry)
            let text = gtk_editable_get_delegate(entry.editable)!
            phone.bind(entry)
            #expect(gtk_widget_get_direction(text.widget) == GTK_TEXT_DIR_LTR)

            name.bind(entry)
            #expect(gtk_widget_get_direction(entry) == GTK_TEXT_DIR_RTL)
            #expect(gtk_widget_get_direction(text.widget) == GTK_TEXT_DIR_RTL)
        }
    }

    /// Moves the caret as the arrow keys (`GTK_MOVEMENT_VISUAL_POSITIONS`), Home and End
    /// (`GTK_MOVEMENT_DISPLAY_LINE_ENDS`) do: GtkText's "move-cursor" keybinding signal.
    func moveCaret(in text: OpaquePointer, _ step: GtkMovementStep, by count: Int32) {
        var values = [GValue](repeating: GValue(), count: 4)
        g_value_init(&values[0], gtk_text_get_type())
        g_value_set_object(&values[0], text.rawPointer)
        g_value_init(&values[1], gtk_movement_step_get_type())
        g_value_set_enum(&values[1], Int32(step.rawValue))
        g_value_init(&values[2], GType(6 << 2))  // G_TYPE_INT
        g_value_set_int(&values[2], count)
        g_value_init(&values[3], GType(5 << 2))  // G_TYPE_BOOLEAN
        g_value_set_boolean(&values[3], 0)
        g_signal_emitv(values, g_signal_lookup("move-cursor", gtk_text_get_type()), 0, nil)
        for index in values.indices { g_value_unset(&values[index]) }
        MainLoop.drain()
    }
}
