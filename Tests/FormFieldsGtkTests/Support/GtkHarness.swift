import CGtk
import FormFieldsGtk
import Testing

/// GTK for tests: initialised once, on the main thread, and only where a display exists.
@MainActor
enum Gtk {
    private static var initialised: Bool?

    /// Whether GTK could open a display; initialises GTK on the first call.
    static var isAvailable: Bool {
        if let initialised { return initialised }
        let ok = gtk_init_check() != 0
        initialised = ok
        return ok
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only where GTK can open a display.
    ///
    /// NB: Without a display `gtk_init_check()` fails and any widget call would crash the test
    /// process, so every GTK test carries this trait. `xvfb-run -a swift test` provides one.
    static var gtkDisplay: Self {
        .enabled("needs a display for real GTK widgets; run under `xvfb-run -a swift test`") {
            await MainActor.run { Gtk.isAvailable }
        }
    }
}

/// A realized, presented window for one test; destroyed when the test is done with it.
@MainActor
final class TestWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let box: UnsafeMutablePointer<GtkWidget>

    init() {
        window = gtk_window_new()
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        gtk_window_set_child(window.window, box)
        gtk_window_present(window.window)
        MainLoop.drain()
    }

    /// Adds `widget` at the end of the window's box.
    func add(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(box.box, widget)
        MainLoop.drain()
    }

    /// Destroys the window and lets GTK finish disposing of everything in it.
    func destroy() {
        gtk_window_destroy(window.window)
        MainLoop.drain()
    }
}

/// Runs `body` with a fresh window and destroys the window afterwards, even if `body` throws.
@MainActor
func withWindow<T>(_ body: (TestWindow) throws -> T) rethrows -> T {
    let window = TestWindow()
    defer { window.destroy() }
    return try body(window)
}

/// Emits a signal that takes no arguments, such as a button's "clicked", at once.
///
/// NB: `gtk_widget_activate` on a GtkButton emits "clicked" only after a 250 ms press effect.
@MainActor
func emit(_ signal: String, on instance: some GObjectPointer) {
    let type = instance.rawPointer.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    var value = GValue()
    g_value_init(&value, type)
    g_value_set_object(&value, instance.rawPointer)
    g_signal_emitv(&value, g_signal_lookup(signal, type), 0, nil)
    g_value_unset(&value)
    MainLoop.drain()
}
