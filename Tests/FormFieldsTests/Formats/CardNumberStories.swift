import FormFields
import FormFieldsTestSupport
import Testing

/// A card number field, `GroupedFormat.cardNumber`: groups of four, up to 19 digits, the model
/// gets the digits once they pass the Luhn check.
@MainActor
@Suite struct CardNumberStories {
    @Test func typingGroupsTheDigitsAndTheModelGetsTheNumberOnceItIsValid() {
        let card = FormatStory("", format: GroupedFormat.cardNumber)
        card.entry.type("4111")
        #expect(card.shown == "4111|")
        #expect(card.message == "Enter 8 more digits")
        card.entry.type("1")
        #expect(card.shown == "4111 1|")  // the separator comes with the digit after it
        card.entry.type("1111111")
        #expect(card.shown == "4111 1111 1111|")
        #expect(card.message == "Enter the rest of the card number")
        card.entry.type("1111")
        #expect(card.shown == "4111 1111 1111 1111|")
        #expect(card.message == nil)
        #expect(card.writes == ["4111111111111111"])
    }

    @Test func typingJustBeforeASeparatorLandsTheDigitAndTheCaretPastIt() {
        let card = FormatStory("41111111", format: GroupedFormat.cardNumber)
        #expect(card.shown == "4111 1111|")
        card.entry.moveCaret(to: 4)
        #expect(card.shown == "4111| 1111")
        card.entry.type("2")
        #expect(card.shown == "4111 2|111 1")
        card.entry.type("3")
        #expect(card.shown == "4111 23|11 11")
        card.entry.moveCaret(to: 5)
        card.entry.type("0")
        #expect(card.shown == "4111 0|231 111")
        #expect(card.writes == [])
    }

    @Test func backspaceAndDeleteNextToASeparatorRemoveTheDigitBeyondIt() {
        let card = FormatStory("4111222233334444", format: GroupedFormat.cardNumber)
        card.entry.moveCaret(to: 5)
        #expect(card.shown == "4111 |2222 3333 4444")
        card.entry.backspace()
        #expect(card.shown == "411|2 2223 3334 444")
        card.entry.moveCaret(to: 4)
        card.entry.deleteForward()
        #expect(card.shown == "4112| 2233 3344 44")
        card.entry.backspace()
        #expect(card.shown == "411|2 2333 3444 4")
        #expect(card.message == "Enter the rest of the card number")
        #expect(card.writes == [])
    }

    @Test func deletingASelectionAcrossSeparatorsRemovesExactlyItsDigits() {
        let card = FormatStory("4111222233334444", format: GroupedFormat.cardNumber)
        card.select(3, 7)
        #expect(card.shown == "411[1 22]22 3333 4444")
        card.entry.backspace()
        #expect(card.shown == "411|2 2333 3444 4")
        card.select(3, 8)
        #expect(card.shown == "411[2 233]3 3444 4")
        card.entry.type("9")
        #expect(card.shown == "4119| 3344 44")
        // A selection holding only a separator holds no digit: deleting it removes nothing.
        card.select(4, 5)
        card.entry.deleteForward()
        #expect(card.shown == "4119[ ]3344 44")
        #expect(card.field.counters.rejected == 1)
        #expect(card.writes == [])
    }

    @Test func pastingFormattedOrPlainDigitsGivesTheSameNumber() {
        for pasted in [
            "4111 1111 1111 1111", "4111111111111111", "4111-1111-1111-1111", " 4111.1111.1111.1111 ",
        ] {
            let card = FormatStory("", format: GroupedFormat.cardNumber)
            card.entry.insert(pasted)
            #expect(card.shown == "4111 1111 1111 1111|", "pasting \(pasted)")
            #expect(card.writes == ["4111111111111111"], "pasting \(pasted)")
        }
        for pasted in ["2222 3333", "22223333"] {
            let card = FormatStory("41111111", format: GroupedFormat.cardNumber)
            card.entry.moveCaret(to: 5)
            card.entry.insert(pasted)
            #expect(card.shown == "4111 2222 3333| 1111", "pasting \(pasted)")
        }
    }

    @Test func aFullFieldRefusesMoreDigitsAndAPasteKeepsWhatFits() {
        let card = FormatStory("", format: GroupedFormat.cardNumber)
        card.entry.insert("4111 1111 1111 1111 1112 3456")
        #expect(card.shown == "4111 1111 1111 1111 111|")
        card.entry.moveCaret(to: 2)
        card.entry.type("5")
        #expect(card.shown == "41|11 1111 1111 1111 111")
        #expect(card.field.counters.rejected == 1)
        card.entry.type("x")
        #expect(card.shown == "41|11 1111 1111 1111 111")
        #expect(card.field.counters.rejected == 2)
        #expect(card.writes == [])
        #expect(card.message == "This card number is not valid: check the digits")
    }

    @Test func theCheckDigitDecidesBetweenAMistakeAndANumberStillBeingTyped() {
        let card = FormatStory("", format: GroupedFormat.cardNumber)
        card.entry.insert("4111 1111 1111 1112")
        #expect(card.message == "This card number is not valid: check the digits")
        #expect(card.entry.validation.isError)
        card.entry.backspace()
        #expect(card.shown == "4111 1111 1111 111|")
        #expect(card.message == "Enter the rest of the card number")
        #expect(!card.entry.validation.isError)
        card.entry.type("1")
        #expect(card.message == nil)
        #expect(card.writes == ["4111111111111111"])
    }

    @Test func aNumberIsCompleteAtTheUsualLengthForItsNetwork() {
        let visa = FormatStory("", format: GroupedFormat.cardNumber)
        visa.entry.type("4242424242424242")  // its 12- to 15-digit beginnings pass Luhn too
        #expect(visa.writes == ["4242424242424242"])
        let amex = FormatStory("", format: GroupedFormat.cardNumber)
        amex.entry.type("37828224631000")
        #expect(amex.message == "Enter the rest of the card number")
        amex.entry.type("5")
        #expect(amex.shown == "3782 8224 6310 005|")
        #expect(amex.writes == ["378282246310005"])
        let diners = FormatStory("", format: GroupedFormat.cardNumber)
        diners.entry.insert("3056 9309 0259 04")
        #expect(diners.writes == ["30569309025904"])
    }

    @Test func digitsOfOtherScriptsAreTypedAsASCII() {
        let card = FormatStory("", format: GroupedFormat.cardNumber)
        card.entry.type("٤١١١١")
        #expect(card.shown == "4111 1|")
        card.entry.type("４")
        #expect(card.shown == "4111 14|")
    }

    @Test func otherGroupSizesAndSeparators() {
        let amex = FormatStory("", format: GroupedFormat(groups: [4, 6, 5]))
        amex.entry.type("378282246310005")
        #expect(amex.shown == "3782 822463 10005|")
        #expect(amex.writes == ["378282246310005"])
        amex.entry.type("1")
        #expect(amex.field.counters.rejected == 1)

        let code = FormatStory(
            "", format: GroupedFormat(groups: [3], repeatsLastGroup: true, separator: " - "))
        code.entry.type("1234567")
        #expect(code.shown == "123 - 456 - 7|")
        code.entry.moveCaret(to: 9)
        #expect(code.shown == "123 - 456| - 7")
        code.entry.deleteForward()
        #expect(code.shown == "123 - 456|")
        code.entry.moveCaret(to: 6)
        code.entry.backspace()
        #expect(code.shown == "12|4 - 56")
    }
}
