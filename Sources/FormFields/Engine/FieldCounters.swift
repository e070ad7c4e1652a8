/// What one field has done so far: the demo's per-field counters and the tests' evidence.
public struct FieldCounters: Hashable, Sendable {
    /// User edits processed.
    public var edits = 0
    /// Values the person's editing wrote to the model: typing, commits, a clear button, a
    /// chosen suggestion. The app's own writes through the field (reset, sample data, a draft)
    /// are logged but not counted, so a count that stays put proves the field wrote nothing back.
    public var writes = 0
    /// User edits refused (the text stayed as it was).
    public var rejected = 0
    /// Times the field showed other text than the widget was about to show: a cleaned edit,
    /// or a model change made elsewhere. Refused edits count as `rejected` only.
    public var rewrites = 0
    /// Change notices the widget sent while the field itself was rewriting it, ignored.
    public var echoes = 0

    /// Counters at zero.
    public init() {}
}
