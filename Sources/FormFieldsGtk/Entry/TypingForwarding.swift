import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Lets typing on this widget, a row of choices say, start text in `entry`: a key that types
    /// something shows the entry with `open`, gives it focus and goes to it, through its input
    /// method, so the character lands there instead of being lost. GtkSearchEntry's key capture
    /// works the same way.
    ///
    /// Keys that move focus, shortcuts with Ctrl, Alt or Super, and keys a focused button
    /// handles itself (Space, Enter) keep their meaning. A dead key, Compose and Ctrl+Shift+U,
    /// which start a character the input method makes of the keys after them, go to the entry.
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

/// Whether a key types text: a printable character, or a key that starts composing one, without
/// Ctrl, Alt or Super; or Ctrl+Shift+U, which starts a character typed by its code.
///
/// NB: A dead key, Compose (Multi_key) and Ctrl+Shift+U type nothing themselves: GTK's input
/// method (GtkIMContextSimple) takes the keys after them to make one character. Kept from the
/// entry's input method, they would be lost, and the keys after them typed as they are ("oc" for
/// Compose o c, "20ac" for the code of "€").
private func typesText(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
    let codeModifiers = GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue
    if keyval == UInt32(GDK_KEY_U), state.rawValue & (shortcutModifiers | GDK_SHIFT_MASK.rawValue) == codeModifiers {
        return true
    }
    guard state.rawValue & shortcutModifiers == 0 else { return false }
    if keyval == UInt32(GDK_KEY_Multi_key) { return true }
    if (UInt32(GDK_KEY_dead_grave)...UInt32(GDK_KEY_dead_greek)).contains(keyval) { return true }
    let character = gdk_keyval_to_unicode(keyval)
    return character >= 0x20 && character != 0x7F
}

/// Ctrl, Alt and Super: a key pressed with one of them is a shortcut, and types nothing.
let shortcutModifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
