import CGtk
import FormFields

extension FieldEntry {
    /// Focus-out and Enter end editing: the field normalises its text to the model's value.
    func connectCommit() {
        let focus = gtk_event_controller_focus_new()!
        connections += [
            focus.connect(.focusLeave) { [weak self] in self?.focusLeft() },
            entry.connect(.activate) { [weak self] in self?.commit() },
        ]
        gtk_widget_add_controller(entry, focus)
        controllers.append(focus.eventController)
    }

    /// Commits when the window's focus moved away from the entry.
    ///
    /// NB: GTK also tells an entry that focus left it when the window stops being the active
    /// one, its focus still in the entry; and so when the emoji chooser (Ctrl+.) closes: GTK 4.8
    /// on X11 gives the keyboard back from the chooser's popup by deactivating the window and
    /// activating it again. The person is still typing there, as after a look at another window:
    /// a commit trimmed the space of "Ada ", and the next key made "AdaL". Where the focus moves,
    /// GTK takes it from the window before it tells the entry.
    private func focusLeft() {
        guard let root = gtk_widget_get_root(entry), gtk_root_get_focus(root) != delegate.widget else { return }
        commit()
    }

    /// Ends editing as focus-out and Enter do: "007" becomes "7", "-" goes back to the model.
    ///
    /// > Note: An entry being destroyed does not commit: every accepted edit reached the model
    /// > when it was made, and a write while the form is taken down is the phantom write of
    /// > seed 004.
    public func commit() {
        guard isAttached, gtk_widget_in_destruction(entry) == 0 else { return }
        settlePendingDeletion()
        // NB: Focus leaves the entry in the middle of a clear (`clear()`), which goes on after it.
        let previous = activity
        activity = .committing
        defer { activity = previous }
        field.commit()
    }
}

extension InputPurpose {
    /// The GTK input purpose, so on-screen keyboards and input methods offer the right keys.
    var gtkPurpose: GtkInputPurpose {
        switch self {
        case .freeForm: GTK_INPUT_PURPOSE_FREE_FORM
        case .digits: GTK_INPUT_PURPOSE_DIGITS
        case .number: GTK_INPUT_PURPOSE_NUMBER
        case .alpha: GTK_INPUT_PURPOSE_ALPHA
        case .phone: GTK_INPUT_PURPOSE_PHONE
        case .email: GTK_INPUT_PURPOSE_EMAIL
        case .name: GTK_INPUT_PURPOSE_NAME
        }
    }

    /// GTK input hints: no spell checking or emoji where only numbers make sense.
    var gtkHints: GtkInputHints {
        switch self {
        case .digits, .number, .phone:
            GtkInputHints(GTK_INPUT_HINT_NO_SPELLCHECK.rawValue | GTK_INPUT_HINT_NO_EMOJI.rawValue)
        case .email:
            GtkInputHints(GTK_INPUT_HINT_NO_SPELLCHECK.rawValue | GTK_INPUT_HINT_LOWERCASE.rawValue)
        case .name:
            GTK_INPUT_HINT_UPPERCASE_WORDS
        case .freeForm, .alpha:
            GTK_INPUT_HINT_NONE
        }
    }
}
