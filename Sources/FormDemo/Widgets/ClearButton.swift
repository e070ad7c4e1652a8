import CGtk
import FormFieldsGtk

/// A row's clear button (`clear` in `field-row.ui` and `optional-text-row.ui`), named for a
/// screen reader by the field it clears: "Clear Due date".
///
/// ```swift
/// ClearButton.name(ui.widget("clear"), after: label)
/// ```
@MainActor
enum ClearButton {
    /// Names `button` after the field that `label` names.
    ///
    /// NB: The icon says nothing, and the `.ui` file's name is the same in every row: the draft
    /// form read "Clear" twice, and not which field either clears.
    static func name(_ button: UnsafeMutablePointer<GtkWidget>, after label: UnsafeMutablePointer<GtkWidget>) {
        let field = String(cString: gtk_label_get_text(label.label))
        // Translators: the name a screen reader gives the button that empties the field named %s.
        formfields_accessible_set_label(button.accessible, translated("Clear %s", field))
    }
}
