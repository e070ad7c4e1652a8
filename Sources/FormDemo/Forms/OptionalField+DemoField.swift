import FormFields

/// The draft's optional title is an `OptionalField`: Reset and a draft's `null` clear it, any
/// other value is chosen.
extension OptionalField: DemoField {
    var id: String { field.id }
    var currentValue: FieldValue { value.fieldValue }
    var validation: Validation { field.validation }
    var counters: FieldCounters { field.counters }
    var unfinishedText: String? { field.unfinishedText }
    func commit() { field.commit() }
    func showError(_ message: String) { field.showError(message) }
    func restoreUnfinished(_ text: String) { field.restoreUnfinished(text) }

    @discardableResult
    func setModel(_ value: FieldValue, source: FieldEvent.Source) -> Bool {
        if value == .null {
            clear(source: source)
            return true
        }
        guard let typed = Wrapped(fieldValue: value) else { return false }
        return choose(typed, source: source)
    }
}
