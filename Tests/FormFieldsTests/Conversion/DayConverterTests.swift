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
        ("2025-02-30", .invalid("February 2025 has 28 days")),
        ("2025-04-31", .invalid("April 2025 has 30 days")),
        ("2025-13-01", .invalid("There is no month 13")),
        ("2025-00-10", .invalid("There is no month 0")),
        ("2025-01-00", .invalid("There is no day 0")),
        ("2025/01/01", .invalid("Enter a date as YYYY-MM-DD")),
        ("2025-01-011", .invalid("Enter a date as YYYY-MM-DD")),
    ])
    func partialAndImpossibleDays(text: String, expected: Conversion<Date>) {
        #expect(day.parse(text) == expected)
    }

    @Test func anOptionalDayIsNilWhenEmpty() {
        #expect(FieldConverter<Date?>.optional(.day).parse("") == .valid(nil))
    }
}
