import CGtk
import FormFields

/// Entries for values with a standard converter: `Int`, `Double`, `Decimal`, `String`, and
/// optionals of them (empty text is `nil`, never 0). Each takes a `hint` as
/// `init(field:hint:followingModel:)` does.
///
/// ```swift
/// let age = FieldEntry(form: "profile", id: "age", binding: Binding(profile, \.age), in: 0...130)
/// let rooms = FieldEntry(form: "flat", id: "rooms", binding: Binding(flat, \.rooms))  // Int?
/// ```
extension FieldEntry {
    /// An entry for a value type with its standard converter, following the model.
    public convenience init<Value: Equatable & FieldValueConvertible & TextConvertible>(
        form: String, id: String, binding: Binding<Value>, transform: any TextTransform = .identity,
        log: EventLog? = nil, hint: String? = nil
    ) {
        self.init(
            form: form, id: id, binding: binding, transform: transform, converter: .standard, log: log, hint: hint)
    }

    /// An entry for a value that must lie in `range`; the message names the range.
    public convenience init<Value: Comparable & Sendable & FieldValueConvertible & TextConvertible>(
        form: String, id: String, binding: Binding<Value>, in range: ClosedRange<Value>,
        transform: any TextTransform = .identity, log: EventLog? = nil, hint: String? = nil
    ) {
        self.init(
            form: form, id: id, binding: binding, transform: transform,
            converter: FieldConverter<Value>.standard.limited(to: range), log: log,
            hint: hint)
    }

    /// An entry for an optional value that, when present, must lie in `range`.
    public convenience init<Wrapped: Comparable & Sendable & FieldValueConvertible & TextConvertible>(
        form: String, id: String, binding: Binding<Wrapped?>, in range: ClosedRange<Wrapped>,
        transform: any TextTransform = .identity, log: EventLog? = nil, hint: String? = nil
    ) {
        self.init(
            form: form, id: id, binding: binding, transform: transform,
            converter: FieldConverter<Wrapped?>.standard.limited(to: range), log: log,
            hint: hint)
    }
}
