/// A transform whose text stands for a value of a known type: a format and its converter.
///
/// ```swift
/// let amount = AmountFormat(decimals: 2)
/// let field = BufferedField(form: "pay", id: "amount", binding: model.binding, format: amount)
/// ```
public protocol ValueFormat: TextTransform {
    /// The type of value the format's text stands for.
    associatedtype Value
    /// Reads this format's text as a value and writes a value as this format's text.
    var converter: FieldConverter<Value> { get }
}

extension BufferedField {
    /// A field that shows `format` and hands the model the value its text stands for.
    /// - Parameters:
    ///   - form: The form's id, for the log.
    ///   - id: The field's id, unique in its form: its name in the log and its key in a draft.
    ///   - binding: Where the model's value lives.
    ///   - format: The format; its converter reads the value.
    ///   - log: Where events go; `nil` records nothing.
    public convenience init<Format: ValueFormat>(
        form: String, id: String, binding: Binding<Value>, format: Format, log: EventLog? = nil
    ) where Format.Value == Value {
        self.init(
            form: form, id: id, binding: binding, transform: format, converter: format.converter, log: log)
    }

    /// A field for an optional value: empty text is `nil`, anything else reads through `format`.
    public convenience init<Format: ValueFormat>(
        form: String, id: String, binding: Binding<Value>, format: Format, log: EventLog? = nil
    ) where Value == Format.Value? {
        self.init(
            form: form, id: id, binding: binding, transform: format,
            converter: .optional(format.converter), log: log)
    }
}
