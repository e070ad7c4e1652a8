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
    ///
    /// The line is whole or not there: one the file system takes only part of (a full disk) is
    /// cut off again, and one added after half a line (a crash while writing) starts on a line
    /// of its own.
    /// - Returns: The line written.
    @discardableResult
    func append(form: DemoFormID, values: [String: FieldValue], at date: Date = Date()) throws(Failure) -> String {
        let fields = values.keys.sorted().map { "\(FieldValue.string($0).json):\(values[$0]!.json)" }
        let stamp = ISO8601DateFormatter().string(from: date)
        let line =
            "{\"form\":\(FieldValue.string(form.rawValue).json),\"submitted\":\"\(stamp)\",\"values\":{\(fields.joined(separator: ","))}}\n"
        guard g_mkdir_with_parents(file.deletingLastPathComponent().path, 0o777) == 0 else { throw Failure(errno) }
        // NB: O_APPEND: each line goes at the end, also while another demo adds one. Read too,
        // for the file's last character.
        let fd = open(file.path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(errno) }
        var failure = Self.add(Array(line.utf8), to: fd)
        // NB: A file system may report a failed write only when the file is closed (NFS, quotas).
        // Linux closes the descriptor also when close is interrupted.
        if close(fd) != 0 && errno != EINTR && failure == 0 { failure = errno }
        guard failure == 0 else { throw Failure(failure) }
        return line
    }

    /// Adds `line` at the end of the file open as `fd`, after a newline if the file ends in half
    /// a line; if it cannot be written whole, cuts the file back to where it ended.
    /// - Returns: 0, or the `errno` of the call that failed.
    ///
    /// NB: Demos adding a line at once take turns (`flock`), so no line of another demo follows
    /// this one's part before it is cut off; a writer that takes no lock is not cut off: the
    /// file is cut only while it ends where this write ended.
    private static func add(_ line: [UInt8], to fd: Int32) -> Int32 {
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { return errno }
        }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return errno }
        let start = status.st_size
        var last: UInt8 = 0
        if start > 0 {
            guard pread(fd, &last, 1, start - 1) == 1 else { return errno }
        }
        let bytes = start > 0 && last != UInt8(ascii: "\n") ? [UInt8(ascii: "\n")] + line : line
        let (written, failure) = writeAll(bytes, to: fd)
        if failure != 0 && written > 0 && fstat(fd, &status) == 0 && status.st_size == start + off_t(written) {
            ftruncate(fd, start)
        }
        return failure
    }

    /// Writes all of `bytes` to `fd`.
    /// - Returns: How many bytes were written, and 0 or the `errno` of the write that failed.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> (written: Int, failure: Int32) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return (offset, count < 0 ? errno : EIO) }
            offset += count
        }
        return (offset, 0)
    }
}

extension SubmissionLog.Failure {
    /// The failure a system call reported with `code`, an `errno`.
    init(_ code: Int32) {
        self.init(reason: String(cString: g_strerror(code)))
    }
}
