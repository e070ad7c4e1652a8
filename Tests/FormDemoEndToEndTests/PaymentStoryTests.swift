import FormFields
import Foundation
import Testing

extension EndToEndTests {
    /// The payment form on the real app.
    @Suite struct PaymentStory {
        @Test func aPhoneNumberTypedWithItsCountryCodeKeepsAllTenDigits() async throws {
            let demo = try await DemoProcess.start(form: "payment", arguments: ["--no-restore"])
            defer { demo.close() }

            // Alt+P: the "Phone" label's mnemonic focuses its entry.
            try await demo.keyboard.key("alt+p")
            try await demo.keyboard.type("+1 555 123 4567")
            try await demo.keyboard.key("Tab")
            let commit = try await demo.waitFor("the commit") { $0.isEdit(of: "phone") && $0.source == "commit" }

            #expect(commit.text == "+1 (555) 123-4567")
            #expect(demo.lines.writes(of: "phone") == [.string("5551234567")], "the 1 of +1 is no digit of the number")
            let shown = demo.lines.edits(of: "phone").prefix(4).map(\.text)
            #expect(shown == ["+", "+1", "+1 ", "+1 (5"], "the country code stays as typed until the first digit")
        }

        @Test func anAmericanExpressNumberShowsFourSixFiveAndStopsAtFifteenDigits() async throws {
            let demo = try await DemoProcess.start(form: "payment", arguments: ["--no-restore"])
            defer { demo.close() }

            // The card number has focus at start. A 16th digit is refused: the number is full.
            try await demo.keyboard.type("3782822463100052")
            _ = try await demo.waitFor("the 16th digit") { $0.isEdit(of: "card") && $0.reason == "rejected" }

            #expect(demo.lines.writes(of: "card") == [.string("378282246310005")])
            #expect(demo.lines.edits(of: "card").last?.text == "3782 822463 10005")
            let shown = demo.lines.edits(of: "card").map(\.text)
            #expect(shown.contains("3782 822463 1"), "the last group starts after the sixth digit of the second")
        }

        @Test(
            .enabled(
                if: FileManager.default.isExecutableFile(atPath: PrivateDisplay.xvfb.path)
                    && FileManager.default.isExecutableFile(atPath: EndToEnd.setxkbmap.path),
                "needs Xvfb and setxkbmap (Debian package x11-xkb-utils) for a German layout on a display of its own"))
        func theGermanKeypadsCommaTypesTheAmountsDecimalPoint() async throws {
            let demo = try await DemoProcess.start(form: "payment", arguments: ["--no-restore"])
            defer { demo.close() }
            try #require(demo.display != nil, "the layout is switched on the demo's own display only")

            // A German keypad's decimal key types KP_Separator, ",": the amount's grouping separator.
            try await demo.keyboard.useLayout("de")
            try await demo.keyboard.key("alt+a")
            try await demo.keyboard.type("12")
            try await demo.keyboard.key("KP_Separator")
            try await demo.keyboard.type("5")
            try await demo.keyboard.key("Tab")
            let commit = try await demo.waitFor("the commit") { $0.isEdit(of: "amount") && $0.source == "commit" }

            #expect(commit.text == "12.50")
            #expect(
                demo.lines.writes(of: "amount") == [.integer(1), .integer(12), .number(12.5)],
                "12.5, not 125 with the comma refused")
        }
    }
}
