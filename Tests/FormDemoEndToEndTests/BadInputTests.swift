import FormFields
import Foundation
import Testing

extension EndToEndTests {
    /// Bad input on every field: a message or a refusal, never a crash, and the window keeps
    /// responding.
    @Suite struct BadInput {
        /// What a field does with input it cannot take.
        enum Outcome: Equatable, Sendable, CustomStringConvertible {
            /// The text stays on screen (as the format shows it, where it has one) and the field
            /// says why.
            case message(String, shown: String? = nil)
            /// Characters are refused or cleaned away as they are typed; the field shows `shown`.
            case cleaned(shown: String)

            var description: String {
                switch self {
                case .message(let text, _): "message “\(text)”"
                case .cleaned(let shown): "shows “\(shown)”"
                }
            }
        }

        /// One field: how to reach it (a mnemonic, or nothing for the focused first field), what
        /// to type, and what must follow.
        struct Case: CustomTestStringConvertible, Sendable {
            let form: String
            let field: String
            let focus: String?
            let input: String
            let outcome: Outcome

            var testDescription: String { "\(form).\(field) ← “\(input)”" }
        }

        static let cases: [Case] = [
            Case(form: "profile", field: "nickname", focus: nil, input: "Flower", outcome: .cleaned(shown: "Flow")),
            Case(
                form: "profile", field: "fullName", focus: "alt+f", input: "  Ada   L",
                outcome: .cleaned(shown: "Ada L")),
            Case(form: "profile", field: "username", focus: "alt+u", input: "Ab-C!", outcome: .cleaned(shown: "abc")),
            Case(form: "profile", field: "code", focus: "alt+c", input: "ab-1?", outcome: .cleaned(shown: "AB1")),
            Case(
                form: "numbers", field: "quantity", focus: nil, input: "12a",
                outcome: .message("invalid: “12a” is not a whole number")),
            Case(
                form: "numbers", field: "optionalQuantity", focus: "alt+o", input: "x",
                outcome: .message("invalid: “x” is not a whole number")),
            Case(
                form: "numbers", field: "age", focus: "alt+a", input: "200",
                outcome: .message("invalid: Enter a value from 0 to 130")),
            Case(
                form: "numbers", field: "price", focus: "alt+p", input: "1.2.3",
                outcome: .message("invalid: “1.2.3” is not a number")),
            Case(
                form: "draft", field: "dueDate", focus: "alt+d", input: "2025-02-30",
                outcome: .message("invalid: February 2025 has 28 days")),
            Case(
                form: "draft", field: "dueDate", focus: "alt+d", input: "2025-13-01",
                outcome: .message("invalid: There is no month 13")),
            Case(
                form: "draft", field: "dueDate", focus: "alt+d", input: "2025-1x",
                outcome: .message("invalid: Enter a date as YYYY-MM-DD")),
            Case(
                form: "payment", field: "card", focus: nil, input: "4111x1111-1111 1111",
                outcome: .cleaned(shown: "4111 1111 1111 1111")),
            Case(
                form: "payment", field: "card", focus: nil, input: "4111111111111112",
                outcome: .message(
                    "invalid: This card number is not valid: check the digits", shown: "4111 1111 1111 1112")),
            Case(
                form: "payment", field: "expiry", focus: "alt+x", input: "13",
                outcome: .message("invalid: The month must be from 01 to 12")),
            Case(
                form: "payment", field: "phone", focus: "alt+p", input: "555a1234567",
                outcome: .cleaned(shown: "+1 (555) 123-4567")),
            Case(
                form: "payment", field: "amount", focus: "alt+a", input: "12a34.567",
                outcome: .cleaned(shown: "1,234.56")),
        ]

        @Test(arguments: cases)
        func badInputGivesAMessageOrIsRefused(_ example: Case) async throws {
            let demo = try await DemoProcess.start(form: example.form, arguments: ["--no-restore"])
            defer { demo.close() }
            if let focus = example.focus { try await demo.keyboard.key(focus) }
            // Select what the field holds so the input replaces it.
            try await demo.keyboard.key("ctrl+a")
            try await demo.keyboard.type(example.input)
            try await demo.keyboard.key("Tab")
            let commit = try await demo.waitFor("the commit of \(example.field)") {
                $0.isEdit(of: example.field) && $0.source == "commit"
            }
            switch example.outcome {
            case .message(let message, let shown):
                #expect(commit.text == shown ?? example.input, "the text stays on screen")
                #expect(commit.reason == message)
                let lines = demo.lines
                let refused = try #require(lines.firstIndex { $0.isEdit(of: example.field) && $0.reason == message })
                #expect(
                    !lines[refused...].contains { $0.isWrite(of: example.field) },
                    "nothing is written once the text is bad; the model keeps its last valid value")
            case .cleaned(let shown):
                #expect(commit.text == shown)
                // Refused or cleaned away at each key, not only once editing ended: no text the
                // field showed while the person typed held a character of the input it refuses.
                let typed = demo.lines.edits(of: example.field).filter { $0.source == "user" }
                #expect(!typed.isEmpty)
                let unclean = typed.compactMap(\.text).filter { !Set($0).isSubset(of: Set(shown)) }
                #expect(unclean == [], "shown while typing")
            }
            try await expectResponding(demo)
        }

        /// A 1 MB paste into the first field of a form, and what the field keeps of it.
        struct Paste: CustomTestStringConvertible, Sendable {
            let form: String
            let field: String
            let outcome: Outcome

            var testDescription: String { "\(form).\(field)" }
        }

        static let pastes = [
            Paste(form: "numbers", field: "quantity", outcome: .message("invalid: The number is too large")),
            Paste(form: "profile", field: "nickname", outcome: .cleaned(shown: "7777")),
            Paste(form: "search", field: "query", outcome: .cleaned(shown: String(repeating: "7", count: 80))),
        ]

        @Test(
            .enabled(if: TestClipboard.missing == nil, Comment(rawValue: TestClipboard.missing ?? "")),
            arguments: pastes)
        func aOneMegabytePasteGivesAMessageOrWhatFitsAndTheWindowResponds(_ paste: Paste) async throws {
            let megabyte = String(repeating: "7", count: 1 << 20)
            let demo = try await DemoProcess.start(form: paste.form, arguments: ["--no-restore"])
            defer { demo.close() }
            let clipboard = try await TestClipboard(holding: megabyte, on: demo.displayName)
            defer { clipboard.release() }

            // Into the focused first field, over whatever it holds.
            try await demo.keyboard.key("ctrl+a", "ctrl+v")
            let pasted = try await demo.waitFor("the paste") { $0.isEdit(of: paste.field) && $0.source == "user" }
            switch paste.outcome {
            case .message(let message, _):
                // NB: GtkEntryBuffer keeps 65,534 bytes of an insertion; the log keeps 4,096
                // code points of an event's text and says how long the whole was.
                #expect(pasted.length == 65_534, "the field took what the entry kept, in one edit")
                #expect(pasted.text?.hasPrefix(String(repeating: "7", count: 4_096)) == true)
                #expect(pasted.reason?.hasPrefix(message) == true, "\(pasted.reason ?? "")")
            case .cleaned(let shown):
                #expect(pasted.text == shown)
            }
            try await expectResponding(demo)
            let userWrites = demo.lines.writes(of: paste.field, source: "user")
            switch paste.outcome {
            case .message: #expect(userWrites.isEmpty)
            case .cleaned(let shown): #expect(userWrites == [.string(shown)], "one write of what fits")
            }
        }

        /// The demo still answers keystrokes: Fill example writes every field.
        private func expectResponding(_ demo: DemoProcess) async throws {
            let before = demo.lines.count
            try await demo.keyboard.key("ctrl+shift+e")
            try await demo.waitFor("the example values", after: before) {
                $0.event == "write" && $0.source == "external"
            }
            #expect(demo.process.isRunning)
        }
    }
}
