/// One change to a field's text: what was there, what replaced which range, and the result.
///
/// Transforms receive a `TextEdit` rather than a bare string so they can tell typing from
/// deleting and Backspace from Delete; formats need that to treat separators the way a person
/// expects.
///
/// ```swift
/// let edit = TextEdit(from: TextState("12|34"), replacing: 2..<2, with: "x")
/// edit.after      // "12x|34"
/// edit.inserted   // "x"
/// ```
public struct TextEdit: Hashable, Sendable {
    /// The state before the edit.
    public var before: TextState
    /// The state after the edit, before any transform ran.
    public var after: TextState
    /// The code points of `before.text` that the edit replaced.
    public var replaced: Range<Int>
    /// The code points of `after.text` that the edit inserted.
    public var insertedRange: Range<Int>

    /// The text the edit inserted (typed, pasted or committed by an input method).
    public var inserted: Substring { after.text.codePoints(insertedRange) }
    /// The text the edit removed.
    public var removed: Substring { before.text.codePoints(replaced) }
    /// Whether the edit only removed text.
    public var isDeletion: Bool { insertedRange.isEmpty && !replaced.isEmpty }
    /// Whether the edit removed text behind the caret, as Backspace does.
    public var isBackwardDeletion: Bool {
        isDeletion && before.selection.isEmpty && before.caret == replaced.upperBound
    }
    /// Whether the edit removed text after the caret, as Delete does.
    public var isForwardDeletion: Bool {
        isDeletion && before.selection.isEmpty && before.caret == replaced.lowerBound
    }

    /// An edit that replaces `range` of `before` with `text` and leaves the caret after it.
    public init(from before: TextState, replacing range: Range<Int>, with text: some StringProtocol) {
        let lower = min(max(range.lowerBound, 0), before.length)
        let upper = min(max(range.upperBound, lower), before.length)
        let insertedLength = text.unicodeScalars.count
        self.before = before
        self.replaced = lower..<upper
        self.insertedRange = lower..<(lower + insertedLength)
        self.after = TextState(
            before.text.replacingCodePoints(lower..<upper, with: text),
            caret: lower + insertedLength)
    }

    /// The edit that turned `before` into `after`, found by comparing the two texts.
    ///
    /// Where the texts leave the position ambiguous (typing "o" into "Fl|oo" could be at 2, 3 or
    /// 4), the caret of `after` decides: the inserted text ends at the caret when it can. When
    /// `before` has a selection and `after` is that selection replaced, with the caret after
    /// the replacement, the edit is that replacement, even where the texts share more (pasting
    /// "1.5" over a selected "1.234" replaces all of it, not just "234").
    /// Linear in the texts' length.
    public init(from before: TextState, to after: TextState) {
        let old = before.text.unicodeScalars
        let new = after.text.unicodeScalars
        let oldLength = old.count
        let newLength = new.count
        let shorter = min(oldLength, newLength)

        let selection = before.selection
        let keptAfterSelection = oldLength - selection.upperBound
        let replacementLength = newLength - selection.lowerBound - keptAfterSelection
        if !selection.isEmpty, replacementLength >= 0,
            after.caret == selection.lowerBound + replacementLength,
            old.prefix(selection.lowerBound).elementsEqual(new.prefix(selection.lowerBound)),
            old.suffix(keptAfterSelection).elementsEqual(new.suffix(keptAfterSelection))
        {
            self.before = before
            self.after = after
            self.replaced = selection
            self.insertedRange = selection.lowerBound..<(selection.lowerBound + replacementLength)
            return
        }

        var prefix = 0
        var oldIndex = old.startIndex
        var newIndex = new.startIndex
        while prefix < shorter && old[oldIndex] == new[newIndex] {
            prefix += 1
            old.formIndex(after: &oldIndex)
            new.formIndex(after: &newIndex)
        }
        var suffix = 0
        var oldBack = old.endIndex
        var newBack = new.endIndex
        while suffix < shorter {
            let oldPrevious = old.index(before: oldBack)
            let newPrevious = new.index(before: newBack)
            guard old[oldPrevious] == new[newPrevious] else { break }
            suffix += 1
            oldBack = oldPrevious
            newBack = newPrevious
        }
        // The minimal edit replaces `removed` code points with `inserted` ones. When the texts
        // overlap (a pure insertion or deletion inside a run of equal characters) it may start
        // anywhere from `earliest` (suffix matched first) to `prefix` (prefix matched first).
        let boundedSuffix = min(suffix, shorter - prefix)
        let removed = oldLength - prefix - boundedSuffix
        let inserted = newLength - prefix - boundedSuffix
        let earliest = min(prefix, shorter - suffix)
        let start = min(max(after.caret - inserted, earliest), prefix)
        self.before = before
        self.after = after
        self.replaced = start..<(start + removed)
        self.insertedRange = start..<(start + inserted)
    }

    /// An edit that changes nothing: the state as it is, with its caret.
    public init(unchanged state: TextState) {
        self.before = state
        self.after = state
        self.replaced = state.caret..<state.caret
        self.insertedRange = state.caret..<state.caret
    }
}
