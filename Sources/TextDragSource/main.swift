// A GtkEntry in a program of its own, for FieldEntryDropTests and PrimaryPasteTests: text
// dragged out of it, or its selection pasted with the middle button (X11's PRIMARY), comes to
// the test's entries from another process, as from any other program (GTK hands the drop no
// GdkDrag then).
//
// Shows "hello world" with "world" selected in a window titled "TextDragSource", and prints where
// the middle of "world" is in the window ("world X Y", pixels) once it is laid out. For each line
// read on stdin it prints the entry's text ("text …") once it has handled every message the
// display server holds for it; it exits when stdin closes.
import CGtk
import FormFieldsGtk
import Foundation

func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The pixel width of `text` as `widget` lays it out.
@MainActor
func width(of text: String, in widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
    let layout = gtk_widget_create_pango_layout(widget, text)!
    defer { g_object_unref(layout.rawPointer) }
    var width: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, nil)
    return width
}

gtk_init()
// NB: Selecting the whole text as the entry takes the focus would lose the selection of "world".
var selectOnFocus = GValue()
g_value_init(&selectOnFocus, GType(5 << 2))  // G_TYPE_BOOLEAN
g_object_set_property(gtk_settings_get_default()!.rawPointer.object, "gtk-entry-select-on-focus", &selectOnFocus)
let window = gtk_window_new()!
gtk_window_set_title(window.window, "TextDragSource")
let entry = gtk_entry_new()!
gtk_editable_set_text(entry.editable, "hello world")
gtk_window_set_child(window.window, entry)
gtk_window_present(window.window)
let text = gtk_editable_get_delegate(entry.editable)!.widget
while gtk_widget_get_width(text) == 0 { g_main_context_iteration(nil, 1) }
gtk_editable_select_region(entry.editable, 6, 11)

var origin = graphene_point_t()
var topLeft = graphene_point_t(x: 0, y: 0)
_ = gtk_widget_compute_point(text, window, &topLeft, &origin)
var surfaceX: Double = 0
var surfaceY: Double = 0
gtk_native_get_surface_transform(OpaquePointer(window), &surfaceX, &surfaceY)
let middle = (width(of: "hello ", in: text) + width(of: "hello world", in: text)) / 2
report(
    "world \(Int(Double(origin.x) + surfaceX) + Int(middle)) \(Int(Double(origin.y) + surfaceY) + Int(gtk_widget_get_height(text)) / 2)"
)

Thread.detachNewThread {
    while readLine() != nil {
        let reply: GSourceFunc = { _ in
            MainActor.assumeIsolated {
                gdk_display_sync(gdk_display_get_default())
                MainLoop.drain()
                report("text " + String(cString: gtk_editable_get_text(entry.editable)))
            }
            return 0  // G_SOURCE_REMOVE
        }
        g_idle_add(reply, nil)
    }
    exit(0)
}
while true { g_main_context_iteration(nil, 1) }
