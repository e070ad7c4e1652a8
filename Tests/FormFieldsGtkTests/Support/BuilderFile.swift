import CGtk
import FormFieldsGtk

/// Widgets built from GtkBuilder XML, as an app builds its `.ui` files: look them up by id.
///
/// ```swift
/// let ui = BuilderFile(xml)
/// let row = ui.take("row")  // window.add(row)
/// field.bind(ui.widget("entry"), messageLabel: ui.widget("message"))
/// ```
@MainActor
final class BuilderFile {
    private let builder: OpaquePointer

    /// Builds `xml`; XML that does not build is a mistake in the test.
    init(_ xml: String) {
        builder = gtk_builder_new_from_string(xml, -1)
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(builder)) }

    /// The widget with `id`, owned by its parent in the file.
    func widget(_ id: String) -> UnsafeMutablePointer<GtkWidget> {
        guard let object = gtk_builder_get_object(builder, id) else { preconditionFailure("no “\(id)” in the XML") }
        return object.widget
    }

    /// The root widget `id`, floating as a fresh widget is, so that the window takes it over from
    /// the builder.
    func take(_ id: String) -> UnsafeMutablePointer<GtkWidget> {
        let root = widget(id)
        g_object_ref(root)
        g_object_force_floating(root.object)
        return root
    }
}
