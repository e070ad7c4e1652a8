import Foundation

extension FieldConverter where Value == Date {
    /// Calendar days typed as ISO 8601 `YYYY-MM-DD`, read as midnight UTC.
    ///
    /// Partial text ("2026-1") is incomplete; a day that does not exist ("2025-02-30") is
    /// invalid with a message that says why, never rolled over into March.
    ///
    /// ```swift
    /// FieldConverter<Date>.day.parse("2025-02-30")   // .invalid("February 2025 has 28 days")
    /// ```
    public static var day: FieldConverter<Date> {
        FieldConverter(purpose: .digits, parse: DayText.parse, format: DayText.format)
    }
}

/// Reading and writing `YYYY-MM-DD` without a formatter's leniency.
enum DayText {
    private static let expected = "Enter a date as YYYY-MM-DD"

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        // NB: messages are English, so month names are too (the root locale says "M02").
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }

    static func parse(_ text: String) -> Conversion<Date> {
        let scalars = Array(text.unicodeScalars)
        let shape = Array("dddd-dd-dd".unicodeScalars)
        guard scalars.count <= shape.count else { return .invalid(expected) }
        for (scalar, kind) in zip(scalars, shape) {
            let fits = kind == "d" ? ("0"..."9").contains(scalar) : scalar == "-"
            guard fits else { return .invalid(expected) }
        }
        guard scalars.count == shape.count else { return .incomplete(expected) }
        let number = { (range: Range<Int>) in Int(String(String.UnicodeScalarView(scalars[range])))! }
        let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
        guard (1...12).contains(month) else { return .invalid("There is no month \(month)") }
        let components = DateComponents(year: year, month: month, day: 1)
        guard let first = calendar.date(from: components),
            let days = calendar.range(of: .day, in: .month, for: first)
        else { return .invalid(expected) }
        guard days.contains(day) else {
            let monthName = calendar.monthSymbols[month - 1]
            return .invalid(
                day == 0 ? "There is no day 0" : "\(monthName) \(year) has \(days.count) days")
        }
        return .valid(calendar.date(byAdding: .day, value: day - 1, to: first)!)
    }

    static func format(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let pad = { (value: Int?, width: Int) in
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(width - text.count, 0)) + text
        }
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))"
    }
}
