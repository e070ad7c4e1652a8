/// Limits a field to a number of characters as a person counts them (grapheme clusters).
///
/// Typing into a full field is rejected: the text and caret stay as they were. A paste keeps as
/// much of its beginning as fits, so "Flower" pasted into an empty limit-4 field gives "Flow".
public struct MaximumLengthTransform: TextTransform {
    /// The most characters the field holds.
    public let limit: Int

    /// A limit of `limit` characters; below 0 counts as 0.
    public init(_ limit: Int) {
        self.limit = max(limit, 0)
    }

    /// Refuses typing into a full field and keeps the beginning of a paste that fits.
    public func apply(to edit: TextEdit) -> TextState {
        let raw = edit.after
        // NB: A character takes at least one UTF-8 byte, and the byte count is known without
        // walking the text; counting characters costs grapheme breaking over all of it.
        guard raw.text.utf8.count > limit, raw.text.count > limit else { return raw }
        let inserted = edit.inserted
        guard !inserted.isEmpty else { return truncated(raw) }
        let head = raw.text.codePoints(0..<edit.insertedRange.lowerBound)
        let tail = raw.text.codePoints(edit.insertedRange.upperBound..<raw.length)
        // Keep the longest beginning of the inserted text that fits; clusters may merge at the
        // seams, so count the joined text rather than adding counts.
        var kept = inserted.prefix(max(limit - head.count - tail.count, 0))
        var text = String(head) + kept + tail
        while text.count > limit && !kept.isEmpty {
            kept = kept.dropLast()
            text = String(head) + kept + tail
        }
        guard text.count <= limit else { return truncated(raw) }
        if kept.isEmpty && edit.replaced.isEmpty { return edit.before }
        return TextState(text, caret: head.unicodeScalars.count + kept.unicodeScalars.count)
    }

    /// Without an insertion to shorten (the text was already too long), keep the first `limit`.
    private func truncated(_ raw: TextState) -> TextState {
        let text = String(raw.text.prefix(limit))
        return TextState(text, caret: min(raw.caret, text.codePointCount))
    }
}

extension TextTransform where Self == MaximumLengthTransform {
    /// At most `limit` characters (grapheme clusters); see `MaximumLengthTransform`.
    public static func maximumLength(_ limit: Int) -> MaximumLengthTransform {
        MaximumLengthTransform(limit)
    }
}
