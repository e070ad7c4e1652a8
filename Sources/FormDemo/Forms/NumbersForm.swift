import FormFields
import Foundation
import Observation

/// The numbers form's model: required, optional, ranged and decimal numbers.
@Observable
final class NumbersModel {
    var quantity = 1
    var optionalQuantity: Int? = nil
    var age = 0
    var price = 0.0
}

extension DemoForm {
    static func numbers(log: EventLog) -> DemoForm {
        let model = NumbersModel()
        let form = DemoFormID.numbers.rawValue
        // NB: Letters are not filtered out: the converter's message says what is wrong with them.
        let quantity = BufferedField(
            form: form, id: "quantity", binding: Binding(model, \.quantity), converter: .integer, log: log)
        let optionalQuantity = BufferedField(
            form: form, id: "optionalQuantity", binding: Binding(model, \.optionalQuantity),
            converter: .optional(.integer), log: log)
        let age = BufferedField(
            form: form, id: "age", binding: Binding(model, \.age), converter: .integer.limited(to: 0...130), log: log)
        let price = BufferedField(
            form: form, id: "price", binding: Binding(model, \.price), transform: .fractionDigits(2),
            converter: .amount(decimals: 2), log: log)
        return DemoForm(
            session: FormSession(
                id: .numbers, fields: [quantity, optionalQuantity, age, price],
                defaults: [
                    "quantity": .integer(1), "optionalQuantity": .null, "age": .integer(0), "price": .number(0),
                ],
                example: [
                    "quantity": .integer(3), "optionalQuantity": .integer(12), "age": .integer(36),
                    "price": .number(19.99),
                ],
                required: ["quantity"]),
            rows: [
                .entry(quantity, label: translated("_Quantity"), hint: translated("Whole number")),
                .entry(
                    optionalQuantity, label: translated("_Optional quantity"),
                    hint: translated("Whole number, or empty for none")),
                .entry(age, label: translated("_Age"), hint: translated("0 to 130")),
                .entry(price, label: translated("_Price"), hint: translated("At least 0, 2 decimals")),
            ],
            model: model)
    }
}

extension TextTransform where Self == ClosureTransform {
    /// Keeps at most `count` digits after the first decimal point; everything else is left for
    /// the converter to judge.
    static func fractionDigits(_ count: Int) -> ClosureTransform {
        .map { text in
            guard let point = text.firstIndex(of: ".") else { return text }
            var digits = 0
            let fraction = text[text.index(after: point)...].filter { character in
                guard character.isASCII, character.isNumber else { return true }
                digits += 1
                return digits <= count
            }
            return text[...point] + fraction
        }
    }
}

extension FieldConverter where Value == Double {
    /// Non-negative amounts shown with `decimals` fraction digits once editing ends.
    static func amount(decimals: Int) -> FieldConverter<Double> {
        var amount = FieldConverter.double.limited(to: 0...)
        amount.format = { fixed($0, decimals: decimals) }
        return amount
    }

    /// `value` rounded to `decimals` fraction digits and written with all of them after a point:
    /// "2.50".
    ///
    /// NB: Not `String(format: "%.2f")`: the C library writes the locale's decimal separator,
    /// "2,50" in a German one, which `.double` does not read back.
    private static func fixed(_ value: Double, decimals: Int) -> String {
        var source = Decimal(value)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, decimals, .plain)
        let parts = "\(rounded)".split(separator: ".", maxSplits: 1)
        let fraction = parts.count > 1 ? parts[1] : ""
        guard decimals > 0 else { return String(parts[0]) }
        return parts[0] + "." + fraction + String(repeating: "0", count: decimals - fraction.count)
    }
}
