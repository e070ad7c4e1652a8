import FormFields

/// The compare form's counter-example: a field wired the naive way, as seed 000 describes it.
///
/// Every text the entry reports goes straight into the model, then a filter trims the model and
/// writes the result back into the same property, and the entry is set to whatever the model
/// holds. Observers see "Flowe" before "Flow", and GTK's delete-then-insert `set_text` adds a
/// phantom "". Everything is logged like a buffered field's events, so the two can be compared.
///
/// ```swift
/// let naive = NaiveField(form: "compare", id: "naive", binding: Binding(model, \.naive), limit: 4, log: log)
/// naive.entryChanged("Flowe")   // writes "Flowe", then "Flow"; returns "Flow" for the entry
/// ```
@MainActor
final class NaiveField {
    let form: String
    let id: String
    private(set) var counters = FieldCounters()
    private let binding: Binding<String>
    private let limit: Int
    private let log: EventLog
    /// Shows the model's value in the entry (plain `set_text`, no guard: that is the point).
    var showInEntry: ((String) -> Void)?

    init(form: String, id: String, binding: Binding<String>, limit: Int, log: EventLog) {
        self.form = form
        self.id = id
        self.binding = binding
        self.limit = limit
        self.log = log
    }

    /// The entry reported `text` ("changed"). Writes it, filters the model, and returns the text
    /// the entry must show now when it differs from `text`.
    func entryChanged(_ text: String) -> String? {
        counters.edits += 1
        log.record(
            FieldEvent(kind: .edit, source: .user, form: form, field: id, text: text, caret: text.codePointCount))
        write(text, source: .user)
        let filtered = String(binding.wrappedValue.prefix(limit))
        if filtered != binding.wrappedValue { write(filtered, source: .user) }
        guard binding.wrappedValue != text else { return nil }
        counters.rewrites += 1
        return binding.wrappedValue
    }

    /// NB: Counts as `FieldCounters` defines it for every field: the app's own writes (Reset,
    /// Fill Example) are logged but not counted, so the naive count shows only what the field
    /// itself wrote back, beside the buffered field's.
    private func write(_ value: String, source: FieldEvent.Source) {
        if source == .user { counters.writes += 1 }
        binding.wrappedValue = value
        log.record(
            FieldEvent(
                kind: .write, source: source, form: form, field: id, text: value, caret: value.codePointCount,
                value: .string(value)))
    }
}

extension NaiveField: DemoField {
    var currentValue: FieldValue { .string(binding.wrappedValue) }
    /// NB: Every text is a value of the naive field: nothing is ever unfinished, and a draft
    /// keeps its value alone (`DraftField`'s `unfinishedText`).
    var validation: Validation { .valid }
    func commit() {}
    /// NB: Never called: every text is a value of the naive field, and no form requires it.
    func showError(_ message: String) {}

    @discardableResult
    func setModel(_ value: FieldValue, source: FieldEvent.Source) -> Bool {
        guard case .string(let text) = value else { return false }
        if text != binding.wrappedValue { counters.rewrites += 1 }
        write(text, source: source)
        showInEntry?(text)
        return true
    }
}
