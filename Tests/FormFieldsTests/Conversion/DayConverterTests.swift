import FormFields
import Foundation
import Testing

/// Days typed as YYYY-MM-DD: partial text is on its way, impossible days say why.
@Suite struct DayConverterTests {
    let day = FieldConverter<Date>.day

    @Test(arguments: [
        ("2026-11-29", "2026-11-29"),
        ("2024-02-29", "2024-02-29"),
        ("0999-01-01", "0999-01-01"),
        ("1582-10-10", "1582-10-10"),
        ("0001-01-01", "0001-01-01"),
        ("9999-12-31", "9999-12-31"),
        // Digits of other scripts, as the number converters and formats take them: an Arabic
        // keyboard types "٢٠٢٦", a Japanese input method the fullwidth "２０２６".
        ("٢٠٢٦-٠٣-١٠", "2026-03-10"),
        ("۲۰۲۶-۰۳-۱۰", "2026-03-10"),
        ("２０２６-０３-１０", "2026-03-10"),
    ])
    func realDaysRoundTrip(text: String, formatted: String) throws {
        guard case .valid(let date) = day.parse(text) else {
            Issue.record("\(text) did not parse")
            return
        }
        #expect(day.format(date) == formatted)
    }

    @Test(arguments: [
        ("", Conversion<Date>.incomplete("Enter a date as YYYY-MM-DD")),
        ("2026-1", .incomplete("Enter a date as YYYY-MM-DD")),
        ("2026-12-3", .incomplete("Enter a date as YYYY-MM-DD")),
        // A year or month typed in full that no day has is said at once.
        ("2026-13", .invalid("There is no month 13")),
        ("2026-00-", .invalid("There is no month 0")),
        ("0000", .invalid("There is no year 0")),
        ("2025-02-30", .invalid("February 2025 has 28 days")),
        ("2025-04-31", .invalid("April 2025 has 30 days")),
        ("2025-13-01", .invalid("There is no month 13")),
        ("2025-00-10", .invalid("There is no month 0")),
        ("2025-01-00", .invalid("There is no day 0")),
        ("1500-02-29", .invalid("February 1500 has 28 days")),
        ("0000-01-01", .invalid("There is no year 0")),
        ("2000-02-30", .invalid("February 2000 has 29 days")),
        ("٢٠٢٦-١٣", .invalid("There is no month 13")),
        ("٢٠٢٥-٠٢-٣٠", .invalid("February 2025 has 28 days")),
        ("2025/01/01", .invalid("Enter a date as YYYY-MM-DD")),
        ("2025-01-011", .invalid("Enter a date as YYYY-MM-DD")),
    ])
    func partialAndImpossibleDays(text: String, expected: Conversion<Date>) {
        #expect(day.parse(text) == expected)
    }

    @Test func daysAreMidnightUTCInTheGregorianCalendarAllTheWayBack() throws {
        #expect(day.parse("1970-01-01") == .valid(Date(timeIntervalSince1970: 0)))
        #expect(day.parse("1969-12-31") == .valid(Date(timeIntervalSince1970: -86_400)))
        #expect(day.parse("2000-03-01") == .valid(Date(timeIntervalSince1970: 951_868_800)))
        #expect(day.format(Date(timeIntervalSince1970: 951_868_800 + 86_399)) == "2000-03-01", "the day of an instant")
        for text in ["1500-02-28", "0001-01-01"] {
            guard case .valid(let date) = day.parse(text) else {
                Issue.record("\(text) did not parse")
                continue
            }
            #expect(Date(fieldValue: date.fieldValue) == date, "\(text) comes back from a draft")
        }

        // Since the calendar reform, Foundation's Gregorian calendar agrees day for day.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let year = Int.random(in: 1583...9999, using: &generator)
            let month = Int.random(in: 1...12, using: &generator)
            let dayOfMonth = Int.random(in: 1...28, using: &generator)
            let expected = try #require(calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth)))
            let text = String(format: "%04d-%02d-%02d", year, month, dayOfMonth)
            #expect(day.parse(text) == .valid(expected), "\(text)")
            #expect(day.format(expected) == text)
        }
    }

    @Test func anOptionalDayIsNilWhenEmpty() {
        #expect(FieldConverter<Date?>.optional(.day).parse("") == .valid(nil))
    }

    /// "2026-" in a right-to-left layout would show as "-2026": a date field reads left to right
    /// however its converter is wrapped, unless its transform says a direction of its own.
    @Test @MainActor func aDateReadsLeftToRightInEveryLanguageThroughEveryWrapper() {
        final class Plan {
            var due: Date? = nil
            var start = Date(timeIntervalSince1970: 0)
        }
        let plan = Plan()
        let notBefore2000 = day.validating { $0.timeIntervalSince1970 < 946_684_800 ? "Too early" : nil }
        #expect(day.textDirection == .leftToRight)
        #expect(notBefore2000.textDirection == .leftToRight)
        #expect(FieldConverter<Date?>.optional(notBefore2000).textDirection == .leftToRight)
        let due = BufferedField(
            form: "plan", id: "due", binding: Binding(plan, \.due), transform: .maximumLength(10),
            converter: .optional(.day))
        #expect(due.textDirection == .leftToRight, "the transform says nothing, so the converter's direction holds")
        let optionalDue = OptionalField(form: "plan", id: "due", binding: Binding(plan, \.due), converter: .day)
        #expect(optionalDue.field.textDirection == .leftToRight)
        let start = BufferedField(
            form: "plan", id: "start", binding: Binding(plan, \.start), transform: .identity, converter: .day)
        #expect(start.textDirection == .leftToRight)
        #expect(FieldConverter<String>.string.textDirection == .natural, "free text reads as the language writes it")
    }
}
