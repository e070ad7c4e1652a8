import Foundation

/// An X server of one demo's own, so keystrokes reach the demo and nothing else.
///
/// Without a window manager the X keyboard focus goes to whichever window was presented last,
/// and other test targets running in this process (FormFieldsGtkTests) present windows on
/// `$DISPLAY` while a demo is being typed into. On a private Xvfb the demo is alone.
///
/// ```swift
/// let display = try PrivateDisplay.start()     // nil when Xvfb is not installed
/// environment["DISPLAY"] = display?.name ?? sharedDisplay
/// ```
final class PrivateDisplay: Sendable {
    /// The display's name for `DISPLAY`: ":42".
    let name: String
    private let process: Process
    /// The XSETTINGS manager that publishes the display's text size, if one was asked for.
    private let settings: Process?

    static let xvfb = URL(fileURLWithPath: "/usr/bin/Xvfb")

    /// The test helper that publishes a text size as GNOME's settings daemon does.
    static let settingsManager = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("XSettingsManager")

    /// Starts an Xvfb on a free display number; `nil` when Xvfb is not installed.
    /// - Parameter textScale: The text size a person chose, as GNOME's Large Text sets it (1.25):
    ///   published as XSETTINGS' `Xft/DPI`, 96 dpi times `textScale`, before any window shows.
    ///   GTK 4 on X11 takes its text size from there alone, not from `settings.ini`.
    static func start(textScale: Double? = nil) throws -> PrivateDisplay? {
        guard FileManager.default.isExecutableFile(atPath: xvfb.path) else { return nil }
        let process = Process()
        process.executableURL = xvfb
        // NB: -displayfd picks a free display number and writes it to stdout once the server
        // accepts clients; -terminate ends the server when its last client has gone.
        process.arguments = ["-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-terminate"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let number = try firstLine(of: output, orElse: "Xvfb exited before it took a display number")
        let name = ":" + number
        guard let textScale else { return PrivateDisplay(name: name, process: process, settings: nil) }
        let settings = Process()
        settings.executableURL = settingsManager
        // NB: Xft/DPI counts 1024ths of a dot per inch.
        settings.arguments = [String(Int(96 * 1024 * textScale))]
        settings.environment = ["DISPLAY": name]
        let ready = Pipe()
        settings.standardOutput = ready
        do {
            try settings.run()
            _ = try firstLine(of: ready, orElse: "XSettingsManager exited before it published the text size")
        } catch {
            EndToEnd.kill(settings)
            EndToEnd.kill(process)
            throw error
        }
        return PrivateDisplay(name: name, process: process, settings: settings)
    }

    private init(name: String, process: Process, settings: Process?) {
        self.name = name
        self.process = process
        self.settings = settings
    }

    /// Stops the server, and its settings manager, and waits for them to exit.
    func stop() {
        settings.map(EndToEnd.kill)
        EndToEnd.kill(process)
    }

    deinit { stop() }
}
