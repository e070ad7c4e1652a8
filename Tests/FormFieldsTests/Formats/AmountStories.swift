import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

/// An amount field with the en_US separators, two decimals and a sign, bound to `Decimal` or
/// `Decimal?`.
@MainActor
@Suite struct AmountStories {
    @Test func typingGroupsThousandsAndTheModelFollowsEveryNumber() {
        let amount = FormatStory(Decimal?.none, format: AmountFormat())
        amount.entry.type("123")
        amount.expect("123|", writes: [1, 12, 123])
        amount.entry.type("4")
        // The separator the format inserted stays behind the caret.
        amount.expect("1,234|", writes: [1, 12, 123, 1234])
        amount.entry.type(".")
        amount.expect("1,234.|", writes: [1, 12, 123, 1234])
        amount.entry.type("5")
        amount.expect("1,234.5|", writes: [1, 12, 123, 1234, Decimal(string: "1234.5")])
        amount.field.commit()
        amount.expect("1,234.50|", writes: [1, 12, 123, 1234, Decimal(string: "1234.5")])
    }

    @Test func intermediateTextStaysOnScreenAndTheModelKeepsItsLastNumber() {
        let amount = FormatStory(Decimal(7), format: AmountFormat())
        amount.expect("7.00|", writes: [])
        amount.select(0, 4)
        amount.entry.type("-")
        amount.expect("-|", writes: [])
        #expect(amount.message == "Enter the digits of the amount")
        amount.entry.type("0")
        amount.expect("-0|", writes: [0])
        amount.entry.type(".")
        amount.expect("-0.|", writes: [0])
        amount.entry.type("0")
        amount.expect("-0.0|", writes: [0])
        amount.entry.type("5")
        amount.expect("-0.05|", writes: [0, Decimal(string: "-0.05")!])
        amount.entry.backspace()
        amount.entry.backspace()
        amount.expect("-0.|", writes: [0, Decimal(string: "-0.05")!, 0])
        amount.entry.backspace()
        amount.entry.backspace()
        amount.expect("-|", writes: [0, Decimal(string: "-0.05")!, 0])
        amount.entry.backspace()
        amount.expect("|", writes: [0, Decimal(string: "-0.05")!, 0])
        #expect(amount.message == "Enter an amount")
        amount.field.commit()  // empty never silently becomes 0: the model's value comes back
        amount.expect("0.00|", writes: [0, Decimal(string: "-0.05")!, 0])
    }

    @Test func backspaceAndDeleteNextToAGroupingSeparatorRemoveTheDigitBeyondIt() {
        let amount = FormatStory(Decimal(1_234_567), format: AmountFormat(decimals: 0))
        amount.expect("1,234,567|", writes: [])
        amount.entry.moveCaret(to: 2)
        amount.entry.backspace()
        amount.expect("|234,567", writes: [234567])
        amount.entry.moveCaret(to: 3)
        amount.entry.deleteForward()
        amount.expect("23,4|67", writes: [234567, 23467])
        amount.entry.moveCaret(to: 2)
        amount.entry.deleteForward()
        amount.expect("2,3|67", writes: [234567, 23467, 2367])
    }

    @Test func typedDigitsLandWhereTypedWithTheCaretRightAfterThem() {
        let amount = FormatStory(Decimal(999), format: AmountFormat())
        amount.select(0, 6)
        amount.entry.type("999")
        amount.entry.type("9")
        amount.expect("9,999|", writes: [9, 99, 999, 9999])
        amount.entry.moveCaret(to: 1)
        amount.entry.type("1")
        amount.expect("91|,999", writes: [9, 99, 999, 9999, 91999])
        amount.entry.moveCaret(to: 3)
        amount.entry.type("2")  // typed just after a separator: the caret stays after the digit
        amount.expect("912|,999", writes: [9, 99, 999, 9999, 91999, 912999])
        amount.entry.type("0")
        amount.expect("9,120|,999", writes: [9, 99, 999, 9999, 91999, 912999, 9_120_999])
    }

    @Test func theFractionHoldsTheGivenDecimalsAndOneSeparator() {
        let amount = FormatStory(Decimal(string: "12.34")!, format: AmountFormat())
        amount.expect("12.34|", writes: [])
        amount.entry.type("5")  // the fraction is full
        amount.expect("12.34|", writes: [])
        amount.entry.moveCaret(to: 1)
        amount.entry.type(".")  // there is a separator already
        amount.expect("1|2.34", writes: [])
        amount.entry.moveCaret(to: 2)
        amount.entry.type(".")  // typed just before the separator: the caret steps over it
        amount.expect("12.|34", writes: [])
        amount.entry.type(",")  // en_US grouping separator: refused
        amount.expect("12.|34", writes: [])
        #expect(amount.field.counters.rejected == 3, "the step over the separator is no refusal")
        amount.entry.backspace()
        amount.expect("1,2|34", writes: [1234])
        amount.entry.type(".")
        amount.expect("12.|34", writes: [1234, Decimal(string: "12.34")!])
    }

    @Test func minusSwitchesTheSignFromAnywhereAndPlusRemovesIt() {
        let amount = FormatStory(Decimal(1234), format: AmountFormat())
        amount.entry.moveCaret(to: 3)
        amount.expect("1,2|34.00", writes: [])
        amount.entry.type("-")
        amount.expect("-1,2|34.00", writes: [-1234])
        amount.entry.type("−")  // U+2212 MINUS SIGN, as some keyboards type it
        amount.expect("1,2|34.00", writes: [-1234, 1234])
        amount.entry.type("-")
        amount.entry.moveCaret(to: 0)
        amount.entry.type("5")  // nothing goes before the sign
        amount.expect("-5|1,234.00", writes: [-1234, 1234, -1234, -51234])
        amount.entry.type("+")
        amount.expect("5|1,234.00", writes: [-1234, 1234, -1234, -51234, 51234])
        amount.entry.type("+")
        #expect(amount.field.counters.rejected == 1)
        #expect(amount.writes == [-1234, 1234, -1234, -51234, 51234])
    }

    @Test func selectionAcrossSeparatorsDeletesOnlyItsDigits() {
        let amount = FormatStory(Decimal(string: "1234567.89")!, format: AmountFormat())
        amount.select(3, 7)
        amount.expect("1,2[34,5]67.89", writes: [])
        amount.entry.backspace()
        amount.expect("1,2|67.89", writes: [Decimal(string: "1267.89")!])
        amount.select(3, 6)
        amount.expect("1,2[67.]89", writes: [Decimal(string: "1267.89")!])
        amount.entry.type("0")
        amount.expect("12,0|89", writes: [Decimal(string: "1267.89")!, 12089])
    }

    @Test func pastedAmountsReadTheSameWithOrWithoutSeparators() {
        let pastes = [
            "1,234.56", "1234.56", "$1,234.56", "1.234,56", "USD 1 234.56", "1234.5600", "CHF 1'234.56", "R$ 1.234,56",
            // Currencies that look like scales: the Bosnian mark, the krona, the metical, the yen.
            "1,234.56 KM", "1234,56 kr", "1234.56 MT", "1234.56円",
            // Abbreviations that end with a point.
            "1 234,56 руб.", "1'234.56 Fr.",
        ]
        for pasted in pastes {
            let amount = FormatStory(Decimal?.none, format: AmountFormat())
            amount.entry.insert(pasted)
            #expect(amount.shown == "1,234.56|", "pasting \(pasted)")
            #expect(amount.writes == [Decimal(string: "1234.56")], "pasting \(pasted)")
        }
        let amount = FormatStory(Decimal(12), format: AmountFormat())
        amount.select(0, 5)
        amount.entry.insert("-1,000")
        amount.expect("-1,000|", writes: [-1000])
        amount.entry.moveCaret(to: 2)
        amount.entry.insert("5,5")  // into the middle: read as 5.5, whose separator does not fit after 1
        amount.expect("-1|,000", writes: [-1000])
        amount.entry.insert("55")
        amount.expect("-155|,000", writes: [-1000, -155000])
    }

    @Test func aPasteThatIsNotOneNumberIsRefusedRatherThanReadAsAnother() {
        let amount = FormatStory(Decimal(string: "12.5"), format: AmountFormat())
        for pasted in ["1e5", "555-1234", "12/05", "3 apples 4 pears", "12\n34", "12.05.2024", "1,2,3"] {
            amount.select(0, 5)
            amount.entry.insert(pasted)
            #expect(amount.shown == "[12.50]", "pasting \(pasted)")
        }
        #expect(amount.field.counters.rejected == 7)
        amount.entry.insert("(1,234.50)")
        var writes = [Decimal(string: "-1234.5")]
        amount.expect("-1,234.50|", writes: writes)
        amount.select(0, 9)
        amount.entry.insert("٣٫٥")
        writes.append(Decimal(string: "3.5"))
        amount.expect("3.5|", writes: writes)
        amount.select(0, 3)
        amount.entry.insert("2,500.00-")
        writes.append(-2500)
        amount.expect("-2,500.00|", writes: writes)
        amount.select(0, 9)
        amount.entry.type("٣٫٧٥")
        writes += [3, Decimal(string: "3.7"), Decimal(string: "3.75")]
        amount.expect("3.75|", writes: writes)
        // No digit at all, as a refused key: the selection it replaces goes, and the emptied
        // optional amount is nil.
        amount.select(0, 4)
        amount.entry.insert("abc")
        amount.expect("|", writes: writes + [nil])
    }

    /// "$1,234.50" pasted over "1,234.50" is taken: the text it leaves is the text there was,
    /// but nothing was refused, so no bell rings and the field counts no refusal.
    @Test func aPasteOfTheAmountShownIsTakenNotRefused() {
        let amount = FormatStory(Decimal(string: "1234.5"), format: AmountFormat())
        for pasted in ["$1,234.50", "1234.50", "USD 1,234.50"] {
            amount.select(0, 8)
            amount.entry.insert(pasted)
            #expect(amount.shown == "1,234.50|", "pasting \(pasted)")
            #expect(amount.entry.refusals == 0, "pasting \(pasted)")
        }
        #expect(amount.field.counters.rejected == 0)
        #expect(amount.writes == [])
    }

    @Test func aPasteLosesOnlyZerosThatEndItAndIsRefusedWholeRatherThanLoseADigit() {
        let amount = FormatStory(Decimal(string: "12.5"), format: AmountFormat())
        amount.select(0, 5)
        amount.entry.insert("1234.567")  // "1,234.56" would be another number
        amount.expect("[12.50]", writes: [])
        amount.entry.insert("1234.500")  // the same number as 1,234.50
        amount.expect("1,234.50|", writes: [Decimal(string: "1234.5")])
        amount.entry.type("7")  // as a key typed into a full fraction is refused
        amount.expect("1,234.50|", writes: [Decimal(string: "1234.5")])
        amount.select(3, 5)
        amount.entry.insert("5.25")  // the field has a separator: only the 5 would fit
        amount.expect("1,2[34].50", writes: [Decimal(string: "1234.5")])
        amount.entry.insert("5.00")
        amount.expect("125|.50", writes: [Decimal(string: "1234.5"), Decimal(string: "125.5")])
        #expect(amount.field.counters.rejected == 3)
    }

    @Test func aPasteIntoTheFractionIsRefusedRatherThanMoveTheDigitsAfterItUpAPlace() {
        let amount = FormatStory(Decimal?.none, format: AmountFormat())
        amount.entry.type("1.5")
        amount.entry.moveCaret(to: 2)
        amount.expect("1.|5", writes: [1, Decimal(string: "1.5")])
        amount.entry.insert("30")  // 1.305 has no room; dropping its 0 would give 1.35
        amount.expect("1.|5", writes: [1, Decimal(string: "1.5")])
        #expect(amount.field.counters.rejected == 1)
    }

    @Test func aPasteWhoseSignOrWordScalesTheNumberIsRefused() {
        let amount = FormatStory(Decimal(string: "12.5"), format: AmountFormat())
        let scaled = [
            "1.5M", "$2bn", "€ 3 Mio", "1,5 Mio €", "5 lakh", "2 million", "2 Milliarden", "1.5万円", "3千円",
            "5%", "%5", "2‰", "25 bp", "50c", "50¢", "20p", "50 cents",
        ]
        for pasted in scaled {
            amount.select(0, 5)
            amount.entry.insert(pasted)
            #expect(amount.shown == "[12.50]", "pasting \(pasted)")
        }
        #expect(amount.field.counters.rejected == scaled.count)
        #expect(amount.writes == [])
    }

    @Test func commitWritesTheNumberInFull() {
        let amount = FormatStory(Decimal?.none, format: AmountFormat())
        amount.entry.type("007")
        // Kept while typing: replacing a leading digit must not lose zeros.
        amount.expect("007|", writes: [0, 7])
        amount.field.commit()
        amount.expect("7.00|", writes: [0, 7])
        amount.select(0, 4)
        amount.entry.type(".5")
        amount.expect(".5|", writes: [0, 7, Decimal(string: "0.5")])
        amount.field.commit()
        amount.expect("0.50|", writes: [0, 7, Decimal(string: "0.5")])
        amount.select(0, 4)
        amount.entry.type("12.")
        amount.field.commit()
        amount.expect("12.00|", writes: [0, 7, Decimal(string: "0.5"), 1, 12])
        amount.select(0, 5)
        amount.entry.backspace()
        amount.field.commit()
        amount.expect("|", writes: [0, 7, Decimal(string: "0.5"), 1, 12, nil])
    }

    @Test func replacingTheLeadingDigitKeepsTheZerosBehindIt() {
        let amount = FormatStory(Decimal(1000), format: AmountFormat(decimals: 0))
        amount.entry.moveCaret(to: 1)
        amount.entry.backspace()
        amount.expect("|000", writes: [0])
        amount.entry.type("2")
        amount.expect("2|,000", writes: [0, 2000])
    }

    @Test func wholeAndUnsignedAmountsRefuseWhatTheyCannotHold() {
        let amount = FormatStory(Decimal?.none, format: AmountFormat(decimals: 0, allowsNegative: false))
        amount.entry.type("-12.5")
        amount.expect("125|", writes: [1, 12, 125])
        #expect(amount.field.counters.rejected == 2)
        amount.select(0, 3)
        for pasted in ["-4", "(4)", "4-", "−4"] {  // 4 would be another number, "" none at all
            amount.entry.insert(pasted)
            #expect(amount.shown == "[125]", "pasting \(pasted)")
        }
        amount.entry.insert("4.75")  // 4 would be another number
        amount.expect("[125]", writes: [1, 12, 125])
        amount.entry.insert("4.00")
        amount.expect("4|", writes: [1, 12, 125, 4])
        #expect(amount.field.counters.rejected == 7)
    }

    @Test func aHugePasteIsShownGroupedAndRefusedAsAValue() {
        let amount = FormatStory(Decimal?.none, format: AmountFormat())
        amount.entry.insert("1" + String(repeating: "0", count: 50_000) + ".5")
        #expect(amount.entry.text.count == 50_001 + 16_666 + 2)
        #expect(amount.entry.text.hasPrefix("100,000,000,"))
        #expect(amount.entry.text.hasSuffix(",000.5"))
        #expect(amount.message == "Enter at most 38 digits")
        #expect(amount.writes == [])
    }

    @Test func theConverterReadsTheFormattedTextAndWritesItWithTheDecimals() {
        let converter = AmountFormat().converter
        #expect(converter.parse("1,234.5") == .valid(Decimal(string: "1234.5")!))
        #expect(converter.parse("-0,012.") == .valid(Decimal(-12)))
        #expect(converter.parse("") == .incomplete("Enter an amount"))
        #expect(converter.parse("-.") == .incomplete("Enter the digits of the amount"))
        #expect(converter.parse(String(repeating: "9", count: 39)) == .invalid("Enter at most 38 digits"))
        #expect(converter.format(Decimal(string: "1234.567")!) == "1,234.57")
        #expect(converter.format(Decimal(string: "-0.001")!) == "0.00")
        #expect(AmountFormat().finalize("-0") == "0.00", "no sign on zero")
        #expect(converter.format(Decimal(string: "1e20")!) == "100,000,000,000,000,000,000.00")
        #expect(AmountFormat().optionalConverter.parse("") == .valid(nil))
        #expect(
            AmountFormat(decimals: 0, allowsNegative: false).converter.parse("-5")
                == .invalid("Enter an amount of zero or more"))
    }
}
