import Foundation

/// The separators an amount is shown with: "1,234.5" in the United States, "1.234,5" in Germany,
/// "12,34,567.5" in India.
///
/// ```swift
/// AmountSymbols(locale: Locale(identifier: "de_DE"))   // decimal ",", grouping "."
/// AmountSymbols(decimalSeparator: ".", groupingSeparator: "'")
/// AmountSymbols(groupSize: 3, secondaryGroupSize: 2)    // 12,34,567
/// ```
public struct AmountSymbols: Hashable, Sendable {
    /// What separates whole units from the fraction.
    public var decimalSeparator: Character
    /// What separates groups of digits; `nil` shows no grouping.
    public var groupingSeparator: Character?
    /// How many digits the last group of the whole part holds, the one next to the fraction.
    public var groupSize: Int
    /// How many digits each group before the last one holds: `groupSize` in most locales, 2 in
    /// India's "12,34,567".
    public var secondaryGroupSize: Int

    /// Separators and group sizes given one by one; en_US's by default.
    /// - Parameters:
    ///   - decimalSeparator: What separates whole units from the fraction.
    ///   - groupingSeparator: What separates groups of digits; `nil` for none. A grouping
    ///     separator equal to the decimal separator is dropped.
    ///   - groupSize: Digits in the group next to the fraction, at least 1.
    ///   - secondaryGroupSize: Digits in each group before that one, at least 1; `groupSize`
    ///     when `nil`.
    public init(
        decimalSeparator: Character = ".", groupingSeparator: Character? = ",", groupSize: Int = 3,
        secondaryGroupSize: Int? = nil
    ) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator == decimalSeparator ? nil : groupingSeparator
        self.groupSize = max(groupSize, 1)
        self.secondaryGroupSize = max(secondaryGroupSize ?? groupSize, 1)
    }

    /// The separators and group sizes `locale` writes numbers with (Foundation's `Locale`, and
    /// its number format for the group sizes).
    public init(locale: Locale) {
        let sizes = Self.groupSizes(in: 1_234_567_890.formatted(.number.locale(locale)))
        self.init(
            decimalSeparator: locale.decimalSeparator?.first ?? ".",
            groupingSeparator: locale.groupingSeparator.map { $0.first } ?? ",",
            groupSize: sizes?.primary ?? 3, secondaryGroupSize: sizes?.secondary)
    }

    /// "1,234.5": the symbols of en_US, FormFields' default.
    public static let unitedStates = AmountSymbols(decimalSeparator: ".", groupingSeparator: ",")

    /// Whether a grouping separator goes before a digit of the whole part that has `digits`
    /// digits from itself to the end of the whole part.
    func separatesBefore(digits: Int) -> Bool {
        digits >= groupSize && (digits - groupSize).isMultiple(of: secondaryGroupSize)
    }

    /// The group sizes of a formatted whole number: "1,23,45,67,890" has 3, then 2.
    ///
    /// NB: Read from a formatted number because `NumberFormatter` on Linux reports 3 and no
    /// secondary size for en_IN, while the number format writes "1,23,45,67,890".
    static func groupSizes(in formatted: String) -> (primary: Int, secondary: Int?)? {
        var groups: [Int] = [0]
        for character in formatted.reversed() {
            if character.wholeNumberValue != nil {
                groups[groups.count - 1] += 1
            } else if groups.last != 0 {
                groups.append(0)
            }
        }
        guard groups.count > 1, groups[0] > 0 else { return nil }
        return (groups[0], groups.count > 2 ? groups[1] : nil)
    }
}
