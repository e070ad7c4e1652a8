import CGtk
import FormFields
import FormFieldsGtk
import Observation

/// A GtkEntry bound to an `@Observable` model by hand, the way an app does without FormFields:
/// the reference for what a binding costs the usual way.
///
/// Its "changed" handler writes the entry's text to the model by key path, with no transform
/// and no guard against GTK's phantom "". It follows the model with Observation's public API,
/// as a binding that shows changes made elsewhere must: when the model changes, it sets the
/// entry's text at the next main-loop turn if the text differs, then follows the model again
/// (public tracking ends after one change). Its own writes come back that way too, and find the
/// text already shown. `FieldEntry` keeps one tracking across its own writes instead
/// (`ModelObserver`).
@MainActor
final class HandBoundEntry: EntryUnderTest {
    let kind = "hand-written binding"
    let entry: UnsafeMutablePointer<GtkWidget>
    var widget: UnsafeMutablePointer<GtkWidget> { entry }
    var modelWrites: Int { model.writes }
    private(set) var handledChanges = 0
    let dropped = 0
    let fieldText: String? = nil

    private let model: ObservedText
    private let binding: Binding<String>
    private var changed: SignalConnection?

    /// - Parameter text: The model's value, shown in the entry to start with.
    init(text: String) {
        model = ObservedText(text)
        binding = Binding(model, \.text)
        entry = gtk_entry_new()
        gtk_editable_set_text(entry.editable, text)
        changed = entry.connect(.changed) { [unowned self] in
            handledChanges += 1
            binding.wrappedValue = shownText
        }
        follow()
    }

    private var shownText: String { String(cString: gtk_editable_get_text(entry.editable)) }

    private func follow() {
        withObservationTracking {
            _ = binding.wrappedValue
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.modelWillChange() }
        }
    }

    /// Observation calls this before the change is made: the new value is read at the next turn.
    private func modelWillChange() {
        MainLoop.schedule { [weak self] in
            guard let self else { return }
            if shownText != binding.wrappedValue {
                changed?.blocked { gtk_editable_set_text(entry.editable, binding.wrappedValue) }
            }
            follow()
        }
    }
}
