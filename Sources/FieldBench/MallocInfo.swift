import Foundation
import Glibc

/// Bytes glibc's malloc has handed out and not had back, from `malloc_info`'s XML report.
///
/// `mallinfo2` would say it directly, but `<malloc.h>` does not import into Swift; `malloc_info`
/// takes only C-representable arguments, so it can be called through `dlsym`.
///
/// ```swift
/// let held = MallocInfo.bytesInUse()   // heap arenas + mmapped blocks - free chunks
/// ```
enum MallocInfo {
    private typealias Report = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

    /// In-use bytes: arenas' current size plus mmapped blocks, less free fast and regular chunks;
    /// `nan` if the report cannot be had.
    static func bytesInUse() -> Double {
        guard let xml = report() else { return .nan }
        // NB: per-arena sections come first; the totals over all arenas are the last of each kind.
        func last(_ element: String, _ type: String) -> Double? {
            let pattern = "<\(element) type=\"\(type)\"[^>]* size=\"([0-9]+)\""
            guard let regex = try? NSRegularExpression(pattern: pattern),
                let match = regex.matches(in: xml, range: NSRange(xml.startIndex..., in: xml)).last,
                let range = Range(match.range(at: 1), in: xml)
            else { return nil }
            return Double(xml[range])
        }
        guard let current = last("system", "current"), let mmap = last("total", "mmap"),
            let fast = last("total", "fast"), let rest = last("total", "rest")
        else { return .nan }
        return current + mmap - fast - rest
    }

    private static func report() -> String? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return nil }
        let mallocInfo = unsafeBitCast(symbol, to: Report.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { return nil }
        let status = mallocInfo(0, stream)
        fclose(stream)
        defer { free(buffer) }
        guard status == 0, let buffer else { return nil }
        return String(cString: buffer)
    }
}
