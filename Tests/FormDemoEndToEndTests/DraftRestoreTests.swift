import FormFields
import Foundation
import Testing

extension EndToEndTests {
    /// Drafts: saved within a second of an edit, even while typing goes on, and on close, restored
    /// at the next start.
    @Suite struct DraftRestore {
        @Test func aDraftSavedAfterTheLastEditSurvivesAKill() async throws {
            let home = DemoHome()
            let first = try await DemoProcess.start(form: "profile", home: home)
            defer { first.close() }
            try await first.keyboard.type("Flo")
            try await first.waitFor("the last write") { $0.isWrite(of: "nickname") && $0.value == .string("Flo") }
            try await waitUntil("the draft holds Flo") {
                (try? String(contentsOf: home.draft("profile"), encoding: .utf8))?.contains(#""Flo""#) == true
            }
            first.kill()

            let second = try await DemoProcess.start(form: "profile", home: home)
            defer { second.close() }
            let ready = try #require(second.lines.firstIndex { $0.event == "ready" })
            let restored = second.lines[..<ready].filter { $0.isWrite(of: "nickname") }
            #expect(restored.map(\.value) == [.string("Flo")])
            #expect(restored.map(\.source) == ["restore"])
            #expect(second.lines.edits(of: "nickname").first?.text == "Flo", "the entry shows the restored value")

            // Typing goes on from the restored text; the caret is at its end.
            try await second.keyboard.key("End")
            try await second.keyboard.type("w")
            try await second.waitFor("the next write") { $0.isWrite(of: "nickname") && $0.source == "user" }
            #expect(second.lines.writes(of: "nickname", source: "user") == [.string("Flow")])
        }

        @Test func aPersonWhoKeepsTypingHasTheirTextSavedWithinASecondNotOnlyWhenTheyPause() async throws {
            let home = DemoHome()
            let demo = try await DemoProcess.start(form: "profile", home: home)
            defer { demo.close() }
            try await demo.keyboard.key("Tab")
            let name = "Ada Lovelace of London"
            let started = ContinuousClock.now
            var typedAt: [ContinuousClock.Instant] = []
            for character in name {
                try await demo.keyboard.type(String(character))
                typedAt.append(.now)
                try await Task.sleep(for: .milliseconds(150))
            }
            let typing = ContinuousClock.now - started
            try #require(typing > .milliseconds(3_000), "the typing goes on for seconds: \(typing)")

            // Killed right after the last keystroke: what had been typed a second earlier is saved.
            let killed = ContinuousClock.now
            demo.kill()
            let saved = try DraftStore(directory: home.drafts).load(form: "profile")?.values["fullName"]
            guard case .string(let fullName) = saved else {
                Issue.record("no full name was saved in \(typing) of typing: \(String(describing: saved))")
                return
            }
            // NB: Two seconds: the save's second, and one more for a demo slowed down by a busy
            // machine. The model holds no trailing space.
            let surelySaved = name.prefix(typedAt.count { $0 < killed - .seconds(2) })
            #expect(name.hasPrefix(fullName), "saved: \(fullName)")
            #expect(
                fullName.count >= surelySaved.trimmingCharacters(in: .whitespaces).count,
                "saved “\(fullName)”, though “\(surelySaved)” was typed two seconds before the end")
        }

        @Test func quittingSavesAtOnceAndNoRestoreIgnoresTheDraft() async throws {
            let home = DemoHome()
            let first = try await DemoProcess.start(form: "profile", home: home)
            defer { first.close() }
            try await first.keyboard.type("Fl")
            try await first.waitFor("the write") { $0.isWrite(of: "nickname") && $0.value == .string("Fl") }
            #expect(try await first.quit() == 0)
            let saved = try String(contentsOf: home.draft("profile"), encoding: .utf8)
            #expect(saved.contains(#""nickname" : "Fl""#), "draft: \(saved)")

            let restored = try await DemoProcess.start(form: "profile", home: home)
            #expect(restored.lines.writes(of: "nickname", source: "restore") == [.string("Fl")])
            restored.close()

            let fresh = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"], home: home)
            defer { fresh.close() }
            #expect(fresh.lines.filter { $0.source == "restore" }.isEmpty)
        }

        @Test func beingAskedToEndSavesWhatWasTypedTheMomentBefore() async throws {
            // Logging out (SIGTERM, SIGHUP) and Ctrl+C in a terminal (SIGINT), each right after a
            // keystroke, well before the draft's own save a second later.
            for signal in [SIGTERM, SIGINT, SIGHUP] {
                let home = DemoHome()
                let demo = try await DemoProcess.start(form: "profile", home: home)
                defer { demo.close() }
                try await demo.keyboard.type("Fl")
                try await demo.waitFor("the write") { $0.isWrite(of: "nickname") && $0.value == .string("Fl") }
                demo.send(signal)
                #expect(try await demo.waitForExit() == 0, "signal \(signal): the demo quits as Ctrl+Q does")
                let saved = (try? String(contentsOf: home.draft("profile"), encoding: .utf8)) ?? ""
                #expect(saved.contains(#""nickname" : "Fl""#), "signal \(signal), draft: \(saved)")
            }
        }

        @Test func aCorruptDraftIsMovedAsideReportedAndTheAppStarts() async throws {
            let home = DemoHome()
            try FileManager.default.createDirectory(at: home.drafts, withIntermediateDirectories: true)
            try Data("{\"nickname\": ".utf8).write(to: home.draft("profile"))

            let demo = try await DemoProcess.start(form: "profile", home: home)
            defer { demo.close() }
            let problem = try #require(demo.lines.first { $0.event == "diagnostic" })
            #expect(problem.form == "profile")
            #expect(problem.message?.hasPrefix("The draft profile.json could not be read") == true, "\(problem)")
            let aside = try FileManager.default.contentsOfDirectory(atPath: home.drafts.path)
            #expect(aside.contains { $0.hasPrefix("profile.json.corrupt-") }, "files: \(aside)")
            #expect(!aside.contains("profile.json"))

            try await demo.keyboard.type("F")
            try await demo.waitFor("a write after the bad start") { $0.isWrite(of: "nickname") }
        }
    }
}

/// Waits until `condition` holds, checking every 50 ms for up to 10 seconds.
func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition() {
        guard ContinuousClock.now < deadline else { throw DemoError.tool("timed out waiting until \(what)") }
        try await Task.sleep(for: .milliseconds(50))
    }
}
