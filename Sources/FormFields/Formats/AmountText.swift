/// The number in a piece of pasted text, before it joins a field: sign, whole digits, fraction.
///
/// Pasted amounts come from anywhere: "$1,234.50", "1.234,50 €", "1234.5", "1 234,5", "٣٫٥".
/// Letters, currency signs and spaces around the number are skipped. Which of "." and "," is
/// the decimal separator is decided from the text, so both a local and a foreign amount read
/// right:
/// - with both present, the last one is the decimal separator ("1.234,5", "1,234.5");
/// - one repeated is grouping ("1,234,567");
/// - one alone is the decimal separator, unless it is not the locale's and reads as grouping:
///   one to three digits before it and exactly three after ("1.234" in de_DE is 1234, "1.5"
///   is 1,5); three being the locale's group size.
///
/// The Arabic decimal separator "٫" is a decimal separator and the Arabic thousands separator
/// "٬" a grouping one in any locale. A minus sign before the number or right after its last
/// digit ("1,234.50-"), or parentheses around it ("(1,234.50)"), make it negative.
///
/// Text that is not one number is not read: between two digits only separators, spaces and
/// apostrophes may stand, and "." or "," as grouping must group the digits in threes or in
/// the locale's sizes. So "1e5", "555-1234", "12/05", "12.05.2024" and two lines of numbers
/// give `nil` rather than 15, 5551234, 1205 or 12052024.
struct AmountText: Equatable {
    var isNegative = false
    var whole: [Character] = []
    var hasDecimalSeparator = false
    var fraction: [Character] = []

    /// Reads the number in `text`; `nil` when the text is not one number.
    init?(_ text: Substring, symbols: AmountSymbols) {
        var digits: [Character] = []
        var marks: [(character: Character, digitsBefore: Int)] = []
        var opensParenthesis = false
        var closesParenthesis = false
        var endsWithMinus = false
        // Since the last digit: whether anything but a separator came, and what came last.
        var interrupted = false
        var previous: Character?
        for character in text {
            defer { previous = character }
            if let digit = CharacterClass.asciiDigit(character) {
                guard !interrupted else { return nil }
                digits.append(digit)
            } else if character == "." || character == "," || character == symbols.decimalSeparator
                || character == AmountText.arabicDecimalSeparator
            {
                marks.append((character, digits.count))
            } else if AmountText.groupingMarks.contains(character) || character == symbols.groupingSeparator
                || (character.isWhitespace && !character.isNewline)
            {
                continue
            } else if digits.isEmpty {
                if marks.isEmpty && AmountText.minusSigns.contains(character) { isNegative = true }
                if character == "(" { opensParenthesis = true }
            } else {
                interrupted = true
                if AmountText.minusSigns.contains(character) && previous.flatMap(CharacterClass.asciiDigit) != nil {
                    endsWithMinus = true
                }
                if character == ")" && opensParenthesis { closesParenthesis = true }
            }
        }
        isNegative = isNegative || endsWithMinus || closesParenthesis
        guard let last = marks.last else {
            whole = digits
            return
        }
        let repeats = marks.dropLast().contains { $0.character == last.character }
        let mixed = marks.contains { $0.character != last.character }
        let isDecimal: Bool
        if repeats {
            isDecimal = false
        } else if mixed || last.character == symbols.decimalSeparator
            || last.character == AmountText.arabicDecimalSeparator
        {
            isDecimal = true
        } else {
            let before = last.digitsBefore
            let group = symbols.groupSize
            isDecimal = !((1...group).contains(before) && digits.count - before == group)
        }
        let grouping = isDecimal ? marks.dropLast() : marks[...]
        let wholeCount = isDecimal ? last.digitsBefore : digits.count
        guard Self.isGrouped(grouping.map(\.digitsBefore) + [wholeCount], symbols: symbols) else { return nil }
        guard isDecimal else {
            whole = digits
            return
        }
        hasDecimalSeparator = true
        whole = Array(digits[..<last.digitsBefore])
        fraction = Array(digits[last.digitsBefore...])
    }

    /// Whether grouping separators after the given numbers of digits, the last entry being the
    /// digits of the whole part, group them as numbers are grouped: in threes or in the
    /// locale's sizes ("12,34,567" in en_IN), not as in "12.05.2024".
    private static func isGrouped(_ boundaries: [Int], symbols: AmountSymbols) -> Bool {
        let sizes = zip(boundaries, boundaries.dropFirst()).map { $1 - $0 }
        guard let last = sizes.last else { return true }
        let inner: Set = [3, symbols.groupSize, symbols.secondaryGroupSize]
        return [3, symbols.groupSize].contains(last) && sizes.dropLast().allSatisfy(inner.contains)
    }

    /// Characters typed as a minus sign: ASCII, U+2212 MINUS SIGN, small and fullwidth forms.
    static let minusSigns: Set<Character> = ["-", "\u{2212}", "\u{FE63}", "\u{FF0D}"]

    /// U+066B ARABIC DECIMAL SEPARATOR, a decimal separator wherever it is written.
    static let arabicDecimalSeparator: Character = "\u{066B}"

    /// What groups digits besides spaces and the locale's own separator: apostrophes ("1'234"
    /// in Switzerland) and U+066C ARABIC THOUSANDS SEPARATOR.
    static let groupingMarks: Set<Character> = ["'", "\u{2019}", "\u{066C}"]
}
