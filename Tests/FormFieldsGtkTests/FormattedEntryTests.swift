import CGtk
import FormFields
import FormFieldsGtk
import Observation
import Testing

@Observable
@MainActor
final class Card {
    var phone = ""
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
}
