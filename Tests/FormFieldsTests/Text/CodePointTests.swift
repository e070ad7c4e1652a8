import FormFields
import Testing

/// Code-point offsets agree with `unicodeScalars`, wherever a multi-byte code point falls.
@Suite struct CodePointTests {
    /// Texts whose 2-, 3- and 4-byte code points straddle the 8-byte words the scan reads, at
    /// every shift, and runs longer than a word of ASCII and of continuation-heavy text.
    static let texts: [String] = {
        let pieces = ["a", "é", "中", "😀", "e\u{301}", "👨‍👩‍👧"]
        var texts = ["", "abcdefgh", "abcdefghi", String(repeating: "😀", count: 9)]
        texts.append(String(repeating: "中é", count: 7))
        for shift in 0..<8 {
            for piece in pieces.dropFirst() {
                let lead = String(repeating: "x", count: shift)
                texts.append(lead + piece + "yz" + piece + String(repeating: "w", count: 9))
            }
        }
        return texts
    }()

    @Test(arguments: texts)
    func offsetsMatchTheUnicodeScalars(text: String) {
        let scalars = Array(text.unicodeScalars)
        #expect(text.codePointCount == scalars.count)
        for offset in 0...scalars.count {
            #expect(text.index(atCodePoint: offset) == text.unicodeScalars.index(text.startIndex, offsetBy: offset))
            #expect(text.codePoint(at: offset) == (offset < scalars.count ? scalars[offset] : nil))
            for end in offset...scalars.count {
                #expect(text.codePoints(offset..<end).unicodeScalars.elementsEqual(scalars[offset..<end]))
            }
        }
        #expect(text.index(atCodePoint: scalars.count + 1) == text.endIndex, "offsets past the end are clamped")
    }
}
