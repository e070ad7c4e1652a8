import Foundation
import Glibc

/// Time from process start to the first frame: `form-demo --trace` against `field-bench
/// --bare-window`, started alternately in the same run, and `field-bench --widget-window` beside
/// them for information.
///
/// Each child is timed from just before it is spawned until its `{"event":"ready"...}` line
/// arrives on the pipe (both print it after their window's first "after-paint"); the child is
/// then ended by its process id. One untimed start of each warms the caches first.
@MainActor
struct StartupBench {
    var rounds: Int
    /// The `form-demo` executable; `nil` looks next to `field-bench`.
    var demo: String?
    /// How long a child may take to show its first frame.
    var timeout: Double = 30

    func run() -> StartupSection {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let demo = self.demo ?? directory.appendingPathComponent("form-demo").path
        var section = StartupSection(rounds: rounds)
        guard FileManager.default.isExecutableFile(atPath: demo) else {
            section.pending = "no form-demo at \(demo); build all products first, or pass --demo PATH"
            return section
        }
        section.demoPath = demo
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("sb-bench-startup-\(getpid())")
        defer { try? FileManager.default.removeItem(at: state) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.appendingPathComponent("state").path
        environment["XDG_DATA_HOME"] = state.appendingPathComponent("data").path
        let bare = Child(path: CommandLine.arguments[0], arguments: ["--bare-window"], environment: environment)
        let app = Child(path: demo, arguments: ["--trace", "--no-restore"], environment: environment)
        let widgets = Child(path: CommandLine.arguments[0], arguments: ["--widget-window"], environment: environment)
        do {
            for child in [bare, app, widgets] { _ = try child.timeToReady(timeout: timeout) }
            for _ in 0..<rounds {
                section.bare.append(try bare.timeToReady(timeout: timeout))
                section.demo.append(try app.timeToReady(timeout: timeout))
                section.widgets.append(try widgets.timeToReady(timeout: timeout))
            }
        } catch {
            section.pending = "\(error)"
        }
        return section
    }
}

/// A program started for its start-up time.
struct Child {
    var path: String
    var arguments: [String]
    var environment: [String: String]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts the program and returns the nanoseconds until it printed its ready line; then ends it.
    func timeToReady(timeout: Double) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let start = Clock.now()
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGTERM) }
            process.waitUntilExit()
        }
        guard try waitForReady(output.fileHandleForReading.fileDescriptor, until: start + UInt64(timeout * 1e9)) else {
            throw Failure(
                description: "\(path) \(arguments.joined(separator: " ")) printed no ready line within \(timeout) s")
        }
        return Double(Clock.now() - start)
    }

    /// Reads `descriptor` until a line with `"event":"ready"` arrives (`true`), or end of file or
    /// the deadline (`false`).
    private func waitForReady(_ descriptor: Int32, until deadline: UInt64) throws -> Bool {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let marker = Array(#""event":"ready""#.utf8)
        while Clock.now() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min((deadline - Clock.now()) / 1_000_000, 1_000))
            guard poll(&poller, 1, milliseconds) >= 0 else { throw Failure(description: "poll failed") }
            guard poller.revents != 0 else { continue }
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return false }
            received += buffer[..<count]
            if received.contains(marker) { return true }
        }
        return false
    }
}

extension Array where Element: Equatable {
    /// Whether `other` occurs in this array as a contiguous run.
    fileprivate func contains(_ other: [Element]) -> Bool {
        guard other.count <= count else { return false }
        return (0...(count - other.count)).contains { self[$0..<($0 + other.count)].elementsEqual(other) }
    }
}

/// The start-up benchmark's figures.
struct StartupSection: Section {
    let key = "startup"
    var rounds: Int
    /// Nanoseconds from spawn to the ready line, one per round.
    var bare: [Double] = []
    var demo: [Double] = []
    /// The same for `--widget-window`: for information, never a target.
    var widgets: [Double] = []
    /// Why there are no figures, if there are none.
    var pending: String?
    var demoPath: String?

    /// The target's figure: `form-demo` over the empty window.
    var ratio: Double? { bare.isEmpty ? nil : Statistics.pairedRatio(demo, bare) }
    /// For information: GTK's widgets over the empty window, and `form-demo` over them.
    var widgetsRatio: Double? { widgets.isEmpty ? nil : Statistics.pairedRatio(widgets, bare) }
    var demoOverWidgets: Double? { widgets.isEmpty ? nil : Statistics.pairedRatio(demo, widgets) }

    var tables: [Table] {
        var table = Table(
            "Start-up: process start to first frame (median of \(rounds) alternating starts)",
            columns: ["program", "time to first frame"])
        if let pending {
            table.notes.append("pending: \(pending).")
        } else {
            table.add([
                "field-bench --bare-window (empty GtkApplicationWindow, 1180x720)",
                Format.duration(Statistics.median(bare)),
            ])
            table.add(["form-demo --trace --no-restore", Format.duration(Statistics.median(demo))])
            if !widgets.isEmpty {
                table.add([
                    "info: field-bench --widget-window (the same with a header bar, label, entry, button)",
                    Format.duration(Statistics.median(widgets)),
                ])
            }
            if let demoPath { table.notes.append("form-demo: \(demoPath).") }
            table.add(["form-demo / bare (median of per-round ratios)", ratio.map(Format.ratio) ?? "-"])
            if let widgetsRatio, let demoOverWidgets {
                table.add(["info: widget window / bare", Format.ratio(widgetsRatio)])
                table.add(["info: form-demo / widget window", Format.ratio(demoOverWidgets)])
            }
            table.notes.append(
                "time: wall time from spawning the process to its ready line after the window's first frame.")
            table.notes.append(
                "info rows are no target: the widget window is GTK's own first-frame cost of a header bar and three "
                    + "standard widgets (fonts, icons, the GL renderer's shaders), without FormFields.")
        }
        return [table]
    }

    var targets: [Target] {
        [.atMost("start-up, form-demo / bare GTK window", 1.3, unit: "x", measured: ratio)]
    }
}
