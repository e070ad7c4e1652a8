import CGtk
import FormFields
import FormFieldsGtk

/// The one place where the demo turns a field into an entry widget.
///
/// > Note: Until FormFieldsGtk's bound entry is available this makes a plain, unbound GtkEntry
/// > showing the field's text; every form row gets its entry from here, so binding them is a
/// > change to this file only.
@MainActor
enum DemoEntry {
    /// An entry for `field`.
    /// - Returns: The widget to place and the widget that takes focus.
    static func make(for field: any FormField) -> (widget: UnsafeMutablePointer<GtkWidget>, focus: UnsafeMutablePointer<GtkWidget>) {
        let entry = gtk_entry_new()!
        gtk_editable_set_text(entry.editable, field.text)
        gtk_widget_set_hexpand(entry, 1)
        return (entry, entry)
    }
}
