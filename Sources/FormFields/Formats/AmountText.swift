/// The number in a piece of pasted text, before it joins a field: sign, whole digits, fraction.
///
/// Pasted amounts come from anywhere: "$1,234.50", "1.234,50 €", "1234.5", "1 234,5", "٣٫٥".
/// Letters, currency signs and spaces around the number are skipped, and so are the "." and ","
/// of an abbreviation after it ("1 234,56 руб.", "12 Fr."). Which of "." and "," is
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
///
/// Nor is text that says the number means another: a percent, per-mille or cent sign anywhere
/// ("5%", "%5", "2‰", "50¢"), or a word right after the number, glued to it or after spaces,
/// that scales it (`scales(_:)`): "1.5M", "$2bn", "1,5 Mio €", "5 lakh", "3 million", "1.5万円",
/// "50c", "20p", "25 bp". Currency signs, codes and names around the number stay skipped:
/// "12 USD", "1 234,5 kr", "12 KM", "R$ 12,50", "CHF 1'234.50", "12元".
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
        // Where the first word after a digit begins.
        var wordStart: Substring.Index?
        for index in text.indices {
            let character = text[index]
            defer { previous = character }
            if let digit = CharacterClass.asciiDigit(character) {
                guard !interrupted else { return nil }
                digits.append(digit)
            } else if character == "." || character == "," || character == symbols.decimalSeparator
                || character == AmountText.arabicDecimalSeparator
            {
                // NB: once something else followed the digits, a mark ends a word, not a part:
                // a digit after it ends the reading anyway.
                if !interrupted { marks.append((character, digits.count)) }
            } else if AmountText.groupingMarks.contains(character) || character == symbols.groupingSeparator
                || (character.isWhitespace && !character.isNewline)
            {
                continue
            } else if AmountText.scaleSigns.contains(character) {
                return nil
            } else if digits.isEmpty {
                if marks.isEmpty && AmountText.minusSigns.contains(character) { isNegative = true }
                if character == "(" { opensParenthesis = true }
            } else {
                interrupted = true
                if character.isLetter && wordStart == nil { wordStart = index }
                if AmountText.minusSigns.contains(character) && previous.flatMap(CharacterClass.asciiDigit) != nil {
                    endsWithMinus = true
                }
                if character == ")" && opensParenthesis { closesParenthesis = true }
            }
        }
        if let wordStart, Self.scales(text[wordStart...].prefix(while: \.isLetter)) { return nil }
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

    /// Whether `word`, the letters right after a number, make it another number, in any case:
    /// an abbreviation or word for a thousand or more, a cent or a penny, a percent or a basis
    /// point ("K", "Mio", "bn", "crore", "ct", "pct"; `scaleWords`); a word that begins as the
    /// European words for a thousand, a million and more do ("mil", "Millionen", "milliards",
    /// "billion"; `scaleStems`); or, in scripts written without spaces, a word that begins with
    /// a numeral ("万円" in "1.5万円"; `scaleNumerals`).
    ///
    /// NB: the lone letters that abbreviate a scale ("1.5M", "2B", "5L" for lakh, "50c", "20p")
    /// are read as one even where they stand for a unit: pasting "5 t" or "12 m" is refused
    /// too, which costs a number typed again rather than a wrong one.
    static func scales(_ word: Substring) -> Bool {
        if let first = word.first, scaleNumerals.contains(first) { return true }
        let lowercased = word.lowercased()
        return scaleWords.contains(lowercased) || scaleStems.contains(where: lowercased.hasPrefix)
    }

    /// Words that scale a number, in lowercase: see `scales(_:)`.
    static let scaleWords: Set<String> = [
        // A thousand and more.
        "k", "m", "b", "t", "l", "bn", "mn", "mm", "tn", "mi", "bi", "mio", "mrd", "md", "mds", "mia", "mln",
        "mld", "tsd", "tys", "cr", "lac", "lacs", "lakh", "lakhs", "crore", "crores", "thousand", "thousands",
        "tausend", "тыс", "млн", "млрд", "трлн",
        // A part of the currency.
        "c", "p", "ct", "cts", "cent", "cents", "pence", "penny", "öre", "øre", "kop", "коп",
        // A ratio.
        "pct", "percent", "bp", "bps",
    ]

    /// Beginnings of words for a thousand, a million and more: "mil" (a thousand in Spanish and
    /// Portuguese), "million", "Milliarden", "milhões", "miljard", "billion", "trillion", "миллион".
    static let scaleStems = ["mil", "bil", "tril", "мил"]

    /// Chinese, Japanese and Korean numerals that scale the number before them: ten, hundred,
    /// thousand, ten thousand, a hundred million, a trillion.
    static let scaleNumerals: Set<Character> = ["十", "百", "千", "万", "萬", "亿", "億", "兆", "천", "만", "억", "조"]

    /// Signs that make a number a ratio or a part of the currency: percent, per mille and per
    /// ten thousand (with the Arabic, small and fullwidth forms), and the cent sign.
    static let scaleSigns: Set<Character> = [
        "%", "\u{2030}", "\u{2031}", "\u{066A}", "\u{0609}", "\u{060A}", "\u{FE6A}", "\u{FF05}", "¢", "\u{FFE0}",
    ]

    /// Characters typed as a minus sign: ASCII, U+2212 MINUS SIGN, small and fullwidth forms.
    static let minusSigns: Set<Character> = ["-", "\u{2212}", "\u{FE63}", "\u{FF0D}"]

    /// U+066B ARABIC DECIMAL SEPARATOR, a decimal separator wherever it is written.
    static let arabicDecimalSeparator: Character = "\u{066B}"

    /// What groups digits besides spaces and the locale's own separator: apostrophes ("1'234"
    /// in Switzerland) and U+066C ARABIC THOUSANDS SEPARATOR.
    static let groupingMarks: Set<Character> = ["'", "\u{2019}", "\u{066C}"]
}
