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
}
