import CGtk
import FormFields

extension FieldEntry {
    /// Lets the numeric keypad's decimal key type the field's decimal separator
    /// (`FormField.decimalSeparator`) whatever character the keyboard layout gives that key, as
    /// spreadsheets do: on a German layout the key types ",", which an amount shown as "1,234.5"
    /// refuses as a grouping separator, so "12,5" on the keypad would write 125. A field that
    /// takes no fraction, text, whole numbers, dates, keeps the key as the layout types it.
    ///
    /// The separator goes in as a typed character does, committed by the input method, so the
    /// field decides on it, writes and keeps its history exactly as for the separator typed.
    ///
    /// NB: Capture phase on GtkText, ahead of its own key handling and input method; keys typed
    /// on an `OptionalEntry`'s choices are forwarded to GtkText too. While the input method
    /// composes a character (a dead key's accent waits in the preedit), the key is its own.
    func typeDecimalSeparatorOnKeypad() {
        guard let separator = field.decimalSeparator, let inputMethod else { return }
        let typed = String(separator)
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys.eventController, GTK_PHASE_CAPTURE)
        connections.append(
            keys.connect(.keyPressed) { keyval, _, state in
                guard isKeypadDecimal(keyval, state), !inputMethod.isComposing else { return false }
                formfields_im_context_commit(inputMethod, typed)
                return true
            })
        gtk_widget_add_controller(delegate.widget, keys.eventController)
        controllers.append(keys.eventController)
    }
}

extension UnsafeMutablePointer where Pointee == GtkIMContext {
    /// Whether the input method is composing a character: it shows text not typed in yet.
    fileprivate var isComposing: Bool {
        var preedit: UnsafeMutablePointer<CChar>?
        gtk_im_context_get_preedit_string(self, &preedit, nil, nil)
        defer { g_free(preedit) }
        return preedit.map { $0.pointee != 0 } ?? false
    }
}

/// Whether a key is the keypad's decimal key, KP_Decimal or KP_Separator as the layout names it,
/// without Ctrl, Alt or Super. Shift is allowed: with Num Lock off, it is what gives the key its
/// separator rather than Delete.
private func isKeypadDecimal(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
    guard state.rawValue & shortcutModifiers == 0 else { return false }
    return keyval == UInt32(GDK_KEY_KP_Decimal) || keyval == UInt32(GDK_KEY_KP_Separator)
}
