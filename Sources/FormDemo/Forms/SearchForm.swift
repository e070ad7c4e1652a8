import FormFields
import Observation

/// The search form's model: what the person types reaches `results` only through the gate.
@Observable
final class SearchModel {
    /// The last query long enough to search for, without the spaces around it.
    var results = ""
}

/// Seed 001: a query field feeding a gated output that takes only queries longer than 3 characters.
enum SearchForm {
    /// The shortest query the gate lets through is one longer than this.
    static let minimumLength = 3

    /// What the gate passes on for `query`: the query without the spaces around it, when that
    /// is longer than `minimumLength`, so that four spaces are not searched for and a space
    /// typed after a word searches for nothing new; `nil` holds `query` back.
    ///
    /// A query with nothing left (the field emptied, or Reset) passes on as "": the results of
    /// a query no longer there are gone. A shorter one is held back: the output keeps the last
    /// results while a word is corrected, as in seed 001.
    static func searchTerm(for query: String) -> String? {
        let term = TrimTransform().finalize(query)
        return term.isEmpty || term.count > minimumLength ? term : nil
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
        let gate = GatedBinding(output: Binding(model, \.results), passing: SearchForm.searchTerm(for:))
        let query = BufferedField(
            form: DemoFormID.search.rawValue, id: "query", binding: gate.input, transform: .maximumLength(80),
            converter: .string, log: log)
        return DemoForm(
            session: FormSession(
                id: .search, fields: [query], defaults: ["query": .string("")],
                example: ["query": .string("swift gtk")]),
            rows: [
                .entry(
                    query, label: translated("_Query"),
                    hint: translated("The output below takes queries longer than 3 characters")),
                .gatedOutput(SearchForm.Output(model: model, gate: gate, query: query)),
            ],
            model: model)
    }
}
