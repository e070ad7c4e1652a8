import CGtk
import FormFieldsGtk
import Foundation

/// Key presses from the X server, for what only a real key event does: GTK 4 has no public way
/// to make one inside the process. `xdotool` types into the window that has focus while the
/// main loop handles what arrives.
@MainActor
enum XKeyboard {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Types `text` into the focused window and returns once GTK has handled every key.
    static func type(_ text: String) throws {
        try run(["type", "--delay", "20", text])
    }

    /// Presses the keys named by X keysyms ("Tab", "dead_acute", "ctrl+z") one after another.
    static func key(_ names: String...) throws {
        try run(["key", "--delay", "20"] + names)
    }

    private static func run(_ arguments: [String]) throws {
        let xdotool = Process()
        xdotool.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        xdotool.arguments = ["xdotool"] + arguments
        try xdotool.run()
        while xdotool.isRunning {
            MainLoop.drain()
            usleep(1_000)
        }
        guard xdotool.terminationStatus == 0 else {
            throw Failure(description: "xdotool exited with \(xdotool.terminationStatus); it is in Debian's xdotool")
        }
        // NB: The server has the keys once xdotool is done; a round trip brings the last of them.
        Gtk.settle()
    }
}
