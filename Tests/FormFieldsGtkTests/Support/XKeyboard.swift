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

    /// Runs `body` with the X server's keyboard layout set to `layout` ("de", whose keypad's
    /// decimal key types KP_Separator), and sets the layout and variant it had back afterwards.
    ///
    /// NB: The layout is the server's, for every window on it. `body` runs without waiting
    /// (no `await`), so no other test of this process types while the layout is set; the demo's
    /// end-to-end tests type on X servers of their own.
    static func withLayout<T>(_ layout: String, _ body: () throws -> T) throws -> T {
        let query = try run(setxkbmap, ["-query"])
        let setting = { (name: String) in
            query.split(separator: "\n").first { $0.hasPrefix(name + ":") }
                .map { $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces) } ?? ""
        }
        let before = (layout: setting("layout"), variant: setting("variant"))
        _ = try run(setxkbmap, ["-layout", layout, "-variant", ""])
        Gtk.settle()
        defer {
            _ = try? run(setxkbmap, ["-layout", before.layout, "-variant", before.variant])
            Gtk.settle()
        }
        return try body()
    }

    nonisolated static let setxkbmap = URL(fileURLWithPath: "/usr/bin/setxkbmap")

    /// Whether setxkbmap is installed (Debian package x11-xkb-utils), to switch layouts.
    nonisolated static var canSwitchLayouts: Bool { FileManager.default.isExecutableFile(atPath: setxkbmap.path) }

    /// Runs xdotool with `arguments` ("key", "mousemove", ...) while the main loop handles what
    /// arrives (with `handlingEvents` false, it waits until xdotool is done), and returns once
    /// GTK has handled the last of it.
    static func run(_ arguments: [String], handlingEvents: Bool = true) throws {
        _ = try run(xdotool, arguments, handlingEvents: handlingEvents)
        // NB: The server has the keys once xdotool is done; a round trip brings the last of them.
        Gtk.settle()
    }

    /// Runs `tool` with `arguments` while the main loop handles what arrives (with
    /// `handlingEvents` false, it waits until the tool is done).
    /// - Returns: What it printed.
    private static func run(_ tool: URL, _ arguments: [String], handlingEvents: Bool = true) throws -> String {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        while process.isRunning {
            if handlingEvents { MainLoop.drain() }
            usleep(1_000)
        }
        guard process.terminationStatus == 0 else {
            let command = ([tool.lastPathComponent] + arguments).joined(separator: " ")
            throw Failure(description: "\(command) exited with \(process.terminationStatus)")
        }
        // NB: What it printed is a few lines, which the pipe holds until it is read here.
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
