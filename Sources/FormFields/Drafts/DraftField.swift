/// What a draft keeps of one control of a form and gives back to it: each text field
/// (`FormField`), and the app's own controls beside them, such as a plan chosen from a list,
/// so that one draft holds the whole form.
///
/// ```swift
/// final class PlanChoice: DraftField {
///     let id = "plan"
///     var plan = "Free"
///     var currentValue: FieldValue { .string(plan) }
///     func setModel(_ value: FieldValue, source: FieldEvent.Source) -> Bool {
///         guard case .string(let name) = value, ["Free", "Pro"].contains(name) else { return false }
///         plan = name   // and select it in the drop-down
///         return true
///     }
/// }
/// let draft = Draft(fields: [name, age, PlanChoice()])
/// ```
@MainActor
public protocol DraftField: AnyObject {
    /// The field's id, unique in its form: its key in a draft.
    var id: String { get }
    /// The model's value as JSON sees it: `null` for an `OptionalField`'s `nil`.
    var currentValue: FieldValue { get }
    /// The text a draft keeps beside the value while the field shows text that is not a value
    /// of it yet; `nil` while it shows a value, and always for a control without text.
    var unfinishedText: String? { get }
    /// Sets the model from the app (reset, sample data, a draft) and shows it.
    /// - Returns: `false` when `value` is not a value of this field's type, or one the field
    ///   refuses (see `BufferedField.setModel(_:source:)`).
    @discardableResult
    func setModel(_ value: FieldValue, source: FieldEvent.Source) -> Bool
    /// Shows `text`, which a draft kept as unfinished, as the person left it, with source
    /// `restore`, and gives the model back `value`, the value the draft kept behind it.
    /// - Returns: Whether the field took the draft's text and value; `false` leaves the field
    ///   as it was, or shows the text without `value`, which is not one of its values.
    func restoreUnfinished(_ text: String, value: FieldValue?) -> Bool
}

extension DraftField {
    /// `nil`: a control without text always shows a value.
    public var unfinishedText: String? { nil }

    /// `false`: a control without text shows none. A draft that holds text for it (another
    /// version of the app wrote it) names it among the ids no field took, value and all.
    public func restoreUnfinished(_ text: String, value: FieldValue?) -> Bool { false }
}
