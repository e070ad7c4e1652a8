import FormFields
import Foundation

/// A kind of field the engine benchmark times: a transform (or format) with its converter, the
/// text the field holds at each length, and the character typed into its middle.
///
/// ```swift
/// let upper = EngineCase("uppercase", edit: "x -> X", alphabet: "ÄBC DEF 42 ") { _ in .uppercase }
/// let groups = EngineCase.format("digit groups", GroupedFormat(groups: [4], repeatsLastGroup: true), ...)
/// ```
struct EngineCase {
    /// The transform's name in the report.
    let name: String
    /// What the keystroke does to the field, in words: "x kept", "x -> X".
    let edit: String
    /// The workload for a field of about `length` code points on `path`; `nil` where the length
    /// does not apply (a format with a fixed size).
    let workload: @MainActor (_ length: Int, _ path: EngineSection.Path) -> Workload?

    /// A case of any value type.
    /// - Parameters:
    ///   - initial: The model's value before the field's text is pasted in (untimed).
    ///   - converter: The field's converter.
    ///   - typed: The character typed in the middle of the field.
    ///   - text: The field's text for a length, a fixed point of the transform; `nil` where the
    ///     length does not apply.
    ///   - transform: The transform for a field of a length (`maximumLength` needs room for one more).
    init<Value: Equatable & FieldValueConvertible & Sendable>(
        _ name: String, edit: String, initial: Value, converter: FieldConverter<Value>, typed: String,
        text: @escaping @Sendable (_ length: Int) -> String?,
        transform: @escaping @Sendable (_ length: Int) -> any TextTransform
    ) {
        self.name = name
        self.edit = edit
        workload = { length, path in
            guard let fieldText = text(length) else { return nil }
            let subject = EngineSubject(
                name: "\(name) \(path) \(length)", text: fieldText, typed: typed, initial: initial,
                transform: transform(length), converter: converter)
            return path == .engine ? subject.engineWorkload() : subject.fieldWorkload()
        }
    }

    /// A `String` field whose text repeats `alphabet`, which the transform keeps.
    init(
        _ name: String, edit: String, alphabet: String = EngineCase.prose, typed: String = "x",
        transform: @escaping @Sendable (_ length: Int) -> any TextTransform
    ) {
        self.init(
            name, edit: edit, initial: "", converter: .string, typed: typed,
            text: { String(cycling: alphabet, codePoints: $0) }, transform: transform)
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

    /// The formats. Unbounded ones are timed at every length; fixed-size ones only at the
    /// shortest, with a partly filled value.
    static let formats: [EngineCase] = [
        EngineCase(
            "GroupedFormat(groups: [4], repeatsLastGroup: true)", edit: "5 -> regroup",
            initial: "", converter: GroupedFormat(groups: [4], repeatsLastGroup: true).converter, typed: "5",
            text: { GroupedFormat(groups: [4], repeatsLastGroup: true).clean(digits(count: $0 * 4 / 5)) }
        ) { _ in GroupedFormat(groups: [4], repeatsLastGroup: true) },
        EngineCase(
            "amount(decimals: 2)", edit: "5 -> regroup", initial: nil,
            converter: AmountFormat(decimals: 2).optionalConverter, typed: "5",
            text: { AmountFormat(decimals: 2).clean(digits(count: max($0 * 3 / 4 - 1, 3))) }
        ) { _ in AmountFormat(decimals: 2) },
        EngineCase(
            "cardNumber (fixed size)", edit: "5 -> regroup", initial: "", converter: GroupedFormat.cardNumber.converter,
            typed: "5", text: { $0 <= 10 ? GroupedFormat.cardNumber.clean("424242424242") : nil }
        ) { _ in GroupedFormat.cardNumber },
        EngineCase(
            "phoneNumberUS (fixed size)", edit: "5 -> reflow", initial: "",
            converter: PatternFormat.phoneNumberUS.converter,
            typed: "5", text: { $0 <= 10 ? PatternFormat.phoneNumberUS.clean("555123") : nil }
        ) { _ in .phoneNumberUS },
        EngineCase(
            "cardExpiry (fixed size)", edit: "1 into 1|2/", initial: nil,
            converter: .optional(CardExpiryFormat().converter),
            typed: "1", text: { $0 <= 10 ? CardExpiryFormat().clean("12") : nil }
        ) { _ in .cardExpiry },
    ]

    /// `count` decimal digits, not starting with 0.
    private static func digits(count: Int) -> String {
        String(cycling: "123456789", codePoints: count)
    }
}

extension String {
    /// `alphabet` repeated (and cut) to `codePoints` code points.
    init(cycling alphabet: String, codePoints: Int) {
        let scalars = Array(alphabet.unicodeScalars)
        var view = String.UnicodeScalarView()
        for offset in 0..<codePoints { view.append(scalars[offset % scalars.count]) }
        self = String(view)
    }
}
