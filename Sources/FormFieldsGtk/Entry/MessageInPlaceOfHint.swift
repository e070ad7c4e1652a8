import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Makes this GtkStack, the line under an entry, show the field's message in place of its
    /// hint while the message line is visible, as `FieldEntry` shows and hides it, and the hint
    /// again once it is not. What `FieldEntry(field:hint:)` does with its own line, for a row
    /// of the app's own, from a `.ui` file say.
    ///
    /// Bound with both labels (`bind(_:messageLabel:hintLabel:)`), the entry is described to
    /// screen readers by the one shown: a required field no one has typed into says what it
    /// needs, and bad input says why in the same place.
    ///
    /// NB: One line for both, in one size: a message that appeared above the hint while a person
    /// typed pushed every row below it down a line, and back up once fixed. The stack keeps the
    /// hint visible behind the message, so that the line keeps the room of the longer of the two,
    /// and GTK 4.8 leaves a stack's hidden pages in the accessible tree: a screen reader read the
    /// hint beside the message ("Whole number, required", "“12a” is not a whole number"). The hint
    /// is hidden from assistive technologies (`GTK_ACCESSIBLE_STATE_HIDDEN`) while the message
    /// shows.
    ///
    /// ```swift
    /// connections.append(ui("caption").showsMessage(ui("message"), inPlaceOf: ui("hint")))
    /// field.bind(ui("entry"), messageLabel: ui("message"), hintLabel: ui("hint"))
    /// ```
    /// - Parameters:
    ///   - message: The GtkLabel a `FieldEntry` shows the field's message in, a page of this stack.
    ///   - hint: The GtkLabel that says what the field takes, a page of this stack.
    /// - Returns: The connection; the row keeps it as long as its widgets (or `keepConnected()`).
    @MainActor
    public func showsMessage(
        _ message: UnsafeMutablePointer<GtkWidget>, inPlaceOf hint: UnsafeMutablePointer<GtkWidget>
    ) -> SignalConnection {
        let stack = self.stack
        let showCurrent = {
            let showsMessage = gtk_widget_get_visible(message) != 0
            gtk_stack_set_visible_child(stack, showsMessage ? message : hint)
            formfields_accessible_set_hidden(hint.accessible, showsMessage ? 1 : 0)
        }
        showCurrent()
        return message.connect(.notify("visible")) { _ in showCurrent() }
    }
}
