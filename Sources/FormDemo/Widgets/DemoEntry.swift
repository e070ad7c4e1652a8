import CGtk
import FormFields
import FormFieldsGtk

/// The one place where the demo binds an entry of its `.ui` files to a field.
///
/// > Note: Until FormFieldsGtk's bound entry is available the entry only shows the field's text
/// > once; every form row binds its entry here, so binding them for real changes this file only.
@MainActor
enum DemoEntry {
    /// Makes `entry` edit `field`, with the field's message shown in `messageLabel`.
    static func bind(
        _ field: any FormField, entry: UnsafeMutablePointer<GtkWidget>, messageLabel: UnsafeMutablePointer<GtkWidget>
    ) {
        gtk_editable_set_text(entry.editable, field.text)
    }
}
