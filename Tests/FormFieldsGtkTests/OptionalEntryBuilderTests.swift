import CGtk
import FormFields
import FormFieldsGtk
import Testing

/// How a test gets its `OptionalEntry`: building its own widgets, or wired into the widgets of a
/// GtkBuilder file, as an app with `.ui` files makes it.
enum OptionalEntryMaking: String, CaseIterable, CustomTestStringConvertible {
    case ownWidgets, builderFile

    /// A file laid out as an app might: the clear button and the choices inside boxes of its own.
    static let builderXML = """
        <interface>
          <object class="GtkBox" id="row">
            <property name="orientation">vertical</property>
            <child>
              <object class="GtkBox" id="entry-line">
                <child><object class="GtkEntry" id="entry"/></child>
                <child>
                  <object class="GtkButton" id="clear">
                    <property name="icon-name">edit-clear-symbolic</property>
                  </object>
                </child>
              </object>
            </child>
            <child><object class="GtkBox" id="choices"/></child>
            <child><object class="GtkLabel" id="message"/></child>
          </object>
        </interface>
        """

    var testDescription: String { rawValue }

    /// An entry for `binding` offering "Plan" and "Notes".
    @MainActor
    func make(_ binding: Binding<String?>) -> OptionalEntry<String> {
        let choices = ["Plan", "Notes"]
        switch self {
        case .ownWidgets:
            return OptionalEntry(form: "flat", id: "title", binding: binding, converter: .string, choices: choices)
        case .builderFile:
            let ui = BuilderFile(Self.builderXML)
            let row = ui.take("row")
            let title = OptionalField(form: "flat", id: "title", binding: binding, converter: .string)
            return OptionalEntry(
                title, fieldEntry: title.field.bind(ui.widget("entry"), messageLabel: ui.widget("message")),
                editor: ui.widget("entry-line"), clearButton: ui.widget("clear"), choicesBox: ui.widget("choices"),
                choices: choices, widget: row)
        }
    }
}

/// An `OptionalEntry` wired into widgets made elsewhere does what one with its own widgets does.
@MainActor
@Suite(.gtkDisplay, .serialized)
struct OptionalEntryBuilderTests {
    @Test(
        .enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"),
        arguments: OptionalEntryMaking.allCases)
    func aClearCtrlZAndAChoiceWorkOnABuilderFilesWidgetsAsOnItsOwn(_ making: OptionalEntryMaking) throws {
        let flat = Flat()
        let title = Recorded(Binding(flat, \.title))
        try withWindow { window in
            let optional = making.make(title.binding)
            window.add(optional.widget)
            let text = gtk_editable_get_delegate(optional.fieldEntry.entry.editable)!
            let plan = try #require(gtk_widget_get_first_child(optional.choicesBox))
            let notes = try #require(gtk_widget_get_next_sibling(plan))
            gtk_widget_grab_focus(optional.fieldEntry.entry)
            gtk_editable_set_position(text, 2)
            Gtk.settle()
            #expect(shownText(of: text) == "Pl|an")

            // The clear button, clicked with focus in the entry.
            emit("clicked", on: optional.clearButton)
            #expect(title.writes == [nil])
            #expect(gtk_widget_get_visible(optional.choicesBox) != 0)
            #expect(gtk_widget_is_visible(optional.fieldEntry.entry) == 0)
            #expect(gtk_widget_has_focus(plan) != 0)

            try XKeyboard.key("ctrl+z")
            #expect(title.writes == [nil, "Plan"])
            #expect(shownText(of: text) == "Pl|an")
            #expect(gtk_widget_get_visible(optional.choicesBox) == 0)
            #expect(gtk_widget_has_focus(text.widget) != 0)

            optional.clear()
            emit("clicked", on: notes)
            #expect(title.writes == [nil, "Plan", nil, "Notes"])
            #expect(shownText(of: text) == "Notes|")
            #expect(gtk_widget_get_visible(optional.choicesBox) == 0)
            #expect(gtk_widget_has_focus(text.widget) != 0)
        }
    }
}
