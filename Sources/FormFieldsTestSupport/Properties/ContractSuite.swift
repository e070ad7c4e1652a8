import FormFields
import Foundation

/// Something that runs one edit script and reports the first broken promise.
@MainActor
public protocol ContractRunnable {
    func run(_ steps: [EditStep], seed: UInt64) -> ContractViolation?
}

extension ContractChecker: ContractRunnable {}

/// The property suite: random scripts over many kinds of field, every contract point checked
/// after every step. Used by the tests (a few thousand scripts) and `field-bench --fuzz N`.
@MainActor
public enum ContractSuite {
    /// A kind of field to test: a name and a way to make a fresh one.
    public struct Subject {
        public var name: String
        public var make: @MainActor () -> any ContractRunnable

        public init(name: String, make: @escaping @MainActor () -> any ContractRunnable) {
            self.name = name
            self.make = make
        }
    }

    /// The result of a run.
    public struct Report: Sendable {
        public var scripts = 0
        public var steps = 0
        public var violations: [ContractViolation] = []
    }

    /// Runs `scripts` random scripts, spread over `subjects`, from `seed`.
    ///
    /// Script `i` uses the seed `seed + i`, so any violation can be replayed alone.
    public static func run(
        scripts: Int, seed: UInt64 = 1, subjects: [Subject] = ContractSuite.standardSubjects,
        maximumViolations: Int = 10
    ) -> Report {
        var report = Report()
        for index in 0..<scripts {
            let scriptSeed = seed &+ UInt64(index)
            var generator = SeededGenerator(seed: scriptSeed)
            let steps = EditScriptGenerator.script(length: Int.random(in: 1...24, using: &generator), using: &generator)
            let subject = subjects[index % subjects.count]
            report.scripts += 1
            report.steps += steps.count
            if let violation = subject.make().run(steps, seed: scriptSeed) {
                report.violations.append(violation)
                if report.violations.count >= maximumViolations { break }
            }
        }
        return report
    }

    /// Replays one script of a run, for a failing seed.
    public static func replay(seed: UInt64, subject: Subject) -> ContractViolation? {
        var generator = SeededGenerator(seed: seed)
        let steps = EditScriptGenerator.script(length: Int.random(in: 1...24, using: &generator), using: &generator)
        return subject.make().run(steps, seed: seed)
    }

    /// The built-in transforms and converters, alone and composed, as the demo uses them.
    public static var standardSubjects: [Subject] {
        [
            text("limit 4", .maximumLength(4), keys: KeyLimit(limit: 4)),
            text("trim, collapse, limit 30", .trimmed.then(.collapsingWhitespace).then(.maximumLength(30))),
            limited(
                "username",
                .lowercase.then(.allowing(CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789_"))),
                to: 16),
            limited(
                "code",
                .uppercase.then(.allowing(CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))),
                to: 6),
            // NB: Capitals longer than their letter ("ß" is "SS") meet a limit at once.
            limited("uppercase, limit 3", .uppercase, to: 3),
            text("digits", .digits),
            // NB: Short limits after transforms that change spacing: a cut can undo what the
            // first transform ensured, which the composition must clean up.
            text("collapse, limit 2", .collapsingWhitespace.then(.maximumLength(2))),
            limited(
                "tabs to two spaces, limit 6",
                .map { @Sendable text in text.replacingOccurrences(of: "\t", with: "  ") }, to: 6),
            text("closure without x", .map { @Sendable text in text.replacingOccurrences(of: "x", with: "") }),
            number("Int", initial: 3, .integer),
            number("Int 0...130", initial: 18, FieldConverter<Int>.integer.limited(to: 0...130)),
            // NB: Ranges a number passes outside on its way in ("1" on the way to 18).
            number("Int 18...130", initial: 18, FieldConverter<Int>.integer.limited(to: 18...130)),
            number("Double 0.5...400", initial: 1, FieldConverter<Double>.double.limited(to: 0.5...400)),
            number("Int?", initial: nil, .optional(.integer)),
            number("Double >= 0", initial: 0, FieldConverter<Double>.double.limited(to: 0...)),
            number("Decimal?", initial: nil, .optional(.decimal)),
            text("card number", GroupedFormat.cardNumber),
            text("phone", PatternFormat.phoneNumberUS),
            // NB: templates whose literals are also digits: text they show must read back as it is.
            text("phone with a trunk prefix", PatternFormat("8 (###) ###-##-##")),
            text("code after a fixed 0", PatternFormat("0## ###")),
            format("card expiry", CardExpiryFormat()),
            format(
                "amount en_US", AmountFormat(decimals: 2, allowsNegative: true, locale: Locale(identifier: "en_US"))),
            format(
                "amount de_DE", AmountFormat(decimals: 2, allowsNegative: false, locale: Locale(identifier: "de_DE"))),
            format("amount en_IN", AmountFormat(decimals: 2, locale: Locale(identifier: "en_IN"))),
            Subject(name: "String? guarded") {
                ContractChecker<String?, String>(
                    subject: "String? guarded", initial: "Draft", binding: { Binding(guarding: $0) },
                    transform: .identity, converter: .string, modelFromText: { $0 }, isNil: { $0 == nil })
            },
        ]
    }

    /// A `String` field with `transform`; `keys` says what a key typed must become, for a
    /// transform that cleans code points alone and then limits the length.
    public static func text(_ name: String, _ transform: some TextTransform, keys: KeyLimit? = nil) -> Subject {
        Subject(name: name) {
            ContractChecker<String, String>(
                subject: name, initial: "", binding: { $0 }, transform: transform, converter: .string,
                modelFromText: { $0 ?? "" }, keys: keys)
        }
    }

    /// A `String` field whose transform is `cleaning`, which cleans each code point on its own,
    /// then `.maximumLength(limit)`: each key typed is checked to arrive whole or not at all.
    public static func limited(_ name: String, _ cleaning: some TextTransform, to limit: Int) -> Subject {
        text(name, cleaning.then(.maximumLength(limit)), keys: KeyLimit(cleaning: cleaning, limit: limit))
    }

    /// A field with a format's own converter: external steps set the value the text reads as.
    public static func format<Format: ValueFormat>(_ name: String, _ format: Format) -> Subject
    where Format.Value: Equatable & FieldValueConvertible {
        Subject(name: name) {
            ContractChecker<Format.Value?, Format.Value?>(
                subject: name, initial: nil, binding: { $0 }, transform: format,
                converter: .optional(format.converter),
                modelFromText: { text in
                    if case .valid(let value) = format.converter.parse(format.clean(text ?? "")) { return value }
                    return nil
                },
                isNil: { $0 == nil })
        }
    }

    /// A number field: external steps set the value their text reads as, when it reads as one.
    public static func number<Value: Equatable & FieldValueConvertible>(
        _ name: String, initial: Value, _ converter: FieldConverter<Value>
    ) -> Subject {
        Subject(name: name) {
            ContractChecker<Value, Value>(
                subject: name, initial: initial, binding: { $0 }, transform: .identity, converter: converter,
                modelFromText: { text in
                    if case .valid(let value) = converter.parse(text ?? "") { return value }
                    return nil
                },
                isNil: { ($0.fieldValue == .null) })
        }
    }
}
