import FormFields

/// An optional text edited through a guarded binding (seed 004): emptying the entry gives "",
/// only `clear` gives `nil`, and the entry's flush of "" after a clear never reaches the model.
///
/// ```swift
/// let title = OptionalTextField(form: "draft", id: "title", source: Binding(draft, \.title), log: log)
/// title.clear(source: .user)          // draft.title == nil, logged as a write of null
/// title.field.commit()                // the entry's "" flush: draft.title stays nil
/// ```
@MainActor
final class OptionalTextField {
    /// The field an entry binds to; it sees "" while the value is `nil`.
    let field: BufferedField<String>
    private let source: Binding<String?>
    private let log: EventLog

    init(form: String, id: String, source: Binding<String?>, transform: any TextTransform = .identity, log: EventLog) {
        self.source = source
        self.log = log
        field = BufferedField(
            form: form, id: id, binding: Binding(guarding: source), transform: transform, converter: .string, log: log)
    }

    /// Whether the value is `nil` (the form then offers suggestions instead of the entry).
    var isNil: Bool { source.wrappedValue == nil }

    /// Sets the value to `nil`: the clear button (`user`), Reset (`external`), a draft (`restore`).
    func clear(source eventSource: FieldEvent.Source) {
        source.wrappedValue = nil
        field.modelChanged(source: eventSource, force: true)
        log.record(
            FieldEvent(
                kind: .write, source: eventSource, form: field.form, field: field.id, text: field.text, caret: 0,
                value: .null))
    }
}

extension OptionalTextField: DemoField {
    var id: String { field.id }
    var currentValue: FieldValue { source.wrappedValue.fieldValue }
    var validation: Validation { field.validation }
    var counters: FieldCounters { field.counters }
    func commit() { field.commit() }

    @discardableResult
    func setModel(_ value: FieldValue, source eventSource: FieldEvent.Source) -> Bool {
        switch value {
        case .null:
            clear(source: eventSource)
            return true
        case .string(let text):
            field.setModel(text, source: eventSource)
            return true
        default:
            return false
        }
    }
}
