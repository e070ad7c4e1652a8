import FormFields
import Testing

extension EndToEndTests {
    /// Numbers on the real app: empty text never becomes 0.
    @Suite struct NumberStory {
        @Test func anOptionalQuantityEmptiedIsNullNeverZero() async throws {
            let demo = try await DemoProcess.start(form: "numbers", arguments: ["--no-restore"])
            defer { demo.close() }

            // Alt+O: the "Optional quantity" label's mnemonic focuses its entry.
            try await demo.keyboard.key("alt+o")
            try await demo.keyboard.type("42")
            try await demo.keyboard.key("BackSpace", "BackSpace", "Tab")
            try await demo.waitFor("the commit") { $0.isEdit(of: "optionalQuantity") && $0.source == "commit" }

            #expect(demo.lines.writes(of: "optionalQuantity") == [.integer(4), .integer(42), .integer(4), .null])
            let shown = demo.lines.edits(of: "optionalQuantity").map(\.text)
            #expect(shown == ["4", "42", "4", "", ""], "the last edit is the commit, which changes nothing")
        }

        @Test func aRequiredQuantityEmptiedKeepsItsValueAndSaysWhy() async throws {
            let demo = try await DemoProcess.start(form: "numbers", arguments: ["--no-restore"])
            defer { demo.close() }

            // The quantity (1) has focus at start; End, then Backspace empties it.
            try await demo.keyboard.key("End", "BackSpace")
            let emptied = try await demo.waitFor("the emptied quantity") { $0.isEdit(of: "quantity") && $0.text == "" }
            #expect(emptied.reason == "incomplete: Enter a whole number")
            try await demo.keyboard.type("-")
            let minus = try await demo.waitFor("the minus sign") { $0.isEdit(of: "quantity") && $0.text == "-" }
            #expect(minus.reason == "incomplete: Enter a whole number")
            try await demo.keyboard.type("7")
            try await demo.keyboard.key("Tab")
            try await demo.waitFor("the commit") { $0.isEdit(of: "quantity") && $0.source == "commit" }

            #expect(demo.lines.writes(of: "quantity") == [.integer(-7)], "neither 0 nor a half-typed value was written")
        }

        /// The C library writes numbers with the locale's decimal comma ("%.2f" gives "2,50" in
        /// German), which the price field does not read: shown so once editing ended, it was
        /// refused at Submit ("„2,50“ ist keine Zahl").
        @Test(.enabled(if: CompiledLocale.missing("de_DE") == nil, "needs a German locale compiled"))
        func aPriceInAGermanLocaleIsShownWithThePointItIsTypedWith() async throws {
            let german = try CompiledLocale("de_DE")
            defer { german.remove() }
            let demo = try await DemoProcess.start(
                form: "numbers", arguments: ["--no-restore"], language: german.environment)
            defer { demo.close() }

            // Alt+P: the "Price" label's mnemonic focuses its entry, its "0.00" selected.
            try await demo.keyboard.key("alt+p")
            try await demo.keyboard.type("2.5")
            try await demo.keyboard.key("Tab")
            let commit = try await demo.waitFor("the commit") { $0.isEdit(of: "price") && $0.source == "commit" }

            #expect(commit.text == "2.50")
            let shown = demo.lines.edits(of: "price").map(\.text)
            #expect(shown.allSatisfy { $0?.contains(",") == false }, "\(shown)")
        }
    }
}
