import FormFieldsTestSupport
import Foundation

/// A locale of glibc's compiled into a folder of its own, for a program started with
/// `LOCPATH` pointing there: a German one writes numbers with a decimal comma, which "C.UTF-8"
/// (`GettextTools.german`) does not.
///
/// ```swift
/// let german = try CompiledLocale("de_DE")
/// defer { german.remove() }
/// let demo = try await DemoProcess.start(form: "numbers", language: german.environment)
/// ```
struct CompiledLocale {
    /// The folder `LOCPATH` names.
    let folder: URL
    /// The locale's name with its charset: "de_DE.UTF-8".
    let name: String

    /// Why no locale can be compiled here, or `nil` when one can.
    static func missing(_ source: String) -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/localedef") else {
            return "localedef is not installed (Debian package libc-bin)"
        }
        guard FileManager.default.fileExists(atPath: "/usr/share/i18n/locales/\(source)") else {
            return "the locale source \(source) is not installed (Debian package locales)"
        }
        return nil
    }

    /// Compiles the locale `source` ("de_DE") in UTF-8 into a new temporary folder.
    init(_ source: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")
        name = "\(source).UTF-8"
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try ProgramRun(
            URL(fileURLWithPath: "/usr/bin/localedef"),
            ["-i", source, "-f", "UTF-8", folder.appendingPathComponent(name).path])
        guard run.status == 0 else {
            remove()
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: run.stderr])
        }
    }

    /// The variables that make a program run in the locale.
    var environment: [String: String] { ["LOCPATH": folder.path, "LC_ALL": name] }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
