import Foundation
import Testing

extension EndToEndTests {
    /// Which fields a form cannot be submitted without, as a person reads it under each entry and
    /// a screen reader says it after the entry's name, over AT-SPI.
    @Suite(.enabled(if: AccessibleTree.missing == nil, Comment(rawValue: AccessibleTree.missing ?? "AT-SPI runs")))
    struct RequiredFields {
        /// A form and the hint of each of its entries, by the entry's name.
        struct Case: CustomTestStringConvertible, Sendable {
            let form: String
            let hints: [String: String]

            var testDescription: String { form }
        }

        static let cases = [
            Case(
                form: "payment",
                hints: [
                    "Card number": "Digits in groups of 4, up to 19 (Amex: 15, as 4-6-5), required",
                    "Expiry": "MM/YY, required", "Phone": "\u{2066}+1 (###) ###-####\u{2069}, required",
                    "Amount": "Thousands separators, 2 decimals, required",
                ]),
            Case(
                form: "numbers",
                hints: [
                    "Quantity": "Whole number, required", "Optional quantity": "Whole number, or empty for none",
                    "Age": "0 to 130", "Price": "At least 0, 2 decimals",
                ]),
        ]

        @Test(arguments: cases)
        func aFieldTheFormNeedsSaysSoUnderItsEntryAndAfterItsName(_ example: Case) async throws {
            let bus = try PrivateBus.start()
            defer { bus.stop() }
            let demo = try await DemoProcess.start(form: example.form, arguments: ["--no-restore"], bus: bus)
            defer { demo.close() }
            try await waitUntil("the form's entries are on the accessibility bus") {
                Self.entries(in: (try? AccessibleTree.objects(on: bus)) ?? []).count == example.hints.count
            }

            let objects = try AccessibleTree.objects(on: bus)
            let entries = Self.entries(in: objects)
            #expect(
                Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.description) }) == example.hints,
                "what a screen reader says after each entry's name")
            let shown = Set(objects.filter { $0.role == "label" }.map(\.name))
            for (entry, hint) in example.hints {
                #expect(shown.contains(hint), "the hint under \(entry)")
            }
        }

        private static func entries(in objects: [AccessibleObject]) -> [AccessibleObject] {
            objects.filter { $0.role == "text box" }
        }
    }
}
