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

    static let xvfb = URL(fileURLWithPath: "/usr/bin/Xvfb")

    /// Starts an Xvfb on a free display number; `nil` when Xvfb is not installed.
    static func start() throws -> PrivateDisplay? {
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
        return PrivateDisplay(name: ":" + number, process: process)
    }

    private init(name: String, process: Process) {
        self.name = name
        self.process = process
    }

    /// Stops the server and waits for it to exit.
    func stop() {
        EndToEnd.kill(process)
    }

    deinit { stop() }
}
