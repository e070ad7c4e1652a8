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
}
