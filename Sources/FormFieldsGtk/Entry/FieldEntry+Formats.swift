import CGtk
import FormFields

/// Entries for formatted values: a phone number, a card number, an amount, an expiry date.
///
/// ```swift
/// let phone = FieldEntry(
///     form: "profile", id: "phone", binding: Binding(profile, \.phone),
///     format: PatternFormat("+1 (###) ###-####"))
/// ```
extension FieldEntry {
    /// An entry that shows `format` and hands the model the value its text stands for,
    /// following the model; a format that reads left to right (`textDirection`) does so in a
    /// right-to-left layout too.
    /// - Parameters:
    ///   - form: The form's id, for the log.
    ///   - id: The field's id, unique in its form: its name in the log and its key in a draft.
    ///   - binding: Where the model's value lives.
    ///   - format: Cleans the text after every edit; its converter reads the value.
    ///   - log: Where the field's events go.
    ///   - hint: What the field takes, shown under the entry with the field's message in its
    ///     place, or `nil` for the message line alone.
    public convenience init<Value: Equatable & FieldValueConvertible, Format: ValueFormat>(
        form: String, id: String, binding: Binding<Value>, format: Format, log: EventLog? = nil,
        hint: String? = nil
    ) where Format.Value == Value {
        self.init(
            form: form, id: id, binding: binding, transform: format, converter: format.converter, log: log,
            hint: hint)
    }

    /// An entry for an optional formatted value: empty text is `nil`, anything else reads
    /// through `format`.
    public convenience init<Wrapped: Equatable & FieldValueConvertible, Format: ValueFormat>(
        form: String, id: String, binding: Binding<Wrapped?>, format: Format, log: EventLog? = nil,
        hint: String? = nil
    ) where Format.Value == Wrapped {
        self.init(
            form: form, id: id, binding: binding, transform: format, converter: .optional(format.converter),
            log: log, hint: hint)
    }
}
