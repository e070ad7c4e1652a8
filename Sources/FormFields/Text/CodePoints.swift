/// Code-point arithmetic on strings: the unit GTK uses for every position.
///
/// Each helper walks the string once, so callers stay linear in the text's length.
extension String {
    /// The number of Unicode code points (GTK's length).
    ///
    /// NB: Counts the UTF-8 bytes that start a code point, a tight loop over native storage;
    /// `unicodeScalars.count` decodes every scalar and costs several times more per keystroke.
    @inlinable public var codePointCount: Int {
        utf8.withContiguousStorageIfAvailable { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        } ?? unicodeScalars.count
    }

    /// The string index at a code-point offset, clamped to the ends.
    public func index(atCodePoint offset: Int) -> String.Index {
        existingIndex(atCodePoint: offset) ?? endIndex
    }

    /// The string index at a code-point offset (clamped at 0), or `nil` past the end.
    ///
    /// NB: Finds the byte by counting code-point starts in native storage, several times
    /// cheaper than stepping through `unicodeScalars`, which decodes each scalar.
    private func existingIndex(atCodePoint offset: Int) -> String.Index? {
        let offset = max(offset, 0)
        let found = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var remaining = offset
            for (byteOffset, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
                if remaining == 0 { return byteOffset }
                remaining -= 1
            }
            return remaining == 0 ? bytes.count : nil
        }
        if let found { return found.map { utf8.index(utf8.startIndex, offsetBy: $0) } }
        let scalars = unicodeScalars
        return scalars.index(scalars.startIndex, offsetBy: offset, limitedBy: scalars.endIndex)
    }

    /// The code points in `range` (clamped), as a string.
    public func codePoints(_ range: Range<Int>) -> Substring {
        let lower = index(atCodePoint: range.lowerBound)
        let scalars = unicodeScalars
        let upper =
            scalars.index(lower, offsetBy: max(range.count, 0), limitedBy: scalars.endIndex)
            ?? scalars.endIndex
        return self[lower..<upper]
    }

    /// Replaces the code points in `range` with `replacement`.
    public func replacingCodePoints(_ range: Range<Int>, with replacement: some StringProtocol) -> String {
        let lower = index(atCodePoint: range.lowerBound)
        let scalars = unicodeScalars
        let upper =
            scalars.index(lower, offsetBy: max(range.count, 0), limitedBy: scalars.endIndex)
            ?? scalars.endIndex
        var result = String(self[..<lower])
        result += replacement
        result += self[upper...]
        return result
    }

    /// Moves a code-point offset out of the middle of a grapheme cluster.
    ///
    /// GTK accepts a position inside a cluster ("e" + U+0301, or an emoji ZWJ sequence) but a
    /// person can never put the caret there, so FormFields never does either.
    /// - Parameters:
    ///   - offset: A code-point offset; clamped into the text first.
    ///   - forward: Snap to the end of the cluster (`true`) or its start.
    public func snappedToGrapheme(_ offset: Int, forward: Bool = true) -> Int {
        guard offset > 0 else { return 0 }
        // NB: Most offsets are on a boundary already; checking that looks only at the
        // neighbouring code points, while walking the clusters costs grapheme breaking from
        // the start on every keystroke.
        if let index = existingIndex(atCodePoint: offset), index.samePosition(in: self) != nil {
            return offset
        }
        var position = 0
        for character in self {
            let next = position + character.unicodeScalars.count
            if offset <= position { return position }
            if offset < next { return forward ? next : position }
            position = next
        }
        return position
    }
}
