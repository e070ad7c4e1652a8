/// Fills the placeholders of a translated message, the subset of C's `printf` gettext's
/// translators use.
///
/// `%s` and `%d` take the next argument, `%2$s` and `%2$d` the second, `%%` is "%". Every
/// argument is already text; the letter only tells translators (and `msgfmt --check`) what
/// kind of value goes there.
///
/// ```swift
/// MessageFormat.fill("%2$s %1$d hat %3$d Tage", with: ["2025", "Februar", "28"])
/// // "Februar 2025 hat 28 Tage"
/// ```
enum MessageFormat {
    static func fill(_ template: String, with arguments: [String]) -> String {
        guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
        var filled = ""
        var next = 0
        var scalars = template.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                filled.unicodeScalars.append(scalar)
                continue
            }
            if scalars.first == "%" {
                scalars.removeFirst()
                filled.append("%")
                continue
            }
            var rest = scalars
            let digits = rest.prefix { ("0"..."9").contains($0) }
            var index = next
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let position = Int(String(digits)) {
                index = position - 1
                rest = rest.dropFirst(digits.count + 1)
            }
            // NB: A malformed placeholder is kept as it stands: a catalog's slip shows, it does not crash.
            guard let letter = rest.first, letter == "s" || letter == "d", arguments.indices.contains(index) else {
                filled.append("%")
                continue
            }
            scalars = rest.dropFirst()
            filled.append(arguments[index])
            next = index + 1
        }
        return filled
    }
}
