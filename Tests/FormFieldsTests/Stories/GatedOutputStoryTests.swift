import FormFields
import FormFieldsTestSupport
import Testing

/// Seed 001: a search field feeds an output that takes only queries longer than 3 characters.
@MainActor
@Suite struct GatedOutputStoryTests {
    @Test func theOutputChangesOnlyForAcceptedQueries() {
        let output = WriteRecorder("")
        let gate = GatedBinding(output: output.binding) { $0.count > 3 }
        let field = BufferedField(form: "search", id: "query", binding: gate.input, converter: .string)
        let entry = FakeEntry()
        entry.attach(field)

        entry.type("swi")
        #expect(output.writes == [])
        #expect((gate.received, gate.forwarded, gate.heldBack) == (3, 0, 3))

        entry.type("ft")
        #expect(output.writes == ["swif", "swift"])
        entry.backspace()
        entry.backspace()
        #expect(output.writes == ["swif", "swift", "swif"])
        #expect(output.value == "swif", "the output keeps the last accepted query")
        #expect((gate.received, gate.forwarded, gate.heldBack) == (7, 3, 4))
        #expect(field.counters.edits == 7)
        #expect(gate.latestInput == "swi")
    }

    @Test func aQueryTheOutputHoldsAlreadyDoesNotRefreshIt() {
        let output = WriteRecorder("")
        let gate = GatedBinding(output: output.binding) { $0.count > 3 }
        let field = BufferedField(form: "search", id: "query", binding: gate.input, converter: .string)
        let entry = FakeEntry()
        entry.attach(field)

        entry.type("swif")
        entry.backspace()
        #expect(output.writes == ["swif"], "“swi” is held back")
        entry.type("f")
        #expect(output.writes == ["swif"], "“swif” again is nothing new to show")
        #expect((gate.received, gate.forwarded, gate.heldBack) == (6, 1, 5))
        entry.type("t")
        #expect(output.writes == ["swif", "swift"])
    }

    @Test func theRuleCanHandOnACleanedValue() {
        let output = WriteRecorder("")
        let gate = GatedBinding(output: output.binding) { (query: String) in
            let term = query.filter { $0 != " " }
            return term.count > 3 ? term : nil
        }
        let field = BufferedField(form: "search", id: "query", binding: gate.input, converter: .string)
        let entry = FakeEntry()
        entry.attach(field)

        entry.type(" gtk4")
        #expect(output.writes == ["gtk4"])
        entry.type(" ")
        #expect(output.writes == ["gtk4"], "“ gtk4 ” cleans to what the output holds")
        #expect(gate.latestInput == " gtk4 ", "the field keeps what was typed")
        #expect((gate.received, gate.forwarded, gate.heldBack) == (6, 1, 5))
    }
}
