import FormFieldsTestSupport
import Foundation
import Testing

/// The translation files keep up with the sources: each template (the library's, formfields, and
/// the demo's, form-demo) lists every message its sources show and nothing else, and every
/// language translates all of them.
@Suite(.enabled(if: GettextTools.installed, "gettext's tools are not installed (Debian package gettext)"))
struct CatalogTests {
    /// The messages of a template: each msgid, with its msgid_plural after a tab, as the
    /// template spells them (quotes and escapes kept).
    ///
    /// NB: The xgettext-args have `--no-wrap`, so a message is one line unless it holds "\n",
    /// after which xgettext goes on in a string line of its own: those are joined.
    static func messages(in template: URL) throws -> Set<String> {
        var messages = Set<String>()
        var msgid: String?
        var inMsgid = false
        for line in try String(contentsOf: template, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("msgid \"") {
                if let msgid { messages.insert(msgid) }
                msgid = String(line.dropFirst(6))
                inMsgid = true
            } else if line.hasPrefix("msgid_plural \""), let singular = msgid {
                msgid = singular + "\t" + line.dropFirst(13)
            } else if line.hasPrefix("\""), inMsgid, let start = msgid {
                msgid = start + line
            } else if !line.hasPrefix("\"") {
                inMsgid = false
            }
        }
        if let msgid { messages.insert(msgid) }
        messages.remove("\"\"")
        return messages
    }

    @Test(arguments: GettextTools.Domain.all)
    func theTemplateHoldsTheMessagesOfTheSources(domain: GettextTools.Domain) throws {
        let regenerated = try GettextTools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: regenerated) }

        let update = try GettextTools.run(
            GettextTools.root.appendingPathComponent("meson-helper/update-pot").path,
            [domain.name, "--into", regenerated.path])

        #expect(update.status == 0, "\(update.stderr)")
        let committed = try Self.messages(in: domain.template)
        let current = try Self.messages(in: regenerated.appendingPathComponent("\(domain.name).pot"))
        let pot = "\(domain.name).pot"
        #expect(current.subtracting(committed).sorted() == [], "not in \(pot): run meson-helper/update-pot")
        #expect(committed.subtracting(current).sorted() == [], "no longer in the sources: run meson-helper/update-pot")
        #expect(
            try String(contentsOf: regenerated.appendingPathComponent("POTFILES"), encoding: .utf8)
                == String(contentsOf: domain.folder.appendingPathComponent("POTFILES"), encoding: .utf8),
            "the files with messages changed: run meson-helper/update-pot")
        #expect(current.contains("\"\(domain.sample)\""))
    }

    @Test(arguments: GettextTools.Domain.all)
    func everyLanguageTranslatesEveryMessage(domain: GettextTools.Domain) throws {
        let languages = try String(contentsOf: domain.folder.appendingPathComponent("LINGUAS"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(languages.contains("de"))
        for language in languages {
            let po = domain.folder.appendingPathComponent("\(language).po").path
            // Untranslated and fuzzy messages count as missing.
            let compared = try GettextTools.run("msgcmp", [po, domain.template.path])
            #expect(compared.status == 0, "\(language).po: \(compared.stderr)")
            // Placeholders: a translation has the ones its message has.
            let checked = try GettextTools.run("msgfmt", ["--check", "-o", "/dev/null", po])
            #expect(checked.status == 0, "\(language).po: \(checked.stderr)")
        }
    }
}
