import Testing

@testable import FormFields

/// Placeholders in translated messages: a translation may put the values in another order.
@Suite struct MessageFormatTests {
    @Test(arguments: [
        ("There is no month %d", ["13"], "There is no month 13"),
        ("Enter a value from %1$s to %2$s", ["0", "130"], "Enter a value from 0 to 130"),
        // German puts the month before the year: the positions say which value goes where.
        ("%2$s %1$d hat %3$d Tage", ["2025", "Februar", "28"], "Februar 2025 hat 28 Tage"),
        ("„%s“ ist keine ganze Zahl", ["12a"], "„12a“ ist keine ganze Zahl"),
        ("100 %% von %s", ["5"], "100 % von 5"),
        ("Geben Sie eine ganze Zahl ein", [], "Geben Sie eine ganze Zahl ein"),
    ])
    func placeholdersTakeTheirValues(template: String, arguments: [String], filled: String) {
        #expect(MessageFormat.fill(template, with: arguments) == filled)
    }

    /// A catalog's slip shows in the message rather than taking a value that is not there.
    @Test(arguments: [
        ("Monat %3$d", ["13"], "Monat %3$d"),
        ("Monat %d und %d", ["13"], "Monat 13 und %d"),
        ("Monat %x", ["13"], "Monat %x"),
        ("50 %", ["13"], "50 %"),
    ])
    func placeholdersWithoutAValueStayAsWritten(template: String, arguments: [String], filled: String) {
        #expect(MessageFormat.fill(template, with: arguments) == filled)
    }
}
