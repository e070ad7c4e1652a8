import FormFields

/// One thing a person or the app does to a field, in a random script.
public enum EditStep: Hashable, Sendable, CustomStringConvertible {
    /// Put the caret (and selection anchor) somewhere, possibly inside a grapheme cluster.
    case select(caret: Int, anchor: Int)
    /// Type one piece of text at the caret (a key or an input method's commit).
    case type(String)
    /// Paste a longer text at the caret, replacing the selection.
    case paste(String)
    /// Backspace.
    case backspace
    /// Delete.
    case deleteForward
    /// The model is set from elsewhere to the value the text stands for (nil: the empty value).
    case external(String?)
    /// The app sets the model through the field (`setModel`, as a restored draft does) to the
    /// text as a value of the field's type, uncleaned: "Flowers" in a field of four characters.
    case appSet(String)
    /// Focus leaves the field.
    case commit

    public var description: String {
        switch self {
        case .select(let caret, let anchor): "select(\(caret),\(anchor))"
        case .type(let text): "type(\(text.debugDescription))"
        case .paste(let text): "paste(\(text.debugDescription))"
        case .backspace: "backspace"
        case .deleteForward: "delete"
        case .external(let text): "external(\(text?.debugDescription ?? "nil"))"
        case .appSet(let text): "appSet(\(text.debugDescription))"
        case .commit: "commit"
        }
    }
}

/// Random edit scripts over text that mixes the scripts and sequences that break naive code:
/// ASCII, combining marks, emoji ZWJ sequences, flags, CJK, right-to-left letters, digits, signs,
/// and letters whose capitals are longer than they are.
public enum EditScriptGenerator {
    /// Pieces typed or pasted: each is one key or one input-method commit.
    ///
    /// NB: "ß", "ﬁ" and "ŉ" are two capitals ("SS", "FI", "ʼN"), "ﬃ" three ("FFI"), and
    /// "ǰ" one capital of two code points ("J\u{30C}"): a key a transform makes longer than
    /// itself, which a length limit after it must keep whole or refuse.
    public static let pieces: [String] = [
        "a", "F", "l", "o", "w", "e", "r", "Z", " ", "  ", "_", "-", ".", ",", "0", "1", "4", "7", "9",
        "\u{301}", "e\u{301}", "👍", "👨‍👩‍👧", "🇩🇪", "🇯🇵", "漢", "字", "の", "ש", "ל", "م", "ر", "４", "٣",
        "\t", "−", "+", "x", "ß", "ŉ", "ǰ", "ﬁ", "ﬃ",
    ]

    /// A script of `length` steps for a field that currently shows `text`.
    public static func script(length: Int, using generator: inout SeededGenerator) -> [EditStep] {
        var steps: [EditStep] = []
        for _ in 0..<length {
            let roll = Int.random(in: 0..<100, using: &generator)
            switch roll {
            case 0..<40: steps.append(.type(pieces.randomElement(using: &generator)!))
            case 40..<50:
                let count = Int.random(in: 1...12, using: &generator)
                steps.append(.paste((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()))
            case 50..<62: steps.append(.backspace)
            case 62..<68: steps.append(.deleteForward)
            case 68..<82:
                let caret = Int.random(in: 0...24, using: &generator)
                let anchor = Bool.random(using: &generator) ? caret : Int.random(in: 0...24, using: &generator)
                steps.append(.select(caret: caret, anchor: anchor))
            case 82..<87:
                let count = Int.random(in: 0...8, using: &generator)
                steps.append(.appSet((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()))
            case 87..<92:
                let external: String? =
                    Bool.random(using: &generator)
                    ? nil
                    : (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                        pieces.randomElement(using: &generator)!
                    }.joined()
                steps.append(.external(external))
            default: steps.append(.commit)
            }
        }
        return steps
    }
}
