import FormFields
import Foundation
import Observation

/// The draft form's model: optional values that stay `nil` when cleared.
@Observable
final class DraftModel {
    var title: String? = nil
    var dueDate: Date? = nil
}

extension DemoForm {
    static func draft(log: EventLog) -> DemoForm {
        let model = DraftModel()
        let form = DemoFormID.draft.rawValue
        let title = OptionalField(
            form: form, id: "title", binding: Binding(model, \.title), converter: .string,
            transform: .maximumLength(60),
            log: log)
        let dueDate = BufferedField(
            form: form, id: "dueDate", binding: Binding(model, \.dueDate), transform: .maximumLength(10),
            converter: .optional(.day), log: log)
        let example = Date(timeIntervalSince1970: 1_741_910_400)  // 2025-03-14
        return DemoForm(
            session: FormSession(
                id: .draft, fields: [title.field, dueDate],
                defaults: ["title": .null, "dueDate": .null],
                example: ["title": .string("Quarterly plan"), "dueDate": example.fieldValue]),
            rows: [
                .optionalText(
                    title, label: translated("_Title"),
                    hint: translated("Pick or type one; Esc or the clear button removes it"),
                    suggestions: ["Quarterly plan", "Team offsite", "Release notes"]),
                .entry(
                    dueDate, label: translated("_Due date"),
                    hint: translated("YYYY-MM-DD, optional; Esc or the clear button removes it"),
                    clearable: true),
            ],
            model: model)
    }
}
