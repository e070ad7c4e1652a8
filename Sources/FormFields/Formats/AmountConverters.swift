import Foundation

extension AmountFormat {
    /// Reads the amount's text as a `Decimal` and writes a `Decimal` as the amount's text.
    ///
    /// "" and text without digits ("-", ".") are incomplete; "12." reads as 12 (it is shown as
    /// typed until commit, which writes "12.00"). Values are written rounded to `decimals`.
    public var converter: FieldConverter<Decimal> {
        let format = self
        return FieldConverter(
            purpose: .number, textDirection: .leftToRight, numberText: { String(format.scan($0).map(\.character)) },
            decimalSeparator: format.decimals > 0 ? format.symbols.decimalSeparator : nil,
            read: { text, _ in
                guard !AmountFormat.surelyExceedsMaximumDigits(text) else {
                    return .invalid(NumberText.tooManyDigits(AmountFormat.maximumDigits))
                }
                let characters = format.scan(text).map(\.character)
                guard characters.contains(where: \.isASCIIDigit) else {
                    return .incomplete(
                        characters.isEmpty ? localized("Enter an amount") : localized("Enter the digits of the amount"))
                }
                let canonical = format.normalized(characters)
                guard canonical.count(where: \.isASCIIDigit) <= AmountFormat.maximumDigits else {
                    return .invalid(NumberText.tooManyDigits(AmountFormat.maximumDigits))
                }
                guard
                    let value = Decimal(string: String(canonical), locale: Locale(identifier: "en_US_POSIX"))
                else { return .invalid(localized("Enter an amount")) }
                if value < 0 && !format.allowsNegative { return .invalid(localized("Enter an amount of zero or more")) }
                return .valid(value)
            },
            format: { value in format.text(for: value) })
    }

    /// The same amount for an optional model value: empty text is `nil`.
    public var optionalConverter: FieldConverter<Decimal?> {
        .optional(converter)
    }

    /// The most digits a `Decimal` holds exactly.
    static let maximumDigits = 38

    /// Whether `text` has more than `maximumDigits` ASCII digits after its first non-zero one.
    ///
    /// A quick look at the bytes that stops early, so a field holding a megabyte of digits is
    /// refused without reading it as a number; whatever it accepts is counted again exactly.
    static func surelyExceedsMaximumDigits(_ text: String) -> Bool {
        var counted = 0
        for byte in text.utf8 where (0x30...0x39).contains(byte) {
            if counted == 0 && byte == 0x30 { continue }
            counted += 1
            if counted > maximumDigits { return true }
        }
        return false
    }

    /// `value` rounded to `decimals` and written in full, as `finalize` writes it.
    func text(for value: Decimal) -> String {
        guard !value.isNaN else { return "" }
        var rounded = Decimal()
        var source = value
        NSDecimalRound(&rounded, &source, decimals, .plain)
        let characters = Array("\(rounded)".filter { $0.isASCIIDigit || $0 == "." || $0 == "-" })
        return layout(normalized(characters), caret: 0).text
    }
}
