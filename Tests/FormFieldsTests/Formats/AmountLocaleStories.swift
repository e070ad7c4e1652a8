import FormFieldsTestSupport
import Foundation
import Testing

@testable import FormFields

/// Amounts with the separators of a locale: "1.234,5" in de_DE, "1 234,5" in fr_FR.
@MainActor
@Suite struct AmountLocaleStories {
    let germany = Locale(identifier: "de_DE")

    @Test func theLocaleDecidesTheSeparators() {
        #expect(
            AmountSymbols(locale: germany) == AmountSymbols(decimalSeparator: ",", groupingSeparator: "."))
        #expect(AmountSymbols(locale: Locale(identifier: "en_US")) == .unitedStates)
        #expect(AmountFormat(locale: Locale(identifier: "fr_FR")).clean("1234,5") == "1\u{202F}234,5")
        #expect(AmountFormat().clean("1234.5") == "1,234.5")
    }

    @Test func germanAmountsTakeTheCommaAsTyped() {
        let amount = FormatStory(Decimal?.none, format: AmountFormat(locale: germany))
        amount.entry.type("1234")
        amount.expect("1.234|", writes: [1, 12, 123, 1234])
        amount.entry.type(",")
        amount.expect("1.234,|", writes: [1, 12, 123, 1234])
        amount.entry.type("5")
        amount.expect("1.234,5|", writes: [1, 12, 123, 1234, Decimal(string: "1234.5")])
        amount.field.commit()
        amount.expect("1.234,50|", writes: [1, 12, 123, 1234, Decimal(string: "1234.5")])
    }

    @Test func aTypedPointIsTheDecimalSeparatorInGermanyToo() {
        let amount = FormatStory(Decimal?.none, format: AmountFormat(locale: germany))
        amount.entry.type("1234.")
        amount.expect("1.234,|", writes: [1, 12, 123, 1234])
        amount.entry.type("5")
        amount.expect("1.234,5|", writes: [1, 12, 123, 1234, Decimal(string: "1234.5")])
        amount.entry.moveCaret(to: 1)
        amount.expect("1|.234,5", writes: [1, 12, 123, 1234, Decimal(string: "1234.5")])
        amount.entry.type(".")  // a separator is there already: refused, not lost as a digit shift
        amount.expect("1|.234,5", writes: [1, 12, 123, 1234, Decimal(string: "1234.5")])
        amount.entry.moveCaret(to: 5)
        amount.entry.type(".")  // just before the separator: steps over it
        amount.expect("1.234,|5", writes: [1, 12, 123, 1234, Decimal(string: "1234.5")])
    }

    @Test func backspaceOverTheGermanGroupingPointRemovesTheDigitBeforeIt() {
        let amount = FormatStory(Decimal(1_234_567), format: AmountFormat(decimals: 0, locale: germany))
        amount.expect("1.234.567|", writes: [])
        amount.entry.moveCaret(to: 6)
        amount.expect("1.234.|567", writes: [])
        amount.entry.backspace()
        amount.expect("123|.567", writes: [123567])
        amount.entry.deleteForward()
        amount.expect("12.3|67", writes: [123567, 12367])
    }

    @Test func pastedAmountsFromEitherConventionReadRight() {
        let cases: [(String, String)] = [
            ("1.234,56", "1.234,56|"), ("1234,56", "1.234,56|"), ("1,234.56", "1.234,56|"),
            ("1234.56", "1.234,56|"), ("1.234", "1.234|"), ("1.5", "1,5|"), ("12.345.678", "12.345.678|"),
            ("-1.234,5 €", "-1.234,5|"), ("1.234,50-", "-1.234,50|"), ("5,- €", "5,|"),
        ]
        for (pasted, shown) in cases {
            let amount = FormatStory(Decimal?.none, format: AmountFormat(locale: germany))
            amount.entry.insert(pasted)
            #expect(amount.shown == shown, "pasting \(pasted)")
        }
    }

    @Test func aValueSetElsewhereIsShownInTheLocale() {
        let amount = FormatStory(Decimal?.none, format: AmountFormat(locale: germany))
        amount.model.setFromElsewhere(Decimal(string: "-9876543.21"))
        amount.field.modelChanged()
        amount.expect("-9.876.543,21|", writes: [])
        #expect(
            AmountFormat(locale: germany).converter.parse("-9.876.543,21")
                == .valid(Decimal(string: "-9876543.21")!))
    }

    @Test func frenchGroupingIsANarrowNoBreakSpaceAndTypedSpacesAreRefused() {
        let amount = FormatStory(Decimal?.none, format: AmountFormat(locale: Locale(identifier: "fr_FR")))
        amount.entry.type("12 345,6")
        amount.expect("12\u{202F}345,6|", writes: [1, 12, 123, 1234, 12345, Decimal(string: "12345.6")])
        #expect(amount.field.counters.rejected == 1)
        amount.entry.moveCaret(to: 3)
        amount.entry.backspace()
        amount.expect(
            "1|\u{202F}345,6",
            writes: [1, 12, 123, 1234, 12345, Decimal(string: "12345.6"), Decimal(string: "1345.6")])
        #expect(amount.writes.last == Decimal(string: "1345.6"))
    }

    @Test func indianAmountsGroupTwoDigitsBeforeTheLastThree() {
        let india = Locale(identifier: "en_IN")
        #expect(AmountSymbols(locale: india) == AmountSymbols(groupSize: 3, secondaryGroupSize: 2))
        let amount = FormatStory(Decimal?.none, format: AmountFormat(locale: india))
        amount.entry.type("1234567.5")
        let typed: [Decimal?] = [1, 12, 123, 1234, 12345, 123_456, 1_234_567, Decimal(string: "1234567.5")]
        amount.expect("12,34,567.5|", writes: typed)
        amount.entry.moveCaret(to: 3)
        amount.expect("12,|34,567.5", writes: typed)
        amount.entry.backspace()  // the digit before the separator goes, and the groups move
        amount.expect("1|,34,567.5", writes: typed + [Decimal(string: "134567.5")])
        amount.entry.insert("99,99,999")  // a pasted separator that repeats is grouping
        amount.expect(
            "19,99,99,99|,34,567.5",
            writes: typed + [Decimal(string: "134567.5"), Decimal(string: "1999999934567.5")])
    }

    @Test func groupSizesAreReadFromTheLocalesNumberFormat() {
        #expect(AmountSymbols.groupSizes(in: "1,23,45,67,890")! == (3, 2))
        #expect(AmountSymbols.groupSizes(in: "1.234.567.890")! == (3, 3))
        #expect(AmountSymbols.groupSizes(in: "1\u{202F}234\u{202F}567\u{202F}890")! == (3, 3))
        #expect(AmountSymbols.groupSizes(in: "1234567890") == nil, "no grouping: the sizes stay 3")
        #expect(AmountSymbols(locale: Locale(identifier: "en_US")).secondaryGroupSize == 3)
    }
}
