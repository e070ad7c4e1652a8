import Foundation
import Testing

/// The README's code is code the package builds; no display needed.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The first Swift code block of the README's section `heading`.
    static func codeBlock(under heading: String) throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "\n## \(heading)\n"))
        let start = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "\n```\n", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    @Test func usingTheLibraryShowsTheExampleAppAsItIs() throws {
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/FormFieldsExample/main.swift"), encoding: .utf8)
        // The file less its opening comment, which says what the file is.
        let code = example.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("//") }.joined(separator: "\n")
        #expect(try Self.codeBlock(under: "Using the library") + "\n" == code)
    }
}
