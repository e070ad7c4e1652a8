import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

/// A card expiry field, `CardExpiryFormat` ("MM/YY"), bound to an optional `CardExpiry`.
@MainActor
@Suite struct CardExpiryStories {
    let april2027 = CardExpiry(month: 4, year: 2027)

    @Test func typingTheDateDigitByDigit() {
        let expiry = FormatStory(CardExpiry?.none, format: CardExpiryFormat())
        expiry.entry.type("0")
        expiry.expect("0|", writes: [])
        #expect(expiry.message == "Enter the expiry date as MM/YY")
        expiry.entry.type("4")
        expiry.expect("04|", writes: [])
        #expect(expiry.message == "Enter the year as two digits: MM/YY")
        expiry.entry.type("/")  // the slash comes by itself; typing it changes nothing
        expiry.expect("04|", writes: [])
        expiry.entry.type("2")
        expiry.expect("04/2|", writes: [])
        expiry.entry.type("7")
        expiry.expect("04/27|", writes: [april2027])
        #expect(expiry.message == nil)
        expiry.entry.type("1")
        expiry.expect("04/27|", writes: [april2027])
        #expect(expiry.field.counters.rejected == 2)
    }

    @Test func aFirstDigitAboveOneIsTheMonthAndASlashEndsAOneDigitMonth() {
        let expiry = FormatStory(CardExpiry?.none, format: CardExpiryFormat())
        expiry.entry.type("4")
        expiry.expect("04|", writes: [])
        expiry.entry.type("27")
        expiry.expect("04/27|", writes: [april2027])
        expiry.select(0, 5)
        expiry.entry.type("1")
        expiry.expect("1|", writes: [april2027])
        expiry.entry.type("/")
        expiry.expect("01|", writes: [april2027])
        expiry.entry.type("30")
        expiry.expect("01/30|", writes: [april2027, CardExpiry(month: 1, year: 2030)])
    }

    @Test func aSlashAfterAZeroIsRefusedForThereIsNoMonthZero() {
        let expiry = FormatStory(CardExpiry?.none, format: CardExpiryFormat())
        expiry.entry.type("0/")
        expiry.expect("0|", writes: [])
        #expect(expiry.field.counters.rejected == 1)
        #expect(expiry.message == "Enter the expiry date as MM/YY")
    }

    @Test func aPastedFirstDigitAboveOneIsTheMonthAsWhenTyped() {
        let expiry = FormatStory(CardExpiry?.none, format: CardExpiryFormat())
        expiry.entry.insert(" 7")
        expiry.expect("07|", writes: [])
        #expect(expiry.message == "Enter the year as two digits: MM/YY")
        expiry.select(0, 2)
        expiry.entry.insert("456")
        expiry.expect("04/56|", writes: [CardExpiry(month: 4, year: 2056)])
        #expect(CardExpiryFormat().clean(" 7") == CardExpiryFormat().clean("7"))
    }

    /// "45678" is no date: cut to "04/56" it wrote April 2056 into the model. It shows whole,
    /// marked invalid, and Backspace makes a date of it.
    @Test func aPasteWithMoreDigitsThanADateHasShowsWholeAndInvalid() {
        let expiry = FormatStory(CardExpiry?.none, format: CardExpiryFormat())
        expiry.entry.insert("45678")
        expiry.expect("45/678|", writes: [])
        #expect(expiry.message == "Enter the expiry date as MM/YY")
        let other = FormatStory(CardExpiry?.none, format: CardExpiryFormat())
        other.entry.insert("12345")
        other.expect("12/345|", writes: [])
        #expect(other.message == "Enter the expiry date as MM/YY")
        other.entry.backspace()
        other.expect("12/34|", writes: [CardExpiry(month: 12, year: 2034)])

        let year = FormatStory(april2027, format: CardExpiryFormat())
        year.select(3, 5)
        year.entry.insert("285")
        year.expect("04/285|", writes: [])
        #expect(year.entry.validation == .invalid("Enter the expiry date as MM/YY"))
        #expect(year.field.counters.rejected == 0)
    }

    @Test func aMonthAboveTwelveIsAnErrorAndNothingIsWritten() {
        let expiry = FormatStory(CardExpiry?.none, format: CardExpiryFormat())
        expiry.entry.type("13")
        expiry.expect("13|", writes: [])
        #expect(expiry.message == "The month must be from 01 to 12")
        #expect(expiry.entry.validation.isError)
        expiry.entry.type("27")
        expiry.expect("13/27|", writes: [])
        #expect(expiry.message == "The month must be from 01 to 12")
        expiry.entry.moveCaret(to: 2)
        expiry.entry.backspace()
        expiry.expect("1|2/7", writes: [])
        #expect(expiry.message == "Enter the year as two digits: MM/YY")
        expiry.entry.moveCaret(to: 5)
        expiry.entry.type("8")
        expiry.expect("12/78|", writes: [CardExpiry(month: 12, year: 2078)])
    }

    @Test func backspaceAfterTheSlashRemovesTheMonthDigit() {
        let expiry = FormatStory(april2027, format: CardExpiryFormat())
        expiry.expect("04/27|", writes: [])
        expiry.entry.moveCaret(to: 3)
        expiry.entry.backspace()
        expiry.expect("0|2/7", writes: [])
        expiry.entry.deleteForward()
        expiry.expect("0|7", writes: [])
        expiry.entry.deleteForward()
        expiry.expect("0|", writes: [])
        expiry.entry.backspace()
        expiry.expect("|", writes: [nil])
    }

    @Test func aPastedDateIsReadWhole() {
        for pasted in ["04/27", "0427", "4/27", "04/2027", "4/2027", "042027", "04 / 27", "Exp. 04-27"] {
            let expiry = FormatStory(CardExpiry?.none, format: CardExpiryFormat())
            expiry.entry.insert(pasted)
            #expect(expiry.shown == "04/27|", "pasting \(pasted)")
            #expect(expiry.writes == [april2027], "pasting \(pasted)")
        }
    }

    @Test func selectingTheYearAndTypingReplacesIt() {
        let expiry = FormatStory(april2027, format: CardExpiryFormat())
        expiry.select(3, 5)
        expiry.entry.type("3")
        expiry.expect("04/3|", writes: [])
        expiry.entry.type("1")
        expiry.expect("04/31|", writes: [CardExpiry(month: 4, year: 2031)])
    }

    @Test func aDateSetElsewhereIsShownWithoutAWriteBack() {
        let expiry = FormatStory(april2027, format: CardExpiryFormat())
        expiry.model.setFromElsewhere(CardExpiry(month: 12, year: 2030))
        expiry.field.modelChanged()
        expiry.expect("12/30|", writes: [])
        expiry.model.setFromElsewhere(nil)
        expiry.field.modelChanged()
        expiry.expect("|", writes: [])
    }

    @Test func anExpiredCardIsRefusedWithTheDateInTheMessage() {
        let expiry = FormatStory(
            CardExpiry?.none, format: CardExpiryFormat(notBefore: CardExpiry(month: 6, year: 2026)))
        expiry.entry.type("0526")
        #expect(expiry.message == "This card has expired (05/26)")
        #expect(expiry.writes == [])
        expiry.entry.backspace()
        expiry.entry.type("7")
        #expect(expiry.message == nil)
        #expect(expiry.writes == [CardExpiry(month: 5, year: 2027)])
    }

    @Test func aCardThatExpiresInTheEarliestMonthAcceptedIsAccepted() {
        let expiry = FormatStory(
            CardExpiry?.none, format: CardExpiryFormat(notBefore: CardExpiry(month: 6, year: 2026)))
        expiry.entry.type("0626")
        #expect(expiry.message == nil, "a card is good until the end of the month printed on it")
        expiry.expect("06/26|", writes: [CardExpiry(month: 6, year: 2026)])
    }
}

@Suite struct CardExpiryValueTests {
    @Test func monthsOutsideOneToTwelveAreNotExpiries() {
        #expect(CardExpiry(month: 0, year: 2027) == nil)
        #expect(CardExpiry(month: 13, year: 2027) == nil)
        #expect(CardExpiry(month: 12, year: 27)?.year == 2027)
        #expect(CardExpiry(month: 4, year: 2027)?.description == "04/27")
    }

    @Test func aCardExpiresAtTheEndOfItsMonth() throws {
        let expiry = try #require(CardExpiry(month: 4, year: 2027))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let lastDay = try #require(
            calendar.date(from: DateComponents(year: 2027, month: 4, day: 30, hour: 23)))
        let nextMonth = try #require(calendar.date(from: DateComponents(year: 2027, month: 5, day: 1)))
        #expect(!expiry.isExpired(at: lastDay, calendar: calendar))
        #expect(expiry.isExpired(at: nextMonth, calendar: calendar))
    }

    @Test func expiriesTravelAsYearAndMonthInDrafts() {
        let expiry = CardExpiry(month: 4, year: 2027)
        #expect(expiry?.fieldValue == .string("2027-04"))
        #expect(CardExpiry(fieldValue: .string("2027-04")) == expiry)
        #expect(CardExpiry(fieldValue: .string("2027-13")) == nil)
        #expect(CardExpiry(fieldValue: .integer(4)) == nil)
    }
}
