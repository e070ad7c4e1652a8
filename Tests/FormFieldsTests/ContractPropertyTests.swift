import FormFields
import FormFieldsTestSupport
import Testing

/// Random edit scripts over mixed-script text, checking contract points 1–7 after every step.
@MainActor
@Suite struct ContractPropertyTests {
    @Test func tenThousandRandomScriptsKeepTheContract() {
        let report = ContractSuite.run(scripts: 10_000, seed: 20_261_129)
        #expect(report.scripts == 10_000)
        #expect(report.violations.isEmpty, "\(report.violations.map(\.description).joined(separator: "\n"))")
    }

    /// The run above proves something only if the checker finds a promise broken: a transform
    /// that adds a point to whatever it cleans breaks promise 6 at the first key.
    @Test func aBrokenPromiseIsFoundAndItsSeedReplaysIt() throws {
        let broken = ContractSuite.text("adds a point", .map { @Sendable text in text.isEmpty ? text : text + "." })
        let violation = try #require(broken.make().run([.type("Z"), .type("a")], seed: 1))
        #expect(violation.step == 0)
        #expect(violation.message == #"6: the transform changed its own output "Z." to "Z..""#)

        let report = ContractSuite.run(scripts: 20, seed: 20_261_130, subjects: [broken], maximumViolations: 20)
        let first = try #require(report.violations.first)
        #expect(ContractSuite.replay(seed: first.seed, subject: broken)?.description == first.description)
    }

    /// A key that a transform makes longer ("ß" is "SS") must be kept whole or refused by the
    /// limit after it. A limit that takes what the transform made of the key for a paste and
    /// cuts it, as `.maximumLength` once did, is found, by a script written for it and by
    /// random ones.
    @Test func aKeyCutToFitTheLimitIsFound() throws {
        let cutting = ContractSuite.text(
            "uppercase, keys cut to 3", .uppercase.then(KeysSeenAsPastes(limit: .maximumLength(3))),
            keys: KeyLimit(cleaning: ScalarMapTransform.uppercase, limit: 3))
        let violation = try #require(cutting.make().run([.type("a"), .type("b"), .type("ß")], seed: 1))
        #expect(violation.step == 2)
        #expect(violation.message == #"the key "ß" left "ABS", not "AB": a key is kept whole or refused"#)

        let report = ContractSuite.run(scripts: 1_000, seed: 20_261_201, subjects: [cutting], maximumViolations: 1_000)
        #expect(!report.violations.isEmpty, "random scripts type keys whose capitals are longer")
        #expect(report.violations.allSatisfy { $0.message.hasSuffix("a key is kept whole or refused") })
    }

    /// What the person left must come back from a draft. A converter that writes a value as
    /// text it cannot read ("7%", read as a plain number) loses it: the draft's 7 has no field
    /// to go to, which no step of the script shows and the check after the last one finds.
    @Test func aValueThatADraftCannotGiveBackIsFound() throws {
        var percent = FieldConverter<Int>.integer
        percent.format = { "\($0)%" }
        let checker = ContractChecker<Int, Int>(
            subject: "percent", initial: 0, binding: { $0 }, transform: .identity, converter: percent,
            modelFromText: { _ in nil })
        let violation = try #require(checker.run([.select(caret: 0, anchor: 2), .type("7")], seed: 1))
        #expect(violation.step == 2)
        #expect(violation.message == #"draft: the field's "7" was not taken back: ["percent"]"#)
        #expect(violation.description.hasPrefix("percent, seed 1, step 2 (end): "))
    }
}

/// A length limit that sees only the text the transform before it made: a key that became
/// "SS" reaches it as two letters pasted.
private struct KeysSeenAsPastes: TextTransform {
    var limit: MaximumLengthTransform

    func apply(to edit: TextEdit) -> TextState {
        limit.apply(to: TextEdit(from: edit.before, to: edit.after))
    }
}
