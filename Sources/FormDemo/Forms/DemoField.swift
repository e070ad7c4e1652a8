import FormFields

/// What a form needs from each of its fields to reset, restore, save, validate and count them.
///
/// Every `BufferedField` is one; so are the demo's guarded optional title and the naive field of
/// the compare form, whose values do not map one-to-one onto a `FormField`.
@MainActor
protocol DemoField: AnyObject {
    /// The field's id, unique in its form.
    var id: String { get }
    /// The model's value as JSON sees it: what drafts and submissions store.
    var currentValue: FieldValue { get }
    /// What the field tells the person about its text.
    var validation: Validation { get }
    /// What the field has done so far, for the side panel.
    var counters: FieldCounters { get }
    /// The text shown when it is not a value of the field yet (half a card number, 200 in a
    /// field for 0...130), which a draft keeps; `nil` when the text shows a value.
    var unfinishedText: String? { get }
    /// Editing ended: normalise the text to the model's value.
    func commit()
    /// Shows `message` as the field's error until the person edits it (or the form is reset):
    /// why Submit cannot take its value.
    func showError(_ message: String)
    /// Sets the model on the app's behalf (reset, example, draft) and shows it.
    /// - Returns: `false` when `value` is not a value of this field's type.
    @discardableResult
    func setModel(_ value: FieldValue, source: FieldEvent.Source) -> Bool
    /// Shows `text`, which a draft kept as unfinished, as the person left it: with its message,
    /// the caret at its end, and the model written only if the text is a value after all.
    func restoreUnfinished(_ text: String)
}

extension BufferedField: DemoField {
    func restoreUnfinished(_ text: String) {
        restore(TextState(text, caret: text.codePointCount), source: .restore)
    }
}
