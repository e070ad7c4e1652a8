/// What the engine decided about one edit, commit or model change.
public struct EditOutcome<Value> {
    /// The buffer after processing: the text and caret the entry must show.
    public var state: TextState
    /// Whether the entry shows other text than `state.text` and must be rewritten.
    public var needsRewrite: Bool
    /// The value to write to the model, if any: at most one per edit.
    public var write: ModelWrite<Value>
    /// What the field tells the person.
    public var validation: Validation
    /// Whether the edit was refused: the text is what it was before the keystroke, and so are
    /// the caret and selection, or nothing of the edit is kept where it was made (a paste with
    /// the middle button, away from the caret). An edit cleaned back to the text there was, with
    /// the caret past it (a paste of the amount shown, "." typed before the separator to step
    /// over it), was taken.
    public var rejected: Bool
    /// A one-time report about the field's setup, such as a transform that is not idempotent.
    public var diagnostic: String?
}

/// Whether an outcome writes to the model, and what.
///
/// An enum rather than `Value?`, because for an optional field writing `nil` is a write.
public enum ModelWrite<Value> {
    /// The model is left as it is.
    case none
    /// The model receives the value, once.
    case write(Value)

    /// The value written, if there is one.
    public var value: Value? {
        if case .write(let value) = self { value } else { nil }
    }

    /// Whether anything is written.
    public var isWrite: Bool {
        if case .write = self { true } else { false }
    }
}

extension ModelWrite: Equatable where Value: Equatable {}
extension EditOutcome: Equatable where Value: Equatable {}
