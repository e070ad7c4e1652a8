import CGtk
import FormFieldsGtk

/// The line under a row's entry (`caption` in `field-row.ui` and `optional-text-row.ui`): the
/// field's hint, or its message in the hint's place while `FieldEntry` shows one. `FieldEntry`,
/// given both labels, describes the entry to screen readers by the one shown.
///
/// NB: One line for both, in one size: a message that appeared above the hint while a person
/// typed pushed every row below it down a line, and back up once fixed.
///
/// ```swift
/// let ui = UIFile("field-row.ui")
/// connections.append(FieldCaption.showsMessages(of: ui))
/// ```
@MainActor
enum FieldCaption {
    /// Shows the message of `ui`'s row in place of its hint whenever the message is shown.
    /// - Returns: The connection; the row keeps it as long as its widgets.
    static func showsMessages(of ui: UIFile) -> SignalConnection {
        let caption = ui.widget("caption")
        let message = ui.widget("message")
        let hint = ui.widget("hint")
        let showCurrent = {
            gtk_stack_set_visible_child(caption.stack, gtk_widget_get_visible(message) != 0 ? message : hint)
        }
        showCurrent()
        return message.connect(.notify("visible")) { _ in showCurrent() }
    }
}
