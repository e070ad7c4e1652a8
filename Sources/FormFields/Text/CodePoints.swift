import Foundation

/// Code-point arithmetic on strings: the unit GTK uses for every position.
///
/// Each helper walks the string once, so callers stay linear in the text's length.
extension String {
    /// The number of Unicode code points (GTK's length).
    ///
    /// NB: Counts the UTF-8 bytes that start a code point in native storage (`CodePointScan`);
    /// `unicodeScalars.count` decodes every scalar and costs several times more per keystroke.
    public var codePointCount: Int {
        utf8.withContiguousStorageIfAvailable { CodePointScan.count(in: UnsafeRawBufferPointer($0)) }
            ?? unicodeScalars.count
    }

    /// Whether `other` holds exactly the same code points.
    ///
    /// NB: `==` calls canonically equivalent strings equal ("é" and "e" + U+0301), but a GTK
    /// buffer holds one or the other and every offset counts code points, so the field's text
    /// must match the entry's exactly. Comparing bytes is also several times cheaper than `==`
    /// on non-ASCII text, which normalises as it compares.
    public func hasSameCodePoints(as other: String) -> Bool {
        let count = utf8.count
        guard count == other.utf8.count else { return false }
        let compared = utf8.withContiguousStorageIfAvailable { own in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                count == 0 || memcmp(own.baseAddress!, theirs.baseAddress!, count) == 0
            }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }

    /// The string index at a code-point offset, clamped to the ends.
    public func index(atCodePoint offset: Int) -> String.Index {
        existingIndex(atCodePoint: offset) ?? endIndex
    }

    /// The code point at a code-point offset, or `nil` outside the text.
    public func codePoint(at offset: Int) -> Unicode.Scalar? {
        guard offset >= 0, let index = existingIndex(atCodePoint: offset), index < endIndex else { return nil }
        return unicodeScalars[index]
    }

    /// The string index at a code-point offset (clamped at 0), or `nil` past the end.
    ///
    /// NB: Finds the byte by counting code-point starts in native storage, several times
    /// cheaper than stepping through `unicodeScalars`, which decodes each scalar.
    private func existingIndex(atCodePoint offset: Int) -> String.Index? {
        if let found = utf8Offset(atCodePoint: offset) {
            return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
        }
        let scalars = unicodeScalars
        return scalars.index(scalars.startIndex, offsetBy: max(offset, 0), limitedBy: scalars.endIndex)
    }

    /// The UTF-8 offset of a code-point offset (clamped at 0), `.some(nil)` past the end, or
    /// `nil` when the string has no contiguous storage.
    private func utf8Offset(atCodePoint offset: Int) -> Int?? {
        utf8.withContiguousStorageIfAvailable {
            CodePointScan.byteOffset(ofCodePoint: max(offset, 0), in: UnsafeRawBufferPointer($0))
        }
    }

    /// The UTF-8 offsets of the code points in `range` (clamped to the text), found in one pass.
    private func utf8Offsets(of range: Range<Int>) -> Range<Int> {
        let lower = max(range.lowerBound, 0)
        let upper = max(range.upperBound, lower)
        let found = utf8.withContiguousStorageIfAvailable { utf8 -> Range<Int> in
            let bytes = UnsafeRawBufferPointer(utf8)
            let start = CodePointScan.byteOffset(ofCodePoint: lower, in: bytes) ?? bytes.count
            return start..<(CodePointScan.byteOffset(ofCodePoint: upper - lower, in: bytes, from: start) ?? bytes.count)
        }
        if let found { return found }
        let start = index(atCodePoint: lower)
        let scalars = unicodeScalars
        let end = scalars.index(start, offsetBy: upper - lower, limitedBy: endIndex) ?? endIndex
        return utf8.distance(from: startIndex, to: start)..<utf8.distance(from: startIndex, to: end)
    }

    /// The code points in `range` (clamped), as a string.
    public func codePoints(_ range: Range<Int>) -> Substring {
        let bytes = utf8Offsets(of: range)
        let start = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
        return self[start..<utf8.index(start, offsetBy: bytes.count)]
    }

    /// Replaces the code points in `range` with `replacement`.
    ///
    /// NB: Joins the three pieces' bytes into one new string: slicing and appending builds two
    /// intermediate strings and steps through the scalars of the replaced range.
    public func replacingCodePoints(_ range: Range<Int>, with replacement: some StringProtocol) -> String {
        replacingCodePoints(range, with: String(replacement))
    }

    /// Replaces the code points in `range` with `replacement`.
    ///
    /// NB: Not generic, so calls from other modules run specialised code.
    public func replacingCodePoints(_ range: Range<Int>, with replacement: String) -> String {
        let cut = utf8Offsets(of: range)
        let joined = utf8.withContiguousStorageIfAvailable { own in
            replacement.utf8.withContiguousStorageIfAvailable { new in
                String(unsafeUninitializedCapacity: own.count - cut.count + new.count) { output in
                    var written = output.initialize(fromContentsOf: own[..<cut.lowerBound])
                    written = output[written...].initialize(fromContentsOf: new)
                    return output[written...].initialize(fromContentsOf: own[cut.upperBound...])
                }
            }
        }
        if let joined = joined ?? nil { return joined }
        let start = utf8.index(utf8.startIndex, offsetBy: cut.lowerBound)
        return String(self[..<start]) + replacement + self[utf8.index(start, offsetBy: cut.count)...]
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
        if case let byte?? = utf8Offset(atCodePoint: offset), isBetweenASCIICharacters(byte) {
            return offset
        }
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

    /// Whether the UTF-8 offset lies after an ASCII character and before another one (or the
    /// end), other than CR LF: always a grapheme boundary, told without grapheme breaking.
    private func isBetweenASCIICharacters(_ byte: Int) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            guard byte > 0, byte <= bytes.count, bytes[byte - 1] < 0x80 else { return false }
            guard byte < bytes.count else { return true }
            return bytes[byte] < 0x80 && !(bytes[byte - 1] == 0x0D && bytes[byte] == 0x0A)
        } ?? false
    }
}
