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

    /// `FieldEngine.userEdited(text:caret:)` with the entry's new text, as a bound entry reports it.
    func engineWorkload() -> Workload {
        let (text, middle) = (self.text, self.middle)
        let typedText = text.replacingCodePoints(middle..<middle, with: typed)
        var engine = FieldEngine(value: initial, transform: transform, converter: converter)
        _ = engine.userEdited(text: text, caret: middle)
        precondition(engine.state.text == text, "\(name): the field's text is not a fixed point of its transform")
        return Workload.total(name, operationsPerIteration: 2) { iterations in
            let spent = Clock.cpuElapsed {
                for _ in 0..<iterations {
                    keep(engine.userEdited(text: typedText, caret: middle + 1))
                    keep(engine.userEdited(text: text, caret: middle))
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
