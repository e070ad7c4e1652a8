import FormFields
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

            // NB: A program joins the accessibility bus's registry asynchronously.
            try await waitUntil("the demo is on the accessibility bus") {
                ((try? AccessibleTree.names(on: bus)) ?? []).contains("Submit")
            }
            #expect(try !AccessibleTree.names(on: bus).contains("Dismiss"), "the closed banner is not read")
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
            #expect(try AccessibleTree.names(on: bus).contains("Dismiss"), "nor is its button, until it shows")
            let focused = try AccessibleTree.focused(on: bus)
            #expect(focused?.role == "alert" && focused?.name == banner, "read where the focus is")
        }

        /// A Submit that went through is read as the banner shows: it takes the focus from the
        /// field, where a screen reader heard nothing, GTK 4.8 telling it nothing of an alert.
        @Test func anAcceptedSubmitIsReadAsItsBannerTakesTheFocus() async throws {
            let home = DemoHome()
            let bus = try PrivateBus.start()
            defer { bus.stop() }
            let demo = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"], home: home, bus: bus)
            defer { demo.close() }

            try await demo.keyboard.type("Flo")
            try await demo.keyboard.key("ctrl+Return")
            let submit = try await demo.waitFor("the submit") { $0.event == "submit" }
            #expect(submit.message == nil)
            let banner = "Submitted. Added to \(home.submissions.path)"
            try await waitUntil("the banner has the focus") {
                let focused = try? AccessibleTree.focused(on: bus)
                return focused?.role == "alert" && focused?.name == banner
            }
        }
    }
}

extension EndToEndTests {
    /// Closing Submit's banner from the keyboard, on the real app.
    @Suite struct SubmissionBanner {
        /// Esc in the banner closes it as its × button does, the focus going to the form's first
        /// field, from the banner or from its text; Esc did nothing there, and only Tab to the ×
        /// and Enter closed it. The keys typed after Esc go on in the field.
        @Test func escapeInTheBannerDismissesItAndTheFirstFieldHasTheFocus() async throws {
            let demo = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"])
            defer { demo.close() }

            try await demo.keyboard.type("Flo")
            try await demo.keyboard.key("ctrl+Return")
            try await demo.waitFor("the submit") { $0.event == "submit" }
            // The banner has the focus.
            try await demo.keyboard.key("Escape", "End")
            try await demo.keyboard.type("w")
            try await demo.waitFor("Flow") { $0.isWrite(of: "nickname") && $0.value == .string("Flow") }

            let seen = demo.lines.count
            try await demo.keyboard.key("ctrl+Return")
            try await demo.waitFor("the second submit", after: seen) { $0.event == "submit" }
            // Tab goes to the banner's text.
            try await demo.keyboard.key("Tab", "Escape", "End", "BackSpace")
            try await demo.waitFor("Flo", after: seen) { $0.isWrite(of: "nickname") && $0.value == .string("Flo") }
            #expect(demo.lines.writes(of: "nickname") == ["F", "Fl", "Flo", "Flow", "Flo"].map(FieldValue.string))
        }
    }
}

extension EndToEndTests {
    /// What a full disk does to `submissions.jsonl` on the real app.
    @Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "needs prlimit (util-linux)"))
    struct SubmissionFile {
        /// A line the file system takes only part of is cut off again, so the next submission
        /// does not continue half a line.
        @Test func aLineThatDoesNotFitWholeIsCutOffAndTheFileKeepsItsLines() async throws {
            let home = DemoHome()
            try FileManager.default.createDirectory(
                at: home.submissions.deletingLastPathComponent(), withIntermediateDirectories: true)
            let opening = #"{"form":"profile","submitted":"2027-01-15T08:00:00Z","values":{"nickname":""#
            let kept = opening + String(repeating: "x", count: 1_000 - opening.utf8.count - 4) + "\"}}\n"
            try Data(kept.utf8).write(to: home.submissions)
            // NB: A limit on the size of files stands for a full disk: a write takes what fits
            // below it and the next fails. SIGXFSZ, which would end the demo, is ignored by the
            // shell, and so by the demo it becomes (`exec` keeps the process, which xdotool finds).
            let limited = home.root.appendingPathComponent("form-demo-limited")
            try Data(
                "#!/bin/sh\ntrap '' XFSZ\nexec /usr/bin/prlimit --fsize=1024 -- '\(EndToEnd.binary.path)' \"$@\"\n".utf8
            ).write(to: limited)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: limited.path)
            let demo = try await DemoProcess.start(
                form: "profile", arguments: ["--no-restore"], home: home, program: limited)
            defer { demo.close() }

            try await demo.keyboard.type("Flo")
            try await demo.keyboard.key("ctrl+Return")
            let submit = try await demo.waitFor("the submit") { $0.event == "submit" }
            #expect(submit.message == "File too large", "\(submit)")
            #expect(try String(contentsOf: home.submissions, encoding: .utf8) == kept)
        }
    }
}
