import Foundation
import Testing

extension EndToEndTests {
    /// Submit on the real app, when the values cannot be added to `submissions.jsonl`.
    @Suite(.enabled(if: AccessibleTree.missing == nil, Comment(rawValue: AccessibleTree.missing ?? "AT-SPI runs")))
    struct Submission {
        @Test func aSubmitThatCannotBeSavedSaysWhereAndWhyOnScreenAndInTheTrace() async throws {
            let home = DemoHome()
            // A file stands where the demo's data folder goes: no submission can be added there.
            let folder = home.submissions.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: home.data, withIntermediateDirectories: true)
            try Data().write(to: folder)
            let bus = try PrivateBus.start()
            defer { bus.stop() }
            let demo = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"], home: home, bus: bus)
            defer { demo.close() }

            try await demo.keyboard.type("Flo")
            try await demo.keyboard.key("ctrl+Return")
            let submit = try await demo.waitFor("the submit") { $0.event == "submit" }
            #expect(submit.form == "profile")
            #expect(submit.field == nil, "no field stopped it")
            #expect(submit.json.contains(#""file":"\#(home.submissions.path)""#), "\(submit)")
            let reason = try #require(submit.message)
            #expect(!reason.isEmpty)

            let banner = "Not submitted. The values could not be added to \(home.submissions.path): \(reason)"
            try await waitUntil("the banner says so") { (try? AccessibleTree.names(on: bus))?.contains(banner) == true }
        }
    }
}
