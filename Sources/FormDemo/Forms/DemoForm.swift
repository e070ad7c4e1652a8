import FormFields

/// A sample form: its session (the values) and its rows (what the page shows, top to bottom).
///
/// Each form's file builds one with its model, e.g. `DemoForm.profile(log:)`.
@MainActor
struct DemoForm {
    let session: FormSession
    let rows: [FormRow]
    /// The model object; kept here so the fields' bindings have something to point at.
    let model: AnyObject

    var id: DemoFormID { session.id }

    /// The label a person sees for field `id`, without its mnemonic mark: "Due date".
    func label(of field: String) -> String {
        for row in rows {
            switch row {
            case .entry(let entry, let label, _, _) where entry.id == field: return label.replacing("_", with: "")
            case .optionalText(let value, let label, _, _) where value.field.id == field:
                return label.replacing("_", with: "")
            case .comparison(let naive, _) where naive.id == field: return translated("Naive")
            case .comparison(_, let buffered) where buffered.id == field: return translated("Buffered")
            default: continue
            }
        }
        return field
    }

    /// Builds form `id`, logging into `log`.
    static func make(_ id: DemoFormID, log: EventLog) -> DemoForm {
        switch id {
        case .profile: profile(log: log)
        case .numbers: numbers(log: log)
        case .draft: draft(log: log)
        case .search: search(log: log)
        case .payment: payment(log: log)
        case .compare: compare(log: log)
        }
    }
}

/// One row of a form page.
@MainActor
enum FormRow {
    /// A labelled entry bound to `field`; `clearable` adds a clear button that sets the model to
    /// its empty value (`null` for optionals).
    case entry(any FormField, label: String, hint: String, clearable: Bool = false)
    /// An optional title: an entry with a clear button while it has a value, suggestion buttons
    /// while it is `nil`.
    case optionalText(OptionalField<String>, label: String, hint: String, suggestions: [String])
    /// The search form's gated output with its counters.
    case gatedOutput(SearchForm.Output)
    /// The compare form: a naive entry and a buffered one side by side, each with its log.
    case comparison(naive: NaiveField, buffered: BufferedField<String>)
}
