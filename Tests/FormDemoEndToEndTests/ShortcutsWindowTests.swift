import Testing

extension EndToEndTests {
    /// The shortcuts window is built when first asked for, not at start; Ctrl+? still opens it.
    @Suite struct ShortcutsWindowStory {
        @Test func ctrlQuestionMarkOpensTheShortcutsWindowAndOpensItAgainAfterEscape() async throws {
            let demo = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"])
            defer { demo.close() }

            // At start only the main window is shown.
            let main = try await demo.keyboard.visibleWindows()
            #expect(main.count == 1)

            // Ctrl+? builds the shortcuts window and shows it beside the main window.
            try await demo.keyboard.key("ctrl+question")
            let opened = try await demo.keyboard.waitForVisibleWindows(count: 2)
            #expect(Set(main).isSubset(of: Set(opened)))
            // Titled, so a screen reader says what opened (its name is the title), not
            // "GtkShortcutsWindow", the stand-in GTK 4.8 gives a window without one.
            let shortcuts = try #require(Set(opened).subtracting(main).first)
            #expect(try await demo.keyboard.name(of: shortcuts) == "Keyboard shortcuts")

            // Escape hides it (GTK keeps it for next time); Ctrl+? shows it again.
            try await demo.keyboard.keyInDialog("Escape")
            #expect(try await demo.keyboard.waitForVisibleWindows(count: 1) == main)
            try await demo.keyboard.key("ctrl+question")
            #expect(try await demo.keyboard.waitForVisibleWindows(count: 2) == opened)
        }
    }
}
