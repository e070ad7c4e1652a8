import CGtk
import FormFields
import FormFieldsGtk

/// An optional text of a form (seed 004): FormFieldsGtk's `OptionalEntry` on the widgets of
/// `optional-text-row.ui`, an entry with a clear button while the value is set, suggestion
/// buttons in its place while it is `nil`.
///
/// `OptionalEntry` does what a person does with it: the clear button or Esc, typing on the
/// suggestions, Ctrl+Z there, choosing one, and the label's mnemonic while they show. The row
/// adds what the demo's rows share: its label, the hint with the field's message in its place,
/// and the grid it sits in. The label names the group of suggestions and the hint describes it
/// (`optional-text-row.ui`).
///
/// ```swift
/// let row = OptionalTextRow(title, label: "_Title", hint: "…", suggestions: ["Team offsite"])
/// row.attach(to: grid, row: 0)
/// ```
@MainActor
final class OptionalTextRow {
    private let optionalEntry: OptionalEntry<String>
    private let label: UnsafeMutablePointer<GtkWidget>
    private let column: UnsafeMutablePointer<GtkWidget>
    private var connections: [SignalConnection] = []

    init(_ optional: OptionalField<String>, label text: String, hint: String, suggestions titles: [String]) {
        let ui = UIFile("optional-text-row.ui")
        label = ui.take("label")
        column = ui.take("column")
        let entry = ui.widget("entry")
        connections.append(ui.widget("caption").showsMessage(ui.widget("message"), inPlaceOf: ui.widget("hint")))
        optionalEntry = OptionalEntry(
            optional,
            fieldEntry: DemoEntry.bind(
                optional.field, entry: entry, messageLabel: ui.widget("message"), hintLabel: ui.widget("hint")),
            editor: ui.widget("entry-line"), clearButton: ui.widget("clear"), choicesBox: ui.widget("suggestions"),
            choices: titles, widget: column)
        gtk_label_set_text_with_mnemonic(label.label, text)
        gtk_label_set_mnemonic_widget(label.label, entry)
        ClearButton.name(ui.widget("clear"), after: label)
        gtk_label_set_text(ui.widget("hint").label, hint)
        // NB: GTK 4.8 reads a description of the group's own property only, not the text of the
        // hint the .ui file says describes it.
        formfields_accessible_set_description(optionalEntry.choicesBox.accessible, hint)
        Self.wrapLabels(of: optionalEntry.choicesBox)
        column.retain(self, key: "form-demo-optional-text-row")
    }

    /// The widget that takes focus: the entry, or the first suggestion while the value is `nil`.
    var focus: UnsafeMutablePointer<GtkWidget> {
        let entry = optionalEntry.fieldEntry.entry
        guard optionalEntry.optional.value == nil else { return entry }
        return gtk_widget_get_first_child(optionalEntry.choicesBox) ?? entry
    }

    /// Lets the labels of the suggestion buttons in `box` wrap between words: in a narrow window
    /// "Quarterly plan" takes two lines, and the row of suggestions needs no more room than the
    /// entry in its place; where there is room, each stays on one line.
    ///
    /// NB: `OptionalEntry` appends the buttons to the GtkBox it is given, so the row cannot be a
    /// GtkFlowBox that would wrap the buttons themselves.
    private static func wrapLabels(of box: UnsafeMutablePointer<GtkWidget>) {
        var child = gtk_widget_get_first_child(box)
        while let button = child {
            if let label = gtk_button_get_child(button.button), label.isInstance(of: gtk_label_get_type()) {
                gtk_label_set_wrap(label.label, 1)
                gtk_label_set_justify(label.label, GTK_JUSTIFY_CENTER)
            }
            child = gtk_widget_get_next_sibling(button)
        }
    }

    /// Places the row at `row` of a two-column `grid`.
    func attach(to grid: UnsafeMutablePointer<GtkWidget>, row: Int32) {
        gtk_grid_attach(grid.grid, label, 0, row, 1, 1)
        gtk_grid_attach(grid.grid, column, 1, row, 1, 1)
    }
}
