import FormFields
import FormFieldsTestSupport
import Testing

/// A card number field, `GroupedFormat.cardNumber`: groups of four, up to 19 digits (American
/// Express numbers 4-6-5, up to 15), the model gets the digits once they pass the Luhn check.
@MainActor
@Suite struct CardNumberStories {
    @Test func typingGroupsTheDigitsAndTheModelGetsTheNumberOnceItIsValid() {
        let card = FormatStory("", format: GroupedFormat.cardNumber)
        card.entry.type("4111")
        card.expect("4111|", writes: [])
        #expect(card.message == "Enter 12 more digits")
        card.entry.type("1")
        card.expect("4111 1|", writes: [])  // the separator comes with the digit after it
        card.entry.type("1111111")
        card.expect("4111 1111 1111|", writes: [])
        #expect(card.message == "Enter 4 more digits")
        card.entry.type("1111")
        card.expect("4111 1111 1111 1111|", writes: ["4111111111111111"])
        #expect(card.message == nil)
    }

    @Test func typingJustBeforeASeparatorLandsTheDigitAndTheCaretPastIt() {
        let card = FormatStory("41111111", format: GroupedFormat.cardNumber)
        card.expect("4111 1111|", writes: [])
        card.entry.moveCaret(to: 4)
        card.expect("4111| 1111", writes: [])
        card.entry.type("2")
        card.expect("4111 2|111 1", writes: [])
        card.entry.type("3")
        card.expect("4111 23|11 11", writes: [])
        card.entry.moveCaret(to: 5)
        card.entry.type("0")
        card.expect("4111 0|231 111", writes: [])
    }

    @Test func backspaceAndDeleteNextToASeparatorRemoveTheDigitBeyondIt() {
        let card = FormatStory("4111222233334444", format: GroupedFormat.cardNumber)
        card.entry.moveCaret(to: 5)
        card.expect("4111 |2222 3333 4444", writes: [])
        card.entry.backspace()
        card.expect("411|2 2223 3334 444", writes: [])
        card.entry.moveCaret(to: 4)
        card.entry.deleteForward()
        card.expect("4112| 2233 3344 44", writes: [])
        card.entry.backspace()
        card.expect("411|2 2333 3444 4", writes: [])
        #expect(card.message == "Enter 3 more digits")
    }

    @Test func deletingASelectionAcrossSeparatorsRemovesExactlyItsDigits() {
        let card = FormatStory("4111222233334444", format: GroupedFormat.cardNumber)
        card.select(3, 7)
        card.expect("411[1 22]22 3333 4444", writes: [])
        card.entry.backspace()
        card.expect("411|2 2333 3444 4", writes: [])
        card.select(3, 8)
        card.expect("411[2 233]3 3444 4", writes: [])
        card.entry.type("9")
        card.expect("4119| 3344 44", writes: [])
        // A selection holding only a separator holds no digit: deleting it removes nothing.
        card.select(4, 5)
        card.entry.deleteForward()
        card.expect("4119[ ]3344 44", writes: [])
        #expect(card.field.counters.rejected == 1)
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

    @Test func aFullFieldRefusesMoreDigitsAndAPasteThatDoesNotFitShowsWhole() {
        let card = FormatStory("", format: GroupedFormat.cardNumber)
        card.entry.insert("4111 1111 1111 1111 1112 3456")  // 24 digits: no card number
        card.expect("4111 1111 1111 1111 11123456|", writes: [])
        #expect(card.message == "Enter at most 19 digits")
        #expect(card.field.counters.rejected == 0)
        card.select(0, 28)
        card.entry.insert("4111 1111 1111 1111 111")  // 19, as many as a card number has
        card.expect("4111 1111 1111 1111 111|", writes: [])
        card.entry.moveCaret(to: 2)
        card.entry.type("5")
        card.expect("41|11 1111 1111 1111 111", writes: [])
        #expect(card.field.counters.rejected == 1)
        card.entry.type("x")
        card.expect("41|11 1111 1111 1111 111", writes: [])
        #expect(card.field.counters.rejected == 2)
        #expect(card.message == "This card number is not valid: check the digits")
    }

    @Test func theCheckDigitDecidesBetweenAMistakeAndANumberStillBeingTyped() {
        let card = FormatStory("", format: GroupedFormat.cardNumber)
        card.entry.insert("4111 1111 1111 1112")
        #expect(card.message == "This card number is not valid: check the digits")
        #expect(card.entry.validation.isError)
        card.entry.backspace()
        card.expect("4111 1111 1111 111|", writes: [])
        #expect(card.message == "Enter 1 more digit")
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
        #expect(amex.message == "Enter 1 more digit")
        amex.entry.type("5")
        amex.expect("3782 822463 10005|", writes: ["378282246310005"])
        let diners = FormatStory("", format: GroupedFormat.cardNumber)
        diners.entry.insert("3056 9309 0259 04")
        #expect(diners.writes == ["30569309025904"])
    }

    @Test func anAmericanExpressNumberShowsAsItsCardsPrintIt() {
        let amex = FormatStory("", format: GroupedFormat.cardNumber)
        amex.entry.type("3782822463")
        amex.expect("3782 822463|", writes: [])
        amex.entry.type("1")
        amex.expect("3782 822463 1|", writes: [])
        amex.entry.moveCaret(to: 11)
        amex.entry.deleteForward()  // next to the separator: the digit beyond it goes
        amex.expect("3782 822463|", writes: [])
        amex.entry.type("10005")
        amex.expect("3782 822463 10005|", writes: ["378282246310005"])
        amex.entry.type("2")  // a 16th digit: refused, as in any full field
        amex.expect("3782 822463 10005|", writes: ["378282246310005"])
        #expect(amex.field.counters.rejected == 1)
        #expect(amex.message == nil)
    }

    @Test func aNumberStartingWith34IsAnAmericanExpressNumberToo() {
        let amex = FormatStory("", format: GroupedFormat.cardNumber)
        amex.entry.type("3434343434343434")
        amex.expect("3434 343434 34343|", writes: ["343434343434343"])
        #expect(amex.field.counters.rejected == 1, "the 16th digit")
    }

    @Test func typingStopsAtTheFifteenthDigitOfAnAmericanExpressNumber() {
        let amex = FormatStory("", format: GroupedFormat.cardNumber)
        amex.entry.type("378282246310")
        amex.entry.insert("005")  // pasted after the 12th digit
        amex.expect("3782 822463 10005|", writes: ["378282246310005"])
        amex.entry.moveCaret(to: 4)
        amex.entry.type("9")  // a full number takes no digit anywhere
        amex.expect("3782| 822463 10005", writes: ["378282246310005"])
        #expect(amex.field.counters.rejected == 1)

        // A longer number pasted whole is shown whole, and the field says what is wrong,
        // rather than dropping a digit unnoticed. Its last digit can then go.
        let pasted = FormatStory("", format: GroupedFormat.cardNumber)
        pasted.entry.insert("3782 8224 6310 0052")
        pasted.expect("3782 8224 6310 0052|", writes: [])
        #expect(pasted.message == "An American Express card number has 15 digits")
        pasted.entry.backspace()
        pasted.expect("3782 822463 10005|", writes: ["378282246310005"])
        #expect(pasted.message == nil)

        // So is the rest of one pasted after its 12th digit: no digit of it goes.
        let rest = FormatStory("378282246310", format: GroupedFormat.cardNumber)
        rest.entry.insert("0052")
        rest.expect("3782 8224 6310 0052|", writes: [])
        #expect(rest.message == "An American Express card number has 15 digits")

        // So is a 16-digit number that becomes one by its first digits.
        let visa = FormatStory("4111111111111111", format: GroupedFormat.cardNumber)
        visa.select(0, 2)
        visa.entry.insert("37")
        visa.expect("37|11 1111 1111 1111", writes: [])
        #expect(visa.message == "An American Express card number has 15 digits")
    }

    @Test func aPastedAmericanExpressNumberReadsTheSameInEitherGrouping() {
        for pasted in ["378282246310005", "3782 8224 6310 005", "3782-822463-10005"] {
            let amex = FormatStory("", format: GroupedFormat.cardNumber)
            amex.entry.insert(pasted)
            amex.expect("3782 822463 10005|", writes: ["378282246310005"])
        }
    }

    @Test func digitsOfOtherScriptsAreTypedAsASCII() {
        let card = FormatStory("", format: GroupedFormat.cardNumber)
        card.entry.type("٤١١١١")
        card.expect("4111 1|", writes: [])
        card.entry.type("４")
        card.expect("4111 14|", writes: [])
    }

    @Test func otherGroupSizesAndSeparators() {
        let amex = FormatStory("", format: GroupedFormat(groups: [4, 6, 5]))
        amex.entry.type("378282246310005")
        amex.expect("3782 822463 10005|", writes: ["378282246310005"])
        amex.entry.type("1")
        #expect(amex.field.counters.rejected == 1)

        let code = FormatStory(
            "", format: GroupedFormat(groups: [3], repeatsLastGroup: true, separator: " - "))
        code.entry.type("1234567")
        code.expect("123 - 456 - 7|", writes: ["1", "12", "123", "1234", "12345", "123456", "1234567"])
        code.entry.moveCaret(to: 9)
        code.expect("123 - 456| - 7", writes: ["1", "12", "123", "1234", "12345", "123456", "1234567"])
        code.entry.deleteForward()
        code.expect("123 - 456|", writes: ["1", "12", "123", "1234", "12345", "123456", "1234567", "123456"])
        code.entry.moveCaret(to: 6)
        code.entry.backspace()
        code.expect(
            "12|4 - 56", writes: ["1", "12", "123", "1234", "12345", "123456", "1234567", "123456", "12456"])
    }
}
