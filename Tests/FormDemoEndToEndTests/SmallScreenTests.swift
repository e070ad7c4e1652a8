import FormFields
import Testing

@testable import FormDemo

extension EndToEndTests {
    /// The demo on a small screen: GNOME asks that an app's window fit one of 1024 by 600 pixels.
    @Suite struct SmallScreen {
        @Test(arguments: DemoFormID.allCases)
        func everyFormFitsA1024By600ScreenWithThePanelShown(_ form: DemoFormID) async throws {
            let demo = try await DemoProcess.start(form: form.rawValue, arguments: ["--no-restore"])
            defer { demo.close() }

            let narrowest = try await demo.keyboard.shrinkWindow()
            #expect(narrowest.width <= 1024, "the \(form) form and the panel side by side")
            #expect(narrowest.height <= 600, "the \(form) form scrolls")
        }

        /// A screen and the text size a person with low vision may choose on it: GNOME's Large
        /// Text (1.25) on a small screen, and 1.5 on a common laptop's.
        struct LargeText: Sendable, CustomTestStringConvertible {
            let textScale: Double
            let screen: (width: Int, height: Int)
            var testDescription: String { "text \(textScale)x on \(screen.width)x\(screen.height)" }

            static let all = [
                LargeText(textScale: 1.25, screen: (1024, 600)), LargeText(textScale: 1.5, screen: (1280, 800)),
            ]
        }

        @Test(arguments: DemoFormID.allCases, LargeText.all)
        func everyFormFitsTheScreenWithLargeTextAndThePanelShown(_ form: DemoFormID, _ text: LargeText) async throws {
            let demo = try await DemoProcess.start(
                form: form.rawValue, arguments: ["--no-restore"], textScale: text.textScale)
            defer { demo.close() }
            try #require(demo.display != nil, "the text size is set on the demo's own display")

            let narrowest = try await demo.keyboard.shrinkWindow()
            #expect(narrowest.width <= text.screen.width, "the \(form) form and the panel side by side")
            #expect(narrowest.height <= text.screen.height, "the \(form) form scrolls")
        }

        @Test func aLongTitleIsCutInThePanelRatherThanWideningTheWindow() async throws {
            let demo = try await DemoProcess.start(form: "draft", arguments: ["--no-restore"])
            defer { demo.close() }
            let narrowest = try await demo.keyboard.shrinkWindow()

            // Typed on the suggested titles, the keys go on into the title's entry.
            let title = "Quarterly planning notes for the team offsite in late March!"
            try await demo.keyboard.type(title)
            try await demo.waitFor("the whole title") { $0.isWrite(of: "title") && $0.value == .string(title) }
            #expect(try await demo.keyboard.windowSize().width == narrowest.width, "the window need not widen")
        }
    }
}
