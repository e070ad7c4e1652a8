import CGtk
import FormFieldsGtk
import Foundation
import Testing

/// A GtkEntry in another program (`TextDragSource`) holding "hello world" with "world"
/// selected: text dragged out of it, or pasted from X11's PRIMARY, which "world" is until
/// something else is selected, reaches GTK in this process as from any other program.
@MainActor
final class OtherProgramEntry {
    /// The program, built next to this test bundle.
    nonisolated static let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent()
        .appendingPathComponent("TextDragSource")

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// Where the middle of "world" is on the screen.
    let world: XPointer.Point

    /// Starts the program, its window moved to `position` on the screen.
    init(at position: XPointer.Point) throws {
        process.executableURL = Self.program
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let point = try Self.readLine(from: output, after: "world ").split(separator: " ").compactMap { Int($0) }
        try #require(point.count == 2)
        try XKeyboard.run([
            "search", "--sync", "--name", "^TextDragSource$", "windowmove", "--sync", "\(position.x)", "\(position.y)",
        ])
        world = XPointer.Point(x: position.x + point[0], y: position.y + point[1])
    }

    /// The entry's text once the program has handled every message the display server holds for
    /// it, such as the end of a drop.
    func text() throws -> String {
        // NB: A round trip here first: what this process sent the program is then in its queue.
        gdk_display_sync(gdk_display_get_default())
        input.fileHandleForWriting.write(Data("text\n".utf8))
        return try Self.readLine(from: output, after: "text ")
    }

    /// Ends the program and waits for it.
    func close() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// The next line `pipe` delivers, without `prefix`, which it must start with.
    private static func readLine(from pipe: Pipe, after prefix: String) throws -> String {
        var line = Data()
        while true {
            let byte = pipe.fileHandleForReading.readData(ofLength: 1)
            try #require(!byte.isEmpty, "TextDragSource exited")
            if byte.first == UInt8(ascii: "\n") { break }
            line.append(byte)
        }
        let text = String(decoding: line, as: UTF8.self)
        try #require(text.hasPrefix(prefix))
        return String(text.dropFirst(prefix.count))
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only where `TextDragSource` is built.
    static var otherProgram: Self {
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: OtherProgramEntry.program.path),
            "TextDragSource is not built next to the tests; run `swift build --build-tests` first")
    }
}
