import FormFieldsTestSupport
import Foundation

/// The package's translation files and gettext's tools, for the translation tests.
enum GettextTools {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// meson-helper/po: the template, POTFILES and one LL.po per language.
    static let po = root.appendingPathComponent("meson-helper/po")
    /// The program that prints messages in the language of its environment, built next to the tests.
    static let messageCheck = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("MessageCheck")

    /// Whether gettext's tools are installed (Debian package gettext; meson-helper/test installs it).
    static let installed = ["msgfmt", "msgcmp", "xgettext"].allSatisfy { tool in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }
    }

    /// Runs `program` (a path, or a tool looked up on PATH) with `environment` set on top of
    /// the test runner's, and waits for it.
    static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> ProgramRun
    {
        let isPath = program.contains("/")
        return try ProgramRun(
            URL(fileURLWithPath: isPath ? program : "/usr/bin/env"), isPath ? arguments : [program] + arguments,
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    }

    /// A new empty folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formfields-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Compiles po/LL.po into `locale`/LL/LC_MESSAGES/formfields.mo, as meson installs it.
    static func compile(language: String, into locale: URL) throws {
        let messages = locale.appendingPathComponent("\(language)/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let compiled = try run(
            "msgfmt",
            [
                "--check", "-o", messages.appendingPathComponent("formfields.mo").path,
                po.appendingPathComponent("\(language).po").path,
            ])
        guard compiled.status == 0 else { throw CompileError(message: compiled.stderr) }
    }

    struct CompileError: Error {
        var message: String
    }
}
