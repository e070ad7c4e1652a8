import CGtk
import FormFieldsGtk
import Testing

@testable import FormDemo

extension EndToEndTests {
    /// Shows one of the demo's widgets in a window of this process, for tests of a widget on its
    /// own: GTK is initialised and the demo's resources loaded before `makeChild` runs, and the
    /// window is destroyed (and the main loop drained) once `body` returns. The window takes
    /// `defaultSize` when one is given, and `styled` gives it the demo's stylesheet (column widths,
    /// margins, colours) until then.
    ///
    /// ```swift
    /// try EndToEndTests.showing({ WriteList(columns: [.value]) }, root: \.root) { list, window in … }
    /// ```
    @MainActor
    static func showing<Widget>(
        _ makeChild: () -> Widget, root: (Widget) -> UnsafeMutablePointer<GtkWidget>,
        defaultSize: (width: Int32, height: Int32)? = nil, styled: Bool = false,
        _ body: (Widget, UnsafeMutablePointer<GtkWidget>) throws -> Void
    ) throws {
        try #require(gtk_init_check() != 0)
        DemoResources.register()
        // NB: The stylesheet comes first: the window takes the size of the widget as styled.
        let style = styled ? DemoStyle() : nil
        defer { style?.remove() }
        let child = makeChild()
        let window = gtk_window_new()!
        defer {
            gtk_window_destroy(window.window)
            MainLoop.drain()
        }
        if let defaultSize { gtk_window_set_default_size(window.window, defaultSize.width, defaultSize.height) }
        gtk_window_set_child(window.window, root(child))
        gtk_window_present(window.window)
        try body(child, window)
    }
}

extension EndToEndTests {
    /// Gives a shown `window` a new size, no smaller than its content needs, and runs the main
    /// loop until a frame shows it at that size.
    ///
    /// NB: On X11 the window takes its new size when the server says so, a frame or more after
    /// it was asked for.
    /// - Returns: Whether the window took the size within 20 frames.
    @MainActor
    static func resize(
        _ window: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, frames: FrameCounter
    ) -> Bool {
        gtk_window_set_default_size(window.window, width, height)
        for _ in 0..<20 {
            guard frames.waitForPaint(of: window) else { return false }
            if gtk_widget_get_width(window) == max(width, minimumWidth(of: window)) { return true }
        }
        return false
    }
}
