import Foundation

/// A program a test ran to its end: what it printed and how it ended.
///
/// ```swift
/// let help = try ProgramRun(EndToEnd.binary, ["--help"])
/// #expect(help.status == 0)
/// ```
public struct ProgramRun: Sendable {
    /// The exit status.
    public var status: Int32
    /// What it printed on standard output.
    public var stdout: String
    /// What it printed on standard error.
    public var stderr: String

    /// Runs `program` and waits for it to end.
    /// - Parameters:
    ///   - program: The executable.
    ///   - arguments: Its arguments.
    ///   - environment: Its environment; the test runner's unless given.
    public init(
        _ program: URL, _ arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        let (stdout, stderr) = (Pipe(), Pipe())
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // NB: Both pipes are read to their end before waiting, so a program that prints much
        // never blocks on a full pipe.
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        self.status = process.terminationStatus
        self.stdout = String(decoding: out, as: UTF8.self)
        self.stderr = String(decoding: err, as: UTF8.self)
    }
}
