import Foundation
import Testing

extension EndToEndTests {
    /// Bad input as a screen reader finds it over AT-SPI: the message is what is said after the
    /// entry's name while it shows, and the entry is never in AT-SPI's INVALID state.
    @Suite(.enabled(if: AccessibleTree.missing == nil, Comment(rawValue: AccessibleTree.missing ?? "AT-SPI runs")))
    struct InvalidEntry {
        /// "12a", Tab away and back, "12", "" and the commit of "" in the quantity, which takes
        /// whole numbers.
        @Test func anEntryIsDescribedByItsMessageWhileItShowsOneAndNeverTakenForAGoneObject() async throws {
            let bus = try PrivateBus.start()
            defer { bus.stop() }
            let demo = try await DemoProcess.start(form: "numbers", arguments: ["--no-restore"], bus: bus)
            defer { demo.close() }
            try await waitUntil("the quantity is on the accessibility bus") { (try? quantity(on: bus)) != nil }
            try #require(try quantity(on: bus)?.description == "Whole number, required")

            try await demo.keyboard.key("ctrl+a")
            try await demo.keyboard.type("12a")
            let message = "“12a” is not a whole number"
            try await waitUntil("the quantity says why") { (try? quantity(on: bus))?.description == message }
            #expect(try quantity(on: bus)?.states.contains(.focused) == true, "said while the person types")

            // Back in the entry, still wrong: where the screen reader is, and what it says there.
            let typed = demo.lines.count
            try await demo.keyboard.key("Tab")
            try await demo.waitFor("the commit", after: typed) { $0.isEdit(of: "quantity") && $0.source == "commit" }
            try await demo.keyboard.key("shift+Tab")
            try await waitUntil("the quantity has the focus again") {
                (try? AccessibleTree.focused(on: bus))?.name == "Quantity"
            }
            let wrong = try #require(try AccessibleTree.focused(on: bus))
            #expect(wrong.description == message)
            // NB: Orca takes an object in AT-SPI's INVALID state for one that is gone: it did not
            // follow the focus back here, and read neither the name nor the message.
            #expect(!wrong.states.contains(.invalid), "\(wrong)")

            // Fixed: the hint again.
            try await demo.keyboard.key("End", "BackSpace")
            try await waitUntil("the quantity is fixed") {
                (try? quantity(on: bus))?.description == "Whole number, required"
            }

            // Emptied: not a value yet, which is not an error; editing ends with the last value.
            try await demo.keyboard.key("BackSpace", "BackSpace")
            try await waitUntil("the empty quantity says what it needs") {
                (try? quantity(on: bus))?.description == "Enter a whole number"
            }
            let emptied = demo.lines.count
            try await demo.keyboard.key("Tab")
            try await demo.waitFor("the commit", after: emptied) { $0.isEdit(of: "quantity") && $0.source == "commit" }
            try await waitUntil("the committed quantity shows its hint") {
                (try? quantity(on: bus))?.description == "Whole number, required"
            }
        }

        /// The line under an entry shows the hint or the message in its place, and a screen reader
        /// going through the window finds only the one shown, not the hint behind the message.
        @Test func aScreenReaderFindsOnlyTheLineShownUnderAnEntry() async throws {
            let bus = try PrivateBus.start()
            defer { bus.stop() }
            let demo = try await DemoProcess.start(form: "numbers", arguments: ["--no-restore"], bus: bus)
            defer { demo.close() }
            try await waitUntil("the quantity is on the accessibility bus") { (try? quantity(on: bus)) != nil }
            let (hint, message) = ("Whole number, required", "“12a” is not a whole number")
            #expect(try labels(on: bus).contains(hint))

            try await demo.keyboard.key("ctrl+a")
            try await demo.keyboard.type("12a")
            try await waitUntil("the quantity says why") { (try? quantity(on: bus))?.description == message }
            let withMessage = try labels(on: bus)
            #expect(withMessage.contains(message))
            #expect(!withMessage.contains(hint), "the hint behind the message is not read")

            try await demo.keyboard.key("BackSpace")
            try await waitUntil("the quantity is fixed") { (try? quantity(on: bus))?.description == hint }
            let fixed = try labels(on: bus)
            #expect(fixed.contains(hint))
            #expect(!fixed.contains(message))
        }

        /// The texts of the demo's labels, as a screen reader going through the window reads them.
        private func labels(on bus: PrivateBus) throws -> [String] {
            try AccessibleTree.objects(on: bus).filter { $0.role == "label" }.map(\.name)
        }

        /// The quantity's entry, once the demo is on the accessibility bus.
        private func quantity(on bus: PrivateBus) throws -> AccessibleObject? {
            try AccessibleTree.objects(on: bus).first { $0.role == "text box" && $0.name == "Quantity" }
        }
    }
}
