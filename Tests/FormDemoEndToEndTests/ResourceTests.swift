import FormFieldsGtk
import Foundation
import Testing

@testable import FormDemo

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The shortcuts window and the gresource list agree with the code; no display needed.
@Suite struct ResourceTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("resources")

    @Test func theShortcutsWindowListsEveryActionWithItsTitle() throws {
        let shortcuts = try UIProperties(Self.resources.appendingPathComponent("shortcuts-window.ui"))
        let listed = shortcuts.objects(of: "GtkShortcutsShortcut").compactMap { shortcut in
            shortcut["action-name"].map { ($0, shortcut["title"] ?? "") }
        }
        let actions = DemoAction.allCases.filter { !$0.accelerators.isEmpty }
        #expect(listed.map(\.0).sorted() == actions.map(\.detailedName).sorted())
        for action in actions {
            #expect(listed.first { $0.0 == action.detailedName }?.1 == action.title, "title of \(action.detailedName)")
        }
    }

    @Test func theShortcutsWindowListsTheBannersAndTheEntriesOwnKeys() throws {
        let shortcuts = try UIProperties(Self.resources.appendingPathComponent("shortcuts-window.ui"))
        let keys = shortcuts.objects(of: "GtkShortcutsShortcut").compactMap { $0["accelerator"] }
        let page = try UIProperties(Self.resources.appendingPathComponent("form-page.ui"))
        let bannerKeys = page.objects(of: "GtkShortcut").compactMap { $0["trigger"] }
        #expect(bannerKeys == ["Escape"])
        #expect(keys == bannerKeys + FieldEntryAction.allCases.map(\.accelerator) + ["<Alt>a...z"])
    }

    @Test func theIssuesAcceleratorsAreTheOnesRegistered() {
        let accelerators = Dictionary(uniqueKeysWithValues: DemoAction.allCases.map { ($0, $0.accelerators.first) })
        #expect(accelerators[.reset] == "<Control><Shift>r")
        #expect(accelerators[.fillExample] == "<Control><Shift>e")
        #expect(accelerators[.submit] == "<Control>Return")
        #expect(accelerators[.togglePanel] == "F9")
        #expect(DemoAction.switchPane.accelerators == ["F6", "<Shift>F6"])
        #expect(accelerators[.quit] == "<Control>q")
        #expect(accelerators[.showShortcuts] == "<Control>question")
        #expect(DemoAction.allCases.map(\.acceleratorLabel).contains("Ctrl+Shift+R"))
    }

    @MainActor
    @Test func theAboutWindowShowsTheVersionAndSummaryOfTheMetainfoAndMeson() throws {
        let metainfo = try String(
            contentsOf: Self.resources.appendingPathComponent("\(DemoApplication.id).metainfo.xml"), encoding: .utf8)
        let meson = try String(
            contentsOf: Self.resources.deletingLastPathComponent().appendingPathComponent("meson-helper/meson.build"),
            encoding: .utf8)
        #expect(Self.text(after: "<release version=\"", upTo: "\"", in: metainfo) == DemoApplication.version)
        #expect(Self.text(after: "version: '", upTo: "'", in: meson) == DemoApplication.version)
        #expect(Self.text(after: "<summary>", upTo: "<", in: metainfo) == AboutWindow.summary)
    }

    /// The text between the first `start` in `text` and the next `end`.
    private static func text(after start: String, upTo end: String, in text: String) -> String? {
        guard let from = text.range(of: start)?.upperBound, let to = text[from...].range(of: end)?.lowerBound else {
            return nil
        }
        return String(text[from..<to])
    }

    @Test func theGresourceListsEveryUIFileAndTheStylesheets() throws {
        let xml = try String(
            contentsOf: Self.resources.appendingPathComponent("io.github.formfields.FormDemo.gresource.xml"),
            encoding: .utf8)
        let listed = Set(
            xml.split(separator: "<file>").dropFirst().compactMap { $0.split(separator: "<").first }.map(String.init))
        let uiAndCSSFiles = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path).filter {
            $0.hasSuffix(".ui") || $0.hasSuffix(".css")
        }
        #expect(listed == Set(uiAndCSSFiles))
        #expect(listed.isSuperset(of: ["style.css", "style-dark.css"]))
    }

    @Test func everyWidgetWithAUIFileHasAStyleBlock() throws {
        let css = try String(contentsOf: Self.resources.appendingPathComponent("style.css"), encoding: .utf8)
        for widget in [
            "DemoWindow", "FormPage", "FieldRow", "OptionalTextRow", "GatedOutputView", "CompareView",
            "ObserverPanel", "WriteList",
        ] {
            #expect(css.contains("/* \(widget) */"), "style.css has a /* \(widget) */ block")
        }
    }
}

/// The objects of a `.ui` file with their properties.
private final class UIProperties: NSObject, XMLParserDelegate {
    private var found: [(type: String, properties: [String: String])] = []
    private var property: String?
    private var text = ""

    init(_ url: URL) throws {
        super.init()
        let parser = try #require(XMLParser(contentsOf: url))
        parser.delegate = self
        try #require(parser.parse(), "\(url.lastPathComponent) parses")
    }

    func objects(of type: String) -> [[String: String]] {
        found.filter { $0.type == type }.map(\.properties)
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if element == "object", let type = attributes["class"] { found.append((type, [:])) }
        if element == "property" { property = attributes["name"]; text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard element == "property", let property, !found.isEmpty else { return }
        found[found.count - 1].properties[property] = text
        self.property = nil
    }
}
