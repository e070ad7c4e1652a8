import FormFields
import FormFieldsTestSupport
import Testing

/// A formatted field wired the way an app wires it: model, `BufferedField`, fake GtkEntry.
///
/// `shown` prints the entry as a person sees it, with `|` at the caret and `[ ]` around a
/// selection, so each step of a story reads as one line: `card.expect("4111 2|111", writes: [])`.
@MainActor
final class FormatStory<Value: Equatable & FieldValueConvertible> {
    let model: WriteRecorder<Value>
    let field: BufferedField<Value>
    let entry = FakeEntry()

    init(_ value: Value, makeField: (Binding<Value>) -> BufferedField<Value>) {
        model = WriteRecorder(value)
        field = makeField(model.binding)
        entry.attach(field)
    }

    /// A field for `format`'s own value type.
    convenience init<Format: ValueFormat>(_ value: Value, format: Format) where Format.Value == Value {
        self.init(value) { BufferedField(form: "payment", id: "field", binding: $0, format: format) }
    }

    /// A field for an optional value: empty text is `nil`.
    convenience init<Format: ValueFormat>(_ value: Value, format: Format) where Value == Format.Value? {
        self.init(value) { BufferedField(form: "payment", id: "field", binding: $0, format: format) }
    }

    /// The entry's text with its caret and selection.
    var shown: String { TextState(entry.text, caret: entry.caret, anchor: entry.anchor).description }
    /// Every value the model received, oldest first.
    var writes: [Value] { model.writes }
    /// What the field says under the entry.
    var message: String? { entry.validation.message }

    /// Selects from `anchor` to `caret`, as a drag or Shift+arrows would.
    func select(_ anchor: Int, _ caret: Int) { entry.moveCaret(to: caret, anchor: anchor) }

    /// Checks one step of a story: the entry shows `shown` (caret and selection included)
    /// and the model has received exactly `writes` so far, oldest first.
    func expect(_ shown: String, writes: [Value], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(self.shown == shown, sourceLocation: sourceLocation)
        #expect(self.writes == writes, "after the step showing \(shown)", sourceLocation: sourceLocation)
    }
}
