/// A form's fields kept as a draft and shown again from one.
extension Draft {
    /// What a draft keeps of `fields`: each field's value, and the text of each field that says
    /// something about its text (half-typed, invalid, "12." on its way to 12.5) as it is, beside
    /// the value the model holds behind it (`FormField.unfinishedText`).
    /// - Parameter fields: The form's fields, and controls of the app's own (`DraftField`); a
    ///   field's `id` is its key in the draft, and the first of two fields with one id is kept.
    @MainActor
    public init(fields: [any DraftField]) {
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
    /// The fields' `EventLog` tells of each edit and write (`subscribe(_:)`), with its source:
    /// the moment to start that second, for any source but `restore`. A control of the app's
    /// own (`DraftField`) is not in the log; the app knows when it changes.
    /// - Parameter fields: The form's fields and controls, found by `id`.
    /// - Returns: The ids of the draft no field took: no field has the id, the value is not one
    ///   the field takes (another type, out of its range), or the file held it in a form no
    ///   field has (`unreadableFields`). A draft that another version of the app wrote may hold
    ///   such values; `DraftStore.setAside(form:because:)` keeps them from the next save.
    @MainActor
    @discardableResult
    public func restore(into fields: [any DraftField]) -> [String] {
        var taken: Set<String> = []
        for field in fields {
            let id = field.id
            let value = values[id]
            let took =
                if let text = unfinished[id] {
                    field.restoreUnfinished(text, value: value)
                } else if let value {
                    field.setModel(value, source: .restore)
                } else {
                    false
                }
            if took { taken.insert(id) }
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

    /// Shows `text` with the caret at its end, with source `restore`, and gives the model back
    /// `value` (`restore(_:value:source:)`); text behind a value the field does not take, or
    /// behind none, is shown all the same (`restore(_:source:)`): it is what the person typed.
    /// - Returns: Whether the field took both, or the text with no value kept behind it.
    public func restoreUnfinished(_ text: String, value: FieldValue?) -> Bool {
        if let value, restore(TextState(text), value: value, source: .restore) { return true }
        restore(TextState(text), source: .restore)
        return value == nil
    }
}
