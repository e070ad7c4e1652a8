import Foundation

/// The separators an amount is shown with: "1,234.5" in the United States, "1.234,5" in Germany.
///
/// ```swift
/// AmountSymbols(locale: Locale(identifier: "de_DE"))   // decimal ",", grouping "."
/// AmountSymbols(decimalSeparator: ".", groupingSeparator: "'")
/// ```
public struct AmountSymbols: Hashable, Sendable {
    /// What separates whole units from the fraction.
    public var decimalSeparator: Character
    /// What separates groups of thousands; `nil` shows no grouping.
    public var groupingSeparator: Character?
    /// How many digits a group of the whole part holds.
    public var groupSize: Int

    /// - Parameters:
    ///   - decimalSeparator: What separates whole units from the fraction.
    ///   - groupingSeparator: What separates groups of digits; `nil` for none. A grouping
    ///     separator equal to the decimal separator is dropped.
    ///   - groupSize: Digits per group, at least 1.
    public init(decimalSeparator: Character = ".", groupingSeparator: Character? = ",", groupSize: Int = 3) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator == decimalSeparator ? nil : groupingSeparator
        self.groupSize = max(groupSize, 1)
    }

    /// The separators `locale` writes numbers with (Foundation's `Locale`).
    ///
    /// > Note: Only the primary group size is used: en_IN's "12,34,567" shows as "1,234,567".
    public init(locale: Locale) {
        self.init(
            decimalSeparator: locale.decimalSeparator?.first ?? ".",
            groupingSeparator: locale.groupingSeparator.map { $0.first } ?? ",")
    }

    /// "1,234.5": the symbols of en_US, FormFields' default.
    public static let unitedStates = AmountSymbols(decimalSeparator: ".", groupingSeparator: ",")
}
