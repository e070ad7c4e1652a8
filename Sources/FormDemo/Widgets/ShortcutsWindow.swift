import CGtk
import FormFieldsGtk

/// The keyboard shortcuts window (Ctrl+?), from `shortcuts-window.ui`, as the main window's
/// help overlay, built the first time it is shown.
///
/// Its entries name actions, not keys: GTK reads each accelerator from the application, where
/// `DemoActions.install` registered it, so the window cannot disagree with the real bindings.
///
/// ```swift
/// ShortcutsWindow.present(for: window)   // what "win.show-help-overlay" does
/// ```
@MainActor
enum ShortcutsWindow {
    /// Shows `window`'s shortcuts window, building it and making it the help overlay first if
    /// it has none yet.
    ///
    /// NB: Built on first use rather than with the window: its .ui file takes about 4 ms to
    /// build, which the first frame does not need. The demo's own "win.show-help-overlay"
    /// action (`DemoAction.showShortcuts`) calls this; GTK adds its action of that name only
    /// when the window has none.
    static func present(for window: UnsafeMutablePointer<GtkWidget>) {
        let appWindow = window.applicationWindow
        if gtk_application_window_get_help_overlay(appWindow) == nil {
            let ui = UIFile("shortcuts-window.ui")
            gtk_application_window_set_help_overlay(appWindow, ui.object("shortcuts").shortcutsWindow)
        }
        gtk_window_present(gtk_application_window_get_help_overlay(appWindow).window)
    }
}
