/// A transform made from any `(String) -> String` function, with a caret rule that fits most.
///
/// The caret goes after the cleaned text of everything that was before it, when the cleaned
/// whole starts with that; otherwise it keeps its distance from the common beginning of raw and
/// cleaned text. Built-in transforms know their exact caret rule and should be preferred.
///
/// ```swift
/// let noTabs = ClosureTransform { $0.replacingOccurrences(of: "\t", with: " ") }
/// ```
public struct ClosureTransform: TextTransform {
    private let body: @Sendable (String) -> String

    /// A transform that cleans with `body`.
    /// - Parameter body: A deterministic, idempotent cleaning function.
    public init(_ body: @escaping @Sendable (String) -> String) {
        self.body = body
    }

    /// Cleans the whole text with the function and places the caret by the rule above.
    public func apply(to edit: TextEdit) -> TextState {
        let raw = edit.after
        let cleaned = body(raw.text)
        guard !cleaned.hasSameCodePoints(as: raw.text) else { return raw }
        let cleanedPrefix = body(String(raw.text.codePoints(0..<raw.caret)))
        if cleaned.unicodeScalars.starts(with: cleanedPrefix.unicodeScalars) {
            return TextState(cleaned, caret: cleaned.snappedToGrapheme(cleanedPrefix.codePointCount))
        }
        let common = zip(raw.text.unicodeScalars, cleaned.unicodeScalars).prefix { $0 == $1 }.count
        let shift = raw.length - cleaned.codePointCount
        let caret = raw.caret <= common ? raw.caret : max(common, raw.caret - shift)
        return TextState(cleaned, caret: cleaned.snappedToGrapheme(caret))
    }
}

extension TextTransform where Self == ClosureTransform {
    /// A transform from a cleaning function; see `ClosureTransform`.
    public static func map(_ body: @escaping @Sendable (String) -> String) -> ClosureTransform {
        ClosureTransform(body)
    }
}
