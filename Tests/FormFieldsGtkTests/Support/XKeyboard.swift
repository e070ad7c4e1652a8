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

    nonisolated static let xdotool = URL(fileURLWithPath: "/usr/bin/xdotool")

    /// Whether xdotool is installed (Debian package xdotool).
    nonisolated static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: xdotool.path) }

    /// Types `text` into the focused window and returns once GTK has handled every key.
    static func type(_ text: String) throws {
        try run(["type", "--delay", "20", text])
    }

    /// Presses the keys named by X keysyms ("Tab", "dead_acute", "ctrl+z") one after another.
    static func key(_ names: String...) throws {
        try run(["key", "--delay", "20"] + names)
    }

    private static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = xdotool
        process.arguments = arguments
        try process.run()
        while process.isRunning {
            MainLoop.drain()
            usleep(1_000)
        }
        guard process.terminationStatus == 0 else {
            let command = arguments.joined(separator: " ")
            throw Failure(description: "xdotool \(command) exited with \(process.terminationStatus)")
        }
        // NB: The server has the keys once xdotool is done; a round trip brings the last of them.
        Gtk.settle()
    }
}
