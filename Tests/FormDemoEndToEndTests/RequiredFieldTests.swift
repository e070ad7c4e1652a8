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
                    "Amount": "Like 1,234.50, 2 decimals, required",
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

        /// Submit with the payment form empty: each field says why where a person sees it and a
        /// screen reader hears it, the focus goes to the first, and typing there takes its error away.
        @Test func aRefusedSubmitSaysWhyAtEachEmptyFieldAndFocusesTheFirst() async throws {
            let bus = try PrivateBus.start()
            defer { bus.stop() }
            let demo = try await DemoProcess.start(form: "payment", arguments: ["--no-restore"], bus: bus)
            defer { demo.close() }
            let payment = try #require(Self.cases.first { $0.form == "payment" })
            let required = "This field is required"
            try await waitUntil("the form's entries are on the accessibility bus") {
                Self.entries(in: (try? AccessibleTree.objects(on: bus)) ?? []).count == payment.hints.count
            }

            try await demo.keyboard.key("ctrl+Return")
            let submit = try await demo.waitFor("the submit") { $0.event == "submit" }
            #expect(submit.field == "card")
            #expect(submit.message == required)
            try await waitUntil("each entry says why") {
                let entries = Self.entries(in: (try? AccessibleTree.objects(on: bus)) ?? [])
                return entries.count == payment.hints.count && entries.allSatisfy { $0.description == required }
            }
            let objects = try AccessibleTree.objects(on: bus)
            for entry in Self.entries(in: objects) {
                #expect(!entry.states.contains(.invalid), "never the state Orca takes for a gone object: \(entry)")
            }
            let focused = try #require(objects.first { $0.states.contains(.focused) })
            #expect((focused.role, focused.name) == ("text box", "Card number"))
            let labels = objects.filter { $0.role == "label" }.map(\.name)
            #expect(labels.filter { $0 == required }.count == payment.hints.count, "under each entry")
            #expect(Set(labels).isDisjoint(with: payment.hints.values), "in place of the hints")

            try await demo.keyboard.type("4")
            try await waitUntil("the card says what it needs now") {
                Self.entry("Card number", in: (try? AccessibleTree.objects(on: bus)) ?? [])?.description
                    == "Enter 15 more digits"
            }
            let typed = Self.entries(in: try AccessibleTree.objects(on: bus))
            let card = try #require(typed.first { $0.name == "Card number" })
            #expect(card.states.contains(.focused), "typing goes on in the card")
            #expect(typed.filter { $0.description == required }.map(\.name).sorted() == ["Amount", "Expiry", "Phone"])
        }

        private static func entry(_ name: String, in objects: [AccessibleObject]) -> AccessibleObject? {
            entries(in: objects).first { $0.name == name }
        }

        private static func entries(in objects: [AccessibleObject]) -> [AccessibleObject] {
            objects.filter { $0.role == "text box" }
        }
    }
}
