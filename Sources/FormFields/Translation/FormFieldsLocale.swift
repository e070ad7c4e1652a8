import CGettext
import Foundation

/// Where FormFields finds the translations of its messages.
///
/// The library's messages ("Enter a whole number", "There is no month 13") go through gettext
/// in a text domain of their own, `formfields`, as a GNOME library's do. They come out in the
/// language the app runs in once the app has set its locale (`gtk_init` calls
/// `setlocale(LC_ALL, "")`), from `<locale>/<language>/LC_MESSAGES/formfields.mo`.
///
/// By default the domain is bound, at the first message, to `share/locale` next to the
/// program's `bin` folder, where `meson install` puts the catalogs under any prefix; when that
/// folder does not exist gettext looks in the system's (`/usr/share/locale`). An app that installs
/// or bundles the catalogs elsewhere says where:
///
/// ```swift
/// FormFieldsLocale.bindTranslations(directory: URL(fileURLWithPath: "/app/share/locale"))
/// ```
public enum FormFieldsLocale {
    /// The gettext text domain of the library's messages.
    public static let textDomain = "formfields"

    /// Looks for the library's translations in `directory`, a folder laid out as
    /// `<language>/LC_MESSAGES/formfields.mo`, from the next message on.
    ///
    /// - Parameter directory: The locale folder, `share/locale` of the prefix the app installs to.
    /// > Note: Call it at start-up, before the first field shows a message; gettext keeps a
    /// > catalog it has read.
    public static func bindTranslations(directory: URL) {
        _ = defaultBinding
        bind(to: directory.path)
    }

    /// The domain bound to the installed catalogs, once, before the first look-up.
    ///
    /// NB: A global's initializer runs once and thread-safely, so a message produced on any
    /// thread binds first; `bindTranslations(directory:)` runs it too, so the default never
    /// replaces a folder the app chose.
    static let defaultBinding: Void = {
        if let installedDirectory { bind(to: installedDirectory.path) }
        bind_textdomain_codeset(textDomain, "UTF-8")
    }()

    /// `share/locale` next to the running program's `bin` folder, where `meson install` puts the
    /// catalogs under any prefix; `nil` when that folder does not exist.
    ///
    /// The library binds its own domain there; an app installed beside it binds its domain to
    /// the same folder:
    ///
    /// ```swift
    /// bindtextdomain("form-demo", FormFieldsLocale.installedDirectory?.path)
    /// ```
    public static var installedDirectory: URL? {
        let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let installed = program.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/locale")
        var isFolder: ObjCBool = false
        let found = FileManager.default.fileExists(atPath: installed.path, isDirectory: &isFolder)
        return found && isFolder.boolValue ? installed : nil
    }

    private static func bind(to path: String) {
        bindtextdomain(textDomain, path)
    }
}
