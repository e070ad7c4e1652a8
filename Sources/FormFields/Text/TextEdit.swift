/// One change to a field's text: what was there, what replaced which range, and the result.
///
/// Transforms receive a `TextEdit` rather than a bare string so they can tell typing from
/// deleting and Backspace from Delete; formats need that to treat separators the way a person
/// expects.
///
/// ```swift
/// let edit = TextEdit(from: TextState("1234", caret: 2), replacing: 2..<2, with: "x")
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
    /// The text and range `insertedByPerson` reads: `after.text` and `insertedRange` as the
    /// edit arrived, kept so that nothing is cut out of them unless a transform asks.
    private var arrivedText: String
    private var arrivedRange: Range<Int>

    /// The text the edit inserted (typed, pasted or committed by an input method).
    public var inserted: Substring { after.text.codePoints(insertedRange) }
    /// The text the person inserted, before any transform cleaned it.
    ///
    /// The same as `inserted`, but for the edit the second transform of a composition (`then`)
    /// receives: its `inserted` is what the first transform made of the person's text, "SS"
    /// where "ß" was typed into `.uppercase.then(.maximumLength(3))`, which alone would look
    /// like a paste of two letters.
    public var insertedByPerson: Substring { arrivedText.codePoints(arrivedRange) }
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
        self.init(from: before, replacing: range, with: String(text))
    }

    /// An edit that replaces `range` of `before` with `text` and leaves the caret after it.
    ///
    /// NB: Not generic, so calls from other modules (every keystroke) run specialised code.
    public init(from before: TextState, replacing range: Range<Int>, with text: String) {
        let length = before.length
        let lower = min(max(range.lowerBound, 0), length)
        let upper = min(max(range.upperBound, lower), length)
        let insertedLength = text.codePointCount
        self.before = before
        self.replaced = lower..<upper
        self.insertedRange = lower..<(lower + insertedLength)
        self.after = TextState(
            before.text.replacingCodePoints(lower..<upper, with: text),
            length: length - (upper - lower) + insertedLength,
            caret: lower + insertedLength, anchor: nil)
        self.arrivedText = after.text
        self.arrivedRange = insertedRange
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
        let ends = CommonEnds(before.text, after.text)
        let (oldLength, newLength, prefix, suffix) = (ends.oldLength, ends.newLength, ends.prefix, ends.suffix)
        let shorter = min(oldLength, newLength)

        let selection = before.selection
        let keptAfterSelection = oldLength - selection.upperBound
        let replacementLength = newLength - selection.lowerBound - keptAfterSelection
        if !selection.isEmpty, replacementLength >= 0,
            after.caret == selection.lowerBound + replacementLength,
            prefix >= selection.lowerBound, suffix >= keptAfterSelection
        {
            self.before = before
            self.after = after
            self.replaced = selection
            self.insertedRange = selection.lowerBound..<(selection.lowerBound + replacementLength)
            self.arrivedText = after.text
            self.arrivedRange = insertedRange
            return
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
        self.arrivedText = after.text
        self.arrivedRange = insertedRange
    }

    /// An edit that changes nothing: the state as it is, with its caret.
    public init(unchanged state: TextState) {
        self.before = state
        self.after = state
        self.replaced = state.caret..<state.caret
        self.insertedRange = state.caret..<state.caret
        self.arrivedText = state.text
        self.arrivedRange = insertedRange
    }

    /// The edit that turned `before` into `cleaned`, a transform's result for this edit, still
    /// knowing what the person inserted: what the next transform of a composition receives.
    func cleaned(to cleaned: TextState) -> TextEdit {
        var edit = TextEdit(from: before, to: cleaned)
        edit.arrivedText = arrivedText
        edit.arrivedRange = arrivedRange
        return edit
    }
}

/// What two texts share: how many code points each has, and how many they have in common at
/// the start (`prefix`) and, counted separately, at the end (`suffix`); each at most the shorter
/// length, so the two may overlap.
///
/// NB: Compared as UTF-8 bytes, then moved back to code-point boundaries: walking the texts'
/// scalar views checks every index, which made this comparison half of a 1 MiB paste's time.
private struct CommonEnds {
    var oldLength = 0
    var newLength = 0
    var prefix = 0
    var suffix = 0

    init(_ old: String, _ new: String) {
        var old = old
        var new = new
        self = old.withUTF8 { oldBytes in new.withUTF8 { newBytes in CommonEnds(oldBytes, newBytes) } }
    }

    private init(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>) {
        let shorter = min(old.count, new.count)
        var start = 0
        while start < shorter && old[start] == new[start] { start += 1 }
        // A difference inside a code point: the code point is not shared.
        while start > 0 && start < old.count && CodePointScan.isContinuation(old[start]) { start -= 1 }
        var end = 0
        while end < shorter && old[old.count - 1 - end] == new[new.count - 1 - end] { end += 1 }
        while end > 0 && CodePointScan.isContinuation(old[old.count - end]) { end -= 1 }
        let oldBytes = UnsafeRawBufferPointer(old)
        oldLength = CodePointScan.count(in: oldBytes)
        newLength = CodePointScan.count(in: UnsafeRawBufferPointer(new))
        prefix = CodePointScan.count(in: UnsafeRawBufferPointer(rebasing: oldBytes[..<start]))
        suffix = CodePointScan.count(in: UnsafeRawBufferPointer(rebasing: oldBytes[(old.count - end)...]))
    }
}
