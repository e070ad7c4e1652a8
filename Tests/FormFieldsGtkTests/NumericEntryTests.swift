import CGtk
import FormFields
import FormFieldsGtk
import Observation
import Testing

@Observable
@MainActor
final class Measures {
    var rooms = 3
    var floor: Int? = nil
    var area = 52.5
    var age = 30
}

/// Numeric entries are fields with the core's standard converters; these stories check the
/// constructors wire them up: the right converter, the purpose, the range message.
@MainActor
@Suite(.gtkDisplay, .serialized)
struct NumericEntryTests {
    /// Types `characters` through the entry's input method, as a keyboard would.
    func type(_ characters: String, into entry: FieldEntry) {
        let text = gtk_editable_get_delegate(entry.entry.editable)!
        for character in characters { emit("commit", on: inputMethod(of: text), String(character)) }
    }

    func selectAll(_ entry: FieldEntry) {
        gtk_editable_select_region(entry.entry.editable, 0, -1)
        Gtk.settle()
    }

    /// A negative number set from elsewhere (a draft restored) is shown while the entry has no
    /// focus, where GtkText lays out text without letters in the entry's direction: "7-" in a
    /// right-to-left layout.
    @Test func aNegativeNumberReadsLeftToRightInARightToLeftLayout() {
        let direction = gtk_widget_get_default_direction()
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(direction) }
        withWindow { window in
            let measures = Measures()
            let floor = FieldEntry(form: "flat", id: "floor", binding: Binding(measures, \.floor))
            let area = FieldEntry(form: "flat", id: "area", binding: Binding(measures, \.area))
            for entry in [floor, area] { window.add(entry.widget) }
            measures.floor = -7
            measures.area = -0.5
            Gtk.settle()
            #expect([floor.text, area.text] == ["-7", "-0.5"])
            for entry in [floor, area] {
                let text = gtk_editable_get_delegate(entry.entry.editable)!
                #expect(gtk_widget_get_direction(entry.entry) == GTK_TEXT_DIR_LTR, "\(entry.text)")
                #expect(gtk_widget_get_direction(text.widget) == GTK_TEXT_DIR_LTR, "GtkText lays out \(entry.text)")
                #expect(
                    gtk_widget_get_direction(entry.messageLabel!) == GTK_TEXT_DIR_RTL,
                    "the message is in the person's language")
            }
        }
    }

    @Test func wholeNumbersOptionalNumbersAndDecimals() {
        withWindow { window in
            let measures = Measures()
            let rooms = FieldEntry(form: "flat", id: "rooms", binding: Binding(measures, \.rooms))
            let floor = FieldEntry(form: "flat", id: "floor", binding: Binding(measures, \.floor))
            let area = FieldEntry(form: "flat", id: "area", binding: Binding(measures, \.area))
            for entry in [rooms, floor, area] { window.add(entry.widget) }
            #expect([rooms.text, floor.text, area.text] == ["3", "", "52.5"])
            #expect(gtk_entry_get_input_purpose(rooms.entry.entry) == GTK_INPUT_PURPOSE_DIGITS)
            #expect(gtk_entry_get_input_purpose(area.entry.entry) == GTK_INPUT_PURPOSE_NUMBER)

            gtk_widget_grab_focus(rooms.entry)
            selectAll(rooms)
            emit("backspace", on: gtk_editable_get_delegate(rooms.entry.editable)!)
            #expect(rooms.text == "")
            #expect(measures.rooms == 3)  // empty is not 0: the model keeps its last value

            gtk_widget_grab_focus(floor.entry)  // focus-out: empty text goes back to the model's 3
            #expect(rooms.text == "3")
            type("-2", into: floor)
            #expect(measures.floor == -2)

            gtk_widget_grab_focus(area.entry)
            gtk_editable_set_position(area.entry.editable, -1)
            type("5", into: area)
            #expect(measures.area == 52.55)
            #expect(rooms.field.counters.writes + floor.field.counters.writes + area.field.counters.writes == 2)
        }
    }

    @Test func aRangedNumberSaysTheRangeAndWritesOnlyValuesInIt() {
        withWindow { window in
            let measures = Measures()
            let age = FieldEntry(form: "profile", id: "age", binding: Binding(measures, \.age), in: 0...130)
            let floor = FieldEntry(form: "flat", id: "floor", binding: Binding(measures, \.floor), in: -5...80)
            window.add(age.widget)
            window.add(floor.widget)

            gtk_widget_grab_focus(age.entry)
            gtk_editable_set_position(age.entry.editable, -1)
            type("0", into: age)
            #expect(age.text == "300")
            #expect(measures.age == 30)
            #expect(age.field.validation == .invalid("Enter a value from 0 to 130"))

            gtk_widget_grab_focus(floor.entry)
            type("99", into: floor)
            #expect(measures.floor == 9)
            #expect(floor.field.validation == .invalid("Enter a value from -5 to 80"))
        }
    }

    @Test func aNumberOnItsWayIntoTheRangeIsNoErrorUntilFocusLeaves() {
        withWindow { window in
            let measures = Measures()
            let area = FieldEntry(form: "flat", id: "area", binding: Binding(measures, \.area), in: 10...400)
            let rooms = FieldEntry(form: "flat", id: "rooms", binding: Binding(measures, \.rooms))
            window.add(area.widget)
            window.add(rooms.widget)
            let message = { area.messageLabel.map { String(cString: gtk_label_get_text($0.label)) } }
            let hasErrorClass = { gtk_widget_has_css_class(area.entry, "error") != 0 }

            gtk_widget_grab_focus(area.entry)
            selectAll(area)
            type("5", into: area)  // on the way to 50
            #expect(area.text == "5")
            #expect(measures.area == 52.5)
            #expect(area.field.validation == .incomplete("Enter a value from 10 to 400"))
            #expect(message() == "Enter a value from 10 to 400")
            #expect(!hasErrorClass())

            gtk_widget_grab_focus(rooms.entry)  // focus-out ends editing
            #expect(area.text == "5")
            #expect(measures.area == 52.5)
            #expect(area.field.validation == .invalid("Enter a value from 10 to 400"))
            #expect(message() == "Enter a value from 10 to 400")
            #expect(hasErrorClass())
        }
    }
}
