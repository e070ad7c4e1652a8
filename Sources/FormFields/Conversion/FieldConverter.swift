/// Converts between a field's text and the model's value.
///
/// ```swift
/// let age = FieldConverter<Int>.integer.limited(to: 0...130)
/// age.parse("42")    // .valid(42)
/// age.parse("-")     // .incomplete("Enter a whole number")
/// age.parse("200")   // .invalid("Enter a value from 0 to 130")
/// ```
public struct FieldConverter<Value>: Sendable {
    /// Reads text as a value, or says what is missing or wrong.
    public var parse: @Sendable (String) -> Conversion<Value>
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

    /// A converter from a reading and a writing of the value; the rest defaults to free text,
    /// shown in the layout's direction and read as it is when editing ends.
    public init(
        purpose: InputPurpose = .freeForm,
        textDirection: TextDirection = .natural,
        finalize: @escaping @Sendable (String) -> String = { $0 },
        parse: @escaping @Sendable (String) -> Conversion<Value>,
        format: @escaping @Sendable (Value) -> String
    ) {
        self.parse = parse
        self.format = format
        self.purpose = purpose
        self.textDirection = textDirection
        self.finalize = finalize
    }

    /// A converter that also checks each value it parses.
    /// - Parameter check: Returns a message for a value the model must not receive.
    public func validating(_ check: @escaping @Sendable (Value) -> String?) -> FieldConverter {
        let parse = self.parse
        var checking = self
        checking.parse = { text in
            let result = parse(text)
            guard case .valid(let value) = result else { return result }
            if let message = check(value) { return .invalid(message) }
            return .valid(value)
        }
        return checking
    }
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
        FieldConverter(
            purpose: wrapped.purpose, textDirection: wrapped.textDirection, finalize: wrapped.finalize,
            parse: { text in
                guard !text.isEmpty else { return .valid(nil) }
                switch wrapped.parse(text) {
                case .valid(let value): return .valid(value)
                case .incomplete(let message): return .incomplete(message)
                case .invalid(let message): return .invalid(message)
                }
            }, format: { $0.map(wrapped.format) ?? "" })
    }
}
