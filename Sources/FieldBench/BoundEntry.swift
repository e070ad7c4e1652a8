import CGtk
import FormFields
import FormFieldsGtk

/// FormFieldsGtk's `FieldEntry` over a `String` field, with a model that counts its writes.
@MainActor
final class BoundEntry: EntryUnderTest {
    let kind = "FieldEntry (FormFieldsGtk)"
    let bound: FieldEntry
    var entry: UnsafeMutablePointer<GtkWidget> { bound.entry }
    var widget: UnsafeMutablePointer<GtkWidget> { bound.widget }
    var modelWrites: Int { model.writes }
    var handledChanges: Int { bound.counters.changed }
    var dropped: Int { bound.counters.dropped }
    var fieldText: String? { bound.field.text }

    private let model: CountingModel<String>

    /// - Parameters:
    ///   - text: The model's value to start with.
    ///   - transform: The field's transform.
    ///   - log: Where the field's events go; `nil` records none.
    init(text: String, transform: any TextTransform, log: EventLog?) {
        model = CountingModel(text)
        bound = FieldEntry(
            form: "bench", id: "field", binding: model.binding, transform: transform, converter: .string, log: log)
    }
}
