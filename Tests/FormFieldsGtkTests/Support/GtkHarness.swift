import CGtk
import Testing

@testable import FormFieldsGtk

/// GTK for tests: initialised once, on the main thread, and only where a display exists.
@MainActor
enum Gtk {
    private static var initialised: Bool?

    /// Whether GTK could open a display; initialises GTK on the first call.
    static var isAvailable: Bool {
        if let initialised { return initialised }
        // NB: GTK 4.8 counts itself initialised after a failed `gtk_init_check()`, so a second
        // call in the same process (another test target's) answers true without a display.
        let ok = gtk_init_check() != 0 && gdk_display_get_default() != nil
        initialised = ok
        if ok { setSelectOnFocus(false) }
        return ok
    }

    /// Runs `body` with GTK's own default, as a person's desktop has it: focusing an entry
    /// selects its text.
    static func selectingOnFocus<T>(_ body: () throws -> T) rethrows -> T {
        setSelectOnFocus(true)
        defer { setSelectOnFocus(false) }
        return try body()
    }

    /// Waits for the display server to answer everything sent so far and handles what it sent
    /// back.
    ///
    /// NB: Selecting text claims X11's PRIMARY selection, and GDK hears of each claim later;
    /// news of an earlier claim arriving after a newer one makes GtkText drop its selection.
    /// Settling after a selection change makes the order of claims and news deterministic.
    static func settle() {
        gdk_display_sync(gdk_display_get_default())
        MainLoop.drain()
    }

    /// Whether focusing an entry selects its text (and claims PRIMARY). Off for stories, which
    /// place the caret themselves.
    private static func setSelectOnFocus(_ on: Bool) {
        var value = GValue()
        g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
        g_value_set_boolean(&value, on ? 1 : 0)
        g_object_set_property(gtk_settings_get_default()!.rawPointer.object, "gtk-entry-select-on-focus", &value)
        g_value_unset(&value)
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

    /// Presents a window holding `widgets`. Presented with entries in it, the window focuses the
    /// first one as a dialog does, which selects its text where focusing selects.
    init(holding widgets: [UnsafeMutablePointer<GtkWidget>] = []) {
        window = gtk_window_new()
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        for widget in widgets { gtk_box_append(box.box, widget) }
        gtk_window_set_child(window.window, box)
        gtk_window_present(window.window)
        Gtk.settle()
    }

    /// Adds `widget` at the end of the window's box.
    func add(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(box.box, widget)
        MainLoop.drain()
    }

    /// Destroys the window and lets GTK finish disposing of everything in it.
    func destroy() {
        gtk_window_destroy(window.window)
        Gtk.settle()
    }
}

/// Runs `body` with a fresh window holding `widgets` and destroys the window afterwards, even if
/// `body` throws.
@MainActor
func withWindow<T>(holding widgets: [UnsafeMutablePointer<GtkWidget>] = [], _ body: (TestWindow) throws -> T) rethrows
    -> T
{
    let window = TestWindow(holding: widgets)
    defer { window.destroy() }
    return try body(window)
}

/// Emits `signal` on `instance` at once, with an optional string argument: a button's
/// "clicked", an input method's "commit", GtkText's keybinding signals. Then runs what the
/// main loop has to do, unless `draining` is false: a key of a batch of events that GTK
/// handles in one turn.
///
/// NB: `gtk_widget_activate` on a GtkButton emits "clicked" only after a 250 ms press effect.
@MainActor
func emit(_ signal: String, on instance: some GObjectPointer, _ argument: String? = nil, draining: Bool = true) {
    let type = instance.rawPointer.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    var values = [GValue](repeating: GValue(), count: 2)
    g_value_init(&values[0], type)
    g_value_set_object(&values[0], instance.rawPointer)
    if let argument {
        g_value_init(&values[1], GType(16 << 2))  // G_TYPE_STRING
        g_value_set_string(&values[1], argument)
    }
    g_signal_emitv(values, g_signal_lookup(signal, type), 0, nil)
    g_value_unset(&values[0])
    if argument != nil { g_value_unset(&values[1]) }
    if draining { MainLoop.drain() }
}

/// How many event controllers `widget` has: the ones GTK gave it and those a binding added.
@MainActor
func controllerCount(of widget: UnsafeMutablePointer<GtkWidget>) -> UInt32 {
    let controllers = gtk_widget_observe_controllers(widget)!
    defer { g_object_unref(controllers.rawPointer) }
    return g_list_model_get_n_items(controllers)
}

/// The input method of an entry's GtkText: committing text to it is what typing does. The one
/// a `FieldEntry` listens to (`FieldEntry.inputMethod(of:)`).
@MainActor
func inputMethod(of text: OpaquePointer) -> UnsafeMutablePointer<GtkIMContext> {
    guard let context = FieldEntry.inputMethod(of: text) else { preconditionFailure("GtkText has no input method") }
    return context
}
