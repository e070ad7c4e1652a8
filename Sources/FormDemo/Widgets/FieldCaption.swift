import CGtk
import FormFieldsGtk

/// The line under a row's entry (`caption` in `field-row.ui` and `optional-text-row.ui`): the
/// field's hint, or its message in the hint's place while `FieldEntry` shows one. `FieldEntry`,
/// given both labels, describes the entry to screen readers by the one shown, and a screen
/// reader going through the window finds only that one.
///
/// NB: One line for both, in one size: a message that appeared above the hint while a person
/// typed pushed every row below it down a line, and back up once fixed. The stack keeps the
/// hint visible behind the message, so that the line keeps the room of the longer of the two,
/// and GTK 4.8 leaves a stack's hidden pages in the accessible tree: a screen reader read the
/// hint beside the message ("Whole number, required", "“12a” is not a whole number"). The hint
/// is hidden from it while the message shows.
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
            let showsMessage = gtk_widget_get_visible(message) != 0
            gtk_stack_set_visible_child(caption.stack, showsMessage ? message : hint)
            formfields_accessible_set_hidden(hint.accessible, showsMessage ? 1 : 0)
        }
        showCurrent()
        return message.connect(.notify("visible")) { _ in showCurrent() }
    }
}
