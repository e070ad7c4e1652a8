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
    }
}
