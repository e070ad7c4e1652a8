import CGtk
import FormFieldsGtk

/// The demo's About window, opened from the main menu: its name, version and purpose, and
/// where the project lives.
///
/// ```swift
/// AboutWindow.present(for: window)   // what "app.about" does
/// ```
@MainActor
enum AboutWindow {
    /// What the window says the demo is; the metainfo's summary says the same.
    static var summary: String { translated("Text fields that write clean values once") }
    static let website = "https://github.com/formfields/formfields"

    /// Builds the window, modal over `window`, and shows it; closing it destroys it, so it costs
    /// nothing until asked for.
    static func present(for window: UnsafeMutablePointer<GtkWidget>) {
        let about = gtk_about_dialog_new()!
        let dialog = about.aboutDialog
        gtk_about_dialog_set_program_name(dialog, translated("FormFields Demo"))
        gtk_about_dialog_set_version(dialog, DemoApplication.version)
        gtk_about_dialog_set_logo_icon_name(dialog, DemoApplication.id)
        gtk_about_dialog_set_comments(dialog, summary)
        gtk_about_dialog_set_website(dialog, website)
        gtk_about_dialog_set_website_label(dialog, translated("Project page"))
        gtk_about_dialog_set_copyright(dialog, translated("© FormFields contributors"))
        gtk_window_set_transient_for(about.window, window.window)
        gtk_window_set_modal(about.window, 1)
        gtk_window_set_destroy_with_parent(about.window, 1)
        gtk_window_present(about.window)
    }
}
