import Foundation

/// The month and year a payment card expires, as printed on it: "04/27".
///
/// ```swift
/// let expiry = CardExpiry(month: 4, year: 2027)   // 04/27
/// expiry?.isExpired(at: .now)
/// ```
public struct CardExpiry: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The month, 1 to 12.
    public let month: Int
    /// The year with its century: 2027.
    public let year: Int

    /// The expiry `month`/`year`; `nil` for a month that does not exist or a negative year.
    /// - Parameters:
    ///   - month: 1 to 12; anything else gives `nil`.
    ///   - year: The full year; a two-digit year means 20YY.
    public init?(month: Int, year: Int) {
        guard (1...12).contains(month), year >= 0 else { return nil }
        self.month = month
        self.year = year < 100 ? 2000 + year : year
    }

    /// "MM/YY", as printed on a card.
    public var description: String {
        twoDigits(month) + "/" + twoDigits(year % 100)
    }

    /// Whether `lhs` expires in an earlier month than `rhs`.
    public static func < (lhs: CardExpiry, rhs: CardExpiry) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }

    /// Whether the card no longer works at `date`: it expires at the end of its month.
    /// - Parameters:
    ///   - date: The moment to check.
    ///   - calendar: The calendar that tells the month and year of `date`.
    public func isExpired(at date: Date, calendar: Calendar = Calendar(identifier: .gregorian)) -> Bool {
        let parts = calendar.dateComponents([.year, .month], from: date)
        guard let year = parts.year, let month = parts.month else { return false }
        return (self.year, self.month) < (year, month)
    }

    private func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}

extension CardExpiry: FieldValueConvertible {
    /// Expiries travel as "YYYY-MM" text, unambiguous in a draft file.
    public var fieldValue: FieldValue {
        .string(String(year) + "-" + (month < 10 ? "0" : "") + String(month))
    }

    /// Reads the "YYYY-MM" text `fieldValue` writes; `nil` for anything else.
    public init?(fieldValue: FieldValue) {
        guard case .string(let text) = fieldValue else { return nil }
        let parts = text.split(separator: "-")
        guard parts.count == 2, let year = Int(parts[0]), let month = Int(parts[1]) else { return nil }
        self.init(month: month, year: year)
    }
}
