import FormFields
import Foundation
import Observation

/// The payment form's model: the values behind formatted text.
@Observable
final class PaymentModel {
    /// The card's digits, without the spaces the field shows.
    var card = ""
    var expiry: CardExpiry? = nil
    /// The phone number's ten digits.
    var phone = ""
    var amount: Decimal? = nil
}

extension DemoForm {
    static func payment(log: EventLog) -> DemoForm {
        let model = PaymentModel()
        let form = DemoFormID.payment.rawValue
        let card = BufferedField(form: form, id: "card", binding: Binding(model, \.card), format: .cardNumber, log: log)
        let thisMonth = CardExpiry.thisMonth
        let expiry = BufferedField(
            form: form, id: "expiry", binding: Binding(model, \.expiry), format: CardExpiryFormat(notBefore: thisMonth),
            log: log)
        let phone = BufferedField(
            form: form, id: "phone", binding: Binding(model, \.phone), format: .phoneNumberUS, log: log)
        // NB: en_US separators ("1,234.50") whatever the person's locale, so the demo reads the same
        // everywhere; given as symbols, since asking a `Locale` for them loads ICU at start.
        let amount = BufferedField(
            form: form, id: "amount", binding: Binding(model, \.amount),
            format: AmountFormat(decimals: 2, allowsNegative: false, symbols: .unitedStates), log: log)
        // NB: The template is isolated as left-to-right text (U+2066 … U+2069): it has no letters,
        // so a right-to-left layout would show its groups in reverse, "####-### (###) 1+",
        // unlike the number typed above it. The hint stays aligned with the others.
        let phoneHint = "\u{2066}+1 (###) ###-####\u{2069}"
        return DemoForm(
            session: FormSession(
                id: .payment, fields: [card, expiry, phone, amount],
                defaults: ["card": .string(""), "expiry": .null, "phone": .string(""), "amount": .null],
                example: [
                    "card": .string("4111111111111111"),
                    "expiry": CardExpiry(month: 12, year: thisMonth.year + 1)!.fieldValue,
                    "phone": .string("5551234567"), "amount": Decimal(string: "1234.5")!.fieldValue,
                ],
                required: ["card", "expiry", "phone", "amount"]),
            rows: [
                .entry(
                    card, label: translated("_Card number"),
                    hint: translated("Digits in groups of 4, up to 19 (Amex: 15, as 4-6-5)")),
                .entry(expiry, label: translated("E_xpiry"), hint: translated("MM/YY")),
                .entry(phone, label: translated("_Phone"), hint: phoneHint),
                .entry(
                    amount, label: translated("_Amount"),
                    // Translators: the amount's hint. The field takes "1,234.50" in every language
                    // (a comma between thousands, a point before the decimals): keep it as it is.
                    hint: translated("Like 1,234.50, 2 decimals")),
            ],
            model: model)
    }
}

extension CardExpiry {
    /// The month it is now, where the demo runs: a card that expired before it is refused.
    ///
    /// NB: From the C library's clock, not `Calendar`, which would load ICU at start.
    static var thisMonth: CardExpiry {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return CardExpiry(month: Int(parts.tm_mon) + 1, year: Int(parts.tm_year) + 1900)!
    }
}
