import FormFields
import Foundation

extension FieldConverter where Value == Date {
    /// Calendar days typed as YYYY-MM-DD, read as midnight UTC.
    ///
    /// ```swift
    /// FieldConverter<Date>.isoDay.parse("2025-02-2")    // .incomplete("Enter a date as YYYY-MM-DD")
    /// FieldConverter<Date>.isoDay.parse("2025-02-30")   // .invalid("February 2025 has no day 30")
    /// ```
    static var isoDay: FieldConverter<Date> {
        FieldConverter(purpose: .digits, parse: IsoDay.parse, format: IsoDay.format)
    }
}

/// Reading and writing YYYY-MM-DD in the Gregorian calendar, in UTC so a day never shifts.
private enum IsoDay {
    static let shape = "0000-00-00"

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    @Sendable static func parse(_ text: String) -> Conversion<Date> {
        let scalars = Array(text.unicodeScalars)
        let fits = scalars.count <= shape.unicodeScalars.count
            && zip(scalars, shape.unicodeScalars).allSatisfy { typed, expected in
                expected == "-" ? typed == "-" : ("0"..."9").contains(typed)
            }
        guard fits else {
            let quoted = text.count > 20 ? "“\(text.prefix(20))…”" : "“\(text)”"
            return .invalid("\(quoted) is not a date; enter it as YYYY-MM-DD")
        }
        guard scalars.count == shape.unicodeScalars.count else { return .incomplete("Enter a date as YYYY-MM-DD") }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        let (year, month, day) = (parts[0], parts[1], parts[2])
        guard (1...12).contains(month) else { return .invalid("There is no month \(month); use 01 to 12") }
        let components = DateComponents(year: year, month: month, day: day)
        guard day >= 1, components.isValidDate(in: calendar), let date = calendar.date(from: components) else {
            let monthName = calendar.monthSymbols[month - 1]
            return .invalid("\(monthName) \(year) has no day \(day)")
        }
        return .valid(date)
    }

    @Sendable static func format(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
