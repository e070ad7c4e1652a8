/// What a field's text means as a value.
///
/// Numbers pass through text that is not a number yet ("", "-", "1.") on the way to one, or
/// not one in range yet ("5" on the way to 50 in 10...400); `incomplete` keeps such text on
/// screen while the model keeps its last valid value.
public enum Conversion<Value> {
    /// The text is a value the model may receive.
    case valid(Value)
    /// Text on the way to a value; the message says what is missing. Not an error.
    case incomplete(String)
    /// Text that cannot become a value; the message says why.
    case invalid(String)
}

extension Conversion: Equatable where Value: Equatable {}
extension Conversion: Sendable where Value: Sendable {}

/// What the field tells the person about its text.
public enum Validation: Hashable, Sendable {
    /// Nothing to say.
    case valid
    /// Not a value yet; shown as a hint, not as an error.
    case incomplete(String)
    /// Wrong; shown as an error under the field.
    case invalid(String)

    /// The message to show under the field, if any.
    public var message: String? {
        switch self {
        case .valid: nil
        case .incomplete(let message), .invalid(let message): message
        }
    }

    /// Whether the field is in its error state.
    public var isError: Bool {
        if case .invalid = self { true } else { false }
    }
}

/// The kind of text a field expects, so a toolkit can offer the right keyboard and hints.
public enum InputPurpose: Hashable, Sendable {
    /// Any text; the default.
    case freeForm
    /// Digits: a card number, a code, a whole number.
    case digits
    /// A number with a fraction or a sign: an amount, a measure.
    case number
    /// Letters only.
    case alpha
    /// A telephone number.
    case phone
    /// An email address.
    case email
    /// A person's name, whose words start with a capital.
    case name
}
