/// A bound field of any value type, as forms and toolkits see it.
///
/// A form holds fields of many types (`String`, `Int?`, `Decimal`); this is what they have in
/// common, so a form can reset, restore, commit and save them all, and a toolkit layer can bind
/// any of them to a widget. Its id, value and `setModel(_:source:)` are those a draft keeps
/// and gives back (`DraftField`).
@MainActor
public protocol FormField: DraftField {
    /// The form's id.
    var form: String { get }
    /// The text the field shows.
    var text: String { get }
    /// What the field tells the person.
    var validation: Validation { get }
    /// Runs when `validation` or `isComplete` changes, right after the widget shows it.
    var validationChanged: (@MainActor (Validation) -> Void)? { get set }
    /// What the field has done so far.
    var counters: FieldCounters { get }
    /// The kind of text the field expects.
    var purpose: InputPurpose { get }
    /// The direction the field's text reads in, whatever the layout's direction.
    var textDirection: TextDirection { get }
    /// The character the field's text separates a number's fraction with, in a field of such
    /// numbers (`.double`, `.decimal`, an `AmountFormat`, a converter that says its
    /// `FieldConverter.decimalSeparator`); `nil` in any other. A toolkit types it for the
    /// numeric keypad's decimal key, whatever character the keyboard layout gives that key
    /// ("," on a German one), as spreadsheets do.
    var decimalSeparator: Character? { get }
    /// The model's value while the text shown reads as no value (half-typed or invalid), for Undo
    /// to give back with that text; `nil` while the text reads as a value, which Undo writes.
    var valueBehindText: FieldValue? { get }
    /// The widget the field drives.
    var surface: (any TextSurface)? { get set }

    /// The widget's text changed; `caret` is where its caret stands after the edit.
    func surfaceChanged(text: String, caret: Int)
    /// The widget made `edit`, known exactly.
    func surfaceEdited(_ edit: TextEdit)
    /// The widget is about to make `edit`; `false` means the field showed its own result and
    /// the widget must drop its change.
    func surfaceWillEdit(_ edit: TextEdit) -> Bool
    /// The caret or selection moved without a text change.
    func caretMoved(to caret: Int, anchor: Int?)
    /// Shows a state the field showed before exactly, writing the value of its text: Undo and
    /// Redo (source `user`), or text a draft kept (source `restore`).
    func restore(_ state: TextState, source: FieldEvent.Source)
    /// Shows a state the field showed before exactly and gives the model back `value`, the value
    /// it held then (`currentValue`, `valueBehindText`): Undo of a clear, or back to half-typed text.
    /// - Returns: `false` when `value` is not a value of this field's type, or, from a draft
    ///   (source `restore`), one the field refuses as `setModel(_:source:)` does.
    @discardableResult
    func restore(_ state: TextState, value: FieldValue, source: FieldEvent.Source) -> Bool
    /// Editing ended: normalise the text to the model's value.
    func commit()
    /// The model changed elsewhere; show its value without writing back.
    func modelChanged(source: FieldEvent.Source, force: Bool)
    /// Whether the field follows the model, showing every change made elsewhere.
    var isFollowingModel: Bool { get }
    /// Follows the model: every change made elsewhere reaches the field on the scheduler's next
    /// turn, never as a write back.
    func observeModel(scheduler: @escaping MainScheduler)
}

/// What a field of the app's own offers where it says nothing: what a toolkit did before it
/// asked, so a type that conformed before these were asked for still compiles and works as it did.
extension FormField {
    /// `.natural`: the text reads in the layout's direction.
    public var textDirection: TextDirection { .natural }

    /// `nil`: the numeric keypad's decimal key types the character the keyboard layout gives it.
    public var decimalSeparator: Character? { nil }

    /// `nil`: the text always reads as a value, and Undo writes the value of the text it brings
    /// back.
    public var valueBehindText: FieldValue? { nil }
}

extension FormField {
    /// Shows a state the field showed before (Undo, Redo) exactly, writing the value of its text.
    public func restore(_ state: TextState) {
        restore(state, source: .user)
    }

    /// Whether the field holds what its text says: the text reads as a value and the field has
    /// nothing to say about it. Not while the text is half-typed or invalid, nor while it is
    /// empty where the converter takes no empty value (a required phone number, a name
    /// `.validating` refuses empty).
    ///
    /// `validation` says what the field tells the person, and a field says nothing about text no
    /// one typed: an empty required field is `.valid` until the person types into it, and again
    /// once focus leaves it empty over an empty model (text emptied over a value the model
    /// holds goes back to that value as focus leaves: the model never received the empty text).
    /// A Save button that must stay off until every field holds a value reads this, after each
    /// `validationChanged`.
    ///
    /// ```swift
    /// let fields: [any FormField] = [name, phone]
    /// let complete = fields.allSatisfy(\.isComplete)   // false while the phone is empty
    /// ```
    /// NB: Parses the text the first time it is read for that text; the answer is kept until
    /// the text changes.
    public var isComplete: Bool { validation == .valid && valueBehindText == nil }
}

extension BufferedField: FormField {
    /// The converter's purpose.
    public var purpose: InputPurpose { engine.converter.purpose }

    /// The converter's: "." for `.double`, `.decimal` and `Float`, the symbols' separator for an
    /// `AmountFormat` with decimals, the one an app's own converter says; `nil` for any other
    /// converter, whole numbers included.
    public var decimalSeparator: Character? { engine.converter.decimalSeparator }

    /// The transform's direction, or the converter's where the transform says `.natural`.
    public var textDirection: TextDirection {
        let transformDirection = engine.transform.textDirection
        return transformDirection == .natural ? engine.converter.textDirection : transformDirection
    }

    /// The model's value, read through the binding; `null` while an `OptionalField`'s value is `nil`.
    public var currentValue: FieldValue {
        optionalSource.map { $0.wrappedValue.fieldValue } ?? binding.wrappedValue.fieldValue
    }

    /// `currentValue` while the text reads as no value; `nil` while it reads as one.
    public var valueBehindText: FieldValue? { textReadsAsValue ? nil : currentValue }

    /// Sets the model from the app and shows it; `null` clears an `OptionalField`'s value.
    @discardableResult
    public func setModel(_ value: FieldValue, source: FieldEvent.Source) -> Bool {
        if value == .null, optionalSource != nil, let written = give(.null, source: source) {
            showModel(afterWriting: written ? .null : nil, source: source)
            return true
        }
        guard let typed = Value(fieldValue: value) else { return false }
        return setModel(typed, source: source)
    }
}
