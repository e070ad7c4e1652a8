import Foundation

extension FieldConverter where Value == Int {
    /// Whole numbers: "", "-" and "+" are incomplete, "007" reads as 7, and a number too large
    /// for `Int` is invalid ("The number is too large") rather than clamped.
    public static var integer: FieldConverter<Int> { .lossless() }
}

extension FieldConverter where Value == Double {
    /// Numbers with an optional fraction: "", "-", "1." are incomplete while typed, and "1." is 1
    /// once editing ends; "0.0" is 0.
    ///
    /// A number is written only when the `Double` gives back the digits typed. Up to 15
    /// significant digits always do; "9999999999999999", which would become 10000000000000000, is
    /// refused with "Enter at most 15 digits", and so is a number too large for a `Double` or too
    /// close to zero. Values are shown in plain digits ("0.00001", not "1e-05"), which the field
    /// reads back.
    public static var double: FieldConverter<Double> { .lossless() }
}

extension FieldConverter where Value: FixedWidthInteger & SendableMetatype {
    /// Whole numbers of any width (`Int`, `UInt8`, …), read as `.integer` reads an `Int`.
    public static func lossless(_ type: Value.Type = Value.self) -> FieldConverter {
        FieldConverter(
            purpose: .digits, textDirection: .leftToRight, numberText: { NumberText.ascii($0, allowsFraction: false) },
            read: { text, _ in
                switch NumberText(text, allowsFraction: false) {
                case .empty, .unfinished:
                    return .incomplete(localized("Enter a whole number"))
                case .malformed:
                    return .invalid(localized("“%s” is not a whole number", NumberText.excerpt(text)))
                case .number(let ascii):
                    guard let value = Value(ascii) else {
                        return .invalid(ascii.hasPrefix("-") ? NumberText.tooSmall : NumberText.tooLarge)
                    }
                    return .valid(value)
                }
            }, format: { String($0) })
    }
}

extension FieldConverter where Value: BinaryFloatingPoint & LosslessStringConvertible & SendableMetatype {
    /// Floating-point numbers (`Double`, `Float`), read as `.double` reads a `Double`, with the
    /// digits the type keeps of every number: 15 for `Double`, 6 for `Float`.
    public static func lossless(_ type: Value.Type = Value.self) -> FieldConverter {
        // NB: A type with p bits of significand keeps floor((p - 1) log10 2) decimal digits of any
        // number (DBL_DIG, FLT_DIG); `significandBitCount` is p - 1.
        let digits = Int(Double(Value.significandBitCount) * log10(2.0))
        return fractional(keeping: digits, read: { Value($0) }, format: { NumberText.plain($0.description) })
    }
}

extension FieldConverter where Value == Decimal {
    /// Exact decimal numbers, for money and measures: "", "-", "1." are incomplete while typed,
    /// and "1." is 1 once editing ends. A number
    /// `Decimal` would round is refused with "Enter at most 38 digits", as in an amount (38
    /// significant digits always fit).
    public static var decimal: FieldConverter<Decimal> {
        fractional(
            keeping: AmountFormat.maximumDigits,
            read: { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }, format: { "\($0)" })
    }
}

extension FieldConverter {
    /// A number with an optional fraction, read by `read` once its text has a number's shape,
    /// and written only if `format` gives back the same digits.
    ///
    /// NB: The check is what keeps the model from holding another number than the one on
    /// screen: a type rounds what it cannot hold, silently.
    /// - Parameters:
    ///   - digits: How many significant digits the type keeps of every number, for the message.
    ///   - read: Reads plain ASCII digits with an optional sign and point.
    ///   - format: Writes a value as text.
    static func fractional(
        keeping digits: Int, read: @escaping @Sendable (String) -> Value?,
        format: @escaping @Sendable (Value) -> String
    ) -> FieldConverter {
        FieldConverter(
            purpose: .number, textDirection: .leftToRight, finalize: NumberText.completed,
            numberText: { NumberText.ascii($0, allowsFraction: true) }, decimalSeparator: ".",
            read: { text, _ in
                switch NumberText(text, allowsFraction: true) {
                case .empty:
                    return .incomplete(localized("Enter a number"))
                case .unfinished:
                    return .incomplete(localized("Enter the digits after the decimal point"))
                case .malformed:
                    return .invalid(localized("“%s” is not a number", NumberText.excerpt(text)))
                case .number(let ascii):
                    guard let value = read(ascii), NumberText.sameNumber(format(value), ascii) else {
                        return .invalid(NumberText.unkept(ascii, keeping: digits))
                    }
                    return .valid(value)
                }
            }, format: format)
    }
}

extension FieldConverter {
    /// Any `LosslessStringConvertible` type: its own initializer reads the text. Number types
    /// get the overloads above, which tolerate text on the way to a number.
    public static func lossless(_ type: Value.Type = Value.self) -> FieldConverter
    where Value: LosslessStringConvertible & SendableMetatype {
        let name = "\(Value.self)"
        return FieldConverter(
            parse: { text in
                guard !text.isEmpty else { return .incomplete(localized("Enter a value")) }
                guard let value = Value(text) else {
                    // Translators: %2$s is the name of a Swift type, such as "UUID".
                    return .invalid(localized("“%1$s” is not a valid %2$s", NumberText.excerpt(text), name))
                }
                return .valid(value)
            }, format: { $0.description })
    }
}
