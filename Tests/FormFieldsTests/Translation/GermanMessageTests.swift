import FormFieldsTestSupport
import Foundation
import Testing

/// A person whose desktop is in German reads the library's messages in German, from po/de.po as
/// meson installs it; without a translation they stay in English.
///
/// The messages come from `MessageCheck`, in a process of its own: the language is the
/// process's, and the tests beside these expect English.
@Suite(
    .enabled(if: GettextTools.installed, "gettext's tools are not installed (Debian package gettext)"),
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: GettextTools.messageCheck.path),
        "MessageCheck is not built next to the tests; run `swift build --build-tests` first"))
struct GermanMessageTests {
    /// What was typed, into which of MessageCheck's converters, and what a German speaker reads.
    static let typed: [(converter: String, text: String, german: String, english: String)] = [
        ("integer", "-", "Geben Sie eine ganze Zahl ein", "Enter a whole number"),
        ("integer", "12a", "„12a“ ist keine ganze Zahl", "“12a” is not a whole number"),
        ("integer", "42", "valid", "valid"),
        ("day", "2026-13", "Es gibt keinen Monat 13", "There is no month 13"),
        ("day", "2025-02-30", "Der Februar 2025 hat 28 Tage", "February 2025 has 28 days"),
        ("day", "2026-04-31", "Der April 2026 hat 30 Tage", "April 2026 has 30 days"),
        ("age", "200", "Geben Sie einen Wert von 0 bis 130 ein", "Enter a value from 0 to 130"),
        // Too large for an Int, said as the range, in German too.
        ("age", "99999999999999999999", "Geben Sie einen Wert von 0 bis 130 ein", "Enter a value from 0 to 130"),
        ("amount", "-5", "Geben Sie einen Betrag von null oder mehr ein", "Enter an amount of zero or more"),
        (
            "amount", String(repeating: "9", count: 39), "Geben Sie höchstens 38 Ziffern ein",
            "Enter at most 38 digits"
        ),
        ("phone", "+1 (555) 12", "Geben Sie noch 5 Ziffern ein", "Enter 5 more digits"),
        ("phone", "+1 (555) 123-456", "Geben Sie noch 1 Ziffer ein", "Enter 1 more digit"),
    ]

    /// MessageCheck's arguments for every typed text.
    static let pairs = typed.flatMap { [$0.converter, $0.text] }

    /// Drafts that could not be restored or saved, which of MessageCheck's draft checks made them
    /// (with the file's content, the system's reason, or a price), and what a German speaker reads:
    /// the sentence and the library's reasons in German, the system's as the C library words it.
    static let drafts: [(check: String, text: String, german: String)] = [
        (
            "draft", "{\"nickname\": ",
            "Der Entwurf profile.json konnte nicht gelesen werden (kein gültiges JSON); "
                + "er wurde in profile.json.corrupt-TIME umbenannt."
        ),
        (
            "draft", "[1, 2]",
            "Der Entwurf profile.json konnte nicht gelesen werden (kein JSON-Objekt); "
                + "er wurde in profile.json.corrupt-TIME umbenannt."
        ),
        (
            "unreadable-draft", "Ist ein Verzeichnis",
            "Der Entwurf profile.json konnte nicht gelesen werden (Ist ein Verzeichnis); er bleibt an seinem Platz."
        ),
        (
            "unsaved-draft", "Keine Berechtigung",
            "Der Entwurf profile.json konnte nicht gespeichert werden: Keine Berechtigung."
        ),
        (
            "saved-number", "inf",
            "Der Entwurf numbers.json konnte nicht gespeichert werden: Ein Wert ist unendlich oder keine Zahl."
        ),
    ]

    @Test func germanTranslationsAreShownWhereTheAppSaysTheyAre() throws {
        let locale = try GettextTools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: locale) }
        try GettextTools.compile(language: "de", into: locale)

        let check = try GettextTools.run(
            GettextTools.messageCheck.path, ["--translations", locale.path] + Self.pairs,
            environment: GettextTools.german)

        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.split(separator: "\n").map(String.init) == Self.typed.map(\.german))
    }

    @Test func aDraftThatCannotBeRestoredOrSavedIsToldInGerman() throws {
        let locale = try GettextTools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: locale) }
        try GettextTools.compile(language: "de", into: locale)

        let check = try GettextTools.run(
            GettextTools.messageCheck.path,
            ["--translations", locale.path] + Self.drafts.flatMap { [$0.check, $0.text] },
            environment: GettextTools.german)

        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.split(separator: "\n").map(String.init) == Self.drafts.map(\.german))
    }

    /// An app installed by meson finds the translations in share/locale next to its bin folder
    /// without saying where they are.
    @Test func germanTranslationsAreFoundUnderTheProgramsPrefix() throws {
        let prefix = try GettextTools.prefix(installing: GettextTools.messageCheck, language: "de")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let installed = prefix.appendingPathComponent("bin/MessageCheck")

        let check = try GettextTools.run(installed.path, ["day", "2026-13"], environment: GettextTools.german)

        #expect(check.stdout == "Es gibt keinen Monat 13\n", "\(check.stderr)")
    }

    @Test func messagesStayEnglishWhereThereIsNoTranslation() throws {
        let empty = try GettextTools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: empty) }

        let check = try GettextTools.run(
            GettextTools.messageCheck.path, ["--translations", empty.path] + Self.pairs,
            environment: GettextTools.german)

        #expect(check.stdout.split(separator: "\n").map(String.init) == Self.typed.map(\.english))
    }
}

extension GettextTools {
    /// The program that prints messages in the language of its environment, built next to the tests.
    static let messageCheck = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("MessageCheck")
}
