import FormFields
import Testing

/// Finding what an edit did from the texts before and after it.
@Suite struct TextEditTests {
    @Test(arguments: [
        // before, after, caret after, replaced, inserted
        ("Floo", "Flooo", 4, 3..<3, "o"),
        ("Floo", "Flooo", 3, 2..<2, "o"),
        ("Floo", "Flooo", 5, 4..<4, "o"),
        ("Flooo", "Floo", 3, 3..<4, ""),
        ("12/34", "1234", 2, 2..<3, ""),
        ("abc", "aXc", 2, 1..<2, "X"),
        ("", "Flower", 6, 0..<0, "Flower"),
        ("Flow", "", 0, 0..<4, ""),
    ])
    func theCaretDecidesWhereAnAmbiguousEditWas(
        before: String, after: String, caret: Int, replaced: Range<Int>, inserted: String
    ) {
        let edit = TextEdit(from: TextState(before), to: TextState(after, caret: caret))
        #expect(edit.replaced == replaced)
        #expect(edit.inserted == inserted)
    }

    @Test(arguments: [
        // Code points that share their first UTF-8 bytes and differ in a later one: é is C3 A9,
        // è is C3 A8; 😀 is F0 9F 98 80, 😁 is F0 9F 98 81; 中 is E4 B8 AD, 丰 is E4 B8 B0.
        ("café", "cafè", 4, 3..<4, "è"),
        ("éa", "èa", 1, 0..<1, "è"),
        ("a😀b", "a😁b", 2, 1..<2, "😁"),
        ("中文", "丰文", 1, 0..<1, "丰"),
        ("x中", "x丰", 2, 1..<2, "丰"),
        ("ééé", "éé", 2, 2..<3, ""),
        ("😀", "😀😀", 2, 1..<1, "😀"),
    ])
    func codePointsThatShareBytesAreComparedWhole(
        before: String, after: String, caret: Int, replaced: Range<Int>, inserted: String
    ) {
        let edit = TextEdit(from: TextState(before), to: TextState(after, caret: caret))
        #expect(edit.replaced == replaced)
        #expect(edit.inserted == inserted)
        #expect(edit.before.text.replacingCodePoints(edit.replaced, with: edit.inserted) == after)
    }

    @Test func backspaceAndDeleteAreToldApart() {
        let backspace = TextEdit(from: TextState("12/34", caret: 3), to: TextState("1234", caret: 2))
        #expect(backspace.isBackwardDeletion)
        #expect(backspace.removed == "/")
        let delete = TextEdit(from: TextState("12/34", caret: 2), to: TextState("1234", caret: 2))
        #expect(delete.isForwardDeletion)
        #expect(!delete.isBackwardDeletion)
    }

    @Test func offsetsAreCodePointsNotCharactersOrBytes() {
        let edit = TextEdit(from: TextState("👨‍👩‍👧"), replacing: 5..<5, with: "é")
        #expect(edit.after.text == "👨‍👩‍👧é")
        #expect(edit.after.caret == 6)
        #expect("héllo👨‍👩‍👧".codePointCount == 10)
        #expect("héllo👨‍👩‍👧".snappedToGrapheme(8) == 10)
        #expect("héllo👨‍👩‍👧".snappedToGrapheme(8, forward: false) == 5)
        #expect("héllo👨‍👩‍👧".codePoint(at: 1) == "é")
        #expect("héllo👨‍👩‍👧".codePoint(at: 6) == "\u{200D}", "the joiner inside the family is a code point of its own")
        #expect("héllo👨‍👩‍👧".codePoint(at: 9) == "👧")
        #expect("héllo👨‍👩‍👧".codePoint(at: 10) == nil)
        #expect("héllo".codePoint(at: -1) == nil)
    }

    @Test func stateDescriptionsDrawTheCaretAndSelection() {
        #expect(TextState("1234", caret: 2).description == "12|34")
        #expect(TextState("1234", caret: 3, anchor: 1).description == "1[23]4")
        #expect(TextState("12", caret: 9).caret == 2, "offsets are clamped into the text")
    }
}
