import Foundation

/// The first line a program started by a test writes to `output`, without its newline: the bus
/// address or display number it was started to give.
/// - Parameter failure: What to say when the program exits before it wrote a whole line.
func firstLine(of output: Pipe, orElse failure: String) throws -> String {
    var line = ""
    while !line.hasSuffix("\n") {
        let chunk = output.fileHandleForReading.availableData
        guard !chunk.isEmpty else { throw DemoError.tool(failure) }
        line += String(decoding: chunk, as: UTF8.self)
    }
    return line.trimmingCharacters(in: .whitespacesAndNewlines)
}
