import FormFieldsTestSupport
import Foundation
import Testing

/// `form-demo`'s options, read before GTK starts: no display needed.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: EndToEnd.binary.path), "needs form-demo built"))
struct CommandLineTests {
    /// Runs form-demo with `arguments` without a display.
    private func run(_ arguments: [String]) throws -> ProgramRun {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        return try ProgramRun(EndToEnd.binary, arguments, environment: environment)
    }

    @Test func helpDescribesTheOptionsFormsAndShortcuts() throws {
        let result = try run(["--help"])
        #expect(result.status == 0)
        for text in [
            "--form NAME", "--trace", "--no-restore", "profile", "numbers", "draft", "search", "payment",
            "compare", "Ctrl+Shift+R", "Ctrl+Shift+E", "Ctrl+Return", "F9", "Ctrl+?", "Ctrl+Q", "submissions.jsonl",
        ] {
            #expect(result.stdout.contains(text), "--help mentions \(text)")
        }
        // Wrapped over several lines: read word by word.
        let prose = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for sentence in [
            "Launched while it runs, form-demo shows the window it has open and exits.",
            "launched while the demo runs, switch its window to NAME",
            "a traced demo runs on its own, with a window of its own, even while another demo runs",
            "(ignored, and said so, while the demo runs: its window keeps its values)",
        ] {
            #expect(prose.contains(sentence), "--help says: \(sentence)")
        }
    }

    @Test func anUnknownFormListsTheValidOnesAndExitsWith2() throws {
        let result = try run(["--form", "wizard"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == "Unknown form “wizard”. Valid forms: profile, numbers, draft, search, payment, compare\n")
    }

    @Test func aMissingFormNameAndAnUnknownOptionExitWith2() throws {
        #expect(try run(["--form"]).status == 2)
        let unknown = try run(["--colour"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--help"))
    }
}
