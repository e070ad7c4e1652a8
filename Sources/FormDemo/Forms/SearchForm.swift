import FormFields
import Observation

/// The search form's model: what the person types reaches `results` only through the gate.
@Observable
final class SearchModel {
    /// The last query long enough to search for.
    var results = ""
}

/// Seed 001: a query field feeding a gated output that takes only queries longer than 3 characters.
enum SearchForm {
    /// The shortest query the gate lets through is one longer than this.
    static let minimumLength = 3

    /// Whether the gate lets `query` through: longer than `minimumLength` without the spaces
    /// around it, so that four spaces are not searched for.
    static func isWorthSearching(_ query: String) -> Bool {
        query.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).count > minimumLength
    }

    /// What the output row shows and counts.
    @MainActor
    struct Output {
        let model: SearchModel
        let gate: GatedBinding<String>
        let query: BufferedField<String>
    }
}

extension DemoForm {
    static func search(log: EventLog) -> DemoForm {
        let model = SearchModel()
        let gate = GatedBinding(output: Binding(model, \.results), accepts: SearchForm.isWorthSearching)
        let query = BufferedField(
            form: DemoFormID.search.rawValue, id: "query", binding: gate.input, transform: .maximumLength(80),
            converter: .string, log: log)
        return DemoForm(
            session: FormSession(
                id: .search, fields: [query], defaults: ["query": .string("")],
                example: ["query": .string("swift gtk")]),
            rows: [
                .entry(query, label: "_Query", hint: "The output below takes queries longer than 3 characters"),
                .gatedOutput(SearchForm.Output(model: model, gate: gate, query: query)),
            ],
            model: model)
    }
}
