import FormFields
import FormFieldsTestSupport

/// One field of one length, ready to be timed: typing a character into the middle of its text
/// and deleting it again, through the engine alone or through a `BufferedField`.
///
/// The field starts empty and receives its text as an untimed paste, so every kind of value
/// starts the same way; both workloads check at the end of each sample that the field is back
/// at its text, so a benchmark can never drift into timing something else.
@MainActor
struct EngineSubject<Value: Equatable & FieldValueConvertible> {
    var name: String
    var text: String
    var typed: String
    var initial: Value
    var transform: any TextTransform
    var converter: FieldConverter<Value>

    private var middle: Int { text.codePointCount / 2 }

    /// `FieldEngine.userEdited(_:)` with the edits a bound entry reports from GTK's "insert-text"
    /// and "delete-text": the character typed at the caret, then Backspace.
    ///
    /// NB: Backspace, not the text before as a whole: the difference between a regrouped amount
    /// and the text before is no edit a person makes, and an amount refuses it as a paste.
    func engineWorkload() -> Workload {
        let (text, middle, typed) = (self.text, self.middle, self.typed)
        var engine = FieldEngine(value: initial, transform: transform, converter: converter)
        _ = engine.userEdited(text: text, caret: middle)
        precondition(engine.state.text == text, "\(name): the field's text is not a fixed point of its transform")
        return Workload.total(name, operationsPerIteration: 2) { iterations in
            let spent = Clock.cpuElapsed {
                for _ in 0..<iterations {
                    keep(engine.userEdited(TextEdit(from: engine.state, replacing: middle..<middle, with: typed)))
                    let caret = engine.state.caret
                    keep(engine.userEdited(TextEdit(from: engine.state, replacing: (caret - 1)..<caret, with: "")))
                }
            }
            precondition(engine.state.text == text, "\(name): the field drifted from its text")
            return spent
        }
    }

    /// A `BufferedField` with an `EventLog` (capacity 1,000) on a `FakeEntry`: typing, then
    /// Backspace; the field rewrites the fake entry where the transform changed the text.
    func fieldWorkload() -> Workload {
        let (name, text, typed, middle) = (self.name, self.text, self.typed, self.middle)
        let model = CountingModel(initial)
        let field = BufferedField(
            form: "bench", id: name, binding: model.binding, transform: transform, converter: converter,
            log: EventLog(capacity: 1_000))
        return Workload.total(name, operationsPerIteration: 2) { iterations in
            // NB: a fresh entry per sample, because FakeEntry keeps every text it reported.
            let entry = FakeEntry()
            entry.attach(field)
            if entry.text != text { entry.setText(text) }
            entry.moveCaret(to: middle)
            field.caretMoved(to: middle)
            precondition(entry.text == text, "\(name): the field's text is not a fixed point of its transform")
            let spent = Clock.cpuElapsed {
                for _ in 0..<iterations {
                    entry.insert(typed)
                    entry.backspace()
                }
            }
            precondition(entry.text == text, "\(name): the field drifted from its text")
            return spent
        }
    }
}
