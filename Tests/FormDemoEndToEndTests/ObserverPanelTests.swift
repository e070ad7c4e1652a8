import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Testing

@testable import FormDemo

extension EndToEndTests {
    /// The side panel's per-field counters, in this process.
    @MainActor
    @Suite struct ObserverPanelCounters {
        @Test func theCountersShowAFramesEditsAtThatFrame() throws {
            let log = EventLog()
            try EndToEndTests.showing({ ObserverPanel(log: log) }, root: \.root) { panel, window in
                let form = DemoForm.draft(log: log)
                panel.show(form.session)
                let frames = FrameCounter(window: window)
                #expect(frames.waitForPaint(of: window))
                let title = try #require(form.session.fields.first as? OptionalField<String>)
                let entry = FakeEntry()
                entry.attach(title.field)
                #expect(panel.shownCounters(of: "title") == ["0", "0", "0", "0"])

                entry.type("Plan")
                #expect(
                    panel.shownCounters(of: "title") == ["0", "0", "0", "0"], "nothing shown inside the keystrokes")
                #expect(frames.waitForPaint(of: window))
                // Edits, writes, rejected, rewrites: four keystrokes, each written.
                #expect(panel.shownCounters(of: "title") == ["4", "4", "0", "0"])
                #expect(panel.shownCounters(of: "dueDate") == ["0", "0", "0", "0"])
            }
        }

        @Test func theTitlesNumberCountsModelWritesNotTheProblemsListedWithThem() throws {
            let log = EventLog()
            try EndToEndTests.showing({ ObserverPanel(log: log) }, root: \.root) { panel, window in
                let frames = FrameCounter(window: window)
                #expect(panel.shownCount == "0")

                log.record(write("F"))
                log.record(
                    FieldEvent(
                        kind: .diagnostic, source: .restore, form: "profile", field: "", text: "", caret: 0,
                        reason: "The draft’s values for age do not fit the form; ignored."))
                log.record(
                    FieldEvent(kind: .edit, source: .user, form: "profile", field: "nickname", text: "Fl", caret: 2))
                log.record(write("Fl"))
                #expect(frames.waitForPaint(of: window))
                #expect(panel.writes.count == 3, "two writes and the problem are listed")
                #expect(panel.shownCount == "2")

                panel.clear()
                #expect(panel.shownCount == "0")
            }
        }

        private func write(_ nickname: String) -> FieldEvent {
            FieldEvent(
                kind: .write, source: .user, form: "profile", field: "nickname", text: nickname,
                caret: nickname.count, value: .string(nickname))
        }
    }
}

extension EndToEndTests {
    /// The side panel and the keyboard, on the real app.
    @Suite struct ObserverPanelKeys {
        @Test func f9HidingThePanelThatHasFocusGivesFocusBackToTheForm() async throws {
            let demo = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"])
            defer { demo.close() }

            // From the nickname past the other three fields and the form's three buttons to the
            // panel's Clear the List; F9 hides the panel around it.
            for _ in 1...7 { try await demo.keyboard.key("Tab") }
            try await demo.keyboard.key("F9")
            try await demo.keyboard.type("Fe")
            try await demo.waitFor("the typed nickname") { $0.isWrite(of: "nickname") && $0.value == .string("Fe") }
            #expect(demo.lines.writes(of: "nickname") == [.string("F"), .string("Fe")])
        }
    }
}
