/// Converts between a field's text and the model's value.
///
/// ```swift
/// let age = FieldConverter<Int>.integer.limited(to: 0...130)
/// age.parse("42")    // .valid(42)
/// age.parse("-")     // .incomplete("Enter a whole number")
/// age.parse("200")   // .invalid("Enter a value from 0 to 130")
/// ```
public struct FieldConverter<Value>: Sendable {
    /// Reads text as a value, or says what is missing or wrong, taking the text as it stands:
    /// as editing ends, and for a value the app sets.
    ///
    /// Setting it replaces both readings, this one and `parseWhileTyping`.
    public var parse: @Sendable (String) -> Conversion<Value> {
        get {
            let read = self.read
            return { read($0, .editingEnded) }
        }
        set { read = { text, _ in newValue(text) } }
    }
    /// Reads text a person is still typing, as the field does after every edit: as `parse`
    /// does, except that text more typing can still make a value is incomplete, not invalid.
    ///
    /// ```swift
    /// let length = FieldConverter<Int>.integer.limited(to: 10...400)
    /// length.parseWhileTyping("5")   // .incomplete("Enter a value from 10 to 400"): 50 may follow
    /// length.parse("5")              // .invalid("Enter a value from 10 to 400")
    /// ```
    public var parseWhileTyping: @Sendable (String) -> Conversion<Value> {
        let read = self.read
        return { read($0, .typing(shown: $0)) }
    }
    /// Writes a value as the text the field shows for it.
    public var format: @Sendable (Value) -> String
    /// The kind of text the field expects.
    public var purpose: InputPurpose
    /// The direction the text reads in: left to right for text written only one way, such as
    /// an ISO date, whose groups a right-to-left layout would show in reverse while half-typed
    /// ("2026-" as "-2026"). A transform that says a direction of its own wins.
    public var textDirection: TextDirection
    /// Completes the text as editing ends (focus-out, Enter), before it is read: a number field
    /// reads "1." as 1 then. While the person types, the text is read as it is, so the field
    /// can say what is missing ("Enter the digits after the decimal point").
    public var finalize: @Sendable (String) -> String
    /// The character the text separates a number's fraction with: "." for `.double`,
    /// `.decimal` and `Float`, the symbols' separator in an amount, what the app said for a
    /// converter of its own; `nil` for text that is not a number with a fraction. The numeric
    /// keypad's decimal key types it, whatever character the keyboard layout gives that key
    /// (`FormField.decimalSeparator`). A converter made from this one (`limited(to:)`,
    /// `validating(_:)`, `optional(_:)`) keeps it.
    public var decimalSeparator: Character?

    /// Both readings in one (`parse` and `parseWhileTyping`): a converter made from another
    /// wraps this, so it keeps the tolerance of the one it wraps.
    var read: @Sendable (String, ReadingMoment) -> Conversion<Value>
    /// The number text stands for, in ASCII: a "-" first if negative, digits, and "." for the
    /// decimal point ("٣٫" as "3.", "1,234.5" in an amount as "1234.5"); `nil` for text without
    /// a number's shape. Set by converters of numbers only, so that `limited(to:)` can tell text
    /// that more digits bring into a range.
    var numberText: (@Sendable (String) -> String?)?

    /// A converter from a reading and a writing of the value; the rest defaults to free text,
    /// shown in the layout's direction and read as it is when editing ends.
    ///
    /// A converter of numbers with a fraction says the character that separates it, so that
    /// the numeric keypad's decimal key types that character in its field whatever the keyboard
    /// layout gives the key (a German one gives ","):
    ///
    /// ```swift
    /// let share = FieldConverter<Double>(
    ///     purpose: .number, decimalSeparator: ",",
    ///     parse: { Double($0.replacing(",", with: ".")).map(Conversion.valid) ?? .incomplete("Enter a share") },
    ///     format: { String($0).replacing(".", with: ",") })
    /// share.parse("12,5")   // .valid(12.5)
    /// share.limited(to: 0...100).decimalSeparator   // ",": the keypad's decimal key types ","
    /// ```
    /// - Parameters:
    ///   - purpose: The kind of text the field expects.
    ///   - textDirection: The direction the text reads in.
    ///   - finalize: Completes the text as editing ends, before it is read.
    ///   - decimalSeparator: The character that separates a number's fraction in the text, or
    ///     `nil` for text that is not a number with a fraction: the keypad's decimal key then
    ///     types the character the layout gives it.
    ///   - parse: Reads text as a value, or says what is missing or wrong.
    ///   - format: Writes a value as the text the field shows for it.
    public init(
        purpose: InputPurpose = .freeForm,
        textDirection: TextDirection = .natural,
        finalize: @escaping @Sendable (String) -> String = { $0 },
        decimalSeparator: Character? = nil,
        parse: @escaping @Sendable (String) -> Conversion<Value>,
        format: @escaping @Sendable (Value) -> String
    ) {
        self.init(
            purpose: purpose, textDirection: textDirection, finalize: finalize, decimalSeparator: decimalSeparator,
            read: { text, _ in parse(text) }, format: format)
    }

    /// A converter that reads text in both moments with `read`.
    init(
        purpose: InputPurpose, textDirection: TextDirection = .natural,
        finalize: @escaping @Sendable (String) -> String = { $0 },
        numberText: (@Sendable (String) -> String?)? = nil, decimalSeparator: Character? = nil,
        read: @escaping @Sendable (String, ReadingMoment) -> Conversion<Value>,
        format: @escaping @Sendable (Value) -> String
    ) {
        self.read = read
        self.format = format
        self.purpose = purpose
        self.textDirection = textDirection
        self.finalize = finalize
        self.numberText = numberText
        self.decimalSeparator = decimalSeparator
    }

    /// A converter that also checks each value it parses.
    /// - Parameter check: Returns a message for a value the model must not receive.
    public func validating(_ check: @escaping @Sendable (Value) -> String?) -> FieldConverter {
        checking(check, whileTyping: { .invalid($0) })
    }

    /// A converter that checks each value it parses as `validating(_:)` does, but calls a
    /// refused value an error only once editing ends: while the person types, it is incomplete,
    /// its message a hint, as for text on its way to a value ("ada@" on the way to an address).
    ///
    /// ```swift
    /// let email = FieldConverter.string.validatingWhenEditingEnds {
    ///     $0.contains("@") ? nil : "Enter an address such as ada@example.com"
    /// }
    /// email.parseWhileTyping("ada")   // .incomplete("Enter an address such as ada@example.com")
    /// email.parse("ada")              // .invalid("Enter an address such as ada@example.com")
    /// ```
    /// Either way the model receives only values the check accepts.
    /// - Parameter check: Returns a message for a value the model must not receive.
    public func validatingWhenEditingEnds(_ check: @escaping @Sendable (Value) -> String?) -> FieldConverter {
        checking(check, whileTyping: { .incomplete($0) })
    }

    /// The converter that refuses what `check` refuses: invalid once editing ended, and as
    /// `whileTyping` says while the person types.
    private func checking(
        _ check: @escaping @Sendable (Value) -> String?,
        whileTyping refusal: @escaping @Sendable (String) -> Conversion<Value>
    ) -> FieldConverter {
        let read = self.read
        var checking = self
        checking.read = { text, moment in
            let result = read(text, moment)
            guard case .valid(let value) = result else { return result }
            guard let message = check(value) else { return .valid(value) }
            if case .typing = moment { return refusal(message) }
            return .invalid(message)
        }
        return checking
    }
}

/// When a converter reads text: after an edit while the person types, or as it stands once
/// editing ended (`FieldConverter.parse`).
enum ReadingMoment: Sendable {
    /// After an edit; `shown` is the text as the person sees it, before the transform's
    /// `finalize`: an amount field reads "5" as "5.00", but more digits may follow the "5".
    case typing(shown: String)
    /// On commit, or for a value the app set.
    case editingEnded
}

extension FieldConverter where Value == String {
    /// Text as it is.
    public static var string: FieldConverter<String> {
        FieldConverter(parse: { .valid($0) }, format: { $0 })
    }
}

extension FieldConverter {
    /// The converter for an optional value: empty text is `nil`, anything else goes to `wrapped`.
    public static func optional<Wrapped>(_ wrapped: FieldConverter<Wrapped>) -> FieldConverter
    where Value == Wrapped? {
        let read = wrapped.read
        return FieldConverter(
            purpose: wrapped.purpose, textDirection: wrapped.textDirection, finalize: wrapped.finalize,
            numberText: wrapped.numberText, decimalSeparator: wrapped.decimalSeparator,
            read: { text, moment in
                guard !text.isEmpty else { return .valid(nil) }
                switch read(text, moment) {
                case .valid(let value): return .valid(value)
                case .incomplete(let message): return .incomplete(message)
                case .invalid(let message): return .invalid(message)
                }
            }, format: { $0.map(wrapped.format) ?? "" })
    }
}
