import FormFields
import Foundation
import Testing

/// The converters that come with the formats: what they read, what they say, what they write.
@Suite struct FormatConverterTests {
    let phone = PatternFormat.phoneNumberUS

    @Test func aPatternReadsItsSignificantCharactersAndSaysHowManyAreMissing() {
        #expect(phone.converter.parse("+1 (555) 123-4567") == .valid("5551234567"))
        #expect(phone.converter.parse("") == .incomplete("Enter 10 digits"))
        #expect(phone.converter.parse("+1 (555) 123-456") == .incomplete("Enter 1 more digit"))
        #expect(phone.converter.parse("+1 (555) 12") == .incomplete("Enter 5 more digits"))
        #expect(phone.converter.parse("+1 (155) 512-3456") == .invalid("Character 1 must be a digit from 2 to 9"))
        #expect(phone.converter.format("5551234567") == "+1 (555) 123-4567")
        #expect(phone.converter.purpose == .phone)
        #expect(phone.significantCharacters(of: "+1 (555) 12") == "55512")
    }

    @Test func anOptionalOrShorterPatternValue() {
        let optional = phone.converter(minimumLength: 10, allowsEmpty: true)
        #expect(optional.parse("") == .valid(""))
        #expect(optional.parse("+1 (5") == .incomplete("Enter 9 more digits"))
        let phoneExtension = PatternFormat("####").converter(minimumLength: 2)
        #expect(phoneExtension.parse("12") == .valid("12"))
        #expect(phoneExtension.parse("1") == .incomplete("Enter 1 more digit"))
    }

    @Test func aCharacterInTheWrongSlotIsNamedByPosition() {
        let plate = PatternFormat("@@-###")
        #expect(plate.converter.parse("AB-123") == .valid("AB123"))
        #expect(plate.converter.parse("A1-23B") == .invalid("Character 2 must be a letter"))
    }

    @Test func aPatternCanStandForATypedValue() {
        let time = PatternFormat("##:##")
        let minutes = time.converter(
            parse: { digits -> Conversion<Int> in
                guard digits.count == 4, let hours = Int(digits.prefix(2)),
                    let minutes = Int(digits.suffix(2))
                else {
                    return .incomplete("Enter the time as HH:MM")
                }
                return hours < 24 && minutes < 60
                    ? .valid(hours * 60 + minutes) : .invalid("There is no such time")
            },
            format: { total in String(format: "%02d%02d", total / 60, total % 60) })
        #expect(minutes.parse("09:30") == .valid(570))
        #expect(minutes.parse("09:3") == .incomplete("Enter the time as HH:MM"))
        #expect(minutes.parse("25:00") == .invalid("There is no such time"))
        #expect(minutes.format(570) == "09:30")
    }

    @Test func expiryMessagesFollowWhatIsMissing() {
        let converter = CardExpiryFormat().converter
        #expect(converter.parse("") == .incomplete("Enter the expiry date as MM/YY"))
        #expect(converter.parse("1") == .incomplete("Enter the expiry date as MM/YY"))
        #expect(converter.parse("00") == .invalid("The month must be from 01 to 12"))
        #expect(converter.parse("12/3") == .incomplete("Enter the year as two digits: MM/YY"))
        #expect(converter.parse("12/30") == .valid(CardExpiry(month: 12, year: 2030)!))
        #expect(converter.format(CardExpiry(month: 3, year: 2031)!) == "03/31")
    }

    @Test func cardNumbersAreCheckedByLengthAndCheckDigit() {
        let converter = GroupedFormat.cardNumber.converter
        #expect(converter.parse("4111 1111 1111 1111") == .valid("4111111111111111"))
        // Counted to the length of the card the first digits tell: 16, 15 for American Express,
        // 14 for Diners Club; not to 12, the shortest card's.
        #expect(converter.parse("4111 1111 111") == .incomplete("Enter 5 more digits"))
        #expect(converter.parse("4111 1111 1111 111") == .incomplete("Enter 1 more digit"))
        #expect(converter.parse("3") == .incomplete("Enter 15 more digits"))
        #expect(converter.parse("37") == .incomplete("Enter 13 more digits"))
        #expect(converter.parse("3056 9309 0259") == .incomplete("Enter 2 more digits"))
        #expect(converter.parse("") == .incomplete("Enter 16 digits"))
        #expect(
            converter.parse("4111 1111 1111 1112")
                == .invalid("This card number is not valid: check the digits"))
        #expect(converter.parse("3782 8224 6310 005") == .valid("378282246310005"))
        #expect(converter.format("4111111111111111") == "4111 1111 1111 1111")
    }

    @Test func everyFormatHasAFactoryWhereATransformIsExpected() {
        let transforms: [any TextTransform] = [
            .cardNumber, .cardExpiry, .phoneNumberUS, .pattern("##-##"), .digitGroups(3, 2),
            .amount(decimals: 2, locale: Locale(identifier: "de_DE")),
        ]
        #expect(
            transforms.map { $0.clean("1234") } == [
                "1234", "12/34", "+1 (234", "12-34", "123 4", "1.234",
            ])
    }

    /// Text with more characters than the slots (a paste, a value from the model, shown whole)
    /// is invalid, and the message says how many the field takes.
    @Test func moreCharactersThanTheSlotsHoldAreInvalid() {
        #expect(PatternFormat("##-##").converter.parse("12-345") == .invalid("Enter 4 digits"))
        #expect(
            PatternFormat("##-##").converter(minimumLength: 2).parse("12-345") == .invalid("Enter at most 4 digits"))
        #expect(
            PatternFormat("@@-##").converter(minimumLength: 2).parse("AB-123") == .invalid("Enter at most 4 characters")
        )
        #expect(PatternFormat("@@@").converter.parse("ABCD") == .invalid("Enter 3 letters"))
        let month = PatternFormat("##").converter(
            parse: { Int($0).map(Conversion.valid) ?? .incomplete("Enter a month") }, format: { String($0) })
        #expect(month.parse("123") == .invalid("Enter 2 digits"))
    }

    @Test func numbersWrittenLeftToRightInEveryLanguageSaySoAndOtherTextFollowsTheLayout() {
        let leftToRight: [any TextTransform] = [
            .cardNumber, .cardExpiry, .phoneNumberUS, .pattern("##-##"), .digitGroups(3, 2),
            PatternFormat("##/##").then(.maximumLength(5)), TrimTransform().then(PatternFormat.phoneNumberUS),
        ]
        #expect(leftToRight.allSatisfy { $0.textDirection == .leftToRight })
        let natural: [any TextTransform] = [
            .identity, .maximumLength(4), .amount(decimals: 2), TrimTransform().then(.collapsingWhitespace),
        ]
        #expect(natural.allSatisfy { $0.textDirection == .natural }, "an amount reads as numbers do in its language")
    }

    @Test func characterClassesNormaliseWhatTheyAccept() {
        #expect(CharacterClass.digit.accept("٤") == "4")
        #expect(CharacterClass.digit.accept("４") == "4")
        #expect(CharacterClass.digit.accept("a") == nil)
        #expect(CharacterClass.digit.accept("½") == nil)
        #expect(CharacterClass.letter.accept("é") == "é")
        #expect(CharacterClass.alphanumeric.accept("٣") == "3")
        #expect(CharacterClass.alphanumeric.accept("-") == nil)
        let areaCodeStart = CharacterClass.digit(in: "2"..."9")
        #expect(areaCodeStart.accept("٥") == "5")
        #expect(areaCodeStart.accept("1") == nil)
        #expect(areaCodeStart.accept("a") == nil)
        #expect(PatternFormat("N##", placeholders: ["N": areaCodeStart, "#": .digit]).purpose == .digits)
        let hex = CharacterClass(singular: "hex digit", plural: "hex digits") {
            $0.isHexDigit ? Character($0.uppercased()) : nil
        }
        let color = PatternFormat("\\#HHHHHH", placeholders: ["H": hex])
        #expect(color.clean("ff8800") == "#FF8800")
        #expect(color.converter.parse("#FF88") == .incomplete("Enter 2 more hex digits"))
    }

    /// A class named in the app's language says itself that it takes digits: its name cannot.
    @Test func aClassOfDigitsNamedInAnotherLanguageAsksForTheDigitKeyboard() {
        let ziffer = CharacterClass(singular: "Ziffer", plural: "Ziffern", digitsOnly: true) {
            CharacterClass.digit.accept($0)
        }
        let named = CharacterClass(singular: "Ziffer", plural: "Ziffern") { CharacterClass.digit.accept($0) }
        #expect(PatternFormat("##-##", placeholders: ["#": ziffer]).purpose == .digits)
        #expect(PatternFormat("##-##", placeholders: ["#": named]).purpose == .freeForm, "a name alone says nothing")
        let pair = PatternFormat("##", placeholders: ["#": ziffer])
        #expect(pair.converter.parse("4") == .incomplete("Enter 1 more Ziffer"))
        // Digits of two classes together are the library's own "digits".
        let lowZiffer = CharacterClass(singular: "kleine Ziffer", plural: "kleine Ziffern", digitsOnly: true) {
            CharacterClass.digit(in: "0"..."4").accept($0)
        }
        let mixed = PatternFormat("L#", placeholders: ["L": lowZiffer, "#": ziffer])
        #expect(mixed.converter.parse("") == .incomplete("Enter 2 digits"))
    }
}
