import CGtk
import FormFields

extension FieldEntry {
    /// Lets the person clear an optional value with Esc in the entry, as in GtkSearchEntry, and
    /// makes every clear (Esc, a clear button calling `clear()`) a step of the entry's history.
    ///
    /// Ctrl+Z after a clear brings back the text, caret and selection the entry showed before it
    /// and gives the model back the value it held then, with one write: a title of "" that shows
    /// as empty text, or the date behind half-typed text; Ctrl+Shift+Z runs `clear` again.
    /// Like any step, a clear is forgotten once the field shows a value set elsewhere (Reset, a
    /// draft), so Undo never writes over that value.
    ///
    /// ```swift
    /// let due = BufferedField(form: "draft", id: "due", binding: Binding(draft, \.due), converter: .optional(.day))
    /// let bound = FieldEntry(field: due)
    /// bound.clears { due.setModel(.null, source: .user) }
    /// clearButton.connect(.clicked) { bound.clear() }.keepConnected()
    /// ```
    /// - Parameter clear: Sets the model to no value and shows it (`OptionalField.clear()`, or
    ///   `setModel(.null, source: .user)` for a value of an optional type), and moves focus where
    ///   it belongs when the entry goes away.
    public func clears(with clear: @escaping @MainActor () -> Void) {
        // NB: An entry no longer bound keeps no clear (see `unbind()`).
        guard isAttached else { return }
        let isNew = clearing == nil
        clearing = clear
        guard isNew else { return }
        // NB: Bubble phase, after GtkText: Esc first cancels an input method's unfinished text.
        let escape = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_add_shortcut(
            escape.shortcutController,
            gtk_shortcut_new(
                gtk_shortcut_trigger_parse_string(FieldEntryAction.clear.accelerator),
                gtk_named_action_new(FieldEntryAction.clear.detailedName)))
        gtk_widget_add_controller(entry, escape.eventController)
        controllers.append(escape.eventController)
    }

    /// Clears the value as Esc does, as one step of the entry's history (see `clears(with:)`);
    /// an entry that does not clear does nothing.
    public func clear() {
        guard clearing != nil else { return }
        settlePendingDeletion()
        history.clear(shown: shownState) { asHistoryStep { clearing?() } }
    }
}
