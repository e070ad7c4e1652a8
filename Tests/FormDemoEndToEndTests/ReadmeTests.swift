import Foundation
import Testing

/// The README's code is code the package builds; no display needed.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Swift code blocks of the README's section `heading`, in order.
    static func codeBlocks(under heading: String) throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "\n## \(heading)\n"))
        let sectionEnd = readme.range(of: "\n## ", range: section.upperBound..<readme.endIndex)?.lowerBound
        var rest = section.upperBound..<(sectionEnd ?? readme.endIndex)
        var blocks: [String] = []
        while let start = readme.range(of: "```swift\n", range: rest) {
            let end = try #require(readme.range(of: "\n```\n", range: start.upperBound..<rest.upperBound))
            blocks.append(String(readme[start.upperBound..<end.lowerBound]))
            rest = end.upperBound..<rest.upperBound
        }
        return blocks
    }

    @Test func usingTheLibraryShowsTheExampleAppAsItIs() throws {
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/FormFieldsExample/main.swift"), encoding: .utf8)
        // The file less its opening comment, which says what the file is.
        let code = example.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("//") }.joined(separator: "\n")
        let shown = try #require(try Self.codeBlocks(under: "Using the library").first { $0.hasPrefix("import ") })
        #expect(shown + "\n" == code)
    }

    /// A short example before the app is lines of the app, in its order, indentation aside: the
    /// names and labels it shows are ones the build compiles.
    @Test func usingTheLibrarysShortExamplesAreLinesOfTheExampleApp() throws {
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/FormFieldsExample/main.swift"), encoding: .utf8)
        let lines = example.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let shorts = try Self.codeBlocks(under: "Using the library")
            .filter { !$0.hasPrefix("import ") && !$0.contains(".package(url:") }
        #expect(!shorts.isEmpty)
        for short in shorts {
            var rest = lines[...]
            for line in short.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let found = rest.firstIndex(of: line) else {
                    Issue.record("not a line of the example app, after the ones before it: \(line)")
                    break
                }
                rest = rest[(found + 1)...]
            }
        }
    }

    /// An app's manifest names the package by the last part of its URL, as SwiftPM does, and the
    /// libraries this package has.
    @Test func usingTheLibraryNamesThePackageAndItsLibrariesAsSwiftPMDoes() throws {
        let manifest = try #require(
            try Self.codeBlocks(under: "Using the library").first { $0.contains(".package(url:") })
        let url = try #require(manifest.firstMatch(of: /\.package\(url: "([^"]+)"/)).output.1
        let identity = String(url.split(separator: "/").last ?? "").lowercased()
        let products = manifest.matches(of: /\.product\(name: "([^"]+)", package: "([^"]+)"\)/)
        #expect(Set(products.map { String($0.output.2) }) == [identity])

        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraries = package.matches(of: /\.library\(name: "([^"]+)"/).map { String($0.output.1) }
        #expect(products.map { String($0.output.1) } == libraries)
    }
}
