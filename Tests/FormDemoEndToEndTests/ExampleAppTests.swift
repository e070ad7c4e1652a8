import FormFields
import Foundation
import Testing

extension EndToEndTests {
    /// The README's example app (Sources/FormFieldsExample) typed into, as a person would.
    @Suite struct ExampleApp {
        @Test func typedValuesReachTheModelAndAChangeFromATaskIsShownWithoutWrites() async throws {
            let example = try await DemoProcess.startExample()
            defer { example.close() }

            // At start the nickname has focus; Tab selects the age's "18", so "42" replaces it.
            try await example.keyboard.type("Flower")
            try await example.keyboard.key("Tab")
            try await example.keyboard.type("42")
            try await example.waitFor("age 42") { $0.isWrite(of: "age") && $0.value == .integer(42) }
            #expect(
                example.lines.writes(of: "nickname") == [.string("F"), .string("Fl"), .string("Flo"), .string("Flow")])
            #expect(example.lines.writes(of: "age") == [.integer(4), .integer(42)])

            // "Fill in from code" changes the model in a `Task { @MainActor in }`: it runs only
            // through the main-queue bridge.
            let typed = example.lines.count
            try await example.keyboard.key("alt+f")
            try await example.waitFor("the filled-in phone", after: typed) {
                $0.isEdit(of: "phone") && $0.source == "external"
            }
            let filled = example.lines.dropFirst(typed)
            #expect(
                filled.filter { $0.event == "edit" }.map { "\($0.field ?? "") \($0.text ?? "")" } == [
                    "nickname Fern", "age 36", "rooms 3", "phone +1 (555) 123-4567",
                ])
            #expect(!filled.contains { $0.event == "write" }, "the model's change is not written back")
        }

        @Test func whatTheFieldsHeldWhenTheWindowClosedComesBackHalfTypedTextToo() async throws {
            let home = DemoHome()
            defer { try? FileManager.default.removeItem(at: home.root) }
            let drafts = DraftStore(directory: home.state.appendingPathComponent("io.github.formfields.Example/drafts"))
            let left = Draft(
                values: ["nickname": .string("Fern"), "age": .integer(36), "rooms": .null, "phone": .string("")],
                unfinished: ["phone": "+1 (555) 12"])
            try drafts.save(left, form: "profile")

            let example = try await DemoProcess.startExample(home: home)
            defer { example.close() }
            try await example.waitFor("the restored phone") { $0.isEdit(of: "phone") && $0.source == "restore" }
            let restored = example.lines.filter { $0.source == "restore" }
            let shown = restored.filter { $0.event == "edit" }.map {
                "\($0.field ?? "") \($0.text ?? "")|\($0.caret ?? -1)"
            }
            #expect(shown == ["nickname Fern|4", "age 36|2", "rooms |0", "phone +1 (555) 12|11"])
            let written = restored.filter { $0.event == "write" }.map { "\($0.field ?? "") \($0.value?.json ?? "")" }
            #expect(written == [#"nickname "Fern""#, "age 36", "rooms null", #"phone """#])

            // The phone goes on from where it was left.
            try await example.keyboard.key("alt+p")
            try await example.keyboard.key("End")
            try await example.keyboard.type("34567")
            try await example.waitFor("the whole phone") { $0.isWrite(of: "phone") && $0.source == "user" }
            #expect(example.lines.writes(of: "phone", source: "user") == [.string("5551234567")])
        }
    }
}
