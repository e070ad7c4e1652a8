import FormFields

extension TextState {
    /// A state drawn as text: `|` marks the caret, `[` and `]` a selection with the caret at `]`.
    ///
    /// ```swift
    /// TextState(picture: "12|34")    // "1234", caret 2
    /// TextState(picture: "1[23]4")   // "1234", anchor 1, caret 3
    /// ```
    /// The inverse of `description`, so tests can place the caret and read it back the same way.
    public init(picture: String) {
        var text = ""
        var caret = 0
        var anchor: Int?
        for scalar in picture.unicodeScalars {
            switch scalar {
            case "|": caret = text.codePointCount
            case "[": anchor = text.codePointCount
            case "]": caret = text.codePointCount
            default: text.unicodeScalars.append(scalar)
            }
        }
        self.init(text, caret: caret, anchor: anchor)
    }
}
