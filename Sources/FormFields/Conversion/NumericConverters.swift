import Foundation

extension FieldConverter where Value == Int {
    /// Whole numbers: "", "-" and "+" are incomplete, "007" reads as 7, and a number too large
    /// for `Int` is invalid rather than clamped.
    public static var integer: FieldConverter<Int> {
        FieldConverter(
            purpose: .digits,
            parse: { text in
                switch NumberText(text, allowsFraction: false) {
                case .empty, .unfinished:
                    return .incomplete("Enter a whole number")
                case .malformed:
                    return .invalid("\(NumberText.quoted(text)) is not a whole number")
                case .number(let ascii):
                    guard let value = Int(ascii) else {
                        return .invalid("Enter a whole number from \(Int.min) to \(Int.max)")
                    }
                    return .valid(value)
                }
            }, format: { String($0) })
    }
}

extension FieldConverter where Value == Double {
    /// Numbers with an optional fraction: "", "-", "1." are incomplete; "0.0" is 0. Values are
    /// shown in plain digits ("0.00001", not "1e-05"), which the field reads back.
    public static var double: FieldConverter<Double> {
        fractional(
            read: { ascii in Double(ascii).flatMap { $0.isFinite ? $0 : nil } }, tooLarge: "is too large",
            format: { NumberText.plain($0.description) })
    }
}

extension FieldConverter where Value == Decimal {
    /// Exact decimal numbers, for money and measures: "", "-", "1." are incomplete.
    public static var decimal: FieldConverter<Decimal> {
        fractional(
            read: { ascii in
                Decimal(string: ascii, locale: Locale(identifier: "en_US_POSIX")).flatMap { $0.isNaN ? nil : $0 }
            }, tooLarge: "is not a number", format: { "\($0)" })
    }
}

extension FieldConverter {
    /// A number with an optional fraction, read by `read` once its text has a number's shape.
    /// - Parameters:
    ///   - read: Reads plain ASCII digits with an optional sign and point; `nil` when out of reach.
    ///   - tooLarge: What the message says of text `read` refused.
    ///   - format: Writes a value as text.
    static func fractional(
        read: @escaping @Sendable (String) -> Value?, tooLarge: String,
        format: @escaping @Sendable (Value) -> String
    ) -> FieldConverter {
        FieldConverter(
            purpose: .number,
            parse: { text in
                switch NumberText(text, allowsFraction: true) {
                case .empty:
                    return .incomplete("Enter a number")
                case .unfinished:
                    return .incomplete("Enter the digits after the decimal point")
                case .malformed:
                    return .invalid("\(NumberText.quoted(text)) is not a number")
                case .number(let ascii):
                    guard let value = read(ascii) else { return .invalid("\(NumberText.quoted(text)) \(tooLarge)") }
                    return .valid(value)
                }
            }, format: format)
    }
}

extension FieldConverter {
    /// Any `LosslessStringConvertible` type: its own initializer reads the text.
    public static func lossless(_ type: Value.Type = Value.self) -> FieldConverter
    where Value: LosslessStringConvertible & SendableMetatype {
        let name = "\(Value.self)"
        return FieldConverter(
            parse: { text in
                guard !text.isEmpty else { return .incomplete("Enter a value") }
                guard let value = Value(text) else {
                    return .invalid("\(NumberText.quoted(text)) is not a valid \(name)")
                }
                return .valid(value)
            }, format: { $0.description })
    }
}
