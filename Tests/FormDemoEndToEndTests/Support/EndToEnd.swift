import Foundation
import Testing

/// Where the end-to-end tests find what they drive, and when they can run.
enum EndToEnd {
    /// The `form-demo` built next to this test bundle.
    static var binary: URL { built("form-demo") }

    /// The README's `formfields-example`, built next to this test bundle.
    static var example: URL { built("formfields-example") }

    private static func built(_ program: String) -> URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent(program)
    }

    static let xdotool = URL(fileURLWithPath: "/usr/bin/xdotool")
    /// Switches a display's keyboard layout (Debian package x11-xkb-utils).
    static let setxkbmap = URL(fileURLWithPath: "/usr/bin/setxkbmap")

    /// Why the tests cannot run here, or `nil` when they can.
    static var missing: String? {
        let environment = ProcessInfo.processInfo.environment
        if (environment["DISPLAY"] ?? "").isEmpty {
            return "needs an X display for the real app; run under `xvfb-run -a swift test`"
        }
        if !FileManager.default.isExecutableFile(atPath: xdotool.path) {
            return "needs xdotool (Debian package xdotool) to type real keystrokes"
        }
        for program in [binary, example] where !FileManager.default.isExecutableFile(atPath: program.path) {
            return "\(program.lastPathComponent) is not built next to the tests (\(program.path)); run `swift build`"
        }
        return nil
    }

    /// Ends `process` if it runs, and waits for it.
    ///
    /// NB: With SIGKILL: the test runner's threads block nearly every signal and the processes
    /// they start inherit that mask, so SIGTERM would never arrive.
    static func kill(_ process: Process) {
        guard process.processIdentifier != 0 else { return }  // never started
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Lets other work run for a moment while waiting on the demo.
    static func pause() async throws {
        try await Task.sleep(for: .milliseconds(20))
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only where the demo can be started and typed into.
    ///
    /// NB: Without a display the demo cannot open its window; the tests skip with the reason.
    static var endToEnd: Self {
        .enabled(if: EndToEnd.missing == nil, Comment(rawValue: EndToEnd.missing ?? "the demo can run"))
    }
}

/// Every test that starts the demo. They run one at a time: all windows share one display, and
/// keystrokes go to one of them.
@Suite(.serialized, .endToEnd)
enum EndToEndTests {}
