import Foundation
import Synchronization
import Testing

/// A running `form-demo --trace`, its trace lines collected as they arrive (or a `form-demo`
/// opened without it, `open(arguments:home:bus:)`).
///
/// ```swift
/// let demo = try await DemoProcess.start(form: "profile")
/// try await demo.keyboard.type("Flow")
/// let commit = try await demo.waitFor { $0.event == "edit" && $0.source == "commit" }
/// ```
/// > Note: Each demo gets its own XDG data and state folders unless given some, and its own X
/// > server; `close()` ends both when the test is done (or `quit()` closes the demo the way a
/// > person does).
final class DemoProcess: Sendable {
    /// How long to wait for any one expected line.
    static let timeout: Duration = .seconds(20)

    let process: Process
    /// The XDG folders the demo writes drafts and submissions to.
    let home: DemoHome
    /// Whether `home` was made for this run alone, and goes with it.
    private let ownsHome: Bool
    /// The demo's own X server, where there is Xvfb; else the demo runs on `$DISPLAY`.
    let display: PrivateDisplay?
    let keyboard: Keyboard
    private let collected = Output()

    /// Starts the demo and waits for its `ready` line.
    /// - Parameters:
    ///   - form: The form to open.
    ///   - arguments: More options (`--no-restore`).
    ///   - home: Where drafts and submissions go; a fresh temporary one by default.
    ///   - bus: The session bus the demo is on; the test run's own (if any) by default.
    ///   - program: The demo to start: the one built next to the tests, or a copy installed in a
    ///     prefix with its translations.
    ///   - language: Variables set on top of the test runner's environment
    ///     (`GettextTools.german`).
    ///   - textScale: The text size the person chose (GNOME's Large Text is 1.25), on the demo's
    ///     own display; the display's normal size when `nil`.
    static func start(
        form: String, arguments: [String] = [], home: DemoHome? = nil, bus: PrivateBus? = nil,
        program: URL = EndToEnd.binary, language: [String: String] = [:], textScale: Double? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> DemoProcess {
        let demo = try DemoProcess(
            program: program, arguments: ["--trace", "--form", form] + arguments, home: home,
            busAddress: bus?.address, language: language, textScale: textScale)
        _ = try await demo.waitFor("the ready line", sourceLocation: sourceLocation) { $0.event == "ready" }
        try await demo.keyboard.attach(toProcess: demo.process.processIdentifier, display: demo.displayName)
        return demo
    }

    /// Starts the demo as a person does, without `--trace`, on `bus`, and waits for its window.
    ///
    /// Such a demo prints no trace lines: tests see what it does through its window and its files.
    /// - Parameter bus: The session bus; `nil` for none, as under Xvfb in CI (the demo is given an
    ///   address where no bus listens, so that it cannot find the test run's own).
    static func open(arguments: [String] = [], home: DemoHome? = nil, bus: PrivateBus?) async throws -> DemoProcess {
        let demo = try DemoProcess(
            program: EndToEnd.binary, arguments: arguments, home: home,
            busAddress: bus?.address ?? "unix:path=\(FileManager.default.temporaryDirectory.path)/no-bus-here")
        try await demo.keyboard.attach(toProcess: demo.process.processIdentifier, display: demo.displayName)
        return demo
    }

    /// Starts the README's `formfields-example`, which prints every log event as a trace line,
    /// and waits for its window.
    /// - Parameter home: Where its draft is kept; a fresh temporary one, removed by `close()`,
    ///   when `nil`.
    static func startExample(home: DemoHome? = nil) async throws -> DemoProcess {
        let example = try DemoProcess(program: EndToEnd.example, arguments: [], home: home)
        try await example.keyboard.attach(toProcess: example.process.processIdentifier, display: example.displayName)
        return example
    }

    /// - Parameters:
    ///   - home: Where drafts and submissions go; a fresh temporary one, removed by `close()`,
    ///     when `nil`.
    ///   - busAddress: The session bus's address; the test run's own (if any) when `nil`.
    ///   - language: Variables set on top of the test runner's environment.
    ///   - textScale: The text size on the demo's display (`PrivateDisplay.start(textScale:)`).
    private init(
        program: URL, arguments: [String], home: DemoHome?, busAddress: String? = nil, language: [String: String] = [:],
        textScale: Double? = nil
    ) throws {
        self.home = home ?? DemoHome()
        ownsHome = home == nil
        display = try PrivateDisplay.start(textScale: textScale)
        process = Process()
        process.executableURL = program
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.merging(language) { $1 }
        environment["XDG_DATA_HOME"] = self.home.data.path
        environment["XDG_STATE_HOME"] = self.home.state.path
        environment["GDK_BACKEND"] = "x11"
        if let display { environment["DISPLAY"] = display.name }
        environment["GSETTINGS_BACKEND"] = "memory"
        if let busAddress { environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress }
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        keyboard = Keyboard()
        try process.run()
        Self.read(stdout.fileHandleForReading) { [collected] line in
            guard let trace = TraceLine(line) else { return }
            collected.state.withLock { $0.lines.append(trace) }
        }
        Self.read(stderr.fileHandleForReading) { [collected] line in
            collected.state.withLock { $0.stderr += line + "\n" }
        }
    }

    /// The X display the demo shows its window on.
    var displayName: String { display?.name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "" }

    /// Every trace line so far.
    var lines: [TraceLine] { collected.state.withLock { $0.lines } }

    /// What the demo printed on stderr so far.
    var stderr: String { collected.state.withLock { $0.stderr } }

    /// Waits until a line after the first `after` lines satisfies `predicate`, and returns it.
    /// - Throws: `DemoError.timedOut` (with the lines seen) if none comes, or the demo exits.
    @discardableResult
    func waitFor(
        _ what: String, after: Int = 0, sourceLocation: SourceLocation = #_sourceLocation,
        _ predicate: (TraceLine) -> Bool
    ) async throws -> TraceLine {
        let deadline = ContinuousClock.now + Self.timeout
        while ContinuousClock.now < deadline {
            if let line = lines.dropFirst(after).first(where: predicate) { return line }
            if !process.isRunning {
                if let line = lines.dropFirst(after).first(where: predicate) { return line }
                throw DemoError.exited(waitingFor: what, status: process.terminationStatus, stderr: stderr)
            }
            try await EndToEnd.pause()
        }
        throw DemoError.timedOut(waitingFor: what, seen: lines.suffix(12).map(\.description), stderr: stderr)
    }

    /// Launches `form-demo` again with `arguments`, with this demo's display, session bus and
    /// folders, as a person launching it a second time does, and waits for that launch to exit.
    /// - Throws: `DemoError.tool` (after ending it) if it still runs after `timeout`.
    func launchAgain(_ arguments: [String], timeout: Duration = .seconds(10)) async throws -> Launch {
        let launch = Process()
        launch.executableURL = EndToEnd.binary
        launch.arguments = arguments
        launch.environment = process.environment
        let (stdout, stderr) = (Pipe(), Pipe())
        launch.standardOutput = stdout
        launch.standardError = stderr
        let started = ContinuousClock.now
        try launch.run()
        defer { EndToEnd.kill(launch) }
        while launch.isRunning {
            guard ContinuousClock.now < started + timeout else {
                throw DemoError.tool("form-demo \(arguments.joined(separator: " ")) still runs after \(timeout)")
            }
            try await EndToEnd.pause()
        }
        let took = ContinuousClock.now - started
        // NB: Read once it has exited: what a launch prints (--help at most) fits in a pipe.
        return Launch(
            status: launch.terminationStatus, took: took,
            stdout: String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            stderr: String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    /// A launch that ended: how, how soon, and what it printed.
    struct Launch {
        let status: Int32
        /// From starting it until it exited.
        let took: Duration
        let stdout: String
        let stderr: String
    }

    /// Closes the demo with Ctrl+Q, the way a person quits, and waits for it to exit.
    /// - Returns: The exit status.
    func quit() async throws -> Int32 {
        try await keyboard.key("ctrl+q")
        return try await waitForExit()
    }

    /// Waits for the demo to exit by itself.
    func waitForExit(within timeout: Duration = DemoProcess.timeout) async throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            guard ContinuousClock.now < deadline else { throw DemoError.stillRunning }
            try await EndToEnd.pause()
        }
        return process.terminationStatus
    }

    /// Sends `signal` to the demo, as logging out (SIGTERM, SIGHUP) or Ctrl+C in a terminal
    /// (SIGINT) does.
    func send(_ signal: Int32) {
        Foundation.kill(process.processIdentifier, signal)
    }

    /// Kills the demo at once (no chance to save): what a crash or power cut leaves behind.
    func kill() {
        EndToEnd.kill(process)
    }

    /// Ends the demo if it still runs, and its X server; waits for both. Removes the demo's
    /// home when it was made for this run.
    ///
    /// Synchronous, for `defer { demo.close() }`: nothing of a test outlives it.
    func close() {
        EndToEnd.kill(process)
        display?.stop()
        if ownsHome { try? FileManager.default.removeItem(at: home.root) }
    }

    deinit { close() }

    /// Calls `handle` with each line `file` delivers, on a thread of its own, until end of file.
    private static func read(_ file: FileHandle, _ handle: @escaping @Sendable (String) -> Void) {
        Thread.detachNewThread {
            var pending = Data()
            while true {
                let chunk = file.availableData
                guard !chunk.isEmpty else { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    handle(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending = Data(pending[pending.index(after: newline)...])
                }
            }
        }
    }
}

/// What the demo printed, shared with the threads that read it.
private final class Output: Sendable {
    let state = Mutex<(lines: [TraceLine], stderr: String)>(([], ""))
}

/// Why waiting on the demo failed.
enum DemoError: Error, CustomStringConvertible {
    case timedOut(waitingFor: String, seen: [String], stderr: String)
    case exited(waitingFor: String, status: Int32, stderr: String)
    case stillRunning
    case tool(String)

    var description: String {
        switch self {
        case .timedOut(let what, let seen, let stderr):
            "timed out waiting for \(what); last lines:\n\(seen.joined(separator: "\n"))\nstderr:\n\(stderr)"
        case .exited(let what, let status, let stderr):
            "the demo exited (status \(status)) while waiting for \(what); stderr:\n\(stderr)"
        case .stillRunning: "the demo did not exit"
        case .tool(let message): message
        }
    }
}

/// A temporary XDG data and state folder pair for one or more runs of the demo.
struct DemoHome: Sendable {
    let root: URL
    var data: URL { root.appendingPathComponent("data") }
    var state: URL { root.appendingPathComponent("state") }
    var drafts: URL { state.appendingPathComponent("io.github.formfields.FormDemo/drafts") }
    var submissions: URL { data.appendingPathComponent("io.github.formfields.FormDemo/submissions.jsonl") }

    init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("form-demo-e2e-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// The draft file of `form`.
    func draft(_ form: String) -> URL { drafts.appendingPathComponent("\(form).json") }
}
