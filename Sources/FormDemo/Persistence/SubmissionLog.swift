import FormFields
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Appends each submitted form as one JSON line to `submissions.jsonl`.
///
/// `{"form":"profile","submitted":"2026-01-05T10:00:00Z","values":{"code":"AB12CD",...}}`
struct SubmissionLog: Sendable {
    let file: URL

    /// Why a submission could not be added, in the system's words: `strerror`'s, which the C
    /// library gives in the person's language ("Not a directory", "Kein Speicherplatz …").
    ///
    /// NB: Foundation's file errors read "The operation could not be completed. (NSCocoaErrorDomain
    /// error 512.)" on Linux, in English in every language: a banner quoting them would tell a
    /// person nothing to fix, in words not theirs.
    struct Failure: Error {
        let reason: String
    }

    /// Appends `values` of `form`, creating the folder and file as needed.
    /// - Returns: The line written.
    @discardableResult
    func append(form: DemoFormID, values: [String: FieldValue], at date: Date = Date()) throws(Failure) -> String {
        let fields = values.keys.sorted().map { "\(FieldValue.string($0).json):\(values[$0]!.json)" }
        let stamp = ISO8601DateFormatter().string(from: date)
        let line =
            "{\"form\":\(FieldValue.string(form.rawValue).json),\"submitted\":\"\(stamp)\",\"values\":{\(fields.joined(separator: ","))}}\n"
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            // The system's error is under Foundation's.
            guard let underlying = (error as? CocoaError)?.underlying.map({ $0 as NSError }),
                underlying.domain == NSPOSIXErrorDomain
            else { throw Failure(reason: error.localizedDescription) }
            throw Failure(Int32(clamping: underlying.code))
        }
        // NB: O_APPEND: each line goes at the end, also while another demo adds one.
        let fd = open(file.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(errno) }
        defer { close(fd) }
        let bytes = Array(line.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(errno) }
            offset += count
        }
        return line
    }
}

extension SubmissionLog.Failure {
    /// The failure a system call reported with `code`, an `errno`.
    init(_ code: Int32) {
        self.init(reason: String(cString: strerror(code)))
    }
}
