import CGtk
import Testing

@testable import FormDemo

extension EndToEndTests {
    /// The primary menu's About window, reached with the keyboard as a person without a mouse would.
    @Suite struct AboutWindowStory {
        @Test func theMenuOpensTheAboutWindowAndEscapeClosesIt() async throws {
            let demo = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"])
            defer { demo.close() }
            let main = try await demo.keyboard.visibleWindows()

            // F10 opens the primary menu on its first item, Keyboard Shortcuts; About is next.
            try await demo.keyboard.key("F10", "Down", "Return")
            let about = try await demo.keyboard.waitForWindow(titled: "About FormFields Demo")
            #expect(!main.contains(about))

            try await demo.keyboard.keyInDialog("Escape")
            #expect(try await demo.keyboard.waitForVisibleWindows(count: 1) == main)
        }

        @MainActor
        @Test func theAppIconIsFoundWhenRunFromTheBuildFolder() throws {
            try #require(gtk_init_check() != 0)
            DemoResources.register()
            DemoResources.addIconFolder()
            let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
            #expect(gtk_icon_theme_has_icon(theme, DemoApplication.id) != 0, "the About window's logo")
        }
    }
}
