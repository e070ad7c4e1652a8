import FormFields
import Observation

/// The compare form's model: one property per wiring, the same 4-character limit on both.
@Observable
final class CompareModel {
    var naive = ""
    var buffered = ""
}

extension DemoForm {
    /// The limit both fields of the compare form share.
    static let compareLimit = 4

    static func compare(log: EventLog) -> DemoForm {
        let model = CompareModel()
        let form = DemoFormID.compare.rawValue
        let naive = NaiveField(form: form, id: "naive", binding: Binding(model, \.naive), limit: compareLimit, log: log)
        let buffered = BufferedField(
            form: form, id: "buffered", binding: Binding(model, \.buffered), transform: .maximumLength(compareLimit),
            converter: .string, log: log)
        return DemoForm(
            session: FormSession(
                id: .compare, fields: [naive, buffered],
                defaults: ["naive": .string(""), "buffered": .string("")],
                example: ["naive": .string("Flow"), "buffered": .string("Flow")]),
            rows: [.comparison(naive: naive, buffered: buffered)],
            model: model)
    }
}
