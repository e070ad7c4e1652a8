/// A card's expiry date typed as "MM/YY", read as a `CardExpiry`.
///
/// It is the template "##/##" with two habits of payment forms: a first digit 2 to 9 can only
/// be a month's second digit, so typing or pasting "4" (or " 4") into the empty field shows
/// "04"; and "/" typed after a single month digit completes the month ("1/" shows "01").
/// Pasted dates are read whole: "4/27", "04/2027" and "0427" all give "04/27". A paste with
/// more digits than there is room for ("45678") is never cut into a date nobody wrote
/// ("04/56"): it shows whole, "45/678", and is invalid.
///
/// ```swift
/// let expiry = CardExpiryFormat()
/// expiry.clean("04/2027")                  // "04/27"
/// expiry.converter.parse("13/27")          // .invalid("The month must be from 01 to 12")
/// ```
public struct CardExpiryFormat: ValueFormat, SeparatedFormat {
    private let pattern = PatternFormat("##/##")
    /// The earliest expiry the converter accepts, if any.
    public let notBefore: CardExpiry?

    /// The "MM/YY" format, with the earliest expiry its converter accepts.
    /// - Parameter notBefore: The earliest expiry the converter accepts (this month, say);
    ///   `nil` accepts any.
    public init(notBefore: CardExpiry? = nil) {
        self.notBefore = notBefore
    }

    /// Month and year, complete once all four digits are there.
    public var converter: FieldConverter<CardExpiry> {
        let pattern = pattern
        let notBefore = notBefore
        return FieldConverter(
            purpose: .digits,
            parse: { text in
                let digits = pattern.significantText(of: text).compactMap(\.wholeNumberValue)
                guard digits.count <= pattern.slotCount else {
                    return .invalid(localized("Enter the expiry date as MM/YY"))
                }
                guard digits.count >= 2 else { return .incomplete(localized("Enter the expiry date as MM/YY")) }
                let month = digits[0] * 10 + digits[1]
                guard (1...12).contains(month) else { return .invalid(localized("The month must be from 01 to 12")) }
                guard digits.count == 4,
                    let expiry = CardExpiry(month: month, year: digits[2] * 10 + digits[3])
                else { return .incomplete(localized("Enter the year as two digits: MM/YY")) }
                if let notBefore, expiry < notBefore {
                    // Translators: %s is the card's expiry date as printed on it, "04/27".
                    return .invalid(localized("This card has expired (%s)", expiry))
                }
                return .valid(expiry)
            },
            format: { expiry in
                pattern.format(significant: String(expiry.description.filter(\.isNumber)))
            })
    }

    // MARK: TextTransform

    /// Left to right, as the card prints it: "04/27" is April 2027 in every language.
    public var textDirection: TextDirection { .leftToRight }

    /// Takes the edit as "##/##" does, with a leading month digit and "/" completing the month.
    public func apply(to edit: TextEdit) -> TextState {
        applySeparated(to: edit)
    }

    // MARK: SeparatedFormat

    func scan(_ text: String) -> [SignificantCharacter] {
        pattern.scan(text)
    }

    func layout(_ characters: [Character], caret: Int) -> TextState {
        pattern.layout(characters, caret: caret)
    }

    func merge(_ edit: SignificantEdit) -> MergedCharacters? {
        let isEmptied = edit.head.isEmpty && edit.tail.isEmpty
        if isEmptied && !edit.isKeystroke, let digits = Self.wholeDate(in: edit.inserted) {
            return MergedCharacters(characters: digits, caret: digits.count)
        }
        if edit.isKeystroke, let key = edit.inserted.first, Self.separatorKeys.contains(key),
            edit.head.count == 1, edit.tail.isEmpty, let digit = edit.head.first, digit != "0"
        {
            return MergedCharacters(characters: ["0", digit], caret: 2)
        }
        guard let merged = pattern.merge(edit) else { return nil }
        if isEmptied && merged.characters.count > pattern.slotCount {
            // NB: a paste too long for a date shows as pasted, with no "0" of its own before it,
            // unless its digits are a month and a year with its century, as they would be
            // pasted in one run ("04 20 27" as "042027"): shown "04/2027", they are read so.
            let digits = Self.wholeDate(in: Substring(String(merged.characters))) ?? merged.characters
            return MergedCharacters(characters: digits, caret: digits.count)
        }
        guard isEmptied, let first = merged.characters.first, ("2"..."9").contains(first) else { return merged }
        var padded = edit
        padded.head = ["0"]
        return pattern.merge(padded)
    }

    /// Keys that end the month: "1/" means January.
    private static let separatorKeys: Set<Character> = ["/", "-", ".", " "]

    /// The four digits of a pasted date: "4/27", "04/2027", "0427", "042027".
    private static func wholeDate(in text: Substring) -> [Character]? {
        let numbers = text.split { !$0.isASCII || !$0.isNumber }.map(Array.init)
        let month: [Character]
        let year: [Character]
        switch numbers.count {
        case 1 where numbers[0].count == 4:
            return numbers[0]
        case 1 where numbers[0].count == 6:
            (month, year) = (Array(numbers[0].prefix(2)), Array(numbers[0].suffix(4)))
        case 2:
            (month, year) = (numbers[0], numbers[1])
        default:
            return nil
        }
        guard (1...2).contains(month.count), year.count == 2 || year.count == 4 else { return nil }
        return (month.count == 1 ? ["0"] + month : month) + year.suffix(2)
    }
}

extension TextTransform where Self == CardExpiryFormat {
    /// A card's expiry date as "MM/YY"; see `CardExpiryFormat`.
    public static var cardExpiry: CardExpiryFormat { CardExpiryFormat() }
}
