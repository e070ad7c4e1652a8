import Foundation

/// A D-Bus session bus of a test's own, where demos started on it find each other: a later
/// launch hands its command line to the demo running there.
///
/// ```swift
/// let bus = try PrivateBus.start()
/// defer { bus.stop() }
/// environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
/// ```
/// > Note: `dbus-run-session` keeps the bus for as long as its child runs: a shell that prints
/// > the bus's address and then waits for its stdin to close. `stop()` closes it, and the bus
/// > goes with the shell. Stop the bus after the demos on it: GLib ends a program whose session
/// > bus goes away.
final class PrivateBus: Sendable {
    /// The address for `DBUS_SESSION_BUS_ADDRESS`.
    let address: String
    private let process: Process
    private let input: FileHandle

    static let runSession = URL(fileURLWithPath: "/usr/bin/dbus-run-session")

    /// Why the tests that need a bus of their own skip here, or `nil` when they run.
    ///
    /// NB: In CI (`CI` set) they never skip: `meson-helper/test` installs D-Bus, and a missing
    /// `dbus-run-session` there fails them when they start one.
    static var missing: String? {
        if FileManager.default.isExecutableFile(atPath: runSession.path)
            || ProcessInfo.processInfo.environment["CI"] != nil
        {
            return nil
        }
        return "needs dbus-run-session (Debian package dbus-daemon, which meson-helper/test installs) "
            + "for a private session bus"
    }

    /// Starts a bus and waits for its address.
    static func start() throws -> PrivateBus {
        guard FileManager.default.isExecutableFile(atPath: runSession.path) else {
            throw DemoError.tool("no \(runSession.path): install the Debian package dbus-daemon")
        }
        let process = Process()
        // NB: Through `env --default-signal`, which unblocks every signal: the test runner blocks
        // nearly all of them and what it starts inherits that, so the SIGTERM with which
        // dbus-run-session ends its bus would never arrive, and the bus would outlive the test.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "--default-signal", runSession.path, "--", "/bin/sh", "-c",
            #"echo "$DBUS_SESSION_BUS_ADDRESS"; exec cat >/dev/null"#,
        ]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        // NB: dbus-daemon says on stderr that it may not raise its file limit, and what it starts.
        process.standardError = FileHandle.nullDevice
        try process.run()
        let address = try firstLine(of: output, orElse: "dbus-run-session exited before it gave an address")
        return PrivateBus(address: address, process: process, input: input.fileHandleForWriting)
    }

    private init(address: String, process: Process, input: FileHandle) {
        self.address = address
        self.process = process
        self.input = input
    }

    /// Ends the bus and waits for it; kills it if it has not ended within five seconds.
    func stop() {
        try? input.close()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        EndToEnd.kill(process)
    }

    deinit { stop() }
}
