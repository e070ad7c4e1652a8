/// The number in a piece of pasted text, before it joins a field: sign, whole digits, fraction.
///
/// Pasted amounts come from anywhere: "$1,234.50", "1.234,50 €", "1234.5", "1 234,5". Letters,
/// currency signs, spaces and apostrophes are skipped; which of "." and "," is the decimal
/// separator is decided from the text, so both a local and a foreign amount read right:
/// - with both present, the last one is the decimal separator ("1.234,5", "1,234.5");
/// - one repeated is grouping ("1,234,567");
/// - one alone is the decimal separator, unless it is not the locale's and reads as grouping:
///   one to three digits before it and exactly three after ("1.234" in de_DE is 1234, "1.5"
///   is 1,5); three being the locale's group size.
struct AmountText: Equatable {
    var isNegative = false
    var whole: [Character] = []
    var hasDecimalSeparator = false
    var fraction: [Character] = []

    /// Whether the text held anything of a number.
    var isEmpty: Bool { !isNegative && whole.isEmpty && !hasDecimalSeparator }

    /// Reads the number in `text`.
    init(_ text: Substring, symbols: AmountSymbols) {
        var digits: [Character] = []
        var marks: [(character: Character, digitsBefore: Int)] = []
        for character in text {
            if let digit = CharacterClass.asciiDigit(character) {
                digits.append(digit)
            } else if AmountText.minusSigns.contains(character) {
                if digits.isEmpty && marks.isEmpty { isNegative = true }
            } else if character == "." || character == "," || character == symbols.decimalSeparator {
                marks.append((character, digits.count))
            }
        }
        guard let last = marks.last else {
            whole = digits
            return
        }
        let repeats = marks.dropLast().contains { $0.character == last.character }
        let mixed = marks.contains { $0.character != last.character }
        let isDecimal: Bool
        if repeats {
            isDecimal = false
        } else if mixed || last.character == symbols.decimalSeparator {
            isDecimal = true
        } else {
            let before = last.digitsBefore
            let group = symbols.groupSize
            isDecimal = !((1...group).contains(before) && digits.count - before == group)
        }
        guard isDecimal else {
            whole = digits
            return
        }
        hasDecimalSeparator = true
        whole = Array(digits[..<last.digitsBefore])
        fraction = Array(digits[last.digitsBefore...])
    }

    /// Characters typed as a minus sign: ASCII, U+2212 MINUS SIGN, small and fullwidth forms.
    static let minusSigns: Set<Character> = ["-", "\u{2212}", "\u{FE63}", "\u{FF0D}"]
}
