import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

/// Problems people reported against input-mask libraries, replayed on FormFields' formats.
/// Each test names the report it answers.
@MainActor
@Suite struct ReportedProblemStories {
    let germany = AmountFormat(decimals: 0, locale: Locale(identifier: "de_DE"))

    /// react-number-format #113, #626, #299: Backspace after a thousands separator only moved
    /// the caret; people expected the digit before it to go.
    @Test func backspaceAfterAThousandsSeparatorDeletesTheDigitBeforeIt() {
        let amount = FormatStory(Decimal(1_000_000), format: germany)
        amount.entry.moveCaret(to: 6)
        amount.expect("1.000.|000", writes: [])
        amount.entry.backspace()
        amount.expect("100|.000", writes: [100000])
    }

    /// react-number-format #359, #299: Delete before a separator did nothing.
    @Test func deleteBeforeASeparatorDeletesTheDigitAfterIt() {
        let amount = FormatStory(Decimal(23456), format: AmountFormat(decimals: 0))
        amount.entry.moveCaret(to: 2)
        amount.expect("23|,456", writes: [])
        amount.entry.deleteForward()
        amount.expect("2,3|56", writes: [2356])
    }

    /// react-number-format #105: with the caret at the end, Backspace that removes a separator
    /// left the caret one place from the end.
    @Test func theCaretStaysAtTheEndWhenASeparatorDisappears() {
        let amount = FormatStory(Decimal(2_342_343_333), format: germany)
        amount.expect("2.342.343.333|", writes: [])
        amount.entry.backspace()
        amount.expect("234.234.333|", writes: [234_234_333])
    }

    /// react-number-format #116: "1.00|0" and Backspace gave "100|" instead of "10|0".
    @Test func backspaceBeforeTheLastDigitKeepsTheCaretBeforeIt() {
        let amount = FormatStory(Decimal(1000), format: germany)
        amount.entry.moveCaret(to: 4)
        amount.entry.backspace()
        amount.expect("10|0", writes: [100])
    }

    /// react-number-format #695: Backspace just before the decimal separator, losing a
    /// thousands separator, threw the caret past the decimal separator.
    @Test func backspaceBeforeTheDecimalSeparatorKeepsTheCaretBeforeIt() {
        let amount = FormatStory(Decimal(string: "1234.56")!, format: AmountFormat())
        amount.entry.moveCaret(to: 5)
        amount.expect("1,234|.56", writes: [])
        amount.entry.backspace()
        amount.expect("123|.56", writes: [Decimal(string: "123.56")!])
    }

    /// react-number-format #349, #605, #115, imask #1026: pasting "11,11" or "11.11" gave
    /// 1111 in one locale or the other.
    @Test func aPastedDecimalSeparatorIsReadInEitherConvention() {
        for (locale, expected) in [("en_US", "11.11|"), ("de_DE", "11,11|")] {
            for pasted in ["11.11", "11,11"] {
                let amount = FormatStory(
                    Decimal?.none, format: AmountFormat(locale: Locale(identifier: locale)))
                amount.entry.insert(pasted)
                #expect(amount.shown == expected, "pasting \(pasted) in \(locale)")
                #expect(amount.writes == [Decimal(string: "11.11")], "pasting \(pasted) in \(locale)")
            }
        }
    }

    /// react-currency-input-field #336: "-." turned into "."; react-number-format: a minus sign
    /// could not be typed.
    @Test func minusThenDecimalSeparatorStaysAsTyped() {
        let amount = FormatStory(Decimal?.none, format: AmountFormat())
        amount.entry.type("-.")
        amount.expect("-.|", writes: [])
        amount.entry.type("5")
        amount.expect("-.5|", writes: [Decimal(string: "-0.5")])
    }

    /// react-number-format #725, #774: typing the decimal separator left the caret before it.
    @Test func aTypedDecimalSeparatorPutsTheCaretAfterIt() {
        let amount = FormatStory(Decimal?.none, format: AmountFormat(locale: Locale(identifier: "de_DE")))
        amount.entry.type(",")
        amount.expect(",|", writes: [])
        amount.entry.type("5")
        amount.expect(",5|", writes: [Decimal(string: "0.5")])
    }

    /// Xamarin Community Toolkit #1879: typing in the middle of a masked entry sent the caret
    /// to the end.
    @Test func typingInTheMiddleKeepsTheCaretAfterTheTypedDigit() {
        let card = FormatStory("01234567", format: GroupedFormat.cardNumber)
        card.entry.moveCaret(to: 1)
        card.entry.type("9")
        card.expect("09|12 3456 7", writes: [])
    }

    /// Masked-Edittext #5, maskito #304: after deleting back to a literal, the caret waited
    /// behind it and typing did nothing.
    @Test func afterDeletingTheCaretNeverWaitsBehindALiteral() {
        let phone = FormatStory("", format: PatternFormat.phoneNumberUS)
        phone.entry.type("5551")
        phone.expect("+1 (555) 1|", writes: [])
        phone.entry.backspace()
        phone.expect("+1 (555|", writes: [])
        phone.entry.type("9")
        phone.expect("+1 (555) 9|", writes: [])
    }

    /// jQuery Masked Input ("9-99"): Backspace right of a literal removes the digit before it
    /// and the caret goes where that digit was.
    @Test func backspaceRightOfALiteralRemovesTheDigitBeforeIt() {
        let code = FormatStory("123", format: PatternFormat("#-##"))
        code.entry.moveCaret(to: 2)
        code.expect("1-|23", writes: [])
        code.entry.backspace()
        code.expect("|2-3", writes: [])
    }

    /// redux-form-input-masks #27: the "x" of a phone extension could not be deleted.
    @Test func anExtensionsLiteralGoesWithItsLastDigit() {
        let phone = FormatStory("555123456712", format: PatternFormat("+1 (###) ###-#### x#####"))
        phone.expect("+1 (555) 123-4567 x12|", writes: [])
        phone.entry.backspace()
        phone.expect("+1 (555) 123-4567 x1|", writes: [])
        phone.entry.backspace()
        phone.expect("+1 (555) 123-4567|", writes: [])
    }

    /// Inputmask #2601, flutter_multi_formatter #119: a digit in the country code ("+972",
    /// "+7") was taken for a placeholder, or typing it did nothing.
    @Test func digitsInTheTemplateAreLiteralsWithoutEscaping() {
        let israel = FormatStory("", format: PatternFormat("+972-##-###-####"))
        israel.entry.type("9")
        israel.expect("+972-9|", writes: [])
        israel.select(0, 6)
        israel.entry.insert("+972-52-272-1234")
        israel.expect("+972-52-272-1234|", writes: ["522721234"])
    }

    /// imask #863, #953: a model value set from code was misread when the field's decimal
    /// separator was ",".
    @Test func aValueFromTheModelIsNeverReadAsTypedText() {
        let amount = FormatStory(
            Decimal(string: "1234.56"), format: AmountFormat(locale: Locale(identifier: "nl_NL")))
        amount.expect("1.234,56|", writes: [])
    }
}
