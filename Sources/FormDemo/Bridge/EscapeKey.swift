import CGtk
import FormFieldsGtk

/// Esc in an entry: how the demo's optional fields clear, as GNOME's search entries do.
@MainActor
enum EscapeKey {
    /// Runs `action` when Esc is pressed while `entry` has focus.
    /// - Returns: The connection; the caller keeps it as long as the entry.
    static func onPress(
        in entry: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let keys = gtk_event_controller_key_new()!
        let connection = keys.connect(.keyPressed) { keyval, _, _ in
            guard keyval == UInt32(GDK_KEY_Escape) else { return false }
            action()
            return true
        }
        gtk_widget_add_controller(entry, keys)
        return connection
    }
}
