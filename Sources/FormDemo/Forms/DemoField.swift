import FormFields

/// What a form needs from each of its fields to reset, restore, save, validate and count them:
/// what a draft keeps of it (`DraftField`), and more.
///
/// Every `BufferedField` is one, an `OptionalField`'s too; so is the naive field of the compare
/// form, which is no `FormField`.
@MainActor
protocol DemoField: DraftField {
    /// What the field tells the person about its text.
    var validation: Validation { get }
    /// What the field has done so far, for the side panel.
    var counters: FieldCounters { get }
    /// Editing ended: normalise the text to the model's value.
    func commit()
    /// Shows `message` as the field's error until the person edits it (or the form is reset):
    /// why Submit cannot take its value.
    func showError(_ message: String)
}

extension BufferedField: DemoField {}
