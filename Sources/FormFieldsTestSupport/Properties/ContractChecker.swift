import FormFields

/// Runs edit scripts against a field on a `FakeEntry` and checks the engine's contract after
/// every step. A broken promise becomes a `ContractViolation` naming the seed and the script.
@MainActor
public final class ContractChecker<Model, Value: Equatable & FieldValueConvertible> {
    public let subject: String
    private let model: WriteRecorder<Model>
    private let field: BufferedField<Value>
    private let entry = FakeEntry()
    private let transform: any TextTransform
    private let converter: FieldConverter<Value>
    private let modelFromText: (String?) -> Model?
    private let isNil: (Model) -> Bool
    private let keys: KeyLimit?
    /// A field as this one was made, over a model of its own: what a draft is restored into.
    private let makeTwin: () -> (field: BufferedField<Value>, entry: FakeEntry)
    /// Values the field wrote, as the field's own type (before any guard on the way to the model).
    private var fieldWrites: [Value] = []

    /// - Parameters:
    ///   - subject: A name for reports.
    ///   - initial: The model's value at the start.
    ///   - binding: Turns the model's binding into the field's (identity, or a guard).
    ///   - transform: The field's transform.
    ///   - converter: The field's converter.
    ///   - modelFromText: The model value an `.external` step sets, or `nil` to skip the step.
    ///   - isNil: Whether a model value is `nil` (for optional models), for contract point 7.
    ///   - keys: What a key typed must become, for a transform that cleans code points alone
    ///     and then limits the length; `nil` for any other.
    public init(
        subject: String, initial: Model, binding: @escaping (Binding<Model>) -> Binding<Value>,
        transform: any TextTransform, converter: FieldConverter<Value>,
        modelFromText: @escaping (String?) -> Model?, isNil: @escaping (Model) -> Bool = { _ in false },
        keys: KeyLimit? = nil
    ) {
        self.subject = subject
        self.model = WriteRecorder(initial)
        self.transform = transform
        self.converter = converter
        self.modelFromText = modelFromText
        self.isNil = isNil
        self.keys = keys
        let inner = binding(model.binding)
        makeTwin = {
            let twin = BufferedField(
                form: "property", id: subject, binding: binding(WriteRecorder(initial).binding), transform: transform,
                converter: converter)
            let entry = FakeEntry()
            entry.attach(twin)
            return (twin, entry)
        }
        var record: (Value) -> Void = { _ in }
        self.field = BufferedField(
            form: "property", id: subject,
            binding: Binding(
                get: { inner.wrappedValue },
                set: {
                    record($0); inner.wrappedValue = $0
                }),
            transform: transform, converter: converter)
        record = { [unowned self] in self.fieldWrites.append($0) }
        entry.attach(field)
    }

    /// Performs `steps` and returns the first broken promise, if any; after the last step, the
    /// field as it was left must come back whole from a draft.
    public func run(_ steps: [EditStep], seed: UInt64) -> ContractViolation? {
        if let problem = checkState() {
            return ContractViolation(subject: subject, seed: seed, step: -1, steps: steps, message: problem)
        }
        for (index, step) in steps.enumerated() {
            if let problem = perform(step) {
                return ContractViolation(subject: subject, seed: seed, step: index, steps: steps, message: problem)
            }
        }
        if let problem = checkDraftRoundTrip() {
            return ContractViolation(subject: subject, seed: seed, step: steps.count, steps: steps, message: problem)
        }
        return nil
    }

    /// What the person left in the field, kept as a draft (`Draft(fields:)`) and restored into a
    /// fresh field (`restore(into:)`), comes back: unfinished text as it was, with the value
    /// behind it and still unfinished; text that reads as a value, as the field shows that value
    /// ("1" in an amount as "1.00", as a commit shows it), the value being the one the field takes
    /// for it (`FieldEngine.accepted(_:)`: a value set elsewhere that the field cleans comes
    /// back cleaned). Kept again, the fresh field gives the same draft.
    private func checkDraftRoundTrip() -> String? {
        let draft = Draft(fields: [field])
        let twin = makeTwin()
        let refused = draft.restore(into: [twin.field])
        if !refused.isEmpty {
            return "draft: the field's \(entry.text.debugDescription) was not taken back: \(refused)"
        }
        let expected: (text: String, value: FieldValue)
        if let text = draft.unfinished[subject] {
            expected = (text, field.currentValue)
        } else {
            guard let value = field.engine.accepted(field.engine.modelValue) else {
                return "draft: \(entry.text.debugDescription) reads as a value, but the field refuses the model's"
            }
            // NB: The model's own value as the field takes it, `null` for an optional's `nil`.
            let taken = value == field.engine.modelValue ? field.currentValue : value.fieldValue
            expected = (transform.clean(converter.format(value)), taken)
        }
        if twin.entry.text != expected.text {
            return "draft: \(entry.text.debugDescription) came back as \(twin.entry.text.debugDescription), "
                + "not \(expected.text.debugDescription)"
        }
        if twin.field.currentValue != expected.value {
            return "draft: the value \(field.currentValue) came back as \(twin.field.currentValue), "
                + "not \(expected.value)"
        }
        if twin.field.isComplete != field.isComplete {
            return "draft: \(entry.text.debugDescription) was \(field.isComplete ? "" : "not ")complete, "
                + "and came back \(twin.field.isComplete ? "" : "not ")complete"
        }
        let again = Draft(fields: [twin.field])
        if draft.unfinished[subject] != nil, again != draft {
            return "draft: \(draft), restored and kept again, became \(again)"
        }
        return nil
    }

    private func perform(_ step: EditStep) -> String? {
        let writesBefore = fieldWrites.count
        let modelWritesBefore = model.writes.count
        let textBefore = entry.text
        let changesBefore = entry.changes.count
        let replacementsBefore = entry.replacements
        let wasNil = isNil(model.value)
        let caretBefore = entry.caret
        let selectionBefore = min(entry.caret, entry.anchor)..<max(entry.caret, entry.anchor)
        let hadSelection = !selectionBefore.isEmpty
        switch step {
        case .select(let caret, let anchor):
            entry.moveCaret(to: caret, anchor: anchor)
            return nil
        case .type(let text), .paste(let text):
            entry.insert(text)
        case .backspace:
            entry.backspace()
        case .deleteForward:
            entry.deleteForward()
        case .commit:
            field.commit()
        case .external(let text):
            guard let value = modelFromText(text) else { return nil }
            let known = field.engine.modelValue
            model.setFromElsewhere(value)
            field.modelChanged()
            if model.writes.count != modelWritesBefore { return "3: an external change wrote back to the model" }
            // A value equal to the one the field knows is not a change and leaves the text alone.
            let expected =
                field.engine.modelValue == known
                ? textBefore : transform.clean(field.engine.converter.format(field.engine.modelValue))
            if entry.text != expected {
                return "3: entry shows \(entry.text.debugDescription), expected \(expected.debugDescription)"
            }
            // Text shown for the model is clean: cleaning it again, or pasting it, changes nothing.
            let again = transform.clean(entry.text)
            if again != entry.text {
                return "6: \(entry.text.debugDescription), shown for the model, cleans to \(again.debugDescription)"
            }
            if isNil(value) {
                // The phantom: GTK's delete-then-insert reports "" while the source is nil.
                entry.setText("")
                field.commit()
                if !isNil(model.value) { return "7: a nil model became \(model.value) after an empty echo" }
            }
            return checkState()
        case .appSet(let text):
            return appSet(text, textBefore: textBefore, writesBefore: writesBefore)
        }
        let newWrites = fieldWrites[writesBefore...]
        if newWrites.count > 1 { return "2: one edit wrote \(newWrites.count) times: \(Array(newWrites))" }
        if step != .commit {
            let raw = entry.changes.count > changesBefore ? entry.changes[changesBefore] : textBefore
            if entry.text == textBefore && !newWrites.isEmpty {
                return "2: an edit that left the text as it was wrote \(newWrites.first!)"
            }
            // A rejected keystroke leaves the caret alone, but typing a separator where one
            // already follows the caret may step over it: a space next to a collapsed space, or
            // "." typed before the decimal comma of a de_DE amount.
            let passed = textBefore.codePoints(caretBefore..<max(entry.caret, caretBefore))
            let bothSeparators = [passed, typed(step)].allSatisfy {
                !$0.isEmpty && $0.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic && !("0"..."9").contains($0) }
            }
            let steppedOver = entry.caret > caretBefore && (passed == typed(step) || bothSeparators)
            if entry.text == textBefore && !hadSelection && entry.caret != caretBefore && !steppedOver {
                return "4: a rejected edit moved the caret from \(caretBefore) to \(entry.caret)"
            }
            if raw == entry.text && entry.replacements != replacementsBefore {
                return "5: the entry was rewritten although it already showed \(raw.debugDescription)"
            }
            if let problem = keptWholeOrRefused(typed(step), over: selectionBefore, of: textBefore) { return problem }
        }
        if let written = newWrites.first {
            let reading = converter.parse(transform.finalize(field.text))
            guard case .valid(let value) = reading, value == written else {
                return "1: wrote \(written) but the text \(field.text.debugDescription) reads as \(reading)"
            }
        }
        if wasNil && isNil(model.value) == false && model.writes.count == modelWritesBefore {
            return "7: the model left nil without a write"
        }
        return checkState()
    }

    /// Sets the model through the field to `text` read as a value of the field's type (as text,
    /// or as a number), and checks that the model receives only the value of the text the field
    /// shows, once, or nothing with the text left as it was.
    private func appSet(_ text: String, textBefore: String, writesBefore: Int) -> String? {
        let candidates: [FieldValue] = [.string(text)] + (Int(text).map { [.integer($0)] } ?? [])
        guard let value = candidates.lazy.compactMap({ Value(fieldValue: $0) }).first else { return nil }
        let accepted = field.setModel(value, source: .restore)
        let newWrites = fieldWrites[writesBefore...]
        if newWrites.count > 1 { return "2: setting \(value) wrote \(newWrites.count) times: \(Array(newWrites))" }
        guard accepted else {
            if !newWrites.isEmpty { return "1: the field refused \(value) but wrote \(newWrites.first!)" }
            if entry.text != textBefore { return "the field refused \(value) but changed its text" }
            return checkState()
        }
        if let written = newWrites.first {
            let reading = converter.parse(transform.finalize(field.text))
            let isShownAsItIs = transform.clean(converter.format(written)) == field.text
            switch reading {
            case .valid(let read) where read == written: break
            case .incomplete where isShownAsItIs: break
            default:
                return
                    "1: setting \(value) wrote \(written), but the text \(field.text.debugDescription) reads as \(reading)"
            }
        }
        return checkState()
    }

    /// A key typed over `selection` of `before`, in a field of `keys`, arrives as it cleans on
    /// its own where the result fits the limit, and leaves the text as it was where it does not:
    /// "ß" typed after "AB" with a limit of 3 is refused, not cut to "ABS". Text of more than one
    /// character, pasted or committed, may be cut.
    private func keptWholeOrRefused(_ key: Substring, over selection: Range<Int>, of before: String) -> String? {
        guard let keys, key.count == 1 else { return nil }
        let whole = before.replacingCodePoints(selection, with: keys.cleaning.clean(String(key)))
        let expected = whole.count <= keys.limit ? whole : before
        guard entry.text != expected else { return nil }
        return "the key \(key.debugDescription) left \(entry.text.debugDescription), not \(expected.debugDescription): "
            + "a key is kept whole or refused"
    }

    private func typed(_ step: EditStep) -> Substring {
        switch step {
        case .type(let text), .paste(let text): Substring(text)
        default: ""
        }
    }

    /// Promises that hold between any two steps.
    private func checkState() -> String? {
        let state = field.engine.state
        if entry.text != state.text {
            return "the entry shows \(entry.text.debugDescription) but the buffer is \(state.text.debugDescription)"
        }
        if entry.caret != state.caret { return "4: entry caret \(entry.caret) but buffer caret \(state.caret)" }
        if state.caret < 0 || state.caret > state.length { return "4: caret \(state.caret) out of bounds" }
        if state.text.snappedToGrapheme(state.caret) != state.caret {
            return "4: caret \(state.caret) inside a grapheme cluster of \(state.text.debugDescription)"
        }
        if let keys, state.text.count > keys.limit {
            return "\(state.text.debugDescription) has more characters than the limit of \(keys.limit)"
        }
        let again = transform.apply(to: TextEdit(unchanged: state))
        if again.text != state.text {
            return
                "6: the transform changed its own output \(state.text.debugDescription) to \(again.text.debugDescription)"
        }
        return nil
    }
}

/// What a key typed must become in a field whose transform cleans each code point on its own
/// (a case mapping, a filter) and then keeps `limit` characters (`.maximumLength`): the key as
/// `cleaning` makes it alone, put in whole where the result fits, or nothing.
public struct KeyLimit {
    /// The transform before the limit.
    public var cleaning: any TextTransform
    /// The most characters the field holds.
    public var limit: Int

    /// `cleaning`, nothing by default, then a limit of `limit` characters.
    public init(cleaning: any TextTransform = IdentityTransform(), limit: Int) {
        self.cleaning = cleaning
        self.limit = limit
    }
}

/// A broken promise found by a random script, with everything needed to replay it.
public struct ContractViolation: CustomStringConvertible, Sendable {
    public var subject: String
    public var seed: UInt64
    public var step: Int
    public var steps: [EditStep]
    public var message: String

    public var description: String {
        "\(subject), seed \(seed), step \(step) (\(moment)): "
            + "\(message)\n  script: \(steps.map(\.description).joined(separator: ", "))"
    }

    /// The step that broke the promise, "start" before the first, "end" after the last.
    private var moment: String {
        switch step {
        case ..<0: "start"
        case steps.count...: "end"
        default: steps[step].description
        }
    }
}
