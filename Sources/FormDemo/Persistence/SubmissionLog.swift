import CGtk
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

    /// Why a submission could not be added, in the system's words: `g_strerror`'s, which GLib
    /// gives in the person's language and in UTF-8 ("Not a directory", "Kein Speicherplatz …").
    ///
    /// NB: Foundation's file errors read "The operation could not be completed. (NSCocoaErrorDomain
    /// error 512.)" on Linux, in English in every language: a banner quoting them would tell a
    /// person nothing to fix, in words not theirs. `strerror` gives the locale's own encoding.
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
        guard g_mkdir_with_parents(file.deletingLastPathComponent().path, 0o777) == 0 else { throw Failure(errno) }
        // NB: O_APPEND: each line goes at the end, also while another demo adds one.
        let fd = open(file.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(errno) }
        var failure = Self.writeAll(Array(line.utf8), to: fd)
        // NB: A file system may report a failed write only when the file is closed (NFS, quotas).
        // Linux closes the descriptor also when close is interrupted.
        if close(fd) != 0 && errno != EINTR && failure == 0 { failure = errno }
        guard failure == 0 else { throw Failure(failure) }
        return line
    }

    /// Writes all of `bytes` to `fd`.
    /// - Returns: 0, or the `errno` of the write that failed.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            offset += count
        }
        return 0
    }
}

extension SubmissionLog.Failure {
    /// The failure a system call reported with `code`, an `errno`.
    init(_ code: Int32) {
        self.init(reason: String(cString: g_strerror(code)))
    }
}
