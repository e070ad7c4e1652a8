import CGtk
import FormFields
import FormFieldsGtk
import Observation

/// FormFieldsGtk's `FieldEntry` over a `String` field of a model declared as an app declares
/// one (or, to compare, of one Observation cannot see), which counts its writes.
@MainActor
final class BoundEntry: EntryUnderTest {
    let kind = "FieldEntry (FormFieldsGtk)"
    let bound: FieldEntry
    var entry: UnsafeMutablePointer<GtkWidget> { bound.entry }
    var widget: UnsafeMutablePointer<GtkWidget> { bound.widget }
    var modelWrites: Int { writes() }
    var handledChanges: Int { bound.counters.changed }
    var dropped: Int { bound.counters.dropped }
    var fieldText: String? { bound.field.text }

    /// How many values the model received so far.
    private let writes: () -> Int

    /// - Parameters:
    ///   - text: The model's value to start with.
    ///   - transform: The field's transform.
    ///   - log: Where the field's events go; `nil` records none.
    ///   - observed: Whether the model is `@Observable` (`ObservedText`) or a plain class
    ///     (`CountingModel`), which the entry cannot follow.
    init(text: String, transform: any TextTransform, log: EventLog?, observed: Bool = true) {
        let binding: Binding<String>
        if observed {
            let model = ObservedText(text)
            binding = Binding(model, \.text)
            writes = { model.writes }
        } else {
            let model = CountingModel(text)
            binding = model.binding
            writes = { model.writes }
        }
        bound = FieldEntry(
            form: "bench", id: "field", binding: binding, transform: transform, converter: .string, log: log)
    }
}

/// The model a bound entry edits: an `@Observable` class whose property the entry binds by key
/// path and follows, as in an app, so a bound keystroke pays for Observation too.
@Observable
final class ObservedText {
    var text: String {
        didSet { writes += 1 }
    }
    /// Values written so far.
    @ObservationIgnored private(set) var writes = 0

    init(_ text: String) {
        self.text = text
    }
}
