import FormFields
import Testing

/// A field of the app's own that says what every field says, and nothing of what `FormField`
/// asked for later: its decimal separator, direction and value behind half-typed text.
@MainActor
private final class RemarkField: FormField {
    let form = "order"
    let id = "remark"
    var text = ""
    var validation = Validation.valid
    var validationChanged: (@MainActor (Validation) -> Void)?
    let counters = FieldCounters()
    let purpose = InputPurpose.freeForm
    var currentValue: FieldValue { .string(text) }
    var surface: (any TextSurface)?
    let isFollowingModel = false

    func surfaceChanged(text: String, caret: Int) { self.text = text }
    func surfaceEdited(_ edit: TextEdit) { text = edit.after.text }
    func surfaceWillEdit(_ edit: TextEdit) -> Bool { true }
    func caretMoved(to caret: Int, anchor: Int?) {}
    func restore(_ state: TextState, source: FieldEvent.Source) { text = state.text }
    func restore(_ state: TextState, value: FieldValue, source: FieldEvent.Source) -> Bool { false }
    func commit() {}
    func modelChanged(source: FieldEvent.Source, force: Bool) {}
    func observeModel(scheduler: @escaping MainScheduler) {}
    func setModel(_ value: FieldValue, source: FieldEvent.Source) -> Bool { false }
}

@MainActor
@Suite struct FormFieldConformanceTests {
    @Test func anAppsOwnFieldGetsWhatAToolkitDidBeforeItAsked() {
        let remark = RemarkField()
        #expect(remark.decimalSeparator == nil, "the keypad's decimal key types what the layout gives it")
        #expect(remark.textDirection == .natural, "the text reads in the layout's direction")
        #expect(remark.valueBehindText == nil, "Undo writes the value of the text it brings back")
        #expect(remark.isComplete)
        remark.validation = .incomplete("Enter a remark")
        #expect(!remark.isComplete, "complete as its validation says")
    }
}
