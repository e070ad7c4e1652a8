import CGtk
import FormFieldsGtk

/// The keyboard shortcuts window (Ctrl+?), from `shortcuts-window.ui`, as the main window's
/// help overlay.
///
/// Its entries name actions, not keys: GTK reads each accelerator from the application, where
/// `DemoActions.install` registered it, so the window cannot disagree with the real bindings.
/// GTK shows it through the window's own "win.show-help-overlay" action.
@MainActor
enum ShortcutsWindow {
    /// Builds the window and makes it `window`'s help overlay.
    static func attach(to window: UnsafeMutablePointer<GtkWidget>) {
        let ui = UIFile("shortcuts-window.ui")
        gtk_application_window_set_help_overlay(window.applicationWindow, ui.object("shortcuts").shortcutsWindow)
    }
}
