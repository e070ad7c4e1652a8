import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

/// Seed 003: numbers tolerate the text people type on the way to a number, and empty never
/// becomes 0.
@MainActor
@Suite struct NumberStoryTests {
    @Test func aRequiredIntKeepsItsLastValueThroughEmptyAndMinus() {
        let quantity = FieldHarness(3, converter: .integer)
        #expect(quantity.shown == "3|")

        quantity.entry.backspace()
        #expect(quantity.shown == "|")
        #expect(quantity.model.value == 3, "empty is not 0")
        #expect(quantity.message == "Enter a whole number")
        #expect(quantity.entry.validation.isError == false, "incomplete text is a hint, not an error")

        quantity.entry.type("-")
        #expect(quantity.shown == "-|")
        #expect(quantity.model.writes == [])

        quantity.entry.type("4")
        #expect(quantity.model.writes == [-4])
        #expect(quantity.message == nil)
        quantity.entry.type("2")
        #expect(quantity.model.writes == [-4, -42])

        quantity.entry.backspace()
        quantity.entry.backspace()
        #expect(quantity.shown == "-|")
        quantity.field.commit()
        #expect(quantity.shown == "-4|", "a lone minus goes back to the last valid value on commit")
        #expect(quantity.model.writes == [-4, -42, -4])
    }

    @Test func anOptionalIntEmptiedIsNilNotZero() {
        let optional = FieldHarness(Int?.some(7), converter: .optional(.integer))
        optional.entry.type("2")
        #expect(optional.model.writes == [72])
        optional.entry.backspace()
        optional.entry.backspace()
        #expect(optional.shown == "|")
        #expect(optional.model.writes == [72, 7, nil])
        optional.entry.type("-")
        #expect(optional.model.writes == [72, 7, nil], "a lone minus is incomplete: no write")
        optional.field.commit()
        #expect(optional.shown == "|")
        #expect(optional.model.writes == [72, 7, nil], "commit of '-' gives back empty and nil, already held")
    }

    @Test func ageOutsideItsRangeIsNotWrittenAndTheFieldSaysTheRange() {
        let age = FieldHarness(18, converter: FieldConverter<Int>.integer.limited(to: 0...130))
        age.entry.type("0")
        #expect(age.shown == "180|")
        #expect(age.model.writes == [])
        #expect(age.message == "Enter a value from 0 to 130")
        #expect(age.entry.validation.isError)
        age.entry.backspace()
        #expect(age.message == nil)
        #expect(age.model.writes == [], "18 again equals the model: no write")
        age.entry.backspace()
        age.entry.backspace()
        age.entry.type("130")
        #expect(age.model.writes == [1, 13, 130])
        age.entry.type("1")
        age.field.commit()
        #expect(age.shown == "1301|", "invalid text stays on commit so nothing typed is lost")
        #expect(age.model.value == 130)
    }

    @Test func aDoubleTakesIntermediateTextAndNormalisesOnCommit() {
        let price = FieldHarness(0.0, converter: FieldConverter<Double>.double.limited(to: 0...))
        #expect(price.shown == "0|")
        price.entry.backspace()
        price.entry.type("1.")
        #expect(price.model.writes == [1])
        #expect(price.message == "Enter the digits after the decimal point")
        price.entry.type("5")
        #expect(price.model.writes == [1, 1.5])
        price.entry.type("0")
        #expect(price.model.writes == [1, 1.5], "1.50 is the same value")
        price.field.commit()
        #expect(price.shown == "1.5|")
        #expect(price.model.writes == [1, 1.5])

        price.setFromElsewhere(0)
        price.place("|0")
        price.entry.type("0.")
        price.entry.type("0")
        #expect(price.shown == "0.0|0", "0.0 stays on screen")
        #expect(price.model.writes == [1, 1.5])
        price.entry.type("-")
        #expect(price.message == "“0.0-0” is not a number")
        #expect(price.model.value == 0)
    }

    @Test func aNumberLeftAtItsDecimalPointBeforeADirectionMarkIsThatNumberOnceEditingEnds() {
        let price = FieldHarness(0.0, converter: .double)
        price.place("[0]")
        price.entry.insert("1.\u{200F}")  // copied from right-to-left text, its mark with it
        #expect(price.model.writes == [])
        #expect(price.message == "Enter the digits after the decimal point")
        price.field.commit()
        #expect(price.shown == "1|", "the invisible mark after the point is skipped, as when reading the number")
        #expect(price.message == nil)
        #expect(price.model.writes == [1])
    }

    @Test func aNumberLeftAtItsDecimalPointIsThatNumberOnceEditingEnds() {
        let price = FieldHarness(0.0, converter: .double)
        price.place("[0]")
        price.entry.type("-3.")
        #expect(price.model.writes == [-3])
        #expect(price.message == "Enter the digits after the decimal point", "said while the person types")
        price.field.commit()
        #expect(price.shown == "-3|")
        #expect(price.message == nil)
        #expect(price.model.writes == [-3], "the model holds -3 already")

        let weight = FieldHarness<Decimal?>(nil, converter: .optional(.decimal))
        weight.entry.type("12.")
        weight.field.commit()
        #expect(weight.shown == "12|")
        #expect(weight.model.writes == [1, 12])
        weight.place("[12]")
        weight.entry.type("٣٫")
        weight.field.commit()
        #expect(weight.shown == "3|", "Arabic-Indic digits and separator alike")
        #expect(weight.model.writes == [1, 12, 3])
        weight.place("[3]")
        weight.entry.type(".")
        weight.field.commit()
        #expect(weight.shown == "|", "a lone point has no number to stop at: the field empties")
        #expect(weight.model.writes == [1, 12, 3, nil])

        let count = FieldHarness(4, converter: .integer)
        count.entry.type(".")
        count.field.commit()
        #expect(count.shown == "4.|", "a whole number has no point to drop")
        #expect(count.message == "“4.” is not a whole number")
    }

    @Test func aTinyOrHugeDoubleFromElsewhereShowsAsDigitsTheFieldAccepts() {
        let rate = FieldHarness(0.5, converter: .double)
        rate.setFromElsewhere(0.00001)
        #expect(rate.shown == "0.00001|")
        rate.field.commit()
        #expect(rate.message == nil)
        rate.setFromElsewhere(1e16)
        #expect(rate.shown == "10000000000000000|")
        rate.entry.backspace()
        #expect(rate.model.writes == [1e15], "editing the shown digits goes on from the value")
        #expect(rate.message == nil)
    }

    @Test func aDoubleRefusesDigitsItCannotKeepInsteadOfRoundingThem() {
        let distance = FieldHarness(0.0, converter: .double)
        distance.entry.backspace()
        distance.entry.type(String(repeating: "9", count: 16))
        #expect(distance.model.value == 999_999_999_999_999, "the first 15 nines are written")
        #expect(distance.message == "Enter at most 15 digits")
        #expect(distance.entry.validation.isError)
        distance.field.commit()
        #expect(distance.shown == "9999999999999999|", "not rewritten to 10000000000000000")
        #expect(distance.model.value == 999_999_999_999_999)
    }

    @Test func aDecimalRefusesDigitsItWouldRound() {
        let total = FieldHarness(Decimal(0), converter: .decimal)
        total.entry.backspace()
        let nines = String(repeating: "9", count: 39)
        total.entry.type(nines)
        #expect(total.model.value == Decimal(string: String(nines.dropLast())))
        #expect(total.message == "Enter at most 38 digits")
        total.field.commit()
        #expect(total.shown == "\(nines)|")
        #expect(total.model.writes.count == 38, "one write per accepted digit, none for the 39th")
    }

    @Test func aFloatTakesIntermediateTextAndNeverReceivesNaN() {
        let ratio = FieldHarness(Float(1), converter: .standard)
        ratio.place("[1]")
        ratio.entry.type("-")
        #expect(ratio.shown == "-|")
        #expect(ratio.message == "Enter a number")
        #expect(ratio.entry.validation.isError == false)
        ratio.entry.type("0.5")
        #expect(ratio.model.writes == [0, -0.5])

        ratio.place("[-0.5]")
        ratio.entry.type("nan")
        #expect(ratio.message == "“nan” is not a number")
        ratio.field.commit()
        ratio.field.commit()
        #expect(ratio.shown == "nan|")
        #expect(ratio.model.writes == [0, -0.5], "NaN never reaches the model, so no commit writes it again")
    }

    @Test func leadingZerosAreKeptWhileTypingAndDroppedOnCommit() {
        let quantity = FieldHarness(0, converter: .integer)
        quantity.entry.type("07")
        #expect(quantity.shown == "007|")
        #expect(quantity.model.writes == [7])
        quantity.field.commit()
        #expect(quantity.shown == "7|")
        #expect(quantity.model.writes == [7])
        #expect(quantity.events(.edit).last?.source == .commit)
    }

    /// A number copied from a table cell or a web page often brings a space or a line's end.
    @Test func spaceAroundAPastedNumberIsReadPastAndGoesOnCommit() {
        let quantity = FieldHarness(5, converter: .integer)
        quantity.entry.moveCaret(to: 0, anchor: 1)
        quantity.entry.insert(" 42 ")
        #expect(quantity.shown == " 42 |")
        #expect(quantity.message == nil)
        #expect(quantity.model.writes == [42])
        quantity.field.commit()
        #expect(quantity.shown == "42|")
        #expect(quantity.model.writes == [42])
        let price = FieldHarness(0.0, converter: .double)
        price.entry.moveCaret(to: 0, anchor: 1)
        price.entry.insert("12.\n")
        #expect(price.model.writes == [], "the digits after the point are missing")
        price.field.commit()
        #expect(price.shown == "12|")
        #expect(price.model.writes == [12])
    }

    @Test func lettersInANumberGiveAMessageAndNoWrite() {
        let quantity = FieldHarness(5, converter: .integer)
        quantity.entry.type("a")
        #expect(quantity.shown == "5a|")
        #expect(quantity.message == "“5a” is not a whole number")
        #expect(quantity.model.writes == [])
        quantity.entry.insert(String(repeating: "9", count: 40))
        #expect(quantity.message == "“5a999999999999999999…” is not a whole number", "long text is cut in the message")
        quantity.entry.moveCaret(to: 0, anchor: quantity.entry.text.codePointCount)
        quantity.entry.insert(String(repeating: "9", count: 40))
        #expect(quantity.message == "The number is too large")
        #expect(quantity.model.writes == [])
    }
}

/// Focus-out never throws away what a person typed.
@MainActor
@Suite struct CommitKeepsTypedTextTests {
    @Test func halfTypedTextStaysOnCommitWithItsMessage() {
        let phone = FieldHarness(
            "", transform: PatternFormat.phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter)
        phone.entry.type("5551234")
        let typed = phone.entry.text
        phone.field.commit()
        #expect(phone.entry.text == typed, "a phone number three digits short is kept")
        #expect(phone.message == "Enter 3 more digits")
        #expect(phone.model.writes == [])
        phone.entry.type("567")
        #expect(phone.model.writes == ["5551234567"])
    }

    @Test func aDayOnItsWayStaysAndASignAloneGoesBack() {
        let due = FieldHarness(Date?.none, converter: .optional(.day))
        due.entry.type("2026-1")
        due.field.commit()
        #expect(due.shown == "2026-1|")
        #expect(due.message == "Enter a date as YYYY-MM-DD")
        let quantity = FieldHarness(3, converter: .integer)
        quantity.entry.backspace()
        quantity.entry.type("-")
        quantity.field.commit()
        #expect(quantity.shown == "3|", "nothing typed of substance: back to the model's value")
    }
}
