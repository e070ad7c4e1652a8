/// Limits a field to a number of characters as a person counts them (grapheme clusters).
///
/// Typing into a full field is rejected: the text and caret stay as they were. A paste keeps as
/// much of its beginning as fits, so "Flower" pasted into an empty limit-4 field gives "Flow".
/// A key is kept whole or refused, also when a transform before this one made more of it:
/// "ß" typed into "AB" with `.uppercase.then(.maximumLength(3))` is refused, not cut to "ABS".
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
        // Keep the longest beginning of the inserted text that fits, counted as the result
        // shows it; clusters may still merge at the seam with the tail, so count the joined
        // text rather than adding counts.
        var kept = inserted[..<fittingEnd(of: inserted, in: raw.text, room: limit - tail.count)]
        var text = String(head) + kept + tail
        while text.count > limit && !kept.isEmpty {
            kept = kept.dropLast()
            text = String(head) + kept + tail
        }
        guard text.count <= limit else { return truncated(raw) }
        // NB: A person who typed one letter and sees half of it arrive has a wrong value, not a
        // shorter one: a key that does not fit whole is refused, as any key in a full field.
        let isCut = kept.endIndex != inserted.endIndex
        if kept.isEmpty && edit.replaced.isEmpty || isCut && edit.insertedByPerson.isOneCharacter {
            return edit.before
        }
        return TextState(text, caret: head.unicodeScalars.count + kept.unicodeScalars.count)
    }

    /// Where the longest beginning of `inserted`, a part of `text`, ends that leaves at most
    /// `room` characters up to it: where a character of the text ends, not of the inserted text
    /// alone, since a pasted joiner or the second half of a flag joins what comes before it
    /// ("\u{200D}👧x" pasted after "👩" keeps "👩\u{200D}👧x", two characters, where cutting the
    /// paste alone kept a joiner dangling after "👩").
    ///
    /// NB: Walks the characters before the insertion and the few of it that fit, not all of a
    /// megabyte pasted.
    private func fittingEnd(of inserted: Substring, in text: String, room: Int) -> String.Index {
        let upToInsertionEnd = text[..<inserted.endIndex]
        var end = inserted.startIndex
        var characters = 0
        var index = upToInsertionEnd.startIndex
        while index < upToInsertionEnd.endIndex && characters < room {
            index = upToInsertionEnd.index(after: index)
            characters += 1
            if index > inserted.startIndex { end = index }
        }
        return end
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

extension Substring {
    /// Whether the text is one character: a key typed, or an input method's one letter.
    ///
    /// NB: Finds the end of the first character only, not the count of a long paste.
    fileprivate var isOneCharacter: Bool {
        !isEmpty && index(after: startIndex) == endIndex
    }
}
