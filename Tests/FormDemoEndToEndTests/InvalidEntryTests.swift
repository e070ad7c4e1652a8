import Foundation
import Testing

extension EndToEndTests {
    /// Bad input as a screen reader finds it over AT-SPI: the entry is invalid while its message
    /// shows, and the message is what is said after the entry's name.
    @Suite(.enabled(if: AccessibleTree.missing == nil, Comment(rawValue: AccessibleTree.missing ?? "AT-SPI runs")))
    struct InvalidEntry {
        /// "12a", "12", "" and the commit of "" in the quantity, which takes whole numbers.
        @Test func anEntryIsInvalidAndDescribedByItsMessageWhileItShowsOneAndNotOnceFixed() async throws {
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
            let invalid = try #require(try quantity(on: bus))
            // NB: GTK 4.8 reports GTK_ACCESSIBLE_STATE_INVALID as ATSPI_STATE_INVALID, not as
            // INVALID_ENTRY; a GTK that maps it as AT-SPI means reports INVALID_ENTRY.
            #expect(!invalid.states.isDisjoint(with: [.invalidEntry, .invalid]), "\(invalid)")
            #expect(invalid.states.contains(.focused), "said while the person types")

            // Fixed: the hint again, and nothing invalid.
            try await demo.keyboard.key("BackSpace")
            try await waitUntil("the quantity is fixed") {
                (try? quantity(on: bus))?.description == "Whole number, required"
            }
            let fixed = try #require(try quantity(on: bus))
            #expect(fixed.states.isDisjoint(with: [.invalidEntry, .invalid]), "\(fixed)")

            // Emptied: not a value yet, which is not an error; editing ends with the last value.
            try await demo.keyboard.key("BackSpace", "BackSpace")
            try await waitUntil("the empty quantity says what it needs") {
                (try? quantity(on: bus))?.description == "Enter a whole number"
            }
            #expect(try quantity(on: bus)?.states.isDisjoint(with: [.invalidEntry, .invalid]) == true)
            try await demo.keyboard.key("Tab")
            try await demo.waitFor("the commit") { $0.isEdit(of: "quantity") && $0.source == "commit" }
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
