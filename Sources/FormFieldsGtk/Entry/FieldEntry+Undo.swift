import CGtk
import FormFields

/// The entry's actions, installed as the "field" group on each entry.
public enum FieldEntryAction: String, CaseIterable, Sendable {
    /// Ctrl+Z: the field's Undo, in place of GtkText's.
    case undo
    /// Ctrl+Shift+Z: the field's Redo.
    case redo
    /// Esc, for an entry that clears (`FieldEntry.clears(with:)`).
    case clear

    /// The name to activate the action by, from the entry or a widget inside it: "field.undo".
    public var detailedName: String { "field.\(rawValue)" }
    /// The keys that activate it, in GTK's accelerator syntax.
    public var accelerator: String {
        switch self {
        case .undo: "<Control>z"
        case .redo: "<Control><Shift>z"
        case .clear: "Escape"
        }
    }
}

extension FieldEntry {
    /// Ctrl+Z and Ctrl+Shift+Z run the field's history instead of GtkText's; Esc's shortcut comes
    /// with `clears(with:)`.
    ///
    /// NB: The shortcuts run in the capture phase on the entry, ahead of GtkText's own bindings.
    func installUndo() {
        let group = g_simple_action_group_new()!
        let shortcuts = gtk_shortcut_controller_new()!
        gtk_event_controller_set_propagation_phase(shortcuts.eventController, GTK_PHASE_CAPTURE)
        for action in FieldEntryAction.allCases {
            let simple = g_simple_action_new(action.rawValue, nil)!
            connections.append(
                simple.connect(.actionActivate) { [weak self] _ in
                    switch action {
                    case .undo: self?.undo()
                    case .redo: self?.redo()
                    case .clear: self?.clear()
                    }
                })
            g_action_map_add_action(group.actionMap, simple.action)
            g_object_unref(simple.rawPointer)
            guard action != .clear else { continue }
            let shortcut = gtk_shortcut_new(
                gtk_shortcut_trigger_parse_string(action.accelerator), gtk_named_action_new(action.detailedName))
            gtk_shortcut_controller_add_shortcut(shortcuts.shortcutController, shortcut)
        }
        gtk_widget_insert_action_group(entry, "field", group.actionGroup)
        g_object_unref(group.rawPointer)
        gtk_widget_add_controller(entry, shortcuts.eventController)
        controllers.append(shortcuts.eventController)
    }

    /// Goes back to what the field showed before the last step; the model receives the value of
    /// that text, as for any edit, or the value it held then where the text does not stand for
    /// it (half-typed text, the "" of a title a clear took).
    public func undo() {
        guard isAttached else { return }
        settlePendingDeletion()
        asHistoryStep { history.undo() }
    }

    /// Makes the last undone step again; a clear clears again.
    public func redo() {
        guard isAttached else { return }
        settlePendingDeletion()
        asHistoryStep { history.redo { clearing?() } }
    }

    /// Whether Ctrl+Z has something to take back.
    public var canUndo: Bool { history.canUndo }
    /// Whether Ctrl+Shift+Z has something to make again.
    public var canRedo: Bool { history.canRedo }

    /// Runs `body`, which shows a state from the history or clears, as a step of the history:
    /// the field's showing of it does not start a new one.
    ///
    /// NB: Undo and Redo read the field before they show anything; only the showing reaches GTK.
    func asHistoryStep(_ body: () -> Void) {
        activity = .undoing
        body()
        activity = .idle
    }
}
