import CGtk
import FormFieldsGtk

/// The keyboard shortcuts window (Ctrl+?), from `shortcuts-window.ui`.
///
/// Its entries name actions, not keys: GTK reads each accelerator from the application, where
/// `DemoActions.install` registered it, so the window cannot disagree with the real bindings.
@MainActor
enum ShortcutsWindow {
    /// Builds the window and shows it over `parent`.
    static func present(over parent: UnsafeMutablePointer<GtkWidget>) {
        let ui = UIFile("shortcuts-window.ui")
        let shortcuts = ui.widget("shortcuts")
        gtk_window_set_application(shortcuts.window, gtk_window_get_application(parent.window))
        gtk_window_set_transient_for(shortcuts.window, parent.window)
        gtk_window_present(shortcuts.window)
    }
}
