import CGtk
import FormFields
import FormFieldsGtk

/// A GtkEntry the GTK benchmark types into: a bare entry, or one bound to a field.
@MainActor
protocol EntryUnderTest: AnyObject {
    /// What the entry is, for the report: "bare GtkEntry", "FieldEntry".
    var kind: String { get }
    /// The GtkEntry itself.
    var entry: UnsafeMutablePointer<GtkWidget> { get }
    /// What to add to the window (the entry, or a box with its message line).
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    /// Values written to the model so far.
    var modelWrites: Int { get }
    /// "changed" emissions the binding's handler has run for so far.
    var handledChanges: Int { get }
    /// Edits GTK announced that the binding stopped, showing the field's own result instead
    /// (by range replacement, or by leaving the text as it was).
    var dropped: Int { get }
    /// The text the bound field believes the entry shows; `nil` for a bare entry.
    var fieldText: String? { get }
}

/// A realized GtkEntry with no handler at all: the baseline.
@MainActor
final class BareEntry: EntryUnderTest {
    let kind = "bare GtkEntry"
    let entry: UnsafeMutablePointer<GtkWidget>
    var widget: UnsafeMutablePointer<GtkWidget> { entry }
    let modelWrites = 0
    let handledChanges = 0
    let dropped = 0
    let fieldText: String? = nil

    /// - Parameter text: The entry's text to start with.
    init(text: String) {
        entry = gtk_entry_new()
        gtk_editable_set_text(entry.editable, text)
    }
}
