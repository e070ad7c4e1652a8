import FormFields
import Testing

extension EndToEndTests {
    /// The compare form: the same keystrokes into the naive entry and the buffered one.
    @Suite struct CompareStory {
        @Test func theNaiveLogShowsFloweThenFlowTheBufferedOneNever() async throws {
            let demo = try await DemoProcess.start(form: "compare", arguments: ["--no-restore"])
            defer { demo.close() }

            // The naive entry has focus at start; Tab goes to the buffered one.
            try await demo.keyboard.type("Flower")
            try await demo.keyboard.key("Tab")
            try await demo.keyboard.type("Flower")
            try await demo.keyboard.key("shift+Tab")
            try await demo.waitFor("the buffered entry's commit") { $0.isEdit(of: "buffered") && $0.source == "commit" }

            let naive = demo.lines.writes(of: "naive")
            let flowe = try #require(naive.firstIndex(of: .string("Flowe")), "naive writes: \(naive)")
            #expect(naive[..<flowe] == [.string("F"), .string("Fl"), .string("Flo"), .string("Flow")])
            #expect(naive[flowe + 1] == .string("Flow"), "the filter writes the trimmed value right after")
            #expect(naive.contains(.string("")), "and GTK's set_text reports a phantom \"\" too")
            #expect(naive.last == .string("Flow"))

            #expect(
                demo.lines.writes(of: "buffered") == [.string("F"), .string("Fl"), .string("Flo"), .string("Flow")])
        }
    }
}
