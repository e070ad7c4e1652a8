import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

/// The demo's payment form, wired as an app wires it: one model, four formatted fields.
@MainActor
@Suite struct PaymentFormStory {
    /// The form's model; every write is recorded.
    final class Payment {
        var cardNumber = ""
        var expiry: CardExpiry?
        var phone = ""
        var amount: Decimal?
        var writes: [String] = []
    }

    @Test func fillingTheFormWritesEachValueOnceItIsComplete() {
        let payment = Payment()
        let log = EventLog()
        func binding<Value>(_ keyPath: ReferenceWritableKeyPath<Payment, Value>, _ name: String) -> Binding<
            Value
        > {
            Binding(
                get: { payment[keyPath: keyPath] },
                set: {
                    payment[keyPath: keyPath] = $0
                    payment.writes.append(name)
                })
        }
        let card = BufferedField(
            form: "payment", id: "card", binding: binding(\.cardNumber, "card"),
            format: GroupedFormat.cardNumber, log: log)
        let expiry = BufferedField(
            form: "payment", id: "expiry", binding: binding(\.expiry, "expiry"), format: CardExpiryFormat(),
            log: log)
        let phone = BufferedField(
            form: "payment", id: "phone", binding: binding(\.phone, "phone"),
            format: PatternFormat.phoneNumberUS,
            log: log)
        let amount = BufferedField(
            form: "payment", id: "amount", binding: binding(\.amount, "amount"),
            format: AmountFormat(decimals: 2, allowsNegative: false, locale: Locale(identifier: "en_US")),
            log: log)
        let entries = (card: FakeEntry(), expiry: FakeEntry(), phone: FakeEntry(), amount: FakeEntry())
        entries.card.attach(card)
        entries.expiry.attach(expiry)
        entries.phone.attach(phone)
        entries.amount.attach(amount)

        entries.card.type("4242424242424242")
        entries.expiry.type("927")
        entries.phone.insert("(555) 123-4567")
        entries.amount.type("1249.9")
        amount.commit()

        #expect(entries.card.text == "4242 4242 4242 4242")
        #expect(entries.expiry.text == "09/27")
        #expect(entries.phone.text == "+1 (555) 123-4567")
        #expect(entries.amount.text == "1,249.90")
        #expect(payment.cardNumber == "4242424242424242")
        #expect(payment.expiry == CardExpiry(month: 9, year: 2027))
        #expect(payment.phone == "5551234567")
        #expect(payment.amount == Decimal(string: "1249.9"))
        // Each field writes once it holds a value: the card at 16 digits, the expiry at four,
        // the phone at ten, the amount at every number typed (1, 12, 124, 1249, 1249.9).
        #expect(payment.writes == ["card", "expiry", "phone"] + Array(repeating: "amount", count: 5))
        #expect(log.events.allSatisfy { $0.kind != .diagnostic })
    }
}
