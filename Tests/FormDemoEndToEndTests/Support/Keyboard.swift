import Foundation

/// Real keystrokes for the demo's window, and the window's size, through `xdotool`.
///
/// ```swift
/// try await demo.keyboard.type("Flower")     // one X key event per character, 60 ms apart
/// try await demo.keyboard.key("Tab")
/// ```
/// > Note: Without a window manager the X input focus goes wherever the last window was presented,
/// > so every keystroke first gives the focus to the demo's window (`windowfocus --sync`).
/// > Synthetic events sent to a window (`--window`) are ignored by GTK.
final class Keyboard: @unchecked Sendable {
    // NB: Set once in `attach`, before any keystroke; read only afterwards.
    private var window = ""
    private var display = ""
    private var pid: Int32 = 0

    /// Finds the demo's visible window by its process id on `display`.
    func attach(toProcess pid: Int32, display: String) async throws {
        self.display = display
        self.pid = pid
        let found = try await xdotool(["search", "--sync", "--onlyvisible", "--pid", String(pid)])
        guard let id = found.split(separator: "\n").first else {
            throw DemoError.tool("xdotool found no window of process \(pid)")
        }
        window = String(id)
    }

    /// The X ids of the demo's visible windows: the main window, and a dialog while one is shown.
    func visibleWindows() async throws -> [String] {
        try await xdotool(["search", "--onlyvisible", "--pid", String(pid)]).split(separator: "\n").map(String.init)
    }

    /// The X ids of the visible windows titled `title`, whichever process shows them.
    func visibleWindows(titled title: String) async throws -> [String] {
        try await xdotool(["search", "--onlyvisible", "--name", "^\(title)$"]).split(separator: "\n").map(String.init)
    }

    /// Waits until the demo shows exactly `count` windows, and returns their ids.
    /// - Throws: `DemoError.tool` if it does not within `DemoProcess.timeout`.
    func waitForVisibleWindows(count: Int) async throws -> [String] {
        let deadline = ContinuousClock.now + DemoProcess.timeout
        var windows = try await visibleWindows()
        while windows.count != count {
            guard ContinuousClock.now < deadline else {
                throw DemoError.tool("the demo shows \(windows.count) windows, not \(count)")
            }
            try await EndToEnd.pause()
            windows = try await visibleWindows()
        }
        return windows
    }

    /// Waits until the demo shows a window titled `title`, and returns its id.
    /// - Throws: `DemoError.tool` if it does not within `DemoProcess.timeout`.
    ///
    /// NB: Under X11 an open menu is a window of the demo's too, named after the program, so a
    /// window opened from a menu is told by its title: counting windows can find the menu.
    func waitForWindow(titled title: String) async throws -> String {
        let deadline = ContinuousClock.now + DemoProcess.timeout
        while true {
            // NB: A menu's window can close between the search and the reading of its name.
            for id in try await visibleWindows() {
                if (try? await name(of: id)) == title { return id }
            }
            guard ContinuousClock.now < deadline else {
                throw DemoError.tool("the demo shows no window titled “\(title)”")
            }
            try await EndToEnd.pause()
        }
    }

    /// The title of window `id`, as the window manager would show it.
    func name(of id: String) async throws -> String {
        try await xdotool(["getwindowname", id]).trimmingCharacters(in: .newlines)
    }

    /// Asks for the demo's window to be 1 by 1 pixel, which GTK makes as small as its content
    /// allows instead, and returns that size.
    ///
    /// NB: Without a window manager nothing enforces the window's size hints: GTK sizes the window
    /// again once it sees the new size. It does so the first time only; asked again, the window
    /// stays 1 by 1. A test shrinks the window once, then watches `windowSize()`: GTK widens a
    /// window whose content comes to need more room.
    func shrinkWindow() async throws -> (width: Int, height: Int) {
        try await xdotool(["windowsize", window, "1", "1"])
        return try await windowSize { $0 != (1, 1) }
    }

    /// The size of the demo's window once it has stayed the same for 200 ms, and is one that
    /// `isExpected` accepts.
    func windowSize(
        where isExpected: ((width: Int, height: Int)) -> Bool = { _ in true }
    ) async throws -> (width: Int, height: Int) {
        let deadline = ContinuousClock.now + DemoProcess.timeout
        var size = try await currentWindowSize()
        while true {
            try await Task.sleep(for: .milliseconds(200))
            let next = try await currentWindowSize()
            if next == size && isExpected(next) { return next }
            guard ContinuousClock.now < deadline else { throw DemoError.tool("the window stays \(next)") }
            size = next
        }
    }

    private func currentWindowSize() async throws -> (width: Int, height: Int) {
        let lines = try await xdotool(["getwindowgeometry", "--shell", window]).split(separator: "\n")
        let values = Dictionary(
            lines.map { line in (String(line.prefix { $0 != "=" }), Int(line.drop { $0 != "=" }.dropFirst()) ?? 0) }
        ) { first, _ in first }
        guard let width = values["WIDTH"], let height = values["HEIGHT"] else {
            throw DemoError.tool("xdotool gave no size for window \(window)")
        }
        return (width, height)
    }

    /// Presses `key` in the window that has the input focus now, such as a dialog the demo just
    /// showed, without first giving the focus back to the main window.
    func keyInDialog(_ key: String) async throws {
        try await xdotool(["key", "--delay", "60", key])
    }

    /// Types `text` character by character, 60 ms apart, as a person would.
    func type(_ text: String) async throws {
        // NB: `type` and `key` take every argument after them as text or keys, so each keystroke
        // is its own xdotool run.
        for character in text {
            try await xdotool(["windowfocus", "--sync", window, "type", "--delay", "60", String(character)])
        }
    }

    /// Presses each of `keys` ("Tab", "BackSpace", "ctrl+shift+e") in turn.
    func key(_ keys: String...) async throws {
        for key in keys {
            try await xdotool(["windowfocus", "--sync", window, "key", "--delay", "60", key])
        }
    }

    /// Sets the keyboard layout of the demo's display ("de"), as `setxkbmap -layout` does.
    ///
    /// NB: The layout is the X server's, for every window on it: only for a demo on a display of
    /// its own (`DemoProcess.display`).
    func useLayout(_ layout: String) async throws {
        try await run(EndToEnd.setxkbmap, ["-layout", layout, "-variant", ""])
    }

    /// Runs xdotool on the demo's display with `arguments`, giving up after 20 seconds.
    /// - Returns: What it printed.
    @discardableResult
    private func xdotool(_ arguments: [String]) async throws -> String {
        try await run(EndToEnd.xdotool, arguments)
    }

    /// Runs `tool` on the demo's display with `arguments`, giving up after 20 seconds.
    /// - Returns: What it printed.
    @discardableResult
    private func run(_ tool: URL, _ arguments: [String]) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["--signal=KILL", "20", tool.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // NB: Read before waiting: a full pipe would block xdotool.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        while process.isRunning { try await EndToEnd.pause() }
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            let command = [tool.lastPathComponent] + arguments.prefix(6)
            throw DemoError.tool("\(command.joined(separator: " ")) failed: \(text)")
        }
        return text
    }
}
