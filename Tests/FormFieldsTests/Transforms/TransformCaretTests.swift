import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

/// The caret keeps the number of kept characters before it (contract point 4).
@MainActor
@Suite struct TransformCaretTests {
    @Test func aTransformThatDropsCharactersBeforeTheCaretMovesItLeftByThatMany() {
        let digits = FieldHarness("", transform: .digits, converter: .string)
        digits.entry.insert("a1b2c3|")
        #expect(digits.shown == "123|")
        digits.place("1|23")
        digits.entry.insert("x-y9")
        #expect(digits.shown == "19|23")
        #expect(digits.model.writes == ["123", "1923"])
    }

    @Test func digitsOfOtherScriptsBecomeASCII() {
        let digits = FieldHarness("", transform: .digits, converter: .string)
        digits.entry.type("４２")
        digits.entry.type("٣")
        #expect(digits.shown == "423|")
        #expect(digits.model.writes == ["4", "42", "423"])
    }

    @Test func uppercaseThatGrowsTheTextKeepsTheCaretAfterTheTypedLetter() {
        let code = FieldHarness("", transform: .uppercase, converter: .string)
        code.entry.type("ab")
        code.place("A|B")
        code.entry.type("ß")
        #expect(code.shown == "ASS|B", "ß becomes SS and the caret follows both letters")
    }

    @Test func aPasteIsCleanedWhereverItsFirstCharacterToChangeIs() {
        let code = FieldHarness("", transform: .uppercase, converter: .string)
        code.entry.insert("ÄBc dé")
        #expect(code.shown == "ÄBC DÉ|", "Ä and B need nothing; the c after them still becomes C")
        code.place("ÄB|C DÉ")
        code.entry.insert("éa")
        #expect(code.shown == "ÄBÉA|C DÉ")
        #expect(code.model.writes == ["ÄBC DÉ", "ÄBÉAC DÉ"])
    }

    @Test func anASCIICharacterMayBecomeSeveralOrOneThatIsNotASCII() {
        let typographic = FieldHarness(
            "",
            transform: ScalarMapTransform { scalar in
                switch scalar {
                case "\t": .replace("  ")
                case "'": .replace("\u{2019}")
                default: .keep
                }
            },
            converter: .string)
        typographic.entry.insert("it's\tok")
        #expect(typographic.shown == "it\u{2019}s  ok|")
        typographic.place("it\u{2019}s|  ok")
        typographic.entry.type("'\t")
        #expect(typographic.shown == "it\u{2019}s\u{2019}  |  ok", "the caret follows both spaces of the tab")
        #expect(
            typographic.model.writes == ["it\u{2019}s  ok", "it\u{2019}s\u{2019}  ok", "it\u{2019}s\u{2019}    ok"])
    }

    @Test func aPasteTheLimitCutsAfterASpaceLeavesNoDoubleSpace() {
        let fullName = FieldHarness(
            "Ada Byron", transform: .trimmed.then(.collapsingWhitespace).then(.maximumLength(13)), converter: .string)
        fullName.place("Ada| Byron")
        fullName.entry.insert(" of Lovelace")
        // Four characters fit, " of ", and the space they end with meets the one before "Byron".
        #expect(fullName.shown == "Ada of |Byron")
        #expect(fullName.model.writes == ["Ada of Byron"])
        #expect(fullName.events(.diagnostic).isEmpty, "cleaning the result again changes nothing")
    }

    @Test func aPasteOfWhichOnlyASpaceNextToASpaceFitsIsRefused() {
        let fullName = FieldHarness(
            "Ada Byron", transform: .trimmed.then(.collapsingWhitespace).then(.maximumLength(10)), converter: .string)
        fullName.place("Ada| Byron")
        fullName.entry.insert(" King")
        #expect(fullName.shown == "Ada| Byron", "only the space fits, and it joins the space after it")
        #expect(fullName.model.writes.isEmpty)
        #expect(fullName.field.counters.rejected == 1)
    }

    @Test func composedTransformsCleanInOrder() {
        let username = FieldHarness(
            "",
            transform: .lowercase.then(.allowing(CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789_")))
                .then(.maximumLength(8)),
            converter: .string)
        username.entry.type("Ada L_9")
        #expect(username.shown == "adal_9|")
        #expect(username.model.writes == ["a", "ad", "ada", "adal", "adal_", "adal_9"])
        username.entry.insert("LOVELACE")
        #expect(username.shown == "adal_9lo|")
    }

    @Test func maximumLengthCountsWhatAPersonSeesAsOneCharacter() {
        let nickname = FieldHarness("", transform: .maximumLength(3), converter: .string)
        nickname.entry.type("👨‍👩‍👧")
        nickname.entry.type("e")
        nickname.entry.type("\u{301}")
        #expect(nickname.entry.text == "👨‍👩‍👧é")
        #expect(nickname.entry.caret == 7, "code points: 5 for the family, 2 for e and its accent")
        nickname.entry.type("🇩🇪")
        nickname.entry.type("x")
        #expect(nickname.entry.text == "👨‍👩‍👧é🇩🇪")
        #expect(nickname.model.writes.count == 4, "family, e, é, flag; the x was rejected")
    }

    @Test func aKeyWhoseCapitalsDoNotFitIsRefusedAndAPasteKeepsWhatFits() {
        let code = FieldHarness("", transform: .uppercase.then(.maximumLength(3)), converter: .string)
        code.entry.type("ab")
        code.entry.type("ß")
        #expect(code.shown == "AB|", "ß becomes SS, and only one S fits: half a letter is not the letter typed")
        code.entry.type("ﬁ")
        #expect(code.shown == "AB|", "ﬁ becomes FI")
        #expect(code.entry.refusals == 2)
        #expect(code.model.writes == ["A", "AB"])
        code.entry.insert("ßx")
        #expect(code.shown == "ABS|", "a paste keeps what fits")
        code.place("AB[S]")
        code.entry.type("ß")
        #expect(code.shown == "AB[S]", "over a selection too")
        #expect(code.entry.refusals == 3)
        #expect(code.model.writes == ["A", "AB", "ABS"])
    }

    @Test func aPasteIsCutWhereTheCharactersOfTheResultEnd() {
        let family = FieldHarness("👩", transform: .maximumLength(2), converter: .string)
        family.entry.insert("\u{200D}👧xyz")
        #expect(family.shown == "👩\u{200D}👧x|", "the joiner makes one character of 👩 and 👧, and x fits after it")
        #expect(family.entry.caret == 4)
        #expect(family.model.writes == ["👩\u{200D}👧x"])

        let flags = FieldHarness("🇩", transform: .maximumLength(2), converter: .string)
        flags.entry.insert("🇪🇫🇬x")
        #expect(flags.shown == "🇩🇪🇫🇬|", "two flags, not a flag and half of one")
        #expect(flags.model.writes == ["🇩🇪🇫🇬"])
    }

    @Test func aPasteCutToTheLimitLeavesTheCaretAfterTheCodePointsItKept() {
        let nickname = FieldHarness("ab", transform: .maximumLength(4), converter: .string)
        nickname.place("a|b")
        nickname.entry.insert("e\u{301}\u{E9}xyz")
        #expect(
            nickname.shown == "ae\u{301}\u{E9}|b",
            "the é written as e and an accent is one character of two code points, GTK's unit")
        #expect(nickname.entry.caret == 4)
        #expect(nickname.model.writes == ["ae\u{301}\u{E9}b"])
    }

    @Test func aCaretInsideAClusterIsMovedToItsEnd() {
        let field = FieldHarness("héllo👨‍👩‍👧", converter: .string)
        field.entry.moveCaret(to: 8)
        #expect(field.entry.caret == 10, "GTK accepts 8, inside the family emoji; the field moves it out")
        field.entry.moveCaret(to: 1)
        field.entry.type("\u{301}")
        #expect(field.entry.caret == 2)
        #expect(field.entry.text == "h\u{301}éllo👨‍👩‍👧")
    }

    @Test func aSelectionEndInsideAClusterIsMovedToItsEndInTheWidgetToo() {
        let field = FieldHarness("héllo👨‍👩‍👧", converter: .string)
        field.entry.moveCaret(to: 0, anchor: 8)
        #expect(field.entry.anchor == 10, "copying the selection copies the whole family, not two of it")
        #expect(field.entry.caret == 0)
    }

    @Test func whitespaceIsTrimmedAtTheStartWhileTypingAndAtBothEndsOnCommit() {
        let fullName = FieldHarness(
            "", transform: .trimmed.then(.collapsingWhitespace).then(.maximumLength(30)), converter: .string)
        fullName.entry.type("  Ada   ")
        #expect(fullName.shown == "Ada |", "a space between words must stay typeable")
        #expect(fullName.model.writes == ["A", "Ad", "Ada"], "the model never sees the trailing space")
        fullName.entry.type("Lovelace\t")
        fullName.field.commit()
        #expect(fullName.shown == "Ada Lovelace|")
        #expect(fullName.model.value == "Ada Lovelace")
    }

    @Test func spacesTrimmedFromTheStartOfAPasteTakeTheCaretBackWithThem() {
        let name = FieldHarness("Lovelace", transform: .trimmed, converter: .string)
        name.place("|Lovelace")
        name.entry.insert("  Ada ")
        #expect(name.shown == "Ada |Lovelace")
        #expect(name.model.writes == ["Ada Lovelace"])
    }

    @Test func aClosureTransformGetsAGenericCaretRule() {
        let field = FieldHarness(
            "", transform: .map { @Sendable in $0.replacingOccurrences(of: "-", with: "") }, converter: .string)
        field.entry.type("ab")
        field.place("a|b")
        field.entry.type("-")
        #expect(field.shown == "a|b")
        field.entry.type("c")
        #expect(field.shown == "ac|b")
    }
}
