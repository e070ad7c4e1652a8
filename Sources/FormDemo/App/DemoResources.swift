import CGtk
import FormFieldsGtk
import Foundation

/// The demo's stylesheet and `.ui` files: from the installed GResource bundle, or straight from
/// the package's `resources/` folder when the program runs from a build folder.
///
/// ```swift
/// DemoResources.register()
/// let css = DemoResources.text("style.css")
/// ```
/// > Note: meson installs the bundle as `<prefix>/share/form-demo/<app-id>.gresource`, next to the
/// > binary's `../share`; `swift build` does not compile resources, hence the folder fallback.
@MainActor
enum DemoResources {
    /// The GResource path every file lives under.
    static let prefix = "/io/github/formfields/FormDemo"

    /// Where the files were found.
    private(set) static var origin = "none"

    private static var sourceFolder: URL?
    /// The folder of icon themes (`icons/`, holding `hicolor/`) beside the resources found.
    private static var iconFolder: URL?

    /// Registers the installed bundle if there is one, else finds the source folder.
    static func register() {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let bundle = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/form-demo/\(DemoApplication.id).gresource")
        if FileManager.default.fileExists(atPath: bundle.path), let resource = g_resource_load(bundle.path, nil) {
            g_resources_register(resource)
            origin = bundle.path
            iconFolder = bundle.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("icons")
            return
        }
        // NB: #filePath is Sources/FormDemo/App/DemoResources.swift in the package being built.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("resources")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("style.css").path) {
            sourceFolder = folder
            origin = folder.path
            iconFolder = folder.appendingPathComponent("icons")
        }
    }

    /// Lets GTK find the app's icon (the window's, the About window's logo) where the resources
    /// were found: the package's `resources/icons` when run from a build folder, or
    /// `<prefix>/share/icons` of an installation whose prefix is not on `XDG_DATA_DIRS`.
    static func addIconFolder() {
        guard let iconFolder, let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), iconFolder.path)
    }

    /// The contents of resource `name` ("style.css", "demo-window.ui").
    ///
    /// A missing resource is a packaging error: the program stops with a message naming it.
    static func text(_ name: String) -> String {
        if let sourceFolder {
            let url = sourceFolder.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                fatalError("form-demo: resource \(name) is missing from \(sourceFolder.path)")
            }
            return text
        }
        guard let bytes = g_resources_lookup_data("\(prefix)/\(name)", G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else {
            fatalError("form-demo: resource \(prefix)/\(name) is missing (found resources in: \(origin))")
        }
        defer { g_bytes_unref(bytes) }
        var size = 0
        let data = g_bytes_get_data(bytes, &size)
        return String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    }
}
