import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Lets typing on this widget, a row of choices say, start text in `entry`: a key that types
    /// something shows the entry with `open`, gives it focus and goes to it, through its input
    /// method, so the character lands there instead of being lost. GtkSearchEntry's key capture
    /// works the same way.
    ///
    /// Keys that move focus, shortcuts with Ctrl, Alt or Super, and keys a focused button
    /// handles itself (Space, Enter) keep their meaning.
    ///
    /// ```swift
    /// connections.append(choicesBox.forwardsTyping(to: entry) { showEntry() })
    /// ```
    /// - Parameters:
    ///   - entry: A GtkEntry; it must be showing once `open` returns.
    ///   - open: Shows the entry.
    /// - Returns: The connection; cancelling it stops the forwarding.
    @MainActor
    public func forwardsTyping(
        to entry: UnsafeMutablePointer<GtkWidget>, opening open: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let keys = gtk_event_controller_key_new()!
        let connection = keys.connect(.keyPressed) { keyval, _, state in
            guard typesText(keyval, state) else { return false }
            open()
            gtk_widget_grab_focus(entry)
            // NB: The entry's GtkText handles keys (and its input method); the GtkEntry does not.
            let text = gtk_editable_get_delegate(entry.editable)!.widget
            return gtk_event_controller_key_forward(keys.keyController, text) != 0
        }
        gtk_widget_add_controller(self, keys)
        return connection
    }
}

/// Whether a key types text: a printable character or a dead key starting one, without Ctrl,
/// Alt or Super.
private func typesText(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
    let shortcutModifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
    guard state.rawValue & shortcutModifiers == 0 else { return false }
    if (UInt32(GDK_KEY_dead_grave)...UInt32(GDK_KEY_dead_greek)).contains(keyval) { return true }
    let character = gdk_keyval_to_unicode(keyval)
    return character >= 0x20 && character != 0x7F
}
