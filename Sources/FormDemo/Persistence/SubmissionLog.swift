import FormFields
import Foundation

/// Appends each submitted form as one JSON line to `submissions.jsonl`.
///
/// `{"form":"profile","submitted":"2026-01-05T10:00:00Z","values":{"code":"AB12CD",...}}`
struct SubmissionLog: Sendable {
    let file: URL

    /// Appends `values` of `form`, creating the folder and file as needed.
    /// - Returns: The line written.
    @discardableResult
    func append(form: DemoFormID, values: [String: FieldValue], at date: Date = Date()) throws -> String {
        let fields = values.keys.sorted().map { "\(FieldValue.string($0).json):\(values[$0]!.json)" }
        let stamp = ISO8601DateFormatter().string(from: date)
        let line =
            "{\"form\":\(FieldValue.string(form.rawValue).json),\"submitted\":\"\(stamp)\",\"values\":{\(fields.joined(separator: ","))}}\n"
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: file.path) {
            guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file.path])
            }
        }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(line.utf8))
        return line
    }
}
