import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

/// Text to value, with the three outcomes: valid, incomplete (on the way), invalid (with why).
@Suite struct ConverterTests {
    @Test(arguments: [
        ("42", Conversion<Int>.valid(42)),
        ("007", .valid(7)),
        ("-12", .valid(-12)),
        ("\u{2212}5", .valid(-5)),
        ("+3", .valid(3)),
        ("٤٢", .valid(42)),  // Arabic-Indic digits
        ("-４２", .valid(-42)),  // fullwidth, as a Japanese input method types them
        // Invisible direction marks copied with a number from right-to-left text, and the
        // Arabic letter mark ICU writes before a minus sign in Arabic.
        ("\u{200F}42", .valid(42)),
        ("42\u{200E}", .valid(42)),
        ("\u{061C}-٤٢", .valid(-42)),
        ("\u{2067}-7\u{2069}", .valid(-7)),
        // Space around a number copied from a table or a web page, and a line's end.
        (" 42 ", .valid(42)),
        ("\u{00A0}-42\n", .valid(-42)),
        ("  ", .incomplete("Enter a whole number")),
        ("4 2", .invalid("“4 2” is not a whole number")),
        ("- 5", .invalid("“- 5” is not a whole number")),
        ("", .incomplete("Enter a whole number")),
        ("-", .incomplete("Enter a whole number")),
        ("1.", .invalid("“1.” is not a whole number")),
        ("4-2", .invalid("“4-2” is not a whole number")),
        ("\u{202E}4x2", .invalid("“4x2” is not a whole number")),  // the message is not turned around
        ("42\n\t1", .invalid("“42  1” is not a whole number")),  // on one line
        ("99999999999999999999", .invalid("The number is too large")),
        ("-99999999999999999999", .invalid("The number is too small")),
    ])
    func integers(text: String, expected: Conversion<Int>) {
        #expect(FieldConverter<Int>.integer.parse(text) == expected)
    }

    static let zeros = String(repeating: "0", count: 400)

    @Test(arguments: [
        ("1.5", Conversion<Double>.valid(1.5)),
        (".5", .valid(0.5)),
        ("0.0", .valid(0)),
        ("-0.25", .valid(-0.25)),
        ("٣٫٥", .valid(3.5)),  // Arabic-Indic digits and decimal separator
        ("١.٢٥", .valid(1.25)),
        ("٣٫", .incomplete("Enter the digits after the decimal point")),
        ("\u{200F}٣٫٥\u{200F}", .valid(3.5)),
        ("", .incomplete("Enter a number")),
        ("-", .incomplete("Enter a number")),
        ("1.", .incomplete("Enter the digits after the decimal point")),
        ("-.", .incomplete("Enter the digits after the decimal point")),
        ("1e5", .invalid("“1e5” is not a number")),
        ("inf", .invalid("“inf” is not a number")),
        ("1.2.3", .invalid("“1.2.3” is not a number")),
        ("999999999999999", .valid(999_999_999_999_999)),
        ("9999999999999999", .invalid("Enter at most 15 digits")),
        ("99999999999999999999", .invalid("Enter at most 15 digits")),
        ("0.30000000000000004", .valid(0.1 + 0.2)),
        ("1\(zeros)", .invalid("The number is too large")),
        ("-1\(zeros)", .invalid("The number is too small")),
        ("0.\(zeros)1", .invalid("The number is too close to zero")),
    ])
    func doubles(text: String, expected: Conversion<Double>) {
        #expect(FieldConverter<Double>.double.parse(text) == expected)
    }

    static let decimalCases: [(String, Conversion<Decimal>)] = [
        ("12.30", .valid(Decimal(string: "12.3")!)),
        ("-.5", .valid(Decimal(string: "-0.5")!)),
        ("1.", .incomplete("Enter the digits after the decimal point")),
        (String(repeating: "9", count: 38), .valid(Decimal(string: String(repeating: "9", count: 38))!)),
        (String(repeating: "9", count: 39), .invalid("Enter at most 38 digits")),
        ("0." + String(repeating: "9", count: 39), .invalid("Enter at most 38 digits")),
        ("1" + zeros.prefix(100), .valid(Decimal(string: "1e100")!)),
        ("1" + zeros.prefix(200), .invalid("The number is too large")),
        ("0." + zeros.prefix(200) + "1", .invalid("The number is too close to zero")),
    ]

    @Test(arguments: decimalCases)
    func decimals(text: String, expected: Conversion<Decimal>) {
        #expect(FieldConverter<Decimal>.decimal.parse(text) == expected)
    }

    @Test(arguments: [
        (0.00001, "0.00001"),
        (-0.00000015, "-0.00000015"),
        (1e16, "10000000000000000"),
        (1.5e22, "15000000000000000000000"),
        (123.25, "123.25"),
        (3, "3"),
        (-0.0, "0"),
    ])
    func doublesShowPlainDigitsTheyReadBack(value: Double, shown: String) {
        let price = FieldConverter<Double>.double
        #expect(price.format(value) == shown)
        #expect(price.parse(shown) == .valid(value))
    }

    @Test func everyFiniteDoubleReadsBackFromTheTextItShowsAs() {
        var generator = SeededGenerator(seed: 4)
        var unread: [Double] = []
        for _ in 0..<2_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            let shown = FieldConverter<Double>.double.format(value)
            if FieldConverter<Double>.double.parse(shown) != .valid(value) { unread.append(value) }
        }
        #expect(unread == [])
    }

    @Test func everyDecimalReadsBackFromTheTextItShowsAs() {
        var generator = SeededGenerator(seed: 5)
        var unread: [Decimal] = []
        for _ in 0..<2_000 {
            let digits = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
                String(Int.random(in: 0...9, using: &generator))
            }
            let point = Int.random(in: 0...digits.count, using: &generator)
            let text = digits[..<point].joined() + "." + digits[point...].joined()
            guard let value = Decimal(string: "-" + text) else { continue }
            let shown = FieldConverter<Decimal>.decimal.format(value)
            if FieldConverter<Decimal>.decimal.parse(shown) != .valid(value) { unread.append(value) }
        }
        #expect(unread == [])
    }

    @Test func optionalsReadEmptyAsNil() {
        #expect(FieldConverter<Int?>.standard.parse("") == .valid(nil))
        #expect(FieldConverter<Int?>.standard.parse("-") == .incomplete("Enter a whole number"))
        #expect(FieldConverter<Double?>.standard.parse("2.5") == .valid(2.5))
        #expect(FieldConverter<Decimal?>.standard.parse("12.34") == .valid(Decimal(string: "12.34")))
        #expect(FieldConverter<Decimal?>.standard.format(Decimal(string: "12.30")) == "12.3")
        #expect(FieldConverter<Int?>.standard.format(nil) == "")
    }

    @Test func rangesNameTheirBounds() {
        let age = FieldConverter<Int>.integer.limited(to: 0...130)
        #expect(age.parse("130") == .valid(130))
        #expect(age.parse("131") == .invalid("Enter a value from 0 to 130"))
        #expect(age.parse("-") == .incomplete("Enter a whole number"), "incomplete stays incomplete")
        let price = FieldConverter<Double>.double.limited(to: 0...)
        #expect(price.parse("-1") == .invalid("Enter a value of at least 0"))
        let optionalAge = FieldConverter<Int?>.standard.limited(to: 0...130)
        #expect(optionalAge.parse("") == .valid(nil))
        #expect(optionalAge.parse("200") == .invalid("Enter a value from 0 to 130"))
    }

    @Test func aNumberOnItsWayIntoARangeIsIncompleteOnlyWhileTyped() {
        let level = FieldConverter<UInt8>.lossless().limited(to: 20...200)
        #expect(level.parseWhileTyping("3") == .incomplete("Enter a value from 20 to 200"))
        #expect(level.parse("3") == .invalid("Enter a value from 20 to 200"))
        #expect(level.parseWhileTyping("300") == .invalid("Enter a value from 20 to 200"))
        let count = FieldConverter<Int>.integer.limited(to: 10...)
        #expect(count.parseWhileTyping("5") == .incomplete("Enter a value of at least 10"))
        #expect(count.parseWhileTyping("-5") == .invalid("Enter a value of at least 10"))
        let dose = FieldConverter<Double>.double.limited(to: 0.05...2)
        #expect(dose.parseWhileTyping("0.0") == .incomplete("Enter a value from 0.05 to 2"))
        #expect(dose.parseWhileTyping("0.04") == .invalid("Enter a value from 0.05 to 2"))
        #expect(dose.parseWhileTyping("-0") == .invalid("Enter a value from 0.05 to 2"))
        let most = Double.greatestFiniteMagnitude  // 309 digits
        let anything = FieldConverter<Double>.double.limited(to: 1...most)
        let range = "Enter a value from 1 to \(FieldConverter<Double>.double.format(most))"
        #expect(anything.parseWhileTyping("0") == .incomplete(range))
        #expect(anything.parseWhileTyping("0.") == .invalid(range))
    }

    @Test func aRangeOfDaysRefusesADayOutsideItWhileTyped() throws {
        let days = ["2000-01-01", "2030-12-31"].map { text -> Date? in
            guard case .valid(let day) = FieldConverter<Date>.day.parse(text) else { return nil }
            return day
        }
        let day = FieldConverter<Date>.day.limited(to: try #require(days[0])...(try #require(days[1])))
        #expect(day.parseWhileTyping("1999-12-31") == .invalid("Enter a value from 2000-01-01 to 2030-12-31"))
        #expect(day.parseWhileTyping("1999") == .incomplete("Enter a date as YYYY-MM-DD"))
    }

    @Test func aNumberTooLargeForItsTypeIsOutsideTheRangeTheAppGave() {
        let huge = "99999999999999999999"
        let age = FieldConverter<Int>.integer.limited(to: 0...130)
        let optionalAge = FieldConverter<Int?>.standard.limited(to: 0...130)
        let count = FieldConverter<Int>.integer.limited(to: 0...)
        let level = FieldConverter<UInt8>.lossless().limited(to: 1...10)
        #expect(age.parse(huge) == .invalid("Enter a value from 0 to 130"))
        #expect(optionalAge.parse(huge) == .invalid("Enter a value from 0 to 130"))
        #expect(count.parse("-" + huge) == .invalid("Enter a value of at least 0"))
        #expect(count.parse(huge) == .invalid("The number is too large"), "no range above 0 to name")
        #expect(level.parse("300") == .invalid("Enter a value from 1 to 10"))
    }

    @Test func anyLosslessStringConvertibleTypeGetsAConverterForFree() {
        struct Hex: LosslessStringConvertible, Equatable, TextConvertible {
            var value: Int
            init(value: Int) { self.value = value }
            init?(_ description: String) {
                guard let value = Int(description, radix: 16) else { return nil }
                self.value = value
            }
            var description: String { String(value, radix: 16) }
        }
        #expect(FieldConverter<Hex>.standard.parse("ff") == .valid(Hex(value: 255)))
        #expect(FieldConverter<Hex>.standard.parse("zz") == .invalid("“zz” is not a valid Hex"))
        #expect(FieldConverter<Hex>.standard.parse("") == .incomplete("Enter a value"))
        #expect(FieldConverter<Bool>.lossless().parse("true") == .valid(true))
    }

    @Test func otherNumberTypesTolerateTheSameIntermediateText() {
        let ratio = FieldConverter<Float>.standard
        #expect(ratio.parse("-") == .incomplete("Enter a number"))
        #expect(ratio.parse("1.") == .incomplete("Enter the digits after the decimal point"))
        #expect(ratio.parse("0.1") == .valid(0.1))
        #expect(ratio.parse("nan") == .invalid("“nan” is not a number"))
        #expect(ratio.parse("inf") == .invalid("“inf” is not a number"))
        #expect(ratio.parse("1e40") == .invalid("“1e40” is not a number"))
        #expect(ratio.parse("1" + String(repeating: "0", count: 40)) == .invalid("The number is too large"))
        #expect(ratio.parse("16777217") == .invalid("Enter at most 6 digits"), "a Float would hold 16777216")
        #expect(ratio.format(0.00001) == "0.00001")
        #expect(FieldConverter<Float>.lossless().parse("-") == .incomplete("Enter a number"))

        let level = FieldConverter<UInt8>.lossless()
        #expect(level.parse("-") == .incomplete("Enter a whole number"))
        #expect(level.parse("+") == .incomplete("Enter a whole number"))
        #expect(level.parse("007") == .valid(7))
        #expect(level.parse("2.5") == .invalid("“2.5” is not a whole number"))
        #expect(level.purpose == .digits)
    }

    @Test @MainActor func aFieldCanHoldAnyNumberTypeOrATypeOfItsOwn() throws {
        let level = FieldHarness(UInt8(5), converter: .standard)
        level.place("[5]")
        level.entry.type("300")
        #expect(level.model.writes == [3, 30])
        #expect(level.message == "The number is too large")
        #expect(level.field.setModel(.integer(12), source: .restore))
        #expect(level.model.writes.last == 12)
        #expect(!level.field.setModel(.integer(300), source: .restore), "300 is no UInt8")
        #expect(UInt64.max.fieldValue == .decimal(Decimal(string: "18446744073709551615")!))
        #expect(UInt64(fieldValue: UInt64.max.fieldValue) == .max)
        #expect(Int8(fieldValue: .number(2.5)) == nil)

        struct Hex: LosslessStringConvertible, Equatable, TextConvertible, FieldValueConvertible {
            var value: Int
            init?(_ description: String) {
                guard let value = Int(description, radix: 16) else { return nil }
                self.value = value
            }
            var description: String { String(value, radix: 16) }
        }
        let color = FieldHarness(try #require(Hex("ff")), converter: .standard)
        #expect(color.field.currentValue == .string("ff"), "logged and saved as its text")
        #expect(color.field.setModel(.string("c0"), source: .restore))
        #expect(color.model.writes.map(\.value) == [192])
    }

    @Test func purposesTellToolkitsWhichKeyboardToOffer() {
        #expect(FieldConverter<Int>.integer.purpose == .digits)
        #expect(FieldConverter<Double?>.standard.purpose == .number)
        #expect(FieldConverter<String>.string.purpose == .freeForm)
    }

    /// "-7" in a right-to-left layout would show as "7-" once the field loses the focus: a
    /// number reads left to right, as a date does, whatever wraps its converter.
    @Test @MainActor func numbersAndAmountsReadLeftToRightInEveryLanguage() {
        let numbers: [TextDirection] = [
            FieldConverter<Int>.integer.textDirection, FieldConverter<Double>.double.textDirection,
            FieldConverter<Decimal>.decimal.textDirection, FieldConverter<UInt8>.lossless().textDirection,
            FieldConverter<Float>.lossless().textDirection,
            FieldConverter<Int>.integer.limited(to: -10...10).textDirection,
            FieldConverter<Double?>.optional(.double).textDirection, AmountFormat(decimals: 2).converter.textDirection,
        ]
        #expect(numbers.allSatisfy { $0 == .leftToRight })
        #expect(FieldConverter<String>.string.textDirection == .natural, "free text follows the layout")

        final class Account { var balance: Decimal? = nil }
        let balance = BufferedField(
            form: "account", id: "balance", binding: Binding(Account(), \.balance), format: AmountFormat(decimals: 2))
        #expect(balance.textDirection == .leftToRight, "the format says nothing: its converter's direction holds")
    }

    /// The character the numeric keypad's decimal key types in a field, whatever the layout
    /// gives the key: only numbers with a fraction have one.
    @MainActor
    @Test func numbersWithAFractionSayTheirDecimalSeparator() {
        let german = AmountFormat(locale: Locale(identifier: "de_DE"))
        let whole = AmountFormat(decimals: 0)
        let separators: [Character?] = [
            FieldHarness(0.0, converter: .double).field.decimalSeparator,
            FieldHarness(nil, converter: FieldConverter<Double?>.standard.limited(to: 0...5)).field.decimalSeparator,
            FieldHarness(Float(0), converter: .standard).field.decimalSeparator,
            FieldHarness(Decimal(0), converter: .decimal.validating { _ in nil }).field.decimalSeparator,
            FieldHarness(Decimal(0), transform: AmountFormat(), converter: AmountFormat().converter).field
                .decimalSeparator,
            FieldHarness(nil, transform: german, converter: german.optionalConverter).field.decimalSeparator,
        ]
        #expect(separators == [".", ".", ".", ".", ".", ","])
        let noFraction: [Character?] = [
            FieldHarness(0, converter: .integer).field.decimalSeparator,
            FieldHarness(Decimal(0), transform: whole, converter: whole.converter).field.decimalSeparator,
            FieldHarness("", converter: .string).field.decimalSeparator,
            FieldHarness("", transform: PatternFormat.phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter)
                .field.decimalSeparator,
            FieldHarness(nil, converter: .optional(.day)).field.decimalSeparator,
        ]
        #expect(noFraction == [nil, nil, nil, nil, nil], "the key types its own character there")
    }

    /// A converter the app makes says the separator of its numbers, and keeps it through the
    /// converters made from it, as the built-in ones do (the example of `FieldConverter.init`).
    @MainActor
    @Test func anAppsOwnConverterSaysItsDecimalSeparator() {
        // A share written with a decimal comma, as in Germany, whatever the keyboard layout.
        let share = FieldConverter<Double>(
            purpose: .number, decimalSeparator: ",",
            parse: { Double($0.replacing(",", with: ".")).map(Conversion.valid) ?? .incomplete("Enter a share") },
            format: { String($0).replacing(".", with: ",") })
        #expect(share.parse("12,5") == .valid(12.5))
        let separators: [Character?] = [
            FieldHarness(0.0, converter: share).field.decimalSeparator,
            FieldHarness(0.0, converter: share.limited(to: 0...100)).field.decimalSeparator,
            FieldHarness(nil, converter: .optional(share.validatingWhenEditingEnds { _ in nil })).field
                .decimalSeparator,
        ]
        #expect(separators == [",", ",", ","])
        let saysNone = FieldConverter<Double>(parse: share.parse, format: share.format)
        #expect(FieldHarness(0.0, converter: saysNone).field.decimalSeparator == nil, "the key types its own character")
    }
}
