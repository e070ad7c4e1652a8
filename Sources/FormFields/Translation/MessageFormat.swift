/// Fills the placeholders of a translated message, the subset of C's `printf` gettext's
/// translators use.
///
/// `%s` and `%d` take the next argument, `%2$s` and `%2$d` the second, `%%` is "%". Each is
/// written as its `description`, and only when the message has its placeholder; the letter
/// tells translators (and `msgfmt --check`) what kind of value goes there.
///
/// ```swift
/// MessageFormat.fill("%2$s %1$d hat %3$d Tage", with: ["2025", "Februar", "28"])
/// // "Februar 2025 hat 28 Tage"
/// ```
enum MessageFormat {
    static func fill(_ template: String, with arguments: [any CustomStringConvertible]) -> String {
        let bytes = template.utf8
        guard var percent = bytes.firstIndex(of: UInt8(ascii: "%")) else { return template }
        var filled = ""
        var kept = template.startIndex  // the text from here to the next placeholder is copied as it is
        var next = 0
        while true {
            filled += template[kept..<percent]
            var rest = bytes[bytes.index(after: percent)...]
            var index = next
            let digits = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            if (1...2).contains(digits.count), rest[digits.endIndex...].first == UInt8(ascii: "$") {
                index = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } - 1
                rest = rest[bytes.index(after: digits.endIndex)...]
            }
            if digits.isEmpty, rest.first == UInt8(ascii: "%") {
                filled += "%"
                kept = bytes.index(after: rest.startIndex)
            } else if let letter = rest.first, letter == UInt8(ascii: "s") || letter == UInt8(ascii: "d"),
                arguments.indices.contains(index)
            {
                filled += arguments[index].description
                next = index + 1
                kept = bytes.index(after: rest.startIndex)
            } else {
                // NB: A malformed placeholder is kept as it stands: a catalog's slip shows, it does not crash.
                kept = percent
            }
            guard let found = bytes[max(kept, bytes.index(after: percent))...].firstIndex(of: UInt8(ascii: "%"))
            else { break }
            percent = found
        }
        filled += template[kept...]
        return filled
    }
}
