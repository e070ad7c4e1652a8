import CGtk
import Foundation
import Testing

@testable import FormFieldsGtk

/// Pointer drags from the X server, for drag and drop: GTK 4 hands a drop from one entry to
/// another, or within one, through the display server (XDND), as it does between programs.
@MainActor
enum XPointer {
    /// A point on the screen, in pixels.
    struct Point {
        var x: Int
        var y: Int
    }

    /// Presses the first button at `start`, moves to `end` in steps and releases it there;
    /// returns once GTK has handled the drop and the source what became of it. With `moving`,
    /// Shift is held once the drag has started, which makes the drop a move.
    ///
    /// NB: GtkText starts a drag only after the pointer moved a few pixels with the button down,
    /// on motion events it handles in turn; the pauses give it those. Shift held at the press
    /// would extend the selection instead.
    static func drag(from start: Point, to end: Point, moving: Bool = false) throws {
        var arguments = ["mousemove", "\(start.x)", "\(start.y)", "mousedown", "1", "sleep", "0.05"]
        let steps = 8
        for step in 1...steps {
            if moving && step == 3 { arguments += ["keydown", "shift"] }
            let x = start.x + (end.x - start.x) * step / steps
            let y = start.y + (end.y - start.y) * step / steps
            arguments += ["mousemove", "\(x)", "\(y)", "sleep", "0.05"]
        }
        arguments += ["mouseup", "1", "sleep", "0.05"]
        if moving { arguments += ["keyup", "shift"] }
        try XKeyboard.run(arguments)
        // NB: The drop and the source's "dnd-finished" each wait for a message the other side
        // sends through the X server.
        Gtk.settle()
        Gtk.settle()
    }
}

extension XPointer {
    /// Drags as `drag(from:to:moving:)` does, and runs the main loop until the GtkText `target`
    /// has been handed the drop and let it go: text from another program arrives after the drag
    /// ended, when that program has sent it.
    static func drag(from start: Point, to end: Point, moving: Bool = false, into target: OpaquePointer) throws {
        let dropTarget = try #require(
            FieldEntry.controller(of: target, type: gtk_drop_target_get_type()) { $0.dropTarget })
        var dropped = false
        let connection = dropTarget.connect(.notify("current-drop")) { _ in
            if gtk_drop_target_get_current_drop(dropTarget) == nil { dropped = true }
        }
        defer { connection.cancel() }
        try drag(from: start, to: end, moving: moving)
        let deadline = Date().addingTimeInterval(10)
        while !dropped && Date() < deadline {
            if g_main_context_iteration(nil, 0) == 0 { usleep(1_000) }
        }
        try #require(dropped, "the drop did not end")
        Gtk.settle()
    }
}

extension EntryHarness {
    /// Where on the screen the caret stands at `offset` (code points), halfway up the text:
    /// where a drag picks text up or drops it. The window is where the X server put it, at the
    /// top left corner of the screen without a window manager.
    func screenPoint(at offset: Int) -> XPointer.Point {
        // NB: GTK lays a window out in the frame after a change: the frame after the next one
        // starts once the next one is laid out.
        for _ in 0..<2 {
            let frame = text.widget.atNextFrame {}
            while frame.isPending { g_main_context_iteration(nil, 1) }
        }
        let prefix = String(String(cString: gtk_editable_get_text(text)).unicodeScalars.prefix(offset))
        let layout = gtk_widget_create_pango_layout(text.widget, prefix)!
        defer { g_object_unref(layout.rawPointer) }
        var width: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, nil)
        let native = gtk_widget_get_native(text.widget)!
        var origin = graphene_point_t()
        var topLeft = graphene_point_t(x: 0, y: 0)
        _ = gtk_widget_compute_point(text.widget, native.widget, &topLeft, &origin)
        var surfaceX: Double = 0
        var surfaceY: Double = 0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        return XPointer.Point(
            x: Int(Double(origin.x) + surfaceX) + Int(width),
            y: Int(Double(origin.y) + surfaceY) + Int(gtk_widget_get_height(text.widget)) / 2)
    }
}
