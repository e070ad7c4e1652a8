import Foundation
import Testing

extension EndToEndTests {
    /// Tab and Shift+Tab pressed as a person presses them, followed where a screen reader follows
    /// them: to the object AT-SPI says has the focus.
    @Suite(.enabled(if: AccessibleTree.missing == nil, Comment(rawValue: AccessibleTree.missing ?? "AT-SPI runs")))
    struct TabOrder {
        /// One form in one state: what Tab reaches from its first field, as "role: name".
        struct Case: CustomTestStringConvertible, Sendable {
            let form: String
            /// Keys pressed before: Fill Example, which gives the draft's title its entry.
            var first: [String] = []
            /// The fields and what belongs to them, top to bottom, the first one focused at start.
            let fields: [String]

            var testDescription: String { ([form] + first).joined(separator: " ") }
        }

        /// The buttons under every form, which Tab reaches after its fields.
        static let buttons = ["button: Reset", "button: Fill Example", "button: Submit"]

        static let cases = [
            Case(
                form: "profile",
                fields: ["text box: Nickname", "text box: Full name", "text box: Username", "text box: Code"]),
            Case(
                form: "numbers",
                fields: ["text box: Quantity", "text box: Optional quantity", "text box: Age", "text box: Price"]),
            // No title: its suggestions stand in its entry's place; the empty due date has nothing
            // to clear.
            Case(
                form: "draft",
                fields: [
                    "button: Quarterly plan", "button: Team offsite", "button: Release notes", "text box: Due date",
                ]),
            // Each clear button right after the entry it clears, where it is shown.
            Case(
                form: "draft", first: ["ctrl+shift+e"],
                fields: ["text box: Title", "button: Clear Title", "text box: Due date", "button: Clear Due date"]),
            Case(form: "search", fields: ["text box: Query", "label: Output: —"]),
            Case(
                form: "payment",
                fields: ["text box: Card number", "text box: Expiry", "text box: Phone", "text box: Amount"]),
            Case(form: "compare", fields: ["text box: Naive", "text box: Buffered"]),
        ]

        @Test(arguments: cases)
        func tabGoesDownTheFieldsThenToTheButtonsAndShiftTabComesBack(_ example: Case) async throws {
            let bus = try PrivateBus.start()
            defer { bus.stop() }
            let demo = try await DemoProcess.start(form: example.form, arguments: ["--no-restore"], bus: bus)
            defer { demo.close() }
            for key in example.first { try await demo.keyboard.key(key) }
            let expected = example.fields + Self.buttons
            try await waitUntil("the first field has the focus, read over AT-SPI") {
                (try? Self.focus(on: bus)) == expected[0]
            }

            var forward = [expected[0]]
            for _ in expected.dropFirst() {
                forward.append(try await Self.press("Tab", in: demo, on: bus, from: forward.last!))
            }
            #expect(forward == expected)
            var back = [forward.last!]
            for _ in expected.dropFirst() {
                back.append(try await Self.press("shift+Tab", in: demo, on: bus, from: back.last!))
            }
            #expect(back == expected.reversed())
        }

        /// Presses `key` and returns where the focus went from `previous`, or `previous` if it
        /// stays there.
        private static func press(
            _ key: String, in demo: DemoProcess, on bus: PrivateBus, from previous: String
        ) async throws -> String {
            try await demo.keyboard.key(key)
            var now = previous
            try? await waitUntil("\(key) moves the focus from \(previous)") {
                now = (try? focus(on: bus)) ?? previous
                return now != previous
            }
            return now
        }

        /// The focused object as "role: name": "text box: Quantity".
        private static func focus(on bus: PrivateBus) throws -> String? {
            try AccessibleTree.focused(on: bus).map { "\($0.role): \($0.name)" }
        }
    }
}
