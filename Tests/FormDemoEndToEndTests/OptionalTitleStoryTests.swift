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
            try await demo.waitFor("the typed title") { $0.isWrite(of: "title") && $0.value == .string("Quarterly plan 2") }

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
    }
}
