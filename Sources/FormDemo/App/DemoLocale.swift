import CGettext
import FormFields

#if canImport(Glibc)
    import Glibc
#endif

/// The language form-demo speaks: the person's, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or
/// `LANG`, with its own text in the gettext domain `form-demo`.
///
/// ```swift
/// DemoLocale.setUp()             // first thing in main.swift
/// translated("Submit the form")  // "Formular absenden" under LANGUAGE=de
/// ```
///
/// The domain is the program's name, as gnome-text-editor's and Kooha's are: it is meson's
/// project name, the installed binary's and the data folder's (`share/form-demo`), so its
/// catalog is `share/locale/LL/LC_MESSAGES/form-demo.mo` beside the library's `formfields.mo`.
/// The app id names the desktop file and the settings, not the catalog.
enum DemoLocale {
    /// The gettext text domain of the demo's own text.
    static let textDomain = "form-demo"

    /// Sets the locale from the environment and binds the demo's domain where the library finds
    /// its catalogs (`share/locale` next to the program's `bin` folder, else the system's), as a
    /// GTK app's `main` does before any window is built.
    ///
    /// NB: Before the options are read: `--help` and the command line's errors are translated,
    /// and they are printed before GTK starts (which would set the locale itself).
    static func setUp() {
        setlocale(LC_ALL, "")
        if let installed = FormFieldsLocale.installedDirectory { bindtextdomain(textDomain, installed.path) }
        bind_textdomain_codeset(textDomain, "UTF-8")
        textdomain(textDomain)
    }
}

/// `message` in the person's language, from the demo's catalog, with `arguments` put in its
/// placeholders (`%s`, `%d`, `%2$s`, as the library's messages have them).
///
/// ```swift
/// translated("Unknown form “%s”. Valid forms: %s", name, DemoFormID.names)
/// ```
///
/// NB: `meson-helper/update-pot` finds the demo's messages by this function's name and reads its
/// first argument as a C string literal: pass a plain literal, without interpolation.
/// - Parameters:
///   - message: The English text, the catalog's key.
///   - arguments: The values for the placeholders.
func translated(_ message: StaticString, _ arguments: any CustomStringConvertible...) -> String {
    translation(of: message, in: DemoLocale.textDomain, arguments)
}
