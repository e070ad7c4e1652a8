import Foundation
import Testing

/// The translation files keep up with the sources: the template lists every message the
/// library shows and nothing else, and every language translates all of them.
@Suite(.enabled(if: GettextTools.installed, "gettext's tools are not installed (Debian package gettext)"))
struct CatalogTests {
    /// The messages of a template: each msgid, with its msgid_plural after a tab.
    ///
    /// NB: po/xgettext-args has `--no-wrap`, so each is one line.
    static func messages(in template: URL) throws -> Set<String> {
        var messages = Set<String>()
        var msgid: String?
        for line in try String(contentsOf: template, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("msgid \"") {
                if let msgid { messages.insert(msgid) }
                msgid = String(line.dropFirst(6))
            } else if line.hasPrefix("msgid_plural \""), let singular = msgid {
                msgid = singular + "\t" + line.dropFirst(13)
            }
        }
        if let msgid { messages.insert(msgid) }
        messages.remove("\"\"")
        return messages
    }

    @Test func theTemplateHoldsTheMessagesOfTheSources() throws {
        let regenerated = try GettextTools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: regenerated) }

        let update = try GettextTools.run(
            GettextTools.root.appendingPathComponent("meson-helper/update-pot").path, ["--into", regenerated.path])

        #expect(update.status == 0, "\(update.stderr)")
        let committed = try Self.messages(in: GettextTools.po.appendingPathComponent("formfields.pot"))
        let current = try Self.messages(in: regenerated.appendingPathComponent("formfields.pot"))
        #expect(current.subtracting(committed).sorted() == [], "not in formfields.pot: run meson-helper/update-pot")
        #expect(committed.subtracting(current).sorted() == [], "no longer in the sources: run meson-helper/update-pot")
        #expect(
            try String(contentsOf: regenerated.appendingPathComponent("POTFILES"), encoding: .utf8)
                == String(contentsOf: GettextTools.po.appendingPathComponent("POTFILES"), encoding: .utf8),
            "the files with messages changed: run meson-helper/update-pot")
        #expect(current.contains("\"There is no month %d\""))
    }

    @Test func everyLanguageTranslatesEveryMessage() throws {
        let languages = try String(contentsOf: GettextTools.po.appendingPathComponent("LINGUAS"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(languages.contains("de"))
        for language in languages {
            let po = GettextTools.po.appendingPathComponent("\(language).po").path
            // Untranslated and fuzzy messages count as missing.
            let compared = try GettextTools.run(
                "msgcmp", [po, GettextTools.po.appendingPathComponent("formfields.pot").path])
            #expect(compared.status == 0, "\(language).po: \(compared.stderr)")
            // Placeholders: a translation has the ones its message has.
            let checked = try GettextTools.run("msgfmt", ["--check", "-o", "/dev/null", po])
            #expect(checked.status == 0, "\(language).po: \(checked.stderr)")
        }
    }
}
