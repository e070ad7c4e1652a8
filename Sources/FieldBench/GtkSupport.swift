import CGtk
import FormFieldsGtk

/// GTK for the benchmark: initialised once, and only where a display exists.
@MainActor
enum GtkSession {
    private static var initialised: Bool?

    /// "GTK 4.8.3".
    static var version: String {
        "GTK \(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }

    /// Whether GTK could open a display; initialises GTK on the first call.
    ///
    /// NB: Without a display any widget call would crash the process, so every GTK part of the
    /// benchmark asks first and reports itself as skipped.
    static var isAvailable: Bool {
        if let initialised { return initialised }
        // NB: GTK 4.8 counts itself initialised after a failed `gtk_init_check()`, so a second
        // call in the same process (another test target's) answers true without a display.
        let ok = gtk_init_check() != 0 && gdk_display_get_default() != nil
        initialised = ok
        return ok
    }
}

/// A realized, presented window holding the entries under test and, optionally, a panel beside
/// them; destroyed with `close()`.
///
/// ```swift
/// let window = BenchWindow(panel: nil)
/// window.add(entry.widget)
/// defer { window.close() }
/// ```
@MainActor
final class BenchWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    private let entries: UnsafeMutablePointer<GtkWidget>

    /// - Parameters:
    ///   - panel: A widget shown to the right of the entries (the observer panel), or `nil`.
    ///   - small: Just big enough for its content: cheaper frames, for long runs that time nothing.
    init(panel: UnsafeMutablePointer<GtkWidget>?, small: Bool = false) {
        window = gtk_window_new()
        if !small { gtk_window_set_default_size(window.window, 1000, 700) }
        entries = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        gtk_widget_set_size_request(entries, 400, -1)
        if let panel {
            let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
            gtk_paned_set_start_child(OpaquePointer(paned), entries)
            gtk_paned_set_end_child(OpaquePointer(paned), panel)
            gtk_window_set_child(window.window, paned)
        } else {
            gtk_window_set_child(window.window, entries)
        }
        gtk_window_present(window.window)
        settle()
    }

    /// Adds `widget` under the entries already there.
    func add(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(entries.box, widget)
        settle()
    }

    /// The GSK renderer drawing the window ("GskGLRenderer", "GskCairoRenderer").
    var renderer: String {
        guard let renderer = gtk_native_get_renderer(OpaquePointer(window)) else { return "none" }
        return String(
            cString: g_type_name_from_instance(
                UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)))
    }

    /// Destroys the window and lets GTK finish disposing of everything in it.
    func close() {
        gtk_window_destroy(window.window)
        settle()
    }

    /// Runs the main loop until nothing is pending and at least one frame had time to be drawn.
    func settle() {
        for _ in 0..<3 {
            MainLoop.drain()
            g_usleep(20_000)
        }
        MainLoop.drain()
    }
}
