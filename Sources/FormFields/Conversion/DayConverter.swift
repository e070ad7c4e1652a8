import Foundation

extension FieldConverter where Value == Date {
    /// Calendar days typed as ISO 8601 `YYYY-MM-DD`, read as midnight UTC; the digits may be of
    /// any script ("٢٠٢٦-٠٣-١٠"), and are written in ASCII.
    ///
    /// Partial text ("2026-1") is incomplete, unless a part typed in full rules out every day
    /// ("2026-13": "There is no month 13"); a day that does not exist ("2025-02-30") is invalid
    /// with a message that says why, never rolled over into March. Days before 1582 are
    /// in the Gregorian calendar too, as ISO 8601 counts them: 1500 has no February 29.
    ///
    /// ```swift
    /// FieldConverter<Date>.day.parse("2025-02-30")   // .invalid("February 2025 has 28 days")
    /// ```
    public static var day: FieldConverter<Date> {
        FieldConverter(purpose: .digits, textDirection: .leftToRight, parse: DayText.parse, format: DayText.format)
    }
}

/// Reading and writing `YYYY-MM-DD` without a formatter's leniency.
///
/// NB: Counts days itself rather than asking `Calendar`: Foundation's Gregorian calendar turns
/// Julian before October 1582, where ISO 8601 goes on with Gregorian years ("1500-02-29" would
/// be a day, and "1582-10-10" would come back as the 20th), and it loads ICU's data.
enum DayText {
    private static var expected: String { localized("Enter a date as YYYY-MM-DD") }
    private static let secondsPerDay = 86_400.0

    static func parse(_ text: String) -> Conversion<Date> {
        // Decimal digits of every script count as theirs, as in numbers: "٢٠٢٦" is 2026.
        let scalars = text.unicodeScalars.map { NumberText.asciiDigit($0) ?? $0 }
        let shape = Array("dddd-dd-dd".unicodeScalars)
        guard scalars.count <= shape.count else { return .invalid(expected) }
        for (scalar, kind) in zip(scalars, shape) {
            let fits = kind == "d" ? ("0"..."9").contains(scalar) : scalar == "-"
            guard fits else { return .invalid(expected) }
        }
        let number = { (range: Range<Int>) in Int(String(String.UnicodeScalarView(scalars[range])))! }
        // NB: A year or month typed in full is checked at once: no digit after "2026-13" makes
        // it a day. ISO 8601 has a year 0, but a form has no use for it, and a draft could not
        // keep it (`ISO8601DateFormatter` writes 0001).
        if scalars.count >= 4, number(0..<4) == 0 { return .invalid(localized("There is no year 0")) }
        if scalars.count >= 7, case let month = number(5..<7), !(1...12).contains(month) {
            return .invalid(localized("There is no month %d", month))
        }
        guard scalars.count == shape.count else { return .incomplete(expected) }
        let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
        guard day != 0 else { return .invalid(localized("There is no day 0")) }
        guard day <= daysIn(month: month, year: year) else { return .invalid(tooFewDays(month: month, year: year)) }
        return .valid(
            Date(timeIntervalSince1970: Double(daysSince1970(year: year, month: month, day: day)) * secondsPerDay))
    }

    static func format(_ date: Date) -> String {
        let (year, month, day) = civilDate(
            daysSince1970: Int((date.timeIntervalSince1970 / secondsPerDay).rounded(.down)))
        let pad = { (value: Int, width: Int) in
            let text = String(value)
            return String(repeating: "0", count: max(width - text.count, 0)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// "February 2025 has 28 days": one whole sentence for each month (and each length of
    /// February), so a language can inflect the month and write the number its way.
    private static func tooFewDays(month: Int, year: Int) -> String {
        switch month {
        case 1: localized("January %d has 31 days", year)
        case 2 where daysIn(month: 2, year: year) == 29: localized("February %d has 29 days", year)
        case 2: localized("February %d has 28 days", year)
        case 3: localized("March %d has 31 days", year)
        case 4: localized("April %d has 30 days", year)
        case 5: localized("May %d has 31 days", year)
        case 6: localized("June %d has 30 days", year)
        case 7: localized("July %d has 31 days", year)
        case 8: localized("August %d has 31 days", year)
        case 9: localized("September %d has 30 days", year)
        case 10: localized("October %d has 31 days", year)
        case 11: localized("November %d has 30 days", year)
        default: localized("December %d has 31 days", year)
        }
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        guard month == 2 else { return [4, 6, 9, 11].contains(month) ? 30 : 31 }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return isLeap ? 29 : 28
    }

    /// Days from 1970-01-01 to a Gregorian date, counting years from March so that February's
    /// leap day ends the year; 400 years are always 146,097 days.
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month > 2 ? year : year - 1
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The Gregorian date `days` after 1970-01-01: `daysSince1970` the other way round.
    private static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let marchMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * marchMonth + 2) / 5 + 1
        let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
