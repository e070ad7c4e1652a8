/// The pure heart of a field: user edits and model changes in, buffer and model writes out.
///
/// The engine holds the text buffer and the value the model is known to hold. It never calls
/// the model or a widget itself; `BufferedField` carries out what it decides. Every call is
/// synchronous, linear in the text's length, and never loops.
///
/// ```swift
/// var engine = FieldEngine(value: "Flow", transform: .maximumLength(4), converter: .string)
/// engine.userEdited(TextEdit(from: engine.state, replacing: 4..<4, with: "e"))
/// // state "Flow|", rejected, no write
/// ```
public struct FieldEngine<Value: Equatable> {
    /// The text, caret and selection the field shows.
    public private(set) var state: TextState
    /// The value the model holds, as far as this field knows.
    public private(set) var modelValue: Value
    /// What the field currently tells the person.
    public private(set) var validation: Validation = .valid
    /// The rule that cleans text after every edit.
    public let transform: any TextTransform
    /// How text becomes a value and back.
    public let converter: FieldConverter<Value>

    private var reportedNonIdempotence = false
    /// The text read last and whether it read as a value, for `readsAsValue()` while that text
    /// is still shown, as it is when the next edit begins.
    ///
    /// NB: Undo asks before every edit that starts a step. Finalizing and parsing the text again
    /// build new text for a transform such as uppercase and grow with the text; comparing it with
    /// the text read last is one memcmp.
    private var lastReading: (text: String, isValue: Bool)?
    /// Whether `validation` is the app's own error for the text shown (`showError(_:)`), which
    /// a commit keeps.
    private var showsAppError = false

    /// An engine whose buffer shows `value`, written by `converter` and cleaned by `transform`.
    /// - Parameters:
    ///   - value: The model's value when the field appears.
    ///   - transform: Cleans the text after every edit; deterministic and idempotent.
    ///   - converter: Reads values from text and writes them as text.
    public init(value: Value, transform: any TextTransform = .identity, converter: FieldConverter<Value>) {
        self.modelValue = value
        self.transform = transform
        self.converter = converter
        self.state = TextState(transform.clean(converter.format(value)))
    }

    /// Whether a widget lets a person put the caret at an offset inside a grapheme cluster of a
    /// text (`TextSurface.isCaretStop(_:in:)`): a caret there stays rather than move to the
    /// cluster's end.
    public typealias CaretStops = (_ offset: Int, _ text: String) -> Bool

    // MARK: User edits

    /// Processes an edit a person made.
    /// - Parameters:
    ///   - edit: The edit; `edit.after` is what the entry shows now.
    ///   - caretStops: Where the widget stops the caret inside a grapheme cluster.
    public mutating func userEdited(_ edit: TextEdit, caretStops: CaretStops = { _, _ in false }) -> EditOutcome<Value>
    {
        var diagnostic: String?
        var cleaned = Self.snapped(transform.apply(to: edit), keeping: caretStops)
        if keepsNothingTypedOverUnselectedText(edit, cleaned: cleaned) { cleaned = edit.before }
        // NB: when the transform kept the raw text, that text is already its own fixed point;
        // only a changed text needs cleaning again to prove idempotence (most keystrokes skip it).
        let kept = cleaned.text.hasSameCodePoints(as: edit.after.text)
        if !kept && !reportedNonIdempotence
            && !transform.apply(to: TextEdit(unchanged: cleaned)).text.hasSameCodePoints(as: cleaned.text)
        {
            reportedNonIdempotence = true
            diagnostic =
                "The transform is not idempotent: cleaning its own output changed it again. "
                + "The field shows the first result and does not try again."
        }
        let keepsText = cleaned.text.hasSameCodePoints(as: edit.before.text)
        // NB: Refused is the state as it was, or nothing of the edit kept where it was made (a
        // middle click pastes where it was pressed). Text cleaned back to what it was with the
        // caret past the edit ("$1,234.50" pasted over "1,234.50") was taken.
        let rejected =
            keepsText && !edit.after.text.hasSameCodePoints(as: edit.before.text)
            && (cleaned.selection == edit.before.selection
                || (cleaned.selection.isEmpty && cleaned.caret == edit.replaced.lowerBound))
        state = cleaned
        // NB: an edit that leaves the text as it was writes nothing, even when the model holds a
        // value set elsewhere that the transform would clean: the person changed nothing.
        var outcome = keepsText ? unchanged() : settle()
        outcome.needsRewrite = !kept
        outcome.rejected = rejected
        outcome.diagnostic = diagnostic
        return outcome
    }

    /// Whether `edit` typed over text no one selected and the field kept nothing of what it
    /// typed: the text is then what deleting alone would have left.
    ///
    /// Such an edit is refused whole, as a refused key is, where it was the deletion no one
    /// asked for: "!" typed over the X of "Q|XB" in overwrite mode (after Insert) deleted the X.
    /// GTK types over the character after the caret there, and an input method can replace
    /// what it typed before the caret; over a selection, a refused key still removes what the
    /// person selected.
    private func keepsNothingTypedOverUnselectedText(_ edit: TextEdit, cleaned: TextState) -> Bool {
        guard edit.before.selection.isEmpty, !edit.replaced.isEmpty, !edit.insertedRange.isEmpty else { return false }
        let deletion = TextEdit(from: edit.before, replacing: edit.replaced, with: "")
        return transform.apply(to: deletion).text.hasSameCodePoints(as: cleaned.text)
    }

    /// Processes the entry's new text; `caret` is where the caret stands after the edit.
    public mutating func userEdited(text: String, caret: Int) -> EditOutcome<Value> {
        userEdited(TextEdit(from: state, to: TextState(text, caret: caret)))
    }

    /// Shows `shown`, a state this field showed before, exactly: Undo and Redo bring back the
    /// transform's own output, and the model receives the value of its text.
    ///
    /// NB: Not cleaned again as new input: a format reads inserted text as typed or pasted, so
    /// the "1," that Undo puts back into an amount's ",234" would read as a decimal point.
    /// - Parameters:
    ///   - shown: The state to show again.
    ///   - editingEnded: Whether no one is typing the text: it comes from a draft, not from
    ///     Undo. Text wrong as it stands is then an error, as when the person left the field
    ///     ("4" in a field for 18...130), not a hint that more may follow; half-typed text
    ///     ("2026-03-1") stays a hint, as a commit leaves it. The text is shown as it is.
    ///   - caretStops: Where the widget stops the caret inside a grapheme cluster.
    public mutating func restore(
        _ shown: TextState, editingEnded: Bool = false, caretStops: CaretStops = { _, _ in false }
    ) -> EditOutcome<Value> {
        state = Self.snapped(shown, keeping: caretStops)
        var outcome = settle()
        if editingEnded, case .incomplete = validation, let message = error(of: state.text) {
            validation = .invalid(message)
            outcome.validation = validation
        }
        return outcome
    }

    /// Shows `shown` as `restore(_:editingEnded:caretStops:)` does, knowing that the model holds
    /// `value` again: Undo gave back the value the model held while the field showed `shown`.
    /// Text that reads as no value (half-typed) leaves `value` as it is, as it did then.
    public mutating func restore(
        _ shown: TextState, holding value: Value, editingEnded: Bool = false,
        caretStops: CaretStops = { _, _ in false }
    ) -> EditOutcome<Value> {
        modelValue = value
        return restore(shown, editingEnded: editingEnded, caretStops: caretStops)
    }

    /// Whether the text shown reads as a value: not while it is half-typed ("2026-03-1") or invalid.
    ///
    /// NB: Parses the text only when no edit has read it yet, and keeps the answer: Undo asks
    /// before every edit that starts a step. Mutating, so that a field, whose engine is generic,
    /// asks in place rather than copying the engine to ask (callgrind: about 230 instructions a call).
    public mutating func readsAsValue() -> Bool {
        if let lastReading, lastReading.text.hasSameCodePoints(as: state.text) { return lastReading.isValue }
        var isValue = false
        if case .valid = converter.read(transform.finalize(state.text), .editingEnded) { isValue = true }
        lastReading = (state.text, isValue)
        return isValue
    }

    /// Moves the caret or selection without changing text, as clicks and arrow keys do.
    ///
    /// An offset inside a grapheme cluster (a program can set one) moves to the cluster's end,
    /// unless the widget stops its caret there.
    /// - Parameters:
    ///   - caret: Where the caret is now, in code points.
    ///   - anchor: The other end of the selection; `nil` when nothing is selected.
    ///   - caretStops: Where the widget stops the caret inside a grapheme cluster.
    public mutating func caretMoved(to caret: Int, anchor: Int? = nil, caretStops: CaretStops = { _, _ in false }) {
        // NB: GTK reports the caret it placed after every keystroke, most often where the edit
        // already put it: nothing to snap or count then.
        guard caret != state.caret || (anchor ?? caret) != state.anchor else { return }
        let text = state.text
        state = TextState(
            text, length: state.length, caret: Self.snapped(caret, in: text, keeping: caretStops),
            anchor: anchor.map { Self.snapped($0, in: text, keeping: caretStops) })
    }

    // MARK: Commit

    /// Normalises the text to the model's value, as focus-out and Enter do.
    ///
    /// "007" becomes "7" and "1." becomes "1" (the transform's and the converter's `finalize`);
    /// text with nothing typed in it yet ("", "-", "-.") goes back to the model's value, or to
    /// empty text and the empty value where the field has one (`nil` for an optional). Empty
    /// text a check refuses (a name `validating` makes required) has nothing typed in it either.
    /// Half-typed text with letters or digits in it (a phone number three digits short,
    /// "2026-1") and invalid text stay, with their message, so nothing typed is lost. Text is
    /// read as it stands (`FieldConverter.parse`): a number that was on its way into a range
    /// ("5" for 10...400) and did not get there is invalid now. Text the app showed an error for
    /// (`showError(_:)`) stays as it is, with that error.
    public mutating func commit() -> EditOutcome<Value> {
        if showsAppError { return unchanged() }
        let shown = state.text
        let finalized = converter.finalize(transform.finalize(shown))
        switch converter.read(finalized, .editingEnded) {
        case .valid(let value):
            return replaceText(with: value, shown: shown, writing: true)
        case .incomplete(let message) where finalized.unicodeScalars.contains(where: \.isTypedOnPurpose):
            validation = .incomplete(message)
            return unchanged()
        case .invalid(let message) where !finalized.isEmpty:
            validation = .invalid(message)
            return unchanged()
        case .incomplete, .invalid:
            if case .valid(let empty) = converter.read("", .editingEnded) {
                return replaceText(with: empty, shown: shown, writing: true)
            }
            return replaceText(with: modelValue, shown: shown, writing: false)
        }
    }

    // MARK: Model changes made elsewhere

    /// Takes a value the model received from elsewhere (reset, sample data, a restored draft).
    ///
    /// Never writes back. A value equal to the one the field knows is this field's own write
    /// coming back and changes nothing, unless `force` asks to show it anyway.
    public mutating func modelChanged(to value: Value, force: Bool = false) -> EditOutcome<Value> {
        guard force || value != modelValue else { return unchanged() }
        return replaceText(with: value, shown: state.text, writing: false)
    }

    /// The value the field takes for `value` set by the app: the value of the text it would show.
    ///
    /// A value from a draft or another program may be one the field would never write:
    /// "Flowers" in a field of four characters is taken as "Flow", the text it shows; 500 in a
    /// field for 0...130 is refused, and so is text the transform empties ("abc" in a phone
    /// field) or shows whole but invalid (eleven digits in a phone field, never cut to ten). A
    /// value shown as it is that is not complete yet ("" in a required phone field) is taken as
    /// it is, so Reset can empty a field; so is a value shown as empty text that a check refuses
    /// ("" in a name that `validating` makes required).
    /// - Returns: The value to write, or `nil` when the field cannot show `value`.
    public func accepted(_ value: Value) -> Value? {
        let formatted = converter.format(value)
        let text = transform.clean(formatted)
        switch converter.read(transform.finalize(text), .editingEnded) {
        case .valid(let cleaned): return cleaned
        case .incomplete where text.hasSameCodePoints(as: formatted): return value
        case .invalid where text.isEmpty && formatted.isEmpty: return value
        case .incomplete, .invalid: return nil
        }
    }

    // MARK: The app's own checks

    /// Shows `message` as the error of the text shown (`.invalid(message)`): what the app finds
    /// wrong with a value it checks itself, as a form's Submit does with an empty field the form
    /// cannot go without ("This field is required").
    ///
    /// ```swift
    /// engine.showError("This field is required")   // validation == .invalid("This field is required")
    /// ```
    /// The error stays as long as the text: a commit keeps both, and a refused key changes
    /// neither. The next edit, Undo, or a value the model receives from elsewhere (Reset) shows
    /// what the field itself finds of its text. Nothing is written.
    public mutating func showError(_ message: String) -> EditOutcome<Value> {
        validation = .invalid(message)
        showsAppError = true
        return unchanged()
    }

    // MARK: Helpers

    /// `state` with its caret and selection anchor moved out of any grapheme cluster, but for
    /// the widget's stops.
    private static func snapped(_ state: TextState, keeping caretStops: CaretStops) -> TextState {
        var snapped = state
        let text = state.text
        snapped.caret = Self.snapped(state.caret, in: text, keeping: caretStops)
        snapped.anchor =
            state.anchor == state.caret ? snapped.caret : Self.snapped(state.anchor, in: text, keeping: caretStops)
        return snapped
    }

    /// `offset` moved to the end of the grapheme cluster it is inside, unless the widget stops
    /// the caret there.
    private static func snapped(_ offset: Int, in text: String, keeping caretStops: CaretStops) -> Int {
        let snapped = text.snappedToGrapheme(offset)
        return snapped == offset || !caretStops(offset, text) ? snapped : offset
    }

    /// The outcome that changes nothing: the buffer as it is, no write.
    private func unchanged() -> EditOutcome<Value> {
        EditOutcome(state: state, needsRewrite: false, write: .none, validation: validation, rejected: false)
    }

    /// Shows `value` as text; writes it when asked and it differs from the model's.
    ///
    /// A value the field does not write itself (set elsewhere, or the model's own on commit)
    /// may be one it would refuse, such as 500 in a field for 0...130: the field says so, as it
    /// would had the person typed it. Text not complete yet ("" in a required field, whether
    /// its converter finds "" incomplete or a check refuses it) says nothing until the person
    /// edits it. Text the field shows already keeps its caret and selection: a commit as the
    /// window loses the keyboard leaves selected text selected.
    private mutating func replaceText(with value: Value, shown: String, writing: Bool) -> EditOutcome<Value> {
        let text = transform.clean(converter.format(value))
        let isShown = text.hasSameCodePoints(as: shown)
        state = isShown ? TextState(text, caret: state.caret, anchor: state.anchor) : TextState(text)
        validation = .valid
        showsAppError = false
        if !writing, let message = error(of: text) { validation = .invalid(message) }
        let write: ModelWrite<Value> = writing && value != modelValue ? .write(value) : .none
        modelValue = value
        return EditOutcome(
            state: state, needsRewrite: !isShown, write: write, validation: validation,
            rejected: false)
    }

    /// What is wrong with `text` as it stands, once editing ended; `nil` for text that reads as
    /// a value, is half-typed, or is empty (nothing typed).
    private func error(of text: String) -> String? {
        guard !text.isEmpty, case .invalid(let message) = converter.read(transform.finalize(text), .editingEnded)
        else { return nil }
        return message
    }

    /// Reads the text shown, finalized, as a value and decides the write and the message: as
    /// text a person is still typing, so a number on its way into a range is incomplete.
    private mutating func settle() -> EditOutcome<Value> {
        var write = ModelWrite<Value>.none
        showsAppError = false
        switch converter.read(transform.finalize(state.text), .typing(shown: state.text)) {
        case .valid(let value):
            validation = .valid
            if value != modelValue {
                modelValue = value
                write = .write(value)
            }
        case .incomplete(let message):
            validation = .incomplete(message)
        case .invalid(let message):
            validation = .invalid(message)
        }
        lastReading = (state.text, validation == .valid)
        return EditOutcome(
            state: state, needsRewrite: false, write: write, validation: validation, rejected: false)
    }
}

extension Unicode.Scalar {
    /// Whether this is something a person typed on purpose: a letter or a digit, not a sign,
    /// separator or space a commit may drop.
    fileprivate var isTypedOnPurpose: Bool {
        properties.isAlphabetic || properties.numericType != nil
    }
}
