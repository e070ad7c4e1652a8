/// What one field has done so far: the demo's per-field counters and the tests' evidence.
public struct FieldCounters: Hashable, Sendable {
    /// User edits processed.
    public var edits = 0
    /// Values written to the model.
    public var writes = 0
    /// User edits refused (the text stayed as it was).
    public var rejected = 0
    /// Times the field showed other text than the widget was about to show: a cleaned edit,
    /// or a model change made elsewhere. Refused edits count as `rejected` only.
    public var rewrites = 0
    /// Change notices the widget sent while the field itself was rewriting it, ignored.
    public var echoes = 0

    public init() {}
}
