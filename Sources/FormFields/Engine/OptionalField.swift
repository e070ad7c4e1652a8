/// An optional model value edited as text, after seed 004: clearing makes it `nil`, and it stays
/// `nil`, even when the entry had focus and flushes its empty text as it goes.
///
/// The field sees `Wrapped.formDefault` ("" for text, `.distantPast` for a date) while the value
/// is `nil`, and shows empty text for it. Emptying the text writes the empty value where the
/// converter reads one ("" for text; a date has none), so an entry never disappears under a
/// person's fingers; only `clear` makes the value absent (and Undo, back to before a date was
/// typed), and the entry's flush of its empty text while the value is `nil` never reaches the
/// model (`Binding(guarding:)`). The widgets (an entry with a clear button, choices in its place
/// while the value is `nil`) are the app's or `OptionalEntry`'s.
///
/// ```swift
/// let title = OptionalField(form: "draft", id: "title", binding: Binding(draft, \.title), converter: .string)
/// title.choose("Plan")        // draft.title == "Plan"
/// title.clear()               // draft.title == nil, logged as a write of null
/// title.field.commit()        // the entry's "" flush: draft.title stays nil
/// ```
/// > Note: Main-thread only, like the field it holds.
@MainActor
public final class OptionalField<Wrapped: FormDefaultable & FieldValueConvertible> {
    /// The field an entry binds to.
    public let field: BufferedField<Wrapped>
    private let binding: Binding<Wrapped?>

    /// A field over an optional value that shows empty text while the value is `nil`.
    /// - Parameters:
    ///   - form: The form's id, for the log.
    ///   - id: The field's id, unique in its form: its name in the log and its key in a draft.
    ///   - binding: The optional model value.
    ///   - converter: Reads a present value from the text.
    ///   - transform: Cleans the text after every edit.
    ///   - log: Where the field's events go.
    public init(
        form: String, id: String, binding: Binding<Wrapped?>, converter: FieldConverter<Wrapped>,
        transform: any TextTransform = .identity, log: EventLog? = nil
    ) {
        self.binding = binding
        // NB: While the value is nil the field reads `formDefault`, a stand-in the person must not
        // see: a date's is `.distantPast`, which `.day` would show as "0001-01-01". Text that the
        // converter reads as no value ("" in a date field) then writes nothing, and the stand-in
        // never reaches the model.
        var shown = converter
        shown.format = { $0 == Wrapped.formDefault ? "" : converter.format($0) }
        field = BufferedField(
            form: form, id: id, binding: Binding(guarding: binding), transform: transform, converter: shown, log: log)
        field.optionalSource = binding
    }

    /// The model's value.
    public var value: Wrapped? { binding.wrappedValue }

    /// Sets the value to `nil` (one write, logged as null with `source`) and shows empty text.
    ///
    /// Call it before the entry loses focus: the commit that focus-out brings then finds
    /// nothing to write, so no "" or 0 reaches the model. A person clearing a value that is
    /// already `nil` writes nothing, as `BufferedField.setModel` does for any value.
    /// - Parameter source: `user` for a clear button, `external` for Reset, `restore` for a draft.
    public func clear(source: FieldEvent.Source = .user) {
        field.setModel(FieldValue.null, source: source)
    }

    /// Sets the value to `value` (one write, logged with `source`, or none when a person chooses
    /// the value already set) and shows it.
    /// - Returns: `false` when the field refused `value` (see `BufferedField.setModel`).
    @discardableResult
    public func choose(_ value: Wrapped, source: FieldEvent.Source = .user) -> Bool {
        field.setModel(value, source: source)
    }
}
