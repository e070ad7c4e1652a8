/// Finding code points in valid UTF-8, eight bytes at a time.
///
/// A code point starts at every byte that is not a continuation byte (`10xxxxxx`). Shifting a
/// word left by one puts each byte's bit 6 under its bit 7, so one mask finds the continuation
/// bytes among eight. Every keystroke converts between code points (GTK's positions) and bytes
/// several times; on a field of 100 characters a loop over single bytes took two to three times
/// as long.
enum CodePointScan {
    /// How many code points start in `bytes`.
    static func count(in bytes: UnsafeRawBufferPointer) -> Int {
        var count = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            count += starts(in: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        while offset < bytes.count {
            if !isContinuation(bytes[offset]) { count += 1 }
            offset += 1
        }
        return count
    }

    /// The offset of the byte where the `index`-th code point after `start` begins: `bytes.count`
    /// for the code point just past the last one, `nil` further on.
    /// - Parameter start: A byte offset where a code point begins.
    static func byteOffset(ofCodePoint index: Int, in bytes: UnsafeRawBufferPointer, from start: Int = 0) -> Int? {
        var remaining = index
        var offset = start
        while offset + 8 <= bytes.count {
            let found = starts(in: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            // NB: With `remaining` code points to pass, the one wanted starts in this word only
            // if the word starts more than that many.
            if found > remaining { break }
            remaining -= found
            offset += 8
        }
        while offset < bytes.count {
            if !isContinuation(bytes[offset]) {
                if remaining == 0 { return offset }
                remaining -= 1
            }
            offset += 1
        }
        return remaining == 0 ? bytes.count : nil
    }

    static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }

    /// How many of the word's eight bytes start a code point.
    private static func starts(in word: UInt64) -> Int {
        8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
    }
}
