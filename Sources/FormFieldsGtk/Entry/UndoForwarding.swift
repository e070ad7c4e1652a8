import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Lets Ctrl+Z and Ctrl+Shift+Z on this widget, the row of choices shown in place of an
    /// optional value's entry after a clear, run the entry's history: Ctrl+Z there takes the
    /// clear back. Afterwards `update` shows the entry if the value is back, and a shown entry
    /// takes focus with the caret and selection the field gave it.
    ///
    /// ```swift
    /// connections.append(choicesBox.forwardsUndo(to: entry) { showPresence() })
    /// ```
    /// - Parameters:
    ///   - entry: A GtkEntry bound by a `FieldEntry`.
    ///   - update: Shows the entry or the choices, as the value is present or not.
    /// - Returns: The connection; cancelling it stops the forwarding.
    @MainActor
    public func forwardsUndo(
        to entry: UnsafeMutablePointer<GtkWidget>, updating update: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let keys = gtk_event_controller_key_new()!
        let connection = keys.connect(.keyPressed) { _, _, _ in
            // NB: The entry's own shortcuts do not run while it is hidden; its actions do.
            guard let event = gtk_event_controller_get_current_event(keys.eventController),
                let action = [FieldEntryAction.undo, .redo].first(where: { $0.isTriggered(by: event) })
            else { return false }
            gtk_widget_activate_action_variant(entry, action.detailedName, nil)
            update()
            // NB: Grabbing focus as a click or Tab does would select all the text it brought back.
            if gtk_widget_is_visible(entry) != 0 { gtk_entry_grab_focus_without_selecting(entry.entry) }
            return true
        }
        gtk_widget_add_controller(self, keys)
        return connection
    }
}

extension FieldEntryAction {
    /// Whether `event` is a press of the action's keys.
    @MainActor
    fileprivate func isTriggered(by event: OpaquePointer) -> Bool {
        let trigger = gtk_shortcut_trigger_parse_string(accelerator)!
        defer { g_object_unref(UnsafeMutableRawPointer(trigger)) }
        return gtk_shortcut_trigger_trigger(trigger, event, 0) == GDK_KEY_MATCH_EXACT
    }
}
