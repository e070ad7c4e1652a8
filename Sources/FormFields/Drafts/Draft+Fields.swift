/// A form's fields kept as a draft and shown again from one.
extension Draft {
    /// What a draft keeps of `fields`: each field's value, and the text of each field that says
    /// something about its text (half-typed, invalid, "12." on its way to 12.5) as it is, beside
    /// the value the model holds behind it (`FormField.unfinishedText`).
    /// - Parameter fields: The form's fields; a field's `id` is its key in the draft, and the
    ///   first of two fields with one id is kept.
    @MainActor
    public init(fields: [any FormField]) {
        var values: [String: FieldValue] = [:]
        var unfinished: [String: String] = [:]
        for field in fields where values[field.id] == nil {
            values[field.id] = field.currentValue
            if let text = field.unfinishedText { unfinished[field.id] = text }
        }
        self.init(values: values, unfinished: unfinished)
    }

    /// Shows the draft in `fields`, with source `restore`, as the person left them: a value
    /// goes through the field as the app's own (`setModel(_:source:)`), and unfinished text is
    /// shown as it was, with the caret at its end and the message the field gave it as the
    /// person left it (an age of "4" is an error, not a hint that more may follow), the model
    /// given back the value it held behind that text. Fields the draft says nothing of keep
    /// what they show.
    ///
    /// ```swift
    /// let fields: [any FormField] = [name, age, start]
    /// if let draft = try store.load(form: "signup") { draft.restore(into: fields) }   // at start
    /// try store.save(Draft(fields: fields), form: "signup")   // a second after an edit, and on close
    /// ```
    /// - Parameter fields: The form's fields, found by `id`.
    /// - Returns: The ids of the draft no field took: no field has the id, the value is not one
    ///   the field takes (another type, out of its range), or the file held it in a form no
    ///   field has (`unreadableFields`). A draft that another version of the app wrote may hold
    ///   such values; `DraftStore.setAside(form:because:)` keeps them from the next save.
    @MainActor
    @discardableResult
    public func restore(into fields: [any FormField]) -> [String] {
        var taken: Set<String> = []
        for field in fields {
            let id = field.id
            let value = values[id]
            if let text = unfinished[id] {
                // NB: Text behind a value the field does not take is still shown: it is what the
                // person typed.
                if let value, field.restore(TextState(text), value: value, source: .restore) {
                    taken.insert(id)
                } else {
                    field.restore(TextState(text), source: .restore)
                    if value == nil { taken.insert(id) }
                }
            } else if let value, field.setModel(value, source: .restore) {
                taken.insert(id)
            }
        }
        return Set(values.keys).union(unfinished.keys).subtracting(taken).union(unreadableFields).sorted()
    }
}

extension FormField {
    /// The text a draft keeps beside the value: the text shown while the field says something
    /// about it (half-typed, invalid, "12." on its way to 12.5); `nil` while it says nothing.
    ///
    /// NB: Empty text over an empty value (`null`, "") is that value, whatever the field says of
    /// it: after `showError` refused an empty card number ("This field is required"), kept, it
    /// would come back as a card number typed and deleted again, saying "Enter 12 digits".
    public var unfinishedText: String? {
        guard validation != .valid, !(text.isEmpty && [.null, .string("")].contains(currentValue)) else { return nil }
        return text
    }
}
