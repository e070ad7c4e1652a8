/// One entry of the event log: a processed edit or a model write.
public struct FieldEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: String, Hashable, Sendable {
        /// The field processed an edit and shows `text`.
        case edit
        /// The model received `value`.
        case write
        /// Something about the field's setup or input worth telling, once.
        case diagnostic
    }

    /// Where a change came from.
    public enum Source: String, Hashable, Sendable, CaseIterable {
        /// A person typed, pasted, deleted or committed input-method text.
        case user
        /// The model changed elsewhere: reset, sample data.
        case external
        /// Editing ended (focus-out, Enter) and the text was normalised.
        case commit
        /// A saved draft was restored.
        case restore
    }

    /// Counts up from 1 across the whole log.
    public var sequence: Int
    /// What happened: an edit, a write, a diagnostic.
    public var kind: Kind
    /// Where the change came from.
    public var source: Source
    /// The form's id, such as `profile`.
    public var form: String
    /// The field's id, such as `nickname`.
    public var field: String
    /// The text the entry held before processing (the raw edit), where there was one.
    public var raw: String?
    /// The text shown after processing, cut to `textLimit` code points (see `textLength`).
    public var text: String
    /// The length of the text shown, in code points, also when `text` was cut.
    public var textLength: Int
    /// The caret after processing, in code points.
    public var caret: Int
    /// The value written (for `.write`); text longer than `textLimit` is cut like `text`.
    public var value: FieldValue?
    /// Why: "rejected", "incomplete: Enter a number", a diagnostic's text.
    public var reason: String

    /// An event to record; `EventLog.record(_:)` numbers it. Text and a string value longer than
    /// `textLimit` are cut.
    public init(
        sequence: Int = 0, kind: Kind, source: Source, form: String, field: String, raw: String? = nil,
        text: String, caret: Int, value: FieldValue? = nil, reason: String = ""
    ) {
        self.init(
            sequence: sequence, kind: kind, source: source, form: form, field: field, raw: raw, state: TextState(text),
            caret: caret, value: value, reason: reason)
    }

    /// An event about `state`'s text, whose length is known already.
    init(
        sequence: Int = 0, kind: Kind, source: Source, form: String, field: String, raw: String? = nil,
        state: TextState, caret: Int, value: FieldValue? = nil, reason: String = ""
    ) {
        let text = state.text
        self.sequence = sequence
        self.kind = kind
        self.source = source
        self.form = form
        self.field = field
        self.raw = raw.map(Self.clipped)
        self.text = Self.clipped(text)
        self.textLength = state.length
        self.caret = caret
        if case .string(let written)? = value {
            self.value = .string(Self.clipped(written))
        } else {
            self.value = value
        }
        self.reason = reason
    }

    /// The most code points of text an event keeps.
    ///
    /// A log holds thousands of events; a field of a megabyte must not make each of them keep
    /// its own copy of the text, nor of the value written.
    public static let textLimit = 4_096

    /// `text` cut to `textLimit` code points, with "…" where it was cut.
    ///
    /// NB: Finds the cut by counting bytes that start a code point: decoding a long text's
    /// scalars (up to four times per edit) was most of what a 100,000-character field's edit cost.
    static func clipped(_ text: String) -> String {
        guard text.utf8.count > textLimit, text.codePointCount > textLimit else { return text }
        // NB: Built at its final size: `slice + "…"` grows the new string as it appends, up to
        // twice the bytes it needs, and a log keeps a thousand of these.
        let kept = text.codePoints(0..<textLimit)
        var clipped = String()
        clipped.reserveCapacity(kept.utf8.count + 3)
        clipped += kept
        clipped += "…"
        return clipped
    }

    /// The event as one line of JSON, the format of `form-demo --trace`.
    ///
    /// `{"event":"write","form":"profile","field":"nickname","value":"Flow","source":"user"}`
    public var jsonLine: String {
        var fields = [
            ("event", JSONText.quoted(kind.rawValue)), ("seq", String(sequence)),
            ("form", JSONText.quoted(form)), ("field", JSONText.quoted(field)),
        ]
        switch kind {
        case .write:
            fields.append(("value", (value ?? .null).json))
        case .edit:
            fields.append(("text", JSONText.quoted(text)))
            if textLength > Self.textLimit { fields.append(("length", String(textLength))) }
            fields.append(("caret", String(caret)))
        case .diagnostic:
            fields.append(("message", JSONText.quoted(reason)))
        }
        fields.append(("source", JSONText.quoted(source.rawValue)))
        if kind == .edit && !reason.isEmpty { fields.append(("reason", JSONText.quoted(reason))) }
        return "{" + fields.map { "\(JSONText.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}
