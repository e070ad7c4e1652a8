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

extension XPointer {
    /// Presses and releases `button` (1 the left, 2 the middle, 3 the right) at `point`;
    /// returns once GTK has handled both.
    ///
    /// NB: GTK gets the press and the release together, as from a quick click: a menu the
    /// press opens (the right button's) is not in place yet when the release comes. A release
    /// that reaches the menu leaves GTK 4.8's menu ignoring the click on an item after it.
    static func click(_ button: Int, at point: Point) throws {
        try XKeyboard.run(["mousemove", "\(point.x)", "\(point.y)", "click", "\(button)"], handlingEvents: false)
    }

    /// Moves the pointer to the bottom right corner of the screen, away from the windows tests
    /// show at the top left: a menu that opens under the pointer selects the item there.
    static func moveAway() throws {
        let monitor = g_list_model_get_item(gdk_display_get_monitors(gdk_display_get_default()), 0)!
        defer { g_object_unref(monitor) }
        var screen = GdkRectangle()
        gdk_monitor_get_geometry(OpaquePointer(monitor), &screen)
        try XKeyboard.run(["mousemove", "\(screen.x + screen.width - 1)", "\(screen.y + screen.height - 1)"])
    }

    /// Where `widget` is on the screen, halfway up it and `x` pixels from its left edge (at its
    /// middle without `x`), once GTK has laid out what changed and the X server has it. A
    /// window is where the X server put it, at the top left corner of the screen without a
    /// window manager; a popup, such as an entry's menu, where GTK placed it against the surface
    /// it belongs to.
    static func screenPoint(of widget: UnsafeMutablePointer<GtkWidget>, x: Int? = nil) -> Point {
        // NB: GTK lays a window out in the frame after a change: the frame after the next one
        // starts once the next one is laid out. It maps and moves a popup's window there too;
        // until the X server has done so, a click meant for the popup goes to the window under
        // it, which closes the popup and does nothing else.
        for _ in 0..<2 {
            let frame = widget.atNextFrame {}
            while frame.isPending { g_main_context_iteration(nil, 1) }
        }
        Gtk.settle()
        let native = gtk_widget_get_native(widget)!
        var point = graphene_point_t(
            x: Float(x ?? Int(gtk_widget_get_width(widget)) / 2), y: Float(gtk_widget_get_height(widget) / 2))
        var inNative = graphene_point_t()
        _ = gtk_widget_compute_point(widget, native.widget, &point, &inNative)
        var surfaceX: Double = 0
        var surfaceY: Double = 0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var screen = (x: Int(Double(inNative.x) + surfaceX), y: Int(Double(inNative.y) + surfaceY))
        var surface = gtk_native_get_surface(native)
        while let popup = surface, popup.isInstance(of: gdk_popup_get_type()) {
            screen.x += Int(gdk_popup_get_position_x(popup))
            screen.y += Int(gdk_popup_get_position_y(popup))
            surface = gdk_popup_get_parent(popup)
        }
        return Point(x: screen.x, y: screen.y)
    }
}

extension EntryHarness {
    /// Where on the screen the caret stands at `offset` (code points), halfway up the text:
    /// where a drag picks text up or drops it, and a click pastes.
    func screenPoint(at offset: Int) -> XPointer.Point {
        let prefix = String(String(cString: gtk_editable_get_text(text)).unicodeScalars.prefix(offset))
        let layout = gtk_widget_create_pango_layout(text.widget, prefix)!
        defer { g_object_unref(layout.rawPointer) }
        var width: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, nil)
        return XPointer.screenPoint(of: text.widget, x: Int(width))
    }

    /// Pastes X11's PRIMARY selection, the text selected last in any entry or program, at
    /// `offset` with the middle button, and returns once the text arrived and the field decided
    /// on it.
    func middleClick(at offset: Int) throws {
        try pasting { try XPointer.click(2, at: screenPoint(at: offset)) }
    }
}
