import FormFields

/// A field on a `FakeEntry` with a recording model and log, so a test reads like a story:
///
/// ```swift
/// let nickname = FieldHarness("", transform: .maximumLength(4), converter: .string)
/// nickname.entry.type("Flower")
/// #expect(nickname.shown == "Flow|")
/// #expect(nickname.model.writes == ["F", "Fl", "Flo", "Flow"])
/// ```
@MainActor
public final class FieldHarness<Value: Equatable & FieldValueConvertible> {
    public let model: WriteRecorder<Value>
    public let entry = FakeEntry()
    public let log = EventLog(capacity: 10_000)
    public let field: BufferedField<Value>

    /// - Parameters:
    ///   - initial: The model's value.
    ///   - transform: The field's transform.
    ///   - converter: The field's converter.
    ///   - id: The field's id, in its form "story": its key in a draft.
    public init(
        _ initial: Value, transform: any TextTransform = .identity, converter: FieldConverter<Value>,
        id: String = "field"
    ) {
        model = WriteRecorder(initial)
        field = BufferedField(
            form: "story", id: id, binding: model.binding, transform: transform, converter: converter, log: log)
        entry.attach(field)
    }

    /// The entry's text with `|` at the caret (and `[` `]` around a selection).
    public var shown: String {
        TextState(entry.text, caret: entry.caret, anchor: entry.anchor).description
    }

    /// The message under the field, if any.
    public var message: String? { entry.validation.message }

    /// The model changes from elsewhere (reset, sample data); the field follows.
    public func setFromElsewhere(_ value: Value, source: FieldEvent.Source = .external) {
        model.setFromElsewhere(value)
        field.modelChanged(source: source)
    }

    /// Places the caret (and selection) as a click or arrow keys would, from a picture such as
    /// "12|34" or "1[23]4"; the text must match what the entry shows.
    public func place(_ picture: String) {
        let placed = TextState(picture: picture)
        precondition(placed.text == entry.text, "place(\(picture)) does not match \(entry.text)")
        entry.moveCaret(to: placed.caret, anchor: placed.anchor)
    }

    /// The log's events of `kind`, as their JSON lines.
    public func events(_ kind: FieldEvent.Kind) -> [FieldEvent] {
        log.events.filter { $0.kind == kind }
    }
}
