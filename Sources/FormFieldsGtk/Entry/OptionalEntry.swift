import CGtk
import FormFields

/// An entry for an optional value with a clear button, after seed 004: clearing sets the model
/// to `nil` and it stays `nil`, even when the entry had focus and goes away (`OptionalField`).
///
/// While the value is present the entry and a clear button show; while it is `nil`, a button
/// per choice does instead, and choosing one shows the entry again with focus and the caret at
/// the end. Typing on the choices shows the entry too and the keys go on into it, a character
/// composed there too (a dead key, Compose, Ctrl+Shift+U and its code); left empty,
/// the choices come back, and text that is no value yet (a date half typed, or brought back by
/// a draft) stays in view with its message. Without choices, the entry shows while the value
/// is `nil` too, empty, so there is always somewhere to type one. A label's mnemonic for the
/// entry focuses the first choice while they show. Only the clear button and Esc in the entry
/// make the value absent (and Ctrl+Z, back to before a date was typed on the choices): emptying
/// the entry writes the empty value (`""`), so the entry never disappears under the person's
/// fingers. Ctrl+Z after a clear, in the entry or on the choices, brings the value back as it
/// was shown, caret and selection too, and gives the entry focus.
///
/// ```swift
/// let title = OptionalEntry(
///     form: "draft", id: "title", binding: Binding(draft, \.title), converter: .string,
///     choices: ["Plan", "Notes"], log: log)
/// gtk_box_append(form.box, title.widget)
/// ```
/// It edits optional text and dates: `Wrapped` is `FormDefaultable` (`String`, `Date`), a type
/// with a stand-in the field holds while the model is `nil`. An optional number needs no clear
/// button: a `FieldEntry` over an `Int?` reads empty text as `nil`. Nor does an optional day
/// (`Date?` with `.optional(.day)`), nor optional text that an emptied entry makes absent (a page
/// range, a `String?` with `.optional(.string)`), where an `OptionalEntry` writes `""` until
/// its clear; this entry adds the clear button and the suggestions.
///
/// An app that lays its rows out in `.ui` files gives it those widgets instead
/// (`init(_:fieldEntry:editor:clearButton:choicesBox:choices:widget:)`): the behaviour lives here
/// once, whoever made the widgets.
///
/// > Note: The widget keeps its `OptionalEntry` alive. Main-thread only, and so are changes to its
/// > model (see `FieldEntry`).
@MainActor
public final class OptionalEntry<Wrapped: FormDefaultable & FieldValueConvertible> {
    /// What to add to a container: the box holding the others, or the widget an app gave as
    /// holding them.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The entry, shown while the value is present.
    public let fieldEntry: FieldEntry
    /// Sets the value to `nil`.
    public let clearButton: UnsafeMutablePointer<GtkWidget>
    /// The row of choices, shown while the value is `nil`.
    public let choicesBox: UnsafeMutablePointer<GtkWidget>

    /// The optional value the entry edits.
    public let optional: OptionalField<Wrapped>
    private let editor: UnsafeMutablePointer<GtkWidget>
    private var connections: [SignalConnection] = []
    private var observer: ModelObserver?
    /// Whether `showPresence()` is to run on the main loop's next turn (`fieldShowedText()`).
    private var isPresenceScheduled = false

    /// Creates the entry, its clear button, a row of choices and under them the line with the
    /// field's message (and its hint), and wires them as
    /// `init(_:fieldEntry:editor:clearButton:choicesBox:choices:widget:)` does.
    /// - Parameters:
    ///   - form: The form's id, for the log.
    ///   - id: The field's id, unique in its form: its name in the log and its key in a draft.
    ///   - binding: The optional model value.
    ///   - converter: Reads a present value from the text.
    ///   - transform: Cleans the text after every edit.
    ///   - choices: Values offered while the value is `nil`; with none, the empty entry shows
    ///     instead.
    ///   - log: Where the field's events go.
    ///   - hint: What the field takes, shown under the entry with the field's message in its
    ///     place (`FieldEntry.init(field:hint:followingModel:)`), or `nil` for the message alone.
    public convenience init(
        form: String, id: String, binding: Binding<Wrapped?>, converter: FieldConverter<Wrapped>,
        transform: any TextTransform = .identity, choices: [Wrapped], log: EventLog? = nil, hint: String? = nil
    ) {
        let optional = OptionalField(
            form: form, id: id, binding: binding, converter: converter, transform: transform, log: log)
        // NB: The line goes under the entry and its clear button, not beside the button in the
        // entry's own box, which stretched the button to the height of both.
        let line = FieldEntry.line(hint: hint)
        let fieldEntry = FieldEntry(
            field: optional.field, entry: gtk_entry_new()!, messageLabel: line.message, hintLabel: line.hint)
        let widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        let editor = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        let clearButton = gtk_button_new_from_icon_name("edit-clear-symbolic")!
        let choicesBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        // Translators: the tooltip and accessible name of the button that empties an optional field.
        let clear = localized("Clear")
        gtk_widget_set_tooltip_text(clearButton, clear)
        // NB: A tooltip is only the button's description; with an icon and no text it has no name.
        formfields_accessible_set_label(clearButton.accessible, clear)
        gtk_widget_set_hexpand(fieldEntry.widget, 1)
        gtk_box_append(editor.box, fieldEntry.widget)
        gtk_box_append(editor.box, clearButton)
        gtk_box_append(widget.box, editor)
        gtk_box_append(widget.box, choicesBox)
        gtk_box_append(widget.box, line.widget)
        self.init(
            optional, fieldEntry: fieldEntry, editor: editor, clearButton: clearButton, choicesBox: choicesBox,
            choices: choices, widget: widget)
        connections.append(clearButton.connect(.map) { [weak self] in self?.nameClearButton() })
    }

    /// Names the clear button this entry made after the entry's label ("Clear Title"), once the
    /// app has given the entry one (`gtk_label_set_mnemonic_widget`): two optional entries in a
    /// window would otherwise read alike, "Clear" and "Clear".
    ///
    /// NB: Asked as the button maps, since an app labels the entry after making it.
    private func nameClearButton() {
        guard let labels = gtk_widget_list_mnemonic_labels(fieldEntry.entry) else { return }
        defer { g_list_free(labels) }
        let label = String(cString: gtk_label_get_text(labels.pointee.data.widget.label))
        // Translators: the accessible name of the button that empties an optional field, with the
        // field's label, such as "Title".
        formfields_accessible_set_label(clearButton.accessible, localized("Clear %s", label))
    }

    /// Gives widgets made elsewhere, from a GtkBuilder file say, the behaviour of an optional
    /// entry: the app keeps its own layout, icons, tooltips and names, and the clear, the
    /// choices, typing on them, Ctrl+Z and the mnemonic work as in an `OptionalEntry` that
    /// builds its own widgets.
    ///
    /// The entry comes bound, as any entry from a `.ui` file is
    /// (`FormField.bind(_:messageLabel:hintLabel:followingModel:)`), so its message and hint lines
    /// and whether it follows the model are chosen as for any other entry.
    ///
    /// ```swift
    /// let ui = { (id: String) in gtk_builder_get_object(builder, id)!.widget }
    /// let title = OptionalField(form: "draft", id: "title", binding: Binding(draft, \.title), converter: .string)
    /// let row = OptionalEntry(
    ///     title, fieldEntry: title.field.bind(ui("entry"), messageLabel: ui("message")),
    ///     editor: ui("entry-line"), clearButton: ui("clear"), choicesBox: ui("choices"),
    ///     choices: ["Plan", "Notes"], widget: ui("row"))
    /// ```
    /// - Parameters:
    ///   - optional: The optional value.
    ///   - fieldEntry: The binding of the entry to `optional.field`; one to another field stops
    ///     the program.
    ///   - editor: What shows while the value is present: the entry and the clear button, or a
    ///     widget holding them.
    ///   - clearButton: A button that sets the value to `nil`.
    ///   - choicesBox: A GtkBox that shows while the value is `nil`; it gets a button per choice.
    ///   - choices: Values offered while the value is `nil`, shown as the field shows them;
    ///     with none, the empty entry shows instead.
    ///   - widget: The widget holding `editor` and `choicesBox`, which the app adds to a
    ///     container; it keeps the `OptionalEntry` alive.
    public init(
        _ optional: OptionalField<Wrapped>, fieldEntry: FieldEntry, editor: UnsafeMutablePointer<GtkWidget>,
        clearButton: UnsafeMutablePointer<GtkWidget>, choicesBox: UnsafeMutablePointer<GtkWidget>,
        choices: [Wrapped], widget: UnsafeMutablePointer<GtkWidget>
    ) {
        precondition(fieldEntry.field === optional.field, "OptionalEntry: the entry edits another field")
        self.optional = optional
        self.fieldEntry = fieldEntry
        self.editor = editor
        self.clearButton = clearButton
        self.choicesBox = choicesBox
        self.widget = widget
        connections.append(clearButton.connect(.clicked) { [weak self] in self?.clear() })
        fieldEntry.clears { [weak self] in self?.clearShowingChoices() }
        for choice in choices {
            let button = gtk_button_new_with_label(optional.field.engine.converter.format(choice))!
            connections.append(button.connect(.clicked) { [weak self] in self?.choose(choice) })
            gtk_box_append(choicesBox.box, button)
        }
        connections.append(choicesBox.forwardsTyping(to: fieldEntry.entry) { [weak self] in self?.showEditor() })
        connections.append(choicesBox.forwardsUndo(to: fieldEntry.entry) { [weak self] in self?.showPresence() })
        connections.append(fieldEntry.entry.connect(.changed) { [weak self] in self?.fieldShowedText() })
        connections.append(fieldEntry.entry.forwardsMnemonicWhileHidden { gtk_widget_get_first_child(choicesBox) })
        let leaving = gtk_event_controller_focus_new()!
        connections.append(leaving.connect(.focusLeave) { [weak self] in self?.showPresence() })
        gtk_widget_add_controller(editor, leaving)
        widget.retain(self, key: "formfields-optional-entry")
        observer = ModelObserver(
            read: { _ = optional.value }, scheduler: MainLoop.schedule,
            changed: { [weak self] in self?.showPresence() })
        showPresence()
    }

    /// Sets the model to `nil` (one write, none if it is `nil` already) and shows the choices
    /// instead of the entry; focus inside the entry moves to the first choice. Ctrl+Z takes it
    /// back (`FieldEntry.clear()`).
    public func clear() {
        fieldEntry.clear()
    }

    /// Sets the model to `nil` and shows the choices; run by the entry's `clear()`, which makes
    /// it a step of its history.
    private func clearShowingChoices() {
        optional.clear()
        showPresence()
    }

    /// Sets the model to `value` (one write, none if it holds `value` already) and shows the
    /// entry with focus and the caret at the end: a person who picks a choice and types goes on
    /// from it ("Plan" and " B" make "Plan B"); typing on the choices starts a value of one's own.
    public func choose(_ value: Wrapped) {
        optional.choose(value)
        showPresence()
        // NB: Grabbing focus as a click or Tab does selects all the text, and the next key would
        // replace the choice; the field has put the caret at the end.
        gtk_entry_grab_focus_without_selecting(fieldEntry.entry.entry)
    }

    /// Whether the window's focus is `widget` or inside it.
    private func containsFocus(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Shows the entry while the model holds a value, the field shows text (a date half typed
    /// while the value is `nil`) or there are no choices, and the choices otherwise. Focus in the
    /// part that goes moves to the part that shows: to the first choice, or into the entry with
    /// the caret where the field put it, so the next key stays in this row whether the person
    /// cleared the value or the app set it (a Reset while they type).
    ///
    /// NB: GTK 4.8 sends the focus of a widget it hides to the window's first focusable widget,
    /// so the key would land in another field and write its model. The part that shows takes
    /// the focus before the other hides, and no other widget hears of it.
    private func showPresence() {
        let hasChoices = gtk_widget_get_first_child(choicesBox) != nil
        let present = optional.value != nil || !optional.field.text.isEmpty || !hasChoices
        let (showing, hiding) = present ? (editor, choicesBox) : (choicesBox, editor)
        let hadFocus = gtk_widget_get_visible(hiding) != 0 && containsFocus(hiding)
        gtk_widget_set_visible(showing, 1)
        if hadFocus {
            if present {
                gtk_entry_grab_focus_without_selecting(fieldEntry.entry.entry)
            } else if let first = gtk_widget_get_first_child(choicesBox) {
                gtk_widget_grab_focus(first)
            }
        }
        gtk_widget_set_visible(hiding, 0)
    }

    /// Follows text the field showed of its own making (a value set elsewhere, a draft's
    /// half-typed date, Undo) once the field is done: the person's own typing never hides the
    /// entry under their fingers, even as it empties the text of a `nil` value.
    ///
    /// NB: `observer` may run before the field has shown a value set elsewhere, and text the
    /// field shows for a `nil` value changes no value it would hear of. Showing or hiding at
    /// once, inside the field's rewrite, would move the focus out of the entry and commit it
    /// in the middle of that rewrite.
    private func fieldShowedText() {
        guard fieldEntry.activity == .rewriting, !isPresenceScheduled else { return }
        isPresenceScheduled = true
        MainLoop.schedule { [weak self] in
            self?.isPresenceScheduled = false
            self?.showPresence()
        }
    }

    /// Shows the entry while the value is still `nil`, for a value typed from scratch: its first
    /// character writes the first value, with no `""` before it.
    private func showEditor() {
        gtk_widget_set_visible(editor, 1)
        gtk_widget_set_visible(choicesBox, 0)
    }
}
