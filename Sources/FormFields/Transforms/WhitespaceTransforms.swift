/// Trims whitespace at the ends of a field.
///
/// While typing only leading whitespace goes: removing a trailing space at once would make a
/// space between two words impossible to type. The trailing end is trimmed by `finalize`
/// (focus-out, Enter) and in the value a converter reads.
public struct TrimTransform: TextTransform {
    /// The transform; `.trimmed` names it where a transform is expected.
    public init() {}

    /// Removes leading whitespace; the caret moves back with the text after it.
    public func apply(to edit: TextEdit) -> TextState {
        let raw = edit.after
        let leading = raw.text.unicodeScalars.prefix { $0.isWhitespaceScalar }.count
        guard leading > 0 else { return raw }
        let text = String(raw.text.unicodeScalars.dropFirst(leading))
        return TextState(text, caret: max(raw.caret - leading, 0), anchor: max(raw.anchor - leading, 0))
    }

    /// Removes whitespace at both ends.
    public func finalize(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isWhitespaceScalar }),
            let last = scalars.lastIndex(where: { !$0.isWhitespaceScalar })
        else { return "" }
        return String(scalars[first...last])
    }
}

/// Turns every run of whitespace (spaces, tabs, line breaks) into one space.
///
/// The caret keeps the number of kept characters before it, so typing a second space next to
/// one leaves the text and caret as they were.
public struct CollapseWhitespaceTransform: TextTransform {
    /// The transform; `.collapsingWhitespace` names it where a transform is expected.
    public init() {}

    /// Turns each run of whitespace into one space, keeping the caret after the same characters.
    public func apply(to edit: TextEdit) -> TextState {
        let raw = edit.after
        guard needsCollapsing(raw.text) else { return raw }
        var output = String.UnicodeScalarView()
        var changed = false
        var caret = 0
        var anchor = 0
        var previousWasSpace = false
        for (offset, scalar) in raw.text.unicodeScalars.enumerated() {
            if offset == raw.caret { caret = output.count }
            if offset == raw.anchor { anchor = output.count }
            let isSpace = scalar.isWhitespaceScalar
            if isSpace && previousWasSpace {
                changed = true
            } else if isSpace {
                changed = changed || scalar != " "
                output.append(" ")
            } else {
                output.append(scalar)
            }
            previousWasSpace = isSpace
        }
        guard changed else { return raw }
        if raw.caret >= raw.length { caret = output.count }
        if raw.anchor >= raw.length { anchor = output.count }
        return TextState(String(output), caret: caret, anchor: anchor)
    }

    /// Whether `text` has whitespace other than single spaces; found without building anything.
    private func needsCollapsing(_ text: String) -> Bool {
        var previousWasSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar.isWhitespaceScalar
            if isSpace && (previousWasSpace || scalar != " ") { return true }
            previousWasSpace = isSpace
        }
        return false
    }
}

extension TextTransform where Self == TrimTransform {
    /// No whitespace at the ends; see `TrimTransform` for when each end is trimmed.
    public static var trimmed: TrimTransform { TrimTransform() }
}

extension TextTransform where Self == CollapseWhitespaceTransform {
    /// Every run of whitespace becomes one space.
    public static var collapsingWhitespace: CollapseWhitespaceTransform {
        CollapseWhitespaceTransform()
    }
}
