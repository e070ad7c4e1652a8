import FormFields
import Testing

extension EndToEndTests {
    /// Seed 000 on the real app: "Flower" typed into the limit-4 nickname.
    @Suite struct ProfileStory {
        @Test func flowerIntoTheNicknameWritesFOnlyUpToFlow() async throws {
            let demo = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"])
            defer { demo.close() }

            // At start the nickname has focus.
            try await demo.keyboard.type("Flower")
            try await demo.keyboard.key("Tab")
            try await demo.waitFor("the nickname's commit") { $0.isEdit(of: "nickname") && $0.source == "commit" }

            #expect(
                demo.lines.writes(of: "nickname") == [.string("F"), .string("Fl"), .string("Flo"), .string("Flow")])
            #expect(!demo.lines.contains { $0.value == .string("Flowe") }, "the model never sees Flowe")
            let typed = demo.lines.edits(of: "nickname").filter { $0.source == "user" }
            #expect(typed.map(\.text) == ["F", "Fl", "Flo", "Flow", "Flow", "Flow"])
            #expect(typed.map(\.caret) == [1, 2, 3, 4, 4, 4])
            #expect(typed.suffix(2).map(\.reason) == ["rejected", "rejected"])
            #expect(demo.lines.writes(of: "fullName").isEmpty, "Tab moved on without writing the next field")
        }

        /// A look into the emoji chooser (Ctrl+.) while typing a full name, closed without a pick.
        @Test func closingTheEmojiChooserKeepsTheSpaceTypedBeforeIt() async throws {
            let demo = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"])
            defer { demo.close() }

            try await demo.keyboard.key("Tab")  // from the nickname to the full name
            try await demo.keyboard.type("Ada ")
            try await demo.keyboard.key("ctrl+period")
            try await demo.keyboard.keyInDialog("Escape")  // in the chooser, which has the keyboard
            try await demo.keyboard.type("L")
            try await demo.waitFor("the L") { $0.isEdit(of: "fullName") && $0.text?.hasSuffix("L") == true }

            #expect(
                demo.lines.writes(of: "fullName") == [.string("A"), .string("Ad"), .string("Ada"), .string("Ada L")],
                "not \"AdaL\": the space was not trimmed as if the person had left the field")
            #expect(!demo.lines.contains { $0.isEdit(of: "fullName") && $0.source == "commit" })
        }
    }
}
