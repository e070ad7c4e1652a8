import Foundation

/// The package's translation files and gettext's tools, for the tests of the library's messages
/// and of the demo's text.
///
/// ```swift
/// let prefix = try GettextTools.prefix(installing: demo, language: "de")
/// let help = try GettextTools.run(prefix.appendingPathComponent("bin/form-demo").path, ["--help"],
///     environment: GettextTools.german)
/// ```
public enum GettextTools {
    /// The package's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A text domain of the package: its name and the folder with its template, POTFILES and
    /// one LL.po per language.
    public struct Domain: Sendable, CustomStringConvertible {
        /// The gettext domain, the catalogs' file name: `formfields`, `form-demo`.
        public let name: String
        /// meson-helper/po for the library, meson-helper/po-form-demo for the demo.
        public let folder: URL
        /// A message the template must hold, to tell an empty extraction from a current one.
        public let sample: String

        public var description: String { name }

        /// The library's messages.
        public static let library = Domain(
            name: "formfields", folder: root.appendingPathComponent("meson-helper/po"),
            sample: "There is no month %d")
        /// The demo's own text.
        public static let demo = Domain(
            name: "form-demo", folder: root.appendingPathComponent("meson-helper/po-form-demo"),
            sample: "Fill _Example")
        public static let all = [library, demo]

        /// The template, DOMAIN.pot.
        public var template: URL { folder.appendingPathComponent("\(name).pot") }
    }

    /// A German desktop on a machine with no German locale generated.
    ///
    /// NB: glibc ignores LANGUAGE while the locale is "C" or "POSIX", but not under "C.UTF-8",
    /// which every Debian has: that is enough for messages, with no `locale-gen`.
    public static let german = ["LANGUAGE": "de", "LC_ALL": "C.UTF-8"]

    /// Whether gettext's tools are installed (Debian package gettext; meson-helper/test installs it).
    public static let installed = ["msgfmt", "msgcmp", "xgettext"].allSatisfy { tool in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }
    }

    /// Runs `program` (a path, or a tool looked up on PATH) with `environment` set on top of
    /// the test runner's, and waits for it.
    public static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> ProgramRun
    {
        let isPath = program.contains("/")
        return try ProgramRun(
            URL(fileURLWithPath: isPath ? program : "/usr/bin/env"), isPath ? arguments : [program] + arguments,
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    }

    /// A new empty folder, removed by the caller.
    public static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formfields-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Compiles `domain`'s LL.po into `locale`/LL/LC_MESSAGES/DOMAIN.mo, as meson installs it.
    public static func compile(_ domain: Domain = .library, language: String, into locale: URL) throws {
        let messages = locale.appendingPathComponent("\(language)/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let compiled = try run(
            "msgfmt",
            [
                "--check", "-o", messages.appendingPathComponent("\(domain.name).mo").path,
                domain.folder.appendingPathComponent("\(language).po").path,
            ])
        guard compiled.status == 0 else { throw CompileError(message: compiled.stderr) }
    }

    /// A temporary prefix laid out as `meson install` lays one out: `program` copied into its
    /// `bin` folder, and every domain's `language` compiled into its `share/locale`. The caller
    /// removes it.
    ///
    /// NB: A copy, not a link: the program finds its prefix from `/proc/self/exe`, which names
    /// the file a link points to.
    public static func prefix(installing program: URL, language: String) throws -> URL {
        let prefix = try temporaryFolder()
        for domain in Domain.all {
            try compile(domain, language: language, into: prefix.appendingPathComponent("share/locale"))
        }
        let installed = prefix.appendingPathComponent("bin/\(program.lastPathComponent)")
        try FileManager.default.createDirectory(
            at: installed.deletingLastPathComponent(), withIntermediateDirectories: true)
        // NB: cp writes the copy, not this process: a program another test thread starts while
        // the copy is open would inherit a descriptor open for writing (FileManager's is not
        // close-on-exec), and running the copy would then fail with "Text file busy".
        let copy = try ProgramRun(URL(fileURLWithPath: "/bin/cp"), [program.path, installed.path])
        guard copy.status == 0 else { throw CompileError(message: "cp: \(copy.stderr)") }
        return prefix
    }

    public struct CompileError: Error {
        public var message: String
    }
}
