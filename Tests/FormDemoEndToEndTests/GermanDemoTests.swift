import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

/// A person whose desktop is in German: form-demo installed with its catalogs (po-form-demo/de.po
/// and the library's po/de.po, compiled by msgfmt into a prefix as meson installs them) speaks
/// German in its window and on its command line, while `--trace` stays as tools read it.
enum GermanDemo {
    /// Why these tests skip here, or `nil` when they run.
    static var missing: String? {
        if !GettextTools.installed { return "gettext's tools are not installed (Debian package gettext)" }
        if !FileManager.default.isExecutableFile(atPath: EndToEnd.binary.path) { return "needs form-demo built" }
        return nil
    }

    /// A prefix with form-demo and the German catalogs installed; the caller removes it.
    static func installed() throws -> (prefix: URL, program: URL) {
        let prefix = try GettextTools.prefix(installing: EndToEnd.binary, language: "de")
        return (prefix, prefix.appendingPathComponent("bin/form-demo"))
    }
}

@Suite(.enabled(if: GermanDemo.missing == nil, Comment(rawValue: GermanDemo.missing ?? "it can run")))
struct GermanCommandLineTests {
    /// Runs the installed form-demo in German, without a display.
    private func run(_ arguments: [String]) throws -> ProgramRun {
        let (prefix, program) = try GermanDemo.installed()
        defer { try? FileManager.default.removeItem(at: prefix) }
        var environment = ProcessInfo.processInfo.environment.merging(GettextTools.german) { $1 }
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        return try ProgramRun(program, arguments, environment: environment)
    }

    @Test func helpIsInGermanWithItsOptionsAndTraceLinesAsTyped() throws {
        let help = try run(["--help"])

        #expect(help.status == 0)
        let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Aufruf: form-demo [--form NAME] [--trace] [--no-restore]")
        for line in [
            "Optionen:",
            "  --form NAME    zuerst das Formular NAME öffnen (Vorgabe: profile); gestartet,",
            #"                   {"event":"write","seq":N,"form":...,"field":...,"value":...,"source":...}"#,
            "  -h, --help     diese Hilfe anzeigen",
            "  profile   Längengrenzen, gekürzter Leerraum, erzwungene Klein- und Großschreibung",
            "  Strg+Umschalt+R   Das Formular auf seine Vorgaben zurücksetzen",
            "  Strg+Q            Beenden",
            "  $XDG_DATA_HOME/io.github.formfields.FormDemo/submissions.jsonl   eine JSON-Zeile je Absenden",
        ] {
            #expect(lines.contains(line), "--help has the line “\(line)”")
        }
        #expect(!help.stdout.contains("show this help"))
    }

    @Test func anUnknownFormIsToldInGermanWithTheFormsNamesAsTyped() throws {
        let unknown = try run(["--form", "wizard"])

        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "Unbekanntes Formular „wizard“. Gültige Formulare: profile, numbers, draft, search, payment, compare\n"
        )
        #expect(try run(["--colour"]).stderr == "Unbekannte Option „--colour“. Versuchen Sie form-demo --help\n")
    }
}
