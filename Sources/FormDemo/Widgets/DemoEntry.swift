import CGtk
import FormFields
import FormFieldsGtk

/// The one place where the demo binds an entry of its `.ui` files to a field.
@MainActor
enum DemoEntry {
    /// Makes `entry` edit `field` through FormFieldsGtk's `FieldEntry`, with the field's message
    /// shown in `messageLabel`, and `hintLabel` (if any) describing the entry while there is no
    /// message. The entry keeps the binding alive; the binding returned is for a clear button.
    ///
    /// NB: Not following the model: the demo changes its models only through the fields'
    /// `setModel` (Reset, Fill Example, drafts), which shows every change at once.
    @discardableResult
    static func bind(
        _ field: any FormField, entry: UnsafeMutablePointer<GtkWidget>, messageLabel: UnsafeMutablePointer<GtkWidget>,
        hintLabel: UnsafeMutablePointer<GtkWidget>? = nil
    ) -> FieldEntry {
        field.bind(entry, messageLabel: messageLabel, hintLabel: hintLabel, followingModel: false)
    }
}
