import CGtk
import FormFieldsGtk
import Foundation

/// `field-bench --bare-window`: the start-up baseline. A `GtkApplication` (non-unique, as
/// `form-demo` is) opens one empty window of the demo's default size, prints
/// `{"event":"ready"}` on stdout after the window's first frame, and quits.
///
/// ```
/// $ field-bench --bare-window
/// {"event":"ready","form":"bare"}
/// ```
@MainActor
enum BareWindow {
    static let id = "io.github.formfields.FieldBench"

    /// Runs the application; returns its exit status.
    static func run() -> Int32 {
        let app = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)!
        var connections: [SignalConnection] = []
        connections.append(
            app.connect(.activate) {
                let window = gtk_application_window_new(app)!
                gtk_window_set_default_size(window.window, 1180, 720)
                connections.append(
                    window.connect(Signal<SignalHandlers.Plain>("map")) {
                        let clock = gtk_widget_get_frame_clock(window)!
                        connections.append(
                            clock.connect(Signal<SignalHandlers.Plain>("after-paint")) {
                                FileHandle.standardOutput.write(Data(#"{"event":"ready","form":"bare"}\#n"#.utf8))
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
}
