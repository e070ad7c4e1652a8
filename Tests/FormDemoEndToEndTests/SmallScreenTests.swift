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
