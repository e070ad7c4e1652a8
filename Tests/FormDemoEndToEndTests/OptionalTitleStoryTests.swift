import FormFields
import Foundation
import Testing

extension EndToEndTests {
    /// Seed 004 on the real app: the draft's title cleared while its entry has focus stays null.
    @Suite struct OptionalTitleStory {
        @Test func aTitleClearedWhileFocusedStaysNull() async throws {
            let demo = try await DemoProcess.start(form: "draft", arguments: ["--no-restore"])
            defer { demo.close() }

            // The title is null: its suggestions show, the first has focus. Space chooses it and
            // puts the caret at the end of the entry.
            try await demo.keyboard.key("space")
            try await demo.waitFor("the chosen title") { $0.isWrite(of: "title") }
            try await demo.keyboard.type(" 2")
            try await demo.waitFor("the typed title") {
                $0.isWrite(of: "title") && $0.value == .string("Quarterly plan 2")
            }

            // Esc clears while the entry has focus; the entry goes away and loses focus.
            try await demo.keyboard.key("Escape")
            try await demo.waitFor("the cleared title") { $0.isWrite(of: "title") && $0.value == .null }
            try await demo.keyboard.key("ctrl+Return")
            try await demo.waitFor("the submit") { $0.event == "submit" }

            #expect(
                demo.lines.writes(of: "title")
                    == [.string("Quarterly plan"), .string("Quarterly plan "), .string("Quarterly plan 2"), .null])
            #expect(!demo.lines.writes(of: "title").contains(.string("")), "no phantom \"\" reached the model")
            let submitted = try String(contentsOf: demo.home.submissions, encoding: .utf8)
            #expect(submitted.contains(#""title":null"#), "submitted: \(submitted)")
        }

        @Test func ctrlZOnTheSuggestionsTakesAnEscBackAndTypingGoesOnWhereItWas() async throws {
            let demo = try await DemoProcess.start(form: "draft", arguments: ["--no-restore"])
            defer { demo.close() }

            try await demo.keyboard.type("Ada")
            try await demo.keyboard.key("Left")
            try await demo.keyboard.key("Escape")
            try await demo.waitFor("the cleared title") { $0.isWrite(of: "title") && $0.value == .null }

            // Focus is on the first suggestion now; Ctrl+Z brings the title back into the entry,
            // with the caret where it was, so the next key lands there.
            try await demo.keyboard.key("ctrl+z")
            try await demo.waitFor("the title back") { $0.isWrite(of: "title") && $0.value == .string("Ada") }
            try await demo.keyboard.type("n")
            try await demo.waitFor("the typed key") { $0.isWrite(of: "title") && $0.value == .string("Adna") }

            #expect(
                demo.lines.writes(of: "title", source: "user")
                    == [.string("A"), .string("Ad"), .string("Ada"), .null, .string("Ada"), .string("Adna")])
            #expect(demo.lines.writes(of: "title").count == 6, "no other write on the way")
        }

        @Test func typingOnTheSuggestionsStartsATitleOfOnesOwn() async throws {
            let demo = try await DemoProcess.start(form: "draft", arguments: ["--no-restore"])
            defer { demo.close() }

            // The first suggestion has focus; the keys go on into the entry, which shows for them.
            try await demo.keyboard.type("Ada")
            try await demo.waitFor("the typed title") { $0.isWrite(of: "title") && $0.value == .string("Ada") }
            // Cleared again, typing starts over the same way.
            try await demo.keyboard.key("Escape")
            try await demo.waitFor("the cleared title") { $0.isWrite(of: "title") && $0.value == .null }
            try await demo.keyboard.type("Bo")
            try await demo.waitFor("the second title") { $0.isWrite(of: "title") && $0.value == .string("Bo") }

            #expect(
                demo.lines.writes(of: "title")
                    == [.string("A"), .string("Ad"), .string("Ada"), .null, .string("B"), .string("Bo")],
                "every key landed, with no suggestion chosen and no \"\" first")
        }

        @Test func altTWhileTheTitleIsNullLandsOnTheSuggestionsWhereTypingStartsOne() async throws {
            let demo = try await DemoProcess.start(form: "draft", arguments: ["--no-restore"])
            defer { demo.close() }

            // Alt+T from the due date: the title's entry is hidden while the title is null, so its
            // mnemonic goes to the first suggestion, and the keys after it start a title.
            try await demo.keyboard.key("alt+d", "alt+t")
            try await demo.keyboard.type("Bo")
            try await demo.waitFor("the typed title") { $0.isWrite(of: "title") && $0.value == .string("Bo") }
            #expect(demo.lines.writes(of: "title") == [.string("B"), .string("Bo")])
        }

        @Test func aDueDateTypedThenClearedWithEscIsNull() async throws {
            let demo = try await DemoProcess.start(form: "draft", arguments: ["--no-restore"])
            defer { demo.close() }

            // Esc on a date begun while the value is still null empties the entry, writing nothing.
            try await demo.keyboard.key("alt+d")
            try await demo.keyboard.type("2025")
            try await demo.waitFor("the year") { $0.isEdit(of: "dueDate") && $0.text == "2025" }
            let typed = demo.lines.count
            try await demo.keyboard.key("Escape")
            try await demo.waitFor("the emptied date", after: typed) { $0.isEdit(of: "dueDate") && $0.text == "" }

            try await demo.keyboard.type("2025-03-14")
            try await demo.waitFor("the date") { $0.isWrite(of: "dueDate") && $0.value != .null }
            try await demo.keyboard.key("Escape", "Tab")
            try await demo.waitFor("the commit") { $0.isEdit(of: "dueDate") && $0.source == "commit" }

            #expect(demo.lines.writes(of: "dueDate") == [.string("2025-03-14T00:00:00Z"), .null])
            #expect(demo.lines.edits(of: "dueDate").last?.text == "")
        }
    }
}
