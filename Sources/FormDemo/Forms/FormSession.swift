import FormFields

/// One sample form's fields and what the form's buttons do with them: Reset, Fill example,
/// Submit, and the values drafts save and restore.
///
/// ```swift
/// let session = FormSession(id: .profile, fields: [nickname, fullName], defaults: [...], example: [...])
/// session.fillExample()                    // every field set through the external path
/// if case .invalid(let index, _) = session.submit() { focus(index) }
/// ```
@MainActor
final class FormSession {
    let id: DemoFormID
    /// The fields in Tab order.
    let fields: [any DemoField]
    /// The values Reset restores.
    let defaults: [String: FieldValue]
    /// The values Fill example shows, worked out each time it is pressed.
    ///
    /// NB: Not at start: the draft form's example date is written with Foundation's ISO 8601
    /// formatter, whose first use loads ICU's calendar data (about 2 ms) before the first frame.
    let example: () -> [String: FieldValue]
    /// The fields the form cannot be submitted without, which their hints say: an empty one
    /// (`null` or "") is fine while typing, but not on Submit.
    let required: Set<String>

    init(
        id: DemoFormID, fields: [any DemoField], defaults: [String: FieldValue],
        example: @autoclosure @escaping () -> [String: FieldValue], required: Set<String> = []
    ) {
        self.id = id
        self.fields = fields
        self.defaults = defaults
        self.example = example
        self.required = required
    }

    /// What the form holds now, by field id: a draft or a submission.
    var values: [String: FieldValue] {
        Dictionary(uniqueKeysWithValues: fields.map { ($0.id, $0.currentValue) })
    }

    /// What a draft keeps of the form: every value, and the text of each field left unfinished.
    var draft: Draft { Draft(fields: fields) }

    /// Restores `draft`, with source `restore`, as the person left the form.
    /// - Returns: The ids in `draft` that no field here takes (`Draft.restore(into:)`).
    func restore(_ draft: Draft) -> [String] { draft.restore(into: fields) }

    /// Sets the model to the defaults, through the external path.
    func reset() { set(defaults, source: .external) }

    /// Sets the model to the example values, through the external path.
    func fillExample() { set(example(), source: .external) }

    /// Sets the fields named in `values`.
    /// - Returns: The ids in `values` that no field here accepts (unknown, or of another type).
    @discardableResult
    func set(_ values: [String: FieldValue], source: FieldEvent.Source) -> [String] {
        var refused = Set(values.keys)
        for field in fields {
            guard let value = values[field.id], field.setModel(value, source: source) else { continue }
            refused.remove(field.id)
        }
        return refused.sorted()
    }

    /// What Submit found.
    enum SubmitOutcome: Equatable {
        /// Every field holds a value; these are they.
        case valid([String: FieldValue])
        /// The field at `index` (in Tab order) is the first that does not; `message` says why.
        case invalid(index: Int, message: String)
    }

    /// Commits every field, then checks them in Tab order. Each field that holds no value shows
    /// why as its error, as it shows bad input, until the person edits it: a screen reader on
    /// the field hears it, and a person need not match the banner to the field.
    func submit() -> SubmitOutcome {
        for field in fields { field.commit() }
        var first: SubmitOutcome?
        for (index, field) in fields.enumerated() {
            guard let message = refusal(of: field) else { continue }
            field.showError(message)
            first = first ?? .invalid(index: index, message: message)
        }
        return first ?? .valid(values)
    }

    /// Why Submit cannot take `field`'s value, or `nil` when it can: the field's own message
    /// (half a card number, a price that is not a number), or that a field the form needs is
    /// empty.
    private func refusal(of field: any DemoField) -> String? {
        if let message = field.validation.message { return message }
        guard required.contains(field.id), [.null, .string("")].contains(field.currentValue) else { return nil }
        return translated("This field is required")
    }
}
