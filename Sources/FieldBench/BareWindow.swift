import CGtk
import FormFieldsGtk
import Foundation

/// `field-bench --bare-window`: the start-up baseline. A `GtkApplication` (non-unique, as
/// `form-demo` is) opens one window of the demo's default size, prints `{"event":"ready"}` on
/// stdout after the window's first frame, and quits.
///
/// ```
/// $ field-bench --bare-window
/// {"event":"ready","form":"bare"}
/// $ field-bench --widget-window
/// {"event":"ready","form":"widgets"}
/// ```
@MainActor
enum BareWindow {
    static let id = "io.github.formfields.FieldBench"

    /// What the window shows.
    enum Content: String {
        /// Nothing: the cheapest window GTK draws, the baseline of the start-up target.
        case bare
        /// GTK's own widgets as any form window shows them, and no FormFields code: a header
        /// bar, a label, an entry (which takes the focus) and a button. For information only:
        /// what GTK itself pays to draw text, an entry, a button and a header bar the first time.
        case widgets
    }

    /// Runs the application; returns its exit status.
    static func run(_ content: Content) -> Int32 {
        let app = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)!
        var connections: [SignalConnection] = []
        connections.append(
            app.connect(.activate) {
                let window = gtk_application_window_new(app)!
                gtk_window_set_default_size(window.window, 1180, 720)
                if content == .widgets { addWidgets(to: window) }
                connections.append(
                    window.connect(Signal<SignalHandlers.Plain>("map")) {
                        let clock = gtk_widget_get_frame_clock(window)!
                        connections.append(
                            clock.connect(Signal<SignalHandlers.Plain>("after-paint")) {
                                let ready = #"{"event":"ready","form":"\#(content.rawValue)"}\#n"#
                                FileHandle.standardOutput.write(Data(ready.utf8))
                                g_application_quit(app.rawPointer.assumingMemoryBound(to: GApplication.self))
                            })
                    })
                gtk_window_present(window.window)
            })
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(CommandLine.arguments[0]), nil]
        defer { free(argv[0]) }
        let status = g_application_run(app.rawPointer.assumingMemoryBound(to: GApplication.self), 1, &argv)
        connections.removeAll()
        return status
    }

    /// A header bar with the window's title, and a label, an entry and a button in a column.
    private static func addWidgets(to window: UnsafeMutablePointer<GtkWidget>) {
        gtk_window_set_title(window.window, "Widget window")
        gtk_window_set_titlebar(window.window, gtk_header_bar_new())
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_box_append(column.box, gtk_label_new("Name"))
        gtk_box_append(column.box, gtk_entry_new())
        gtk_box_append(column.box, gtk_button_new_with_label("Submit"))
        gtk_window_set_child(window.window, column)
    }
}
