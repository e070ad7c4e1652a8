import Foundation

/// A helper process that owns the X clipboard with a given text, so the demo can paste it.
///
/// ```swift
/// let clipboard = try await TestClipboard(holding: String(repeating: "7", count: 1 << 20), on: demo.displayName)
/// try await demo.keyboard.key("ctrl+v")      // the demo asks the helper for the text
/// clipboard.release()
/// ```
/// > Note: No clipboard tool (xclip, xsel) is installed here, and xdotool can only type, which
/// > takes hours for a megabyte. Tk (python3-tk) owns the clipboard and serves large texts with
/// > X's incremental transfers; the paste itself goes through GTK's real clipboard and paste code.
/// > A GTK clipboard owner inside the test process was tried first: serving it needs GLib's main
/// > loop on the main actor while async tests wait, and that stalled.
final class TestClipboard: Sendable {
    private let process: Process

    /// Why a clipboard cannot be held here, or `nil` when it can.
    static let missing: String? = {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import tkinter"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return "needs python3 with tkinter to own the clipboard" }
        probe.waitUntilExit()
        return probe.terminationStatus == 0 ? nil : "needs python3-tk to own the clipboard (no xclip or xsel here)"
    }()

    private static let script = """
        import sys, tkinter
        root = tkinter.Tk()
        root.withdraw()
        root.clipboard_clear()
        root.clipboard_append(sys.stdin.read())
        root.update()
        print("holding", flush=True)
        root.mainloop()
        """

    /// Starts the helper and waits until it owns the clipboard of `display` with `text`.
    init(holding text: String, on display: String) async throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script]
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try input.fileHandleForWriting.close()
        let ready = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard ready.hasPrefix("holding") else {
            EndToEnd.kill(process)
            throw DemoError.tool("the clipboard helper did not start (\(ready))")
        }
    }

    /// Gives the clipboard up.
    func release() {
        EndToEnd.kill(process)
    }

    deinit { release() }
}
