import Foundation
import FormFields

/// A kind of field the engine benchmark times: a transform, text it keeps, and a keystroke.
///
/// ```swift
/// let upper = EngineCase("uppercase", alphabet: "ÄBC DEF 42 ", typed: "x") { _ in .uppercase }
/// upper.text(length: 1_000)   // 1,000 code points the transform leaves alone
/// ```
struct EngineCase: Sendable {
    /// The transform's name in the report.
    let name: String
    /// What the keystroke does to the field, in words: "x kept", "x -> X".
    let edit: String
    /// Code points the field's text is made of, repeated to its length; the transform keeps them.
    let alphabet: String
    /// The character typed in the middle of the field.
    let typed: String
    /// The transform for a field of `length` code points (`maximumLength` needs room for one more).
    let transform: @Sendable (_ length: Int) -> any TextTransform

    init(
        _ name: String, edit: String, alphabet: String = EngineCase.prose, typed: String = "x",
        transform: @escaping @Sendable (_ length: Int) -> any TextTransform
    ) {
        self.name = name
        self.edit = edit
        self.alphabet = alphabet
        self.typed = typed
        self.transform = transform
    }

    /// The field's text: the alphabet repeated to `length` code points.
    func text(length: Int) -> String {
        let scalars = Array(alphabet.unicodeScalars)
        var view = String.UnicodeScalarView()
        for offset in 0..<length { view.append(scalars[offset % scalars.count]) }
        return String(view)
    }

    /// Ordinary text with a few non-ASCII letters and single spaces.
    static let prose = "Grüße aus Köln, 42 Straßen weiter. "

    /// Every built-in transform, one composition and one closure transform.
    static let builtIn: [EngineCase] = [
        EngineCase("identity", edit: "x kept") { _ in .identity },
        EngineCase("maximumLength(n+1)", edit: "x kept") { .maximumLength($0 + 1) },
        EngineCase("digits", edit: "7 kept", alphabet: "0123456789", typed: "7") { _ in .digits },
        EngineCase("allowing(alphanumerics)", edit: "x kept", alphabet: "Abc123dÉf456") { _ in
            .allowing(.alphanumerics)
        },
        EngineCase("uppercase", edit: "x -> X", alphabet: "ÄBC DEF 42 ") { _ in .uppercase },
        EngineCase("lowercase", edit: "Q -> q", alphabet: "äbc def 42 ", typed: "Q") { _ in .lowercase },
        EngineCase("trimmed", edit: "x kept") { _ in .trimmed },
        EngineCase("collapsingWhitespace", edit: "x kept") { _ in .collapsingWhitespace },
        EngineCase("uppercase.then(allowing).then(maximumLength)", edit: "x -> X", alphabet: "ABC123XYZ") {
            .uppercase.then(.allowing(.alphanumerics)).then(.maximumLength($0 + 1))
        },
        EngineCase("ClosureTransform (tabs to spaces)", edit: "x kept") { _ in
            .map { $0.replacingOccurrences(of: "\t", with: " ") }
        },
    ]
}
