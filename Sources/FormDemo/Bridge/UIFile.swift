import CGtk
import FormFieldsGtk

/// One `.ui` file, built, with its `translatable="yes"` strings in the person's language: look its
/// objects up by id.
///
/// ```swift
/// let ui = UIFile("field-row.ui")
/// let row = ui.take("row")           // adopt it: gtk_box_append(parent, row)
/// let label = ui.widget("label")
/// ```
/// > Note: The builder owns every object until the file is dropped; `take` hands out the root as
/// > a floating reference, like a fresh `gtk_box_new()`, so the container that adopts it owns it.
@MainActor
final class UIFile {
    private let builder: OpaquePointer

    /// Builds resource `name`; a file that does not parse is a packaging error and stops the program.
    init(_ name: String) {
        builder = gtk_builder_new()
        // NB: Before the file is read: the builder translates each `translatable="yes"` string as
        // it parses it, from the demo's catalog rather than the process's default domain.
        gtk_builder_set_translation_domain(builder, DemoLocale.textDomain)
        let xml = DemoResources.text(name)
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml, gssize(xml.utf8.count), &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            fatalError("form-demo: \(name) does not build: \(message)")
        }
        nameIconButtonsByTheirNameAlone()
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(builder)) }

    /// The object with `id`; a missing id is a programming error.
    func object(_ id: String) -> UnsafeMutablePointer<GObject> {
        guard let object = gtk_builder_get_object(builder, id) else {
            fatalError("form-demo: no object “\(id)” in the .ui file")
        }
        return object
    }

    /// The widget with `id`, owned by its parent in the file.
    func widget(_ id: String) -> UnsafeMutablePointer<GtkWidget> { object(id).widget }

    /// Lets a screen reader name each button that shows an icon by its own name alone ("Clear
    /// the List", from the file or from code such as `ClearButton`).
    ///
    /// NB: GTK 4.8 has such a button labelled by its icon, an image it names by its type: Orca 43
    /// read "GtkImage Clear the List push button".
    private func nameIconButtonsByTheirNameAlone() {
        let objects = gtk_builder_get_objects(builder)
        defer { g_slist_free(objects) }
        var node = objects
        while let current = node {
            node = current.pointee.next
            let object = current.pointee.data!
            guard object.isInstance(of: gtk_button_get_type()), gtk_button_get_icon_name(object.button) != nil
            else { continue }
            gtk_accessible_reset_relation(object.accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        }
    }

    /// The root widget `id`, handed out as a floating reference for a container to adopt.
    func take(_ id: String) -> UnsafeMutablePointer<GtkWidget> {
        let root = object(id)
        g_object_ref(root)
        g_object_force_floating(root)
        return root.widget
    }
}
