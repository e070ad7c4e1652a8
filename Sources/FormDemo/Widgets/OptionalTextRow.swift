import CGtk
import FormFields
import FormFieldsGtk

/// An optional text of a form (seed 004): an entry with a clear button while the value is set,
/// suggestion buttons in its place while it is `nil`.
///
/// Clearing (the button, or Esc in the entry) sets the model to `nil` while the entry may still
/// have focus; the entry's flush of "" as it loses focus never reaches the model. Ctrl+Z, in the
/// entry or on the suggestions, takes a clear back and gives the entry focus. Choosing a
/// suggestion sets it and puts the caret at the end of the entry. Typing on the suggestions
/// starts a title of one's own in the entry; left without one, the suggestions come back. The
/// label's mnemonic focuses the first suggestion while they show, and the label names their group.
///
/// ```swift
/// let row = OptionalTextRow(title, label: "_Title", hint: "…", suggestions: ["Team offsite"], log: log)
/// row.attach(to: grid, row: 0)
/// ```
@MainActor
final class OptionalTextRow {
    private let optional: OptionalField<String>
    private let label: UnsafeMutablePointer<GtkWidget>
    private let column: UnsafeMutablePointer<GtkWidget>
    private let entryLine: UnsafeMutablePointer<GtkWidget>
    private let suggestions: UnsafeMutablePointer<GtkWidget>
    private let entry: UnsafeMutablePointer<GtkWidget>
    private var connections: [SignalConnection] = []
    private var subscription: Subscription?

    init(
        _ optional: OptionalField<String>, label text: String, hint: String, suggestions titles: [String], log: EventLog
    ) {
        self.optional = optional
        let ui = UIFile("optional-text-row.ui")
        label = ui.take("label")
        column = ui.take("column")
        entryLine = ui.widget("entry-line")
        suggestions = ui.widget("suggestions")
        entry = ui.widget("entry")
        connections.append(FieldCaption.showsMessages(of: ui))
        let bound = DemoEntry.bind(
            optional.field, entry: entry, messageLabel: ui.widget("message"), hintLabel: ui.widget("hint"))
        gtk_label_set_text_with_mnemonic(label.label, text)
        gtk_label_set_mnemonic_widget(label.label, entry)
        gtk_label_set_text(ui.widget("hint").label, hint)

        bound.clears { [unowned self] in clearShowingSuggestions() }
        connections.append(ui.widget("clear").connect(.clicked) { bound.clear() })
        connections.append(suggestions.forwardsTyping(to: entry) { [unowned self] in showEntry() })
        connections.append(suggestions.forwardsUndo(to: entry) { [unowned self] in showValueOrSuggestions() })
        let suggestions = suggestions
        connections.append(entry.forwardsMnemonicWhileHidden { gtk_widget_get_first_child(suggestions) })
        let leaving = gtk_event_controller_focus_new()!
        connections.append(leaving.connect(.focusLeave) { [unowned self] in showValueOrSuggestions() })
        gtk_widget_add_controller(entryLine, leaving)
        for title in titles { addSuggestion(title) }
        subscription = log.subscribe { [weak self] event in
            guard event.kind == .write, event.form == optional.field.form, event.field == optional.id else { return }
            self?.showValueOrSuggestions()
        }
        showValueOrSuggestions()
        column.retain(self, key: "form-demo-optional-text-row")
    }

    /// The widget that takes focus: the entry, or the first suggestion while the value is `nil`.
    var focus: UnsafeMutablePointer<GtkWidget> {
        optional.value == nil ? (gtk_widget_get_first_child(suggestions) ?? entry) : entry
    }

    /// Places the row at `row` of a two-column `grid`.
    func attach(to grid: UnsafeMutablePointer<GtkWidget>, row: Int32) {
        gtk_grid_attach(grid.grid, label, 0, row, 1, 1)
        gtk_grid_attach(grid.grid, column, 1, row, 1, 1)
    }

    /// Sets the title to `nil` and moves focus from the entry to the first suggestion; run by the
    /// entry's `clear()`, which makes it a step of its history.
    private func clearShowingSuggestions() {
        let hadFocus = gtk_widget_get_focus_child(entryLine) != nil
        optional.clear(source: .user)
        if hadFocus { gtk_widget_grab_focus(focus) }
    }

    private func addSuggestion(_ title: String) {
        let button = gtk_button_new_with_label(title)!
        gtk_widget_add_css_class(button, "suggestion")
        gtk_box_append(suggestions.box, button)
        connections.append(
            button.connect(.clicked) { [unowned self] in
                optional.choose(title)
                gtk_widget_grab_focus(entry)
                gtk_editable_set_position(entry.editable, -1)
            })
    }

    private func showValueOrSuggestions() {
        let isNil = optional.value == nil
        gtk_widget_set_visible(entryLine, isNil ? 0 : 1)
        gtk_widget_set_visible(suggestions, isNil ? 1 : 0)
    }

    /// Shows the entry while the value is still `nil`, for a title typed from scratch: its first
    /// character writes the first value, with no "" before it.
    private func showEntry() {
        gtk_widget_set_visible(entryLine, 1)
        gtk_widget_set_visible(suggestions, 0)
    }
}
