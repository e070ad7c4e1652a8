import CGtk
import FormFields
import FormFieldsGtk

/// TEMPORARY stand-in for FormFieldsGtk's bound entry, used only until that entry is merged
/// into main; delete this file then and bind `FieldEntry` in `GtkBench.boundEntry`.
///
/// A `BufferedField` over a GtkEntry as a `TextSurface`, on the "changed" route: every
/// "changed" is read back into the field (`surfaceChanged(text:caret:)`), and the field rewrites
/// the entry by range replacement, its echoes ignored by the field.
@MainActor
final class BoundEntryStandIn: EntryUnderTest, TextSurface {
    let kind = "stand-in (BufferedField over GtkEntry, \"changed\" route)"
    let entry: UnsafeMutablePointer<GtkWidget>
    var widget: UnsafeMutablePointer<GtkWidget> { entry }
    var modelWrites: Int { model.writes }
    private(set) var handledChanges = 0

    private let model: CountingModel<String>
    private let field: BufferedField<String>
    private var connection: SignalConnection?

    /// - Parameters:
    ///   - text: The model's value to start with.
    ///   - transform: The field's transform.
    ///   - log: Where the field's events go.
    init(text: String, transform: any TextTransform, log: EventLog) {
        entry = gtk_entry_new()
        model = CountingModel(text)
        field = BufferedField(form: "bench", id: "field", binding: model.binding, transform: transform, converter: .string, log: log)
        connection = entry.connect(.changed) { [unowned self] in
            handledChanges += 1
            field.surfaceChanged(text: self.text, caret: Int(gtk_editable_get_position(entry.editable)))
        }
        field.surface = self
    }

    var text: String { String(cString: gtk_editable_get_text(entry.editable)) }

    func replace(_ range: Range<Int>, with replacement: String) {
        if !range.isEmpty { gtk_editable_delete_text(entry.editable, Int32(range.lowerBound), Int32(range.upperBound)) }
        var position = Int32(range.lowerBound)
        if !replacement.isEmpty { gtk_editable_insert_text(entry.editable, replacement, -1, &position) }
    }

    func select(caret: Int, anchor: Int) {
        gtk_editable_select_region(entry.editable, Int32(anchor), Int32(caret))
    }

    func show(_ validation: Validation) {}
}
