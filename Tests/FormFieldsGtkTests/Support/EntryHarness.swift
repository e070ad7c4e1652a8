import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Foundation
import Testing

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
        gtk_editable_set_position(bound.entry.editable, -1)
        Gtk.settle()
        changedAtStart = bound.counters.changed
    }

    /// The entry's GtkText, where GTK's own editing code runs.
    var text: OpaquePointer { gtk_editable_get_delegate(bound.entry.editable) }

    /// The entry's text with `|` at the caret, or `[` `]` around a selection (caret at `]`).
    var shown: String { shownText(of: text) }

    /// "changed" emissions of the entry since the story started.
    var changed: Int { bound.counters.changed - changedAtStart }

    /// The message line's text, or `nil` while it is hidden.
    var message: String? {
        guard let label = bound.messageLabel, gtk_widget_get_visible(label) != 0 else { return nil }
        return String(cString: gtk_label_get_text(label.label))
    }

    /// Whether assistive technologies hear the message line as the entry's description.
    var messageDescribesEntry: Bool {
        guard let label = bound.messageLabel else { return false }
        return isDescribed(bound.entry, by: label)
    }

    /// Whether the entry shows the error state, in red.
    var showsError: Bool { gtk_widget_has_css_class(bound.entry, "error") != 0 }

    /// Whether the entry has GTK's invalid state, which GTK 4.8 gives screen readers as AT-SPI's
    /// INVALID, the state of an object that is gone: Orca then stops following the entry.
    var isMarkedInvalid: Bool {
        gtk_test_accessible_has_state(bound.entry.accessible, GTK_ACCESSIBLE_STATE_INVALID) != 0
    }

    /// Places the caret or selection from a picture such as "12|34" or "1[23]4" (caret at `]`).
    func place(_ picture: String) {
        let placed = TextState(picture: picture)
        precondition(placed.text == String(cString: gtk_editable_get_text(text)), "place(\(picture)) does not match")
        gtk_editable_select_region(text, Int32(placed.anchor), Int32(placed.caret))
        Gtk.settle()
        #expect(shown == placed.description, "the selection did not hold")
    }

    /// Types each character: the input method commits it, and GtkText's own typing code
    /// (`gtk_text_enter_text`) deletes the selection, inserts at the caret and moves the caret.
    func type(_ characters: String) {
        for character in characters { commit(String(character)) }
    }

    /// Commits `committed` from the input method in one go, as a compose sequence or an
    /// input method for Japanese does.
    func commit(_ committed: String) {
        emit("commit", on: inputMethod(of: text), committed)
    }

    /// Replaces the `count` characters before the caret from the input method, as Vietnamese
    /// Telex turns "a" typed twice into "â": "delete-surrounding", then "commit".
    func inputMethodReplaces(_ count: Int, with committed: String) {
        let context = inputMethod(of: text)
        var values = [GValue](repeating: GValue(), count: 3)
        g_value_init(&values[0], gtk_im_context_get_type())
        g_value_set_object(&values[0], context)
        for (index, argument) in [(1, -count), (2, count)] {
            g_value_init(&values[index], GType(6 << 2))  // G_TYPE_INT
            g_value_set_int(&values[index], Int32(argument))
        }
        var handled = GValue()
        g_value_init(&handled, GType(5 << 2))  // G_TYPE_BOOLEAN
        g_signal_emitv(values, g_signal_lookup("delete-surrounding", gtk_im_context_get_type()), 0, &handled)
        for index in values.indices { g_value_unset(&values[index]) }
        g_value_unset(&handled)
        commit(committed)
    }

    /// Pastes `clipboardText` with GtkText's own paste (Ctrl+V), which reads the clipboard
    /// asynchronously; returns once the text arrived.
    func paste(_ clipboardText: String) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(bound.entry), clipboardText)
        pasting { emit("paste-clipboard", on: text) }
    }

    /// Runs `action`, which has GTK paste from a clipboard (Ctrl+V, the menu's Paste, a middle
    /// click), and returns once the text arrived and the field decided on it, refused it too.
    func pasting(_ action: () throws -> Void) rethrows {
        let before = bound.counters.announced
        try action()
        // NB: GTK reads a clipboard asynchronously, over a pipe between two streams when the
        // text is this program's, through the X server when another program's; the wait ends
        // as soon as the field was asked, and only bounds a paste that never comes.
        let deadline = Date().addingTimeInterval(10)
        while bound.counters.announced == before && Date() < deadline {
            if g_main_context_iteration(nil, 0) == 0 { usleep(1_000) }
        }
        #expect(bound.counters.announced != before, "the paste did not arrive")
        Gtk.settle()
    }

    /// Emits one of GtkText's keybinding signals, so GTK's own editing code runs.
    func keybinding(_ signal: KeybindingSignal) {
        switch signal {
        case .insertAtCursor(let string):
            emit("insert-at-cursor", on: text, string)
        case .backspace:
            emit("backspace", on: text)
        case .activate:
            emit("activate", on: text)
        case .move(let count, let selecting):
            // "move-cursor" (GTK_MOVEMENT_VISUAL_POSITIONS): what Left and Right emit, with Shift
            // to select.
            var values = [GValue](repeating: GValue(), count: 4)
            g_value_init(&values[0], gtk_text_get_type())
            g_value_set_object(&values[0], text.rawPointer)
            g_value_init(&values[1], gtk_movement_step_get_type())
            g_value_set_enum(&values[1], Int32(GTK_MOVEMENT_VISUAL_POSITIONS.rawValue))
            g_value_init(&values[2], GType(6 << 2))  // G_TYPE_INT
            g_value_set_int(&values[2], Int32(count))
            g_value_init(&values[3], GType(5 << 2))  // G_TYPE_BOOLEAN
            g_value_set_boolean(&values[3], selecting ? 1 : 0)
            g_signal_emitv(values, g_signal_lookup("move-cursor", gtk_text_get_type()), 0, nil)
            for index in values.indices { g_value_unset(&values[index]) }
            MainLoop.drain()
        case .deleteForward:
            // "delete-from-cursor" (GTK_DELETE_CHARS, 1): what the Delete key emits.
            var values = [GValue](repeating: GValue(), count: 3)
            g_value_init(&values[0], gtk_text_get_type())
            g_value_set_object(&values[0], text.rawPointer)
            g_value_init(&values[1], gtk_delete_type_get_type())
            g_value_set_enum(&values[1], Int32(GTK_DELETE_CHARS.rawValue))
            g_value_init(&values[2], GType(6 << 2))  // G_TYPE_INT
            g_value_set_int(&values[2], 1)
            g_signal_emitv(values, g_signal_lookup("delete-from-cursor", gtk_text_get_type()), 0, nil)
            for index in values.indices { g_value_unset(&values[index]) }
            MainLoop.drain()
        }
    }

    /// Activates one of the entry's actions, as its shortcut does.
    func activate(_ action: FieldEntryAction) {
        gtk_widget_activate_action_variant(bound.entry, action.detailedName, nil)
        MainLoop.drain()
    }
}

/// GtkText's keybinding signals the tests emit: Enter, Backspace, Delete, the arrow keys, and
/// "insert-at-cursor", the signal behind a keybinding that inserts text.
enum KeybindingSignal {
    case insertAtCursor(String)
    /// Right (`count` 1) or Left (-1) pressed, with Shift when `selecting`.
    case move(Int, selecting: Bool = false)
    case backspace
    case deleteForward
    case activate
}

/// The text of `editable` (a GtkText) with `|` at the caret, or `[` `]` around a selection
/// (caret at `]`).
@MainActor
func shownText(of editable: OpaquePointer) -> String {
    var start: Int32 = 0
    var end: Int32 = 0
    let caret = Int(gtk_editable_get_position(editable))
    let selected = gtk_editable_get_selection_bounds(editable, &start, &end) != 0
    let anchor = selected ? (Int(start) == caret ? Int(end) : Int(start)) : caret
    return TextState(String(cString: gtk_editable_get_text(editable)), caret: caret, anchor: anchor).description
}

/// Whether assistive technologies hear `label` (and nothing else) as `entry`'s description:
/// the relation to it, and its text as the entry's description, which is what GTK 4.8 reads.
@MainActor
func isDescribed(_ entry: UnsafeMutablePointer<GtkWidget>, by label: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let text = String(cString: gtk_label_get_text(label.label))
    let said =
        text.isEmpty
        ? gtk_test_accessible_has_property(entry.accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) == 0
        : formfields_test_accessible_has_description(entry.accessible, text) != 0
    return said
        && formfields_test_accessible_has_relation_to(
            entry.accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label.accessible) != 0
}
