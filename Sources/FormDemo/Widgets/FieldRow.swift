import CGtk
import FormFields
import FormFieldsGtk

/// One labelled field of a form: the label in the grid's first column; the entry, its clear
/// button where it has one, and under them a hint, or the field's message in its place
/// (`showsMessage(_:inPlaceOf:)`), in the second. The hint of a field the form needs says so: "MM/YY, required".
///
/// ```swift
/// let row = FieldRow(field: expiry, label: "E_xpiry", hint: "MM/YY", required: true, clearable: false)
/// row.attach(to: grid, row: 0)
/// ```
@MainActor
final class FieldRow {
    /// The widget that takes focus for this field.
    let focus: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private let column: UnsafeMutablePointer<GtkWidget>
    private var connections: [SignalConnection] = []

    /// - Parameters:
    ///   - field: The field the entry edits.
    ///   - label: The label, with an optional mnemonic ("_Nickname").
    ///   - hint: What the field accepts, shown under the entry.
    ///   - required: Whether the form cannot be submitted without it, which the hint then says.
    ///   - clearable: Adds a clear button (and Esc in the entry) that sets the model to null,
    ///     for optional values, and is off while the entry is empty; Ctrl+Z takes a clear back.
    init(field: any FormField, label text: String, hint: String, required: Bool, clearable: Bool) {
        let ui = UIFile("field-row.ui")
        label = ui.take("label")
        column = ui.take("column")
        focus = ui.widget("entry")
        connections.append(ui.widget("caption").showsMessage(ui.widget("message"), inPlaceOf: ui.widget("hint")))
        let bound = DemoEntry.bind(
            field, entry: focus, messageLabel: ui.widget("message"), hintLabel: ui.widget("hint"))
        gtk_label_set_text_with_mnemonic(label.label, text)
        gtk_label_set_mnemonic_widget(label.label, focus)
        gtk_label_set_text(ui.widget("hint").label, required ? Self.saysRequired(hint) : hint)
        if clearable {
            let clear = ui.widget("clear")
            gtk_widget_set_visible(clear, 1)
            ClearButton.name(clear, after: label)
            let focus = focus
            bound.clears { field.setModel(.null, source: .user) }
            connections.append(
                clear.connect(.clicked) {
                    bound.clear()
                    gtk_widget_grab_focus(focus)
                })
            Self.enable(clear, whileTextIn: focus)
            connections.append(focus.connect(.changed) { Self.enable(clear, whileTextIn: focus) })
        }
        column.retain(self, key: "form-demo-field-row")
    }

    /// `hint` with the word that the field must be filled in: "MM/YY, required".
    ///
    /// NB: In the hint, which the entry is described by, so a screen reader says it where the
    /// form shows it. Not GTK_ACCESSIBLE_PROPERTY_REQUIRED: GTK 4.8 never reports it over
    /// AT-SPI, and a GTK that does would have it said twice, after the name and in the hint.
    private static func saysRequired(_ hint: String) -> String {
        // Translators: the hint under a field the form cannot be submitted without; %s says what
        // the field takes ("MM/YY").
        translated("%s, required", hint)
    }

    /// Turns the clear `button` on while `entry` shows text, and off while it is empty.
    ///
    /// NB: An empty entry's optional value is nil already, so there is nothing to clear then;
    /// GtkSearchEntry likewise shows its clear icon only over text.
    private static func enable(
        _ button: UnsafeMutablePointer<GtkWidget>, whileTextIn entry: UnsafeMutablePointer<GtkWidget>
    ) {
        gtk_widget_set_sensitive(button, gtk_entry_get_text_length(entry.entry) > 0 ? 1 : 0)
    }

    /// Places the row at `row` of a two-column `grid`.
    func attach(to grid: UnsafeMutablePointer<GtkWidget>, row: Int32) {
        gtk_grid_attach(grid.grid, label, 0, row, 1, 1)
        gtk_grid_attach(grid.grid, column, 1, row, 1, 1)
    }
}
