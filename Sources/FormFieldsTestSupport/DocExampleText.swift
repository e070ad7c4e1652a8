import Foundation

/// The Swift examples of a module's doc comments and DocC catalog, for the tests that keep each
/// one written out in code the build compiles.
///
/// ```swift
/// let missing = try DocExampleText.missing(from: "Sources/FormFields", in: #filePath)   // [] when all are there
/// #expect(missing == [], "not written out in DocExamples")
/// ```
public enum DocExampleText {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The examples in the doc comments and the DocC catalog under `folder` (relative to the
    /// package's root), one per element: their lines, each with its runs of spaces made one
    /// (`normalized`).
    public static func examples(in folder: String) throws -> [String] {
        let folder = root.appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw Failure(description: "cannot read \(folder.path)")
        }
        var examples: [String] = []
        for case let file as URL in files where ["swift", "md"].contains(file.pathExtension) {
            let isSwift = file.pathExtension == "swift"
            var example: [String]?
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard !isSwift || trimmed.hasPrefix("///") else { continue }
                let comment = normalized(isSwift ? trimmed.dropFirst(3) : Substring(trimmed))
                if comment == "```swift" {
                    example = []
                } else if comment == "```", let finished = example {
                    examples.append(finished.joined(separator: "\n"))
                    example = nil
                } else {
                    example?.append(comment)
                }
            }
        }
        return examples
    }

    /// The examples under `folder` (relative to the package's root) that the file at `path` does
    /// not hold line for line, spacing aside.
    public static func missing(from folder: String, in path: String) throws -> [String] {
        let examples = try examples(in: folder)
        let written = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map(normalized).joined(separator: "\n")
        return examples.filter { !written.contains("\n" + $0 + "\n") }
    }

    /// `line` without its indentation and with every run of spaces made one.
    ///
    /// NB: A doc comment lines up the comments of its example's lines; swift-format gives the same
    /// lines, written out in code, two spaces before a comment.
    static func normalized(_ line: Substring) -> String {
        line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
