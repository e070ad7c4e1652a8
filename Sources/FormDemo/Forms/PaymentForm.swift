import FormFields
import Observation

/// The payment form's model: values behind formatted text.
@Observable
final class PaymentModel {
    var card = ""
    var expiry = ""
    var phone = ""
    var amount = 0.0
}

extension DemoForm {
    // NB: Placeholder transforms until the format transforms (card groups, MM/YY, phone pattern,
    // locale amount) are in FormFields.
    static func payment(log: EventLog) -> DemoForm {
        let model = PaymentModel()
        let form = DemoFormID.payment.rawValue
        let card = BufferedField(
            form: form, id: "card", binding: Binding(model, \.card), transform: .digits.then(.maximumLength(19)),
            converter: .string, log: log)
        let expiry = BufferedField(
            form: form, id: "expiry", binding: Binding(model, \.expiry), transform: .maximumLength(5),
            converter: .string, log: log)
        let phone = BufferedField(
            form: form, id: "phone", binding: Binding(model, \.phone), transform: .digits.then(.maximumLength(10)),
            converter: .string, log: log)
        let amount = BufferedField(
            form: form, id: "amount", binding: Binding(model, \.amount), transform: .fractionDigits(2),
            converter: .amount(decimals: 2), log: log)
        return DemoForm(
            session: FormSession(
                id: .payment, fields: [card, expiry, phone, amount],
                defaults: ["card": .string(""), "expiry": .string(""), "phone": .string(""), "amount": .number(0)],
                example: [
                    "card": .string("4111111111111111"), "expiry": .string("12/27"), "phone": .string("5551234567"),
                    "amount": .number(1234.5),
                ]),
            rows: [
                .entry(card, label: "_Card number", hint: "Digits in groups of 4, up to 19"),
                .entry(expiry, label: "_Expiry", hint: "MM/YY"),
                .entry(phone, label: "_Phone", hint: "+1 (###) ###-####"),
                .entry(amount, label: "_Amount", hint: "Thousands separators, 2 decimals"),
            ],
            model: model)
    }
}
