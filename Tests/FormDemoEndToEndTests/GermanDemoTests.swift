import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

@testable import FormDemo

/// A person whose desktop is in German: form-demo installed with its catalogs (po-form-demo/de.po
/// and the library's po/de.po, compiled by msgfmt into a prefix as meson installs them) speaks
/// German in its window and on its command line, while `--trace` stays as tools read it but for
/// the sentences it quotes from the screen.
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

extension EndToEndTests {
    /// The German window, read as a screen reader reads it, and typed into.
    @Suite(
        .enabled(if: GermanDemo.missing == nil, Comment(rawValue: GermanDemo.missing ?? "it can run")),
        .enabled(if: AccessibleTree.missing == nil, Comment(rawValue: AccessibleTree.missing ?? "AT-SPI runs")))
    struct GermanWindow {
        @Test func theProfileFormItsButtonsAndThePanelReadInGerman() async throws {
            let (prefix, program) = try GermanDemo.installed()
            defer { try? FileManager.default.removeItem(at: prefix) }
            let bus = try PrivateBus.start()
            defer { bus.stop() }
            let demo = try await DemoProcess.start(
                form: "profile", arguments: ["--no-restore"], bus: bus, program: program, language: GettextTools.german)
            defer { demo.close() }
            // NB: A program joins the accessibility bus's registry asynchronously, and on a machine
            // that starts the registry for the first time that can come after the ready line.
            try await waitUntil("the demo is on the accessibility bus") {
                ((try? AccessibleTree.names(on: bus)) ?? []).count > 1
            }

            let names = try AccessibleTree.names(on: bus)

            for german in [
                "FormFields-Demo", "Profil", "Längengrenzen, gekürzter Leerraum, erzwungene Klein- und Großschreibung",
                "Spitzname", "Höchstens 4 Zeichen", "Vollständiger Name", "Zurücksetzen", "Beispiel einfügen",
                "Absenden", "Hauptmenü", "Seitenleiste", "Felder", "Bearbeitet", "Schreibvorgänge", "Quelle",
                "Schreibvorgänge ins Modell erscheinen hier, sobald sie geschehen",
            ] {
                #expect(names.contains(german), "a screen reader reads “\(german)”")
            }
            for english in [
                "FormFields Demo", "Profile", "Nickname", "Reset", "Fill Example", "Submit", "Model Writes",
            ] {
                #expect(!names.contains(english), "no English “\(english)” is left")
            }
            // The field ids in the panel's counters are the trace's, in every language.
            #expect(names.contains("nickname: bearbeitet 0, geschrieben 0, abgewiesen 0, umgeschrieben 0"))
            // Said after an entry's name: what the field takes.
            let descriptions = try AccessibleTree.names(on: bus, reading: \.description)
            #expect(descriptions.contains("Höchstens 4 Zeichen"), "the nickname's hint describes its entry")
        }

        /// Drafts the demo cannot take whole are told in the side panel in German, all but the
        /// names of files and fields, and the trace's diagnostic lines quote the panel's rows.
        @Test func draftProblemsReadInGermanInThePanelAndTheTrace() async throws {
            let (prefix, program) = try GermanDemo.installed()
            defer { try? FileManager.default.removeItem(at: prefix) }
            let home = DemoHome()
            try FileManager.default.createDirectory(at: home.drafts, withIntermediateDirectories: true)
            try Data(#"{"nickname": "#.utf8).write(to: home.draft("profile"))
            try Data(#"{"quantity": 5, "age": 500}"#.utf8).write(to: home.draft("numbers"))
            // A folder where the draft form's file goes: it cannot be read, and is left in place.
            try FileManager.default.createDirectory(at: home.draft("draft"), withIntermediateDirectories: true)
            let bus = try PrivateBus.start()
            defer { bus.stop() }
            let demo = try await DemoProcess.start(
                form: "draft", home: home, bus: bus, program: program, language: GettextTools.german)
            defer { demo.close() }

            let files = try FileManager.default.contentsOfDirectory(atPath: home.drafts.path)
            let aside = try #require(files.first { $0.hasPrefix("profile.json.corrupt-") }, "\(files)")
            let problems = demo.lines.filter { $0.event == "diagnostic" }.compactMap(\.message)
            #expect(problems.count == 3, "\(problems)")
            #expect(
                problems.first
                    == "Der Entwurf profile.json konnte nicht gelesen werden (kein gültiges JSON); "
                    + "er wurde in \(aside) umbenannt.")
            #expect(
                problems.dropFirst().first
                    == "Die Werte des Entwurfs für age passen nicht zum Formular; sie bleiben unberücksichtigt, "
                    + "gehen aber nicht verloren: Der Entwurf wird vor dem nächsten Speichern des Formulars "
                    + "beiseitegelegt.")
            // NB: Why a folder cannot be read is the C library's to say, in German where it has it.
            let unreadable = try #require(problems.last)
            #expect(unreadable.hasPrefix("Der Entwurf draft.json konnte nicht gelesen werden ("), "\(unreadable)")
            #expect(unreadable.hasSuffix("); er bleibt an seinem Platz."), "\(unreadable)")

            try await waitUntil("the panel lists the three problems") {
                let names = (try? AccessibleTree.names(on: bus)) ?? []
                return problems.allSatisfy(names.contains)
            }
            let names = try AccessibleTree.names(on: bus)
            #expect(!names.contains { $0.hasPrefix("The draft") }, "no row of the panel is left in English")
        }

        /// The same keystrokes (with the German mnemonic for the full name) give the same trace
        /// lines in German as in English, byte for byte.
        @Test func theTraceIsTheSameInGermanAsInEnglish() async throws {
            let (prefix, program) = try GermanDemo.installed()
            defer { try? FileManager.default.removeItem(at: prefix) }

            let english = try await Self.traceOfAStory(program: EndToEnd.binary, language: [:], fullName: "alt+f")
            let german = try await Self.traceOfAStory(
                program: program, language: GettextTools.german, fullName: "alt+v")

            #expect(german == english)
            #expect(
                german.contains(
                    #"{"event":"write","seq":6,"form":"profile","field":"nickname","value":"Flo","source":"user"}"#))
            #expect(
                german.contains { $0.contains(#""field":"fullName","value":"Ada""#) },
                "Alt+V reached Vollständiger Name")
        }

        /// German is longer than English: the empty lists' text, the counters' headings and the
        /// labels wrap or give way, so every form still fits a 1024 by 600 screen with the panel.
        @Test func everyFormFitsA1024By600ScreenInGermanToo() async throws {
            let (prefix, program) = try GermanDemo.installed()
            defer { try? FileManager.default.removeItem(at: prefix) }
            for form in DemoFormID.allCases {
                let demo = try await DemoProcess.start(
                    form: form.rawValue, arguments: ["--no-restore"], program: program, language: GettextTools.german)
                defer { demo.close() }
                let narrowest = try await demo.keyboard.shrinkWindow()
                #expect(narrowest.width <= 1024, "the \(form) form and the panel side by side, in German")
                #expect(narrowest.height <= 600, "the \(form) form scrolls, in German")
            }
        }

        /// "Flower" into the nickname, "Ada" into the full name, the example, then a reset; the
        /// trace lines from ready to the reset's last write.
        private static func traceOfAStory(program: URL, language: [String: String], fullName: String) async throws
            -> [String]
        {
            let demo = try await DemoProcess.start(
                form: "profile", arguments: ["--no-restore"], program: program, language: language)
            defer { demo.close() }
            try await demo.keyboard.type("Flower")
            try await demo.keyboard.key(fullName)
            try await demo.keyboard.type("Ada")
            try await demo.waitFor("the full name") { $0.isWrite(of: "fullName") && $0.value == .string("Ada") }
            try await demo.keyboard.key("ctrl+shift+e")
            let example = try await demo.waitFor("the example's code") {
                $0.isWrite(of: "code") && $0.value == .string("AB12CD")
            }
            let written = demo.lines.firstIndex(of: example) ?? 0
            try await demo.keyboard.key("ctrl+shift+r")
            try await demo.waitFor("the reset code", after: written + 1) {
                $0.isWrite(of: "code") && $0.value == .string("")
            }
            return demo.lines.map(\.json)
        }
    }
}
