import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Testing

/// How a test gets its entry with a hint under it: `FieldEntry(field:hint:)` building the line,
/// or the widgets of a GtkBuilder file with `showsMessage(_:inPlaceOf:)`, as an app with `.ui`
/// rows makes it.
enum HintLineMaking: String, CaseIterable, CustomTestStringConvertible {
    case ownWidgets, builderFile

    /// A row laid out as the demo's are: the entry, and under it a stack of the hint and the
    /// message line.
    static let builderXML = """
        <interface>
          <object class="GtkBox" id="row">
            <property name="orientation">vertical</property>
            <child><object class="GtkEntry" id="entry"/></child>
            <child>
              <object class="GtkStack" id="caption">
                <child>
                  <object class="GtkLabel" id="hint">
                    <property name="label">Whole number, required</property>
                    <property name="xalign">0</property>
                    <style><class name="dim-label"/></style>
                  </object>
                </child>
                <child>
                  <object class="GtkLabel" id="message">
                    <property name="xalign">0</property>
                  </object>
                </child>
              </object>
            </child>
          </object>
        </interface>
        """

    var testDescription: String { rawValue }

    /// An entry for `field` with the hint "Whole number, required" under it; the binding and
    /// the widget to put in a window.
    @MainActor
    func make(_ field: BufferedField<Int?>) -> (bound: FieldEntry, widget: UnsafeMutablePointer<GtkWidget>) {
        switch self {
        case .ownWidgets:
            let bound = FieldEntry(field: field, hint: "Whole number, required")
            return (bound, bound.widget)
        case .builderFile:
            let ui = BuilderFile(Self.builderXML)
            ui.widget("caption").showsMessage(ui.widget("message"), inPlaceOf: ui.widget("hint")).keepConnected()
            let bound = field.bind(ui.widget("entry"), messageLabel: ui.widget("message"), hintLabel: ui.widget("hint"))
            return (bound, ui.take("row"))
        }
    }
}

/// A hint under an entry, and the field's message in its place while there is one: a required
/// field no one typed into says what it needs, and bad input says why in the same line.
@MainActor
@Suite(.gtkDisplay, .serialized)
struct FieldEntryHintTests {
    /// A quantity that may be empty while typed, as a required field is until Submit.
    private static func quantity(_ model: WriteRecorder<Int?>) -> BufferedField<Int?> {
        BufferedField(form: "order", id: "quantity", binding: model.binding, converter: .optional(.integer))
    }

    @Test(arguments: HintLineMaking.allCases)
    func theHintGivesWayToTheMessageOfBadInputAndComesBackOnceItIsFixed(making: HintLineMaking) throws {
        let baseline = GLibBoxes.live
        try withWindow { window in
            let model = WriteRecorder(Int?.none)
            let (bound, widget) = making.make(Self.quantity(model))
            window.add(widget)
            let hint = try #require(bound.hintLabel)
            let message = try #require(bound.messageLabel)
            let line = try #require(gtk_widget_get_parent(hint))
            #expect(Self.shown(in: line) == "Whole number, required")
            #expect(gtk_widget_has_css_class(hint, "dim-label") != 0, "dimmed under the entry")
            #expect(!Self.isRed(hint))
            #expect(isDescribed(bound.entry, by: hint), "a screen reader hears what the field takes")
            #expect(!Self.isHidden(hint))

            Self.type("12a", into: bound.entry)
            #expect(Self.shown(in: line) == "“12a” is not a whole number")
            #expect(Self.isRed(message), "an error")
            #expect(isDescribed(bound.entry, by: message), "the message, not the hint it replaces")
            #expect(Self.isHidden(hint), "a screen reader going through the window skips the hint")

            emit("backspace", on: gtk_editable_get_delegate(bound.entry.editable))
            #expect(model.writes == [1, 12])
            #expect(Self.shown(in: line) == "Whole number, required")
            #expect(isDescribed(bound.entry, by: hint))
            #expect(!Self.isHidden(hint))
        }
        #expect(GLibBoxes.live == baseline, "the line's handler goes with the window")
    }

    @Test func theLineKeepsItsHeightWhileTheMessageTakesTheHintsPlace() throws {
        try withWindow { window in
            let model = WriteRecorder(Int?.none)
            let bound = FieldEntry(field: Self.quantity(model), hint: "Whole number, required")
            window.add(bound.widget)
            let hint = try #require(bound.hintLabel)
            let line = try #require(gtk_widget_get_parent(hint))
            let frames = FrameCounter(window: window.window)
            #expect(frames.waitForPaint(of: window.window))
            let (lineHeight, rowHeight) = (gtk_widget_get_height(line), gtk_widget_get_height(bound.widget))
            #expect(lineHeight > 0)

            Self.type("12a", into: bound.entry)
            #expect(frames.waitForPaint(of: window.window))
            #expect(Self.shown(in: line) == "“12a” is not a whole number")
            #expect(gtk_widget_get_height(line) == lineHeight)
            #expect(gtk_widget_get_height(bound.widget) == rowHeight, "the row does not jump")

            emit("backspace", on: gtk_editable_get_delegate(bound.entry.editable))
            #expect(frames.waitForPaint(of: window.window))
            #expect(Self.shown(in: line) == "Whole number, required")
            #expect(gtk_widget_get_height(bound.widget) == rowHeight)
        }
    }

    /// The text of the label `line` (a GtkStack) shows, or `nil` while it shows none.
    private static func shown(in line: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard line.isInstance(of: gtk_stack_get_type()), let page = gtk_stack_get_visible_child(line.stack) else {
            return nil
        }
        return String(cString: gtk_label_get_text(page.label))
    }

    /// Whether assistive technologies are told to leave `widget` out.
    private static func isHidden(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        formfields_test_accessible_is_hidden(widget.accessible) != 0
    }

    /// Whether `label` is drawn in red: the theme's error colour.
    private static func isRed(_ label: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(label), &color)
        return color.red > 0.5 && color.green < 0.3 && color.blue < 0.3
    }

    /// Types `text` into `entry` from its input method, a character at a time, at the end.
    private static func type(_ text: String, into entry: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_grab_focus(entry)
        gtk_editable_set_position(entry.editable, -1)
        let delegate = gtk_editable_get_delegate(entry.editable)!
        for character in text { emit("commit", on: inputMethod(of: delegate), String(character)) }
    }
}
