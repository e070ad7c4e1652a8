import FormFields
import Observation

/// The profile form's model: length limits, trimming and forced case.
@Observable
final class ProfileModel {
    var nickname = ""
    var fullName = ""
    var username = ""
    var code = ""
}

extension DemoForm {
    static func profile(log: EventLog) -> DemoForm {
        let model = ProfileModel()
        let form = DemoFormID.profile.rawValue
        let nickname = BufferedField(
            form: form, id: "nickname", binding: Binding(model, \.nickname), transform: .maximumLength(4),
            converter: .string, log: log)
        let fullName = BufferedField(
            form: form, id: "fullName", binding: Binding(model, \.fullName),
            transform: .trimmed.then(.collapsingWhitespace).then(.maximumLength(30)), converter: .string, log: log)
        let username = BufferedField(
            form: form, id: "username", binding: Binding(model, \.username),
            transform: .lowercase.then(.allowing(ProfileCharacters.isUsername)).then(.maximumLength(16)),
            converter: .string, log: log)
        let code = BufferedField(
            form: form, id: "code", binding: Binding(model, \.code),
            transform: .uppercase.then(.allowing(ProfileCharacters.isCode)).then(.maximumLength(6)),
            converter: .string, log: log)
        return DemoForm(
            session: FormSession(
                id: .profile, fields: [nickname, fullName, username, code],
                defaults: [
                    "nickname": .string(""), "fullName": .string(""), "username": .string(""), "code": .string(""),
                ],
                example: [
                    "nickname": .string("Flow"), "fullName": .string("Ada Lovelace"), "username": .string("ada_l"),
                    "code": .string("AB12CD"),
                ]),
            rows: [
                .entry(nickname, label: translated("_Nickname"), hint: translated("At most 4 characters")),
                .entry(
                    fullName, label: translated("_Full name"),
                    hint: translated("Spaces trimmed and collapsed, at most 30")),
                .entry(username, label: translated("_Username"), hint: translated("a–z, 0–9 and _, at most 16")),
                .entry(code, label: translated("_Code"), hint: translated("A–Z and 0–9, at most 6")),
            ],
            model: model)
    }
}

/// The characters the profile's username and code accept.
private enum ProfileCharacters {
    private static let digits: ClosedRange<Unicode.Scalar> = "0"..."9"

    /// a–z, 0–9 and "_".
    @Sendable static func isUsername(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || digits.contains(scalar) || scalar == "_"
    }

    /// A–Z and 0–9.
    @Sendable static func isCode(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || digits.contains(scalar)
    }
}
