import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport

/// A real GtkEntry bound to a field over a recording model, in a presented window, so a test
/// reads like a story of keystrokes:
///
/// ```swift
/// let nickname = EntryHarness("", transform: .maximumLength(4), converter: .string, in: window)
/// nickname.type("Flower")
/// #expect(nickname.shown == "Flow|")
/// #expect(nickname.model.writes == ["F", "Fl", "Flo", "Flow"])
/// ```
@MainActor
final class EntryHarness<Value: Equatable & FieldValueConvertible> {
    let model: WriteRecorder<Value>
    let log = EventLog(capacity: 1_000)
    let field: BufferedField<Value>
    let bound: FieldEntry
    /// "changed" emissions before the story starts (showing the model's first value).
    private var changedAtStart = 0

    init(
        _ initial: Value, transform: any TextTransform = .identity, converter: FieldConverter<Value>,
        in window: TestWindow
    ) {
        model = WriteRecorder(initial)
        field = BufferedField(
            form: "story", id: "field", binding: model.binding, transform: transform, converter: converter, log: log)
        bound = FieldEntry(field: field)
        window.add(bound.widget)
        gtk_widget_grab_focus(bound.entry)
        // NB: Focusing an entry selects its text; stories start with the caret at the end.
        gtk_editable_set_position(bound.entry.editable, -1)
        MainLoop.drain()
        changedAtStart = bound.counters.changed
    }

    /// The entry's GtkText, where GTK's own editing code runs.
    var text: OpaquePointer { gtk_editable_get_delegate(bound.entry.editable) }

    /// The entry's text with `|` at the caret, or `[` `]` around a selection (caret at `]`).
    var shown: String {
        var start: Int32 = 0
        var end: Int32 = 0
        let caret = Int(gtk_editable_get_position(text))
        let selected = gtk_editable_get_selection_bounds(text, &start, &end) != 0
        let anchor = selected ? (Int(start) == caret ? Int(end) : Int(start)) : caret
        return TextState(String(cString: gtk_editable_get_text(text)), caret: caret, anchor: anchor).description
    }

    /// "changed" emissions of the entry since the story started.
    var changed: Int { bound.counters.changed - changedAtStart }

    /// The message line's text, or `nil` while it is hidden.
    var message: String? {
        guard let label = bound.messageLabel, gtk_widget_get_visible(label) != 0 else { return nil }
        return String(cString: gtk_label_get_text(label.label))
    }

    /// Whether the entry shows the error state: CSS class and accessible state together.
    var showsError: Bool {
        let css = gtk_widget_has_css_class(bound.entry, "error") != 0
        let accessible = gtk_test_accessible_has_state(bound.entry.accessible, GTK_ACCESSIBLE_STATE_INVALID) != 0
        return css && accessible
    }

    /// Places the caret or selection from a picture such as "12|34" or "1[23]4" (caret at `]`).
    func place(_ picture: String) {
        var plain = ""
        var caret = 0
        var anchor: Int?
        for scalar in picture.unicodeScalars {
            switch scalar {
            case "|": caret = plain.codePointCount
            case "[": anchor = plain.codePointCount
            case "]": caret = plain.codePointCount
            default: plain.unicodeScalars.append(scalar)
            }
        }
        precondition(plain == String(cString: gtk_editable_get_text(text)), "place(\(picture)) does not match")
        gtk_editable_select_region(text, Int32(anchor ?? caret), Int32(caret))
        MainLoop.drain()
    }

    /// Types each character as GtkText does for a key press or an input method's commit
    /// (`gtk_text_enter_text`): delete the selection, insert at the caret, then move the caret
    /// to the position the insertion returned.
    func type(_ characters: String) {
        for character in characters { commit(String(character)) }
    }

    /// Inserts `committed` in one edit, as an input method's commit of several characters.
    func commit(_ committed: String) {
        if gtk_editable_get_selection_bounds(text, nil, nil) != 0 {
            gtk_editable_delete_selection(text)
        }
        var position = gtk_editable_get_position(text)
        gtk_editable_insert_text(text, committed, -1, &position)
        gtk_editable_set_position(text, position)
        MainLoop.drain()
    }

    /// Emits one of GtkText's keybinding signals, so GTK's own editing code runs:
    /// "insert-at-cursor" (with a string), "backspace", "delete-from-cursor" (chars, 1),
    /// "activate" (Enter).
    func keybinding(_ signal: KeybindingSignal) {
        var values = [GValue](repeating: GValue(), count: 3)
        g_value_init(&values[0], gtk_text_get_type())
        g_value_set_object(&values[0], text.rawPointer)
        var count = 1
        switch signal {
        case .insertAtCursor(let string):
            g_value_init(&values[1], GType(16 << 2))  // G_TYPE_STRING
            g_value_set_string(&values[1], string)
            count = 2
        case .backspace, .activate:
            break
        case .deleteForward:
            g_value_init(&values[1], gtk_delete_type_get_type())
            g_value_set_enum(&values[1], Int32(GTK_DELETE_CHARS.rawValue))
            g_value_init(&values[2], GType(6 << 2))  // G_TYPE_INT
            g_value_set_int(&values[2], 1)
            count = 3
        }
        g_signal_emitv(values, g_signal_lookup(signal.name, gtk_text_get_type()), 0, nil)
        for index in 0..<count { g_value_unset(&values[index]) }
        MainLoop.drain()
    }

    /// Activates one of the entry's actions, as its shortcut does.
    func activate(_ action: FieldEntryAction) {
        gtk_widget_activate_action_variant(bound.entry, action.detailedName, nil)
        MainLoop.drain()
    }
}

/// GtkText's keybinding signals the tests emit.
enum KeybindingSignal {
    case insertAtCursor(String)
    case backspace
    case deleteForward
    case activate

    var name: String {
        switch self {
        case .insertAtCursor: "insert-at-cursor"
        case .backspace: "backspace"
        case .deleteForward: "delete-from-cursor"
        case .activate: "activate"
        }
    }
}
