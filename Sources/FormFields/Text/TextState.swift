/// The text of a field with its caret and selection, in Unicode code points.
///
/// GTK counts positions in code points (not bytes, not grapheme clusters), so every offset in
/// FormFields does too: `text.unicodeScalars` is the matching Swift view, `String.count` is not.
///
/// ```swift
/// let state = TextState("héllo", caret: 2)   // h é | l l o
/// state.length                                // 5
/// ```
public struct TextState: Hashable, Sendable, CustomStringConvertible {
    /// The text shown in the field.
    public var text: String {
        didSet { length = text.codePointCount }
    }
    /// The number of code points in the text (GTK's length).
    ///
    /// NB: Stored: an edit reads the lengths of several states, and counting walks the text.
    public private(set) var length: Int
    /// Where the caret is, in code points from the start.
    public var caret: Int
    /// The other end of the selection; equal to `caret` when nothing is selected.
    public var anchor: Int

    /// Creates a state; offsets outside the text are clamped into it.
    /// - Parameters:
    ///   - text: The text shown.
    ///   - caret: The caret in code points; `nil` puts it at the end.
    ///   - anchor: The selection's other end; `nil` means no selection.
    public init(_ text: String = "", caret: Int? = nil, anchor: Int? = nil) {
        self.init(text, length: text.codePointCount, caret: caret, anchor: anchor)
    }

    /// Creates a state for a text whose length in code points is known already.
    init(_ text: String, length: Int, caret: Int?, anchor: Int?) {
        self.text = text
        self.length = length
        self.caret = min(max(caret ?? length, 0), length)
        self.anchor = min(max(anchor ?? self.caret, 0), length)
    }

    /// Whether both states show the same code points with the same caret and selection.
    ///
    /// NB: Canonically equivalent texts ("é" and "e" + U+0301) are different states: they have
    /// different lengths, and the entry shows one of them (`String.hasSameCodePoints(as:)`).
    public static func == (lhs: TextState, rhs: TextState) -> Bool {
        lhs.caret == rhs.caret && lhs.anchor == rhs.anchor && lhs.text.hasSameCodePoints(as: rhs.text)
    }

    /// Hashes what `==` compares: the code points, the caret and the anchor.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(caret)
        hasher.combine(anchor)
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
            hasher.combine(bytes: UnsafeRawBufferPointer($0))
        }
        if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
    }

    /// The selected range, empty at the caret when nothing is selected.
    public var selection: Range<Int> { min(caret, anchor)..<max(caret, anchor) }

    /// The text with `|` at the caret (and `[` `]` around a selection), for tests and logs.
    public var description: String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        for (offset, scalar) in scalars.enumerated() {
            if offset == selection.lowerBound && !selection.isEmpty { out.append("[") }
            if offset == caret && selection.isEmpty { out.append("|") }
            out.append(scalar)
            if offset + 1 == selection.upperBound && !selection.isEmpty { out.append("]") }
        }
        if caret == scalars.count && selection.isEmpty { out.append("|") }
        return String(out)
    }
}
