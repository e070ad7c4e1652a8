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
    public var text: String
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
        let length = text.codePointCount
        self.text = text
        self.caret = min(max(caret ?? length, 0), length)
        self.anchor = min(max(anchor ?? self.caret, 0), length)
    }

    /// The number of code points in the text (GTK's length).
    public var length: Int { text.codePointCount }

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
