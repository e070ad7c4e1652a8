import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Sends a label's mnemonic for this widget (Alt and the underlined letter) on to `target`
    /// while this widget is hidden: an optional value's entry hands it to the first choice shown
    /// in its place, so Alt+T lands where the person can type.
    ///
    /// NB: GTK 4.8 focuses a hidden widget that a label's mnemonic names; the keys typed after it
    /// go nowhere.
    ///
    /// ```swift
    /// connections.append(entry.forwardsMnemonicWhileHidden { gtk_widget_get_first_child(choicesBox) })
    /// ```
    /// - Parameter target: The widget to focus instead, or `nil` to leave the mnemonic to GTK.
    /// - Returns: The connection; cancelling it stops the forwarding.
    @MainActor
    public func forwardsMnemonicWhileHidden(
        to target: @escaping @MainActor () -> UnsafeMutablePointer<GtkWidget>?
    ) -> SignalConnection {
        let widget = self
        return connect(.mnemonicActivate) { _ in
            guard gtk_widget_is_visible(widget) == 0, let target = target() else { return false }
            gtk_widget_grab_focus(target)
            return true
        }
    }
}
