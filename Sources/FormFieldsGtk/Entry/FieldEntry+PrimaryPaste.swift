import CGtk
import FormFields

// Text pasted with the middle button, as GTK 4.8 pastes it (measured with clicks from the X
// server): the press starts reading X11's PRIMARY selection; once the text arrives, GtkText
// moves the caret to where the button was pressed (a selection the press was outside of goes)
// and inserts the text there, in the same turn of the main loop. Left to GTK, text the field
// refused left the caret at that point: "world" middle-clicked before the 1 of "12|3" in a field
// of digits showed "|123", where a full GtkEntry of GTK's own, or a refused Ctrl+V, leaves
// "12|3". The entry makes the paste an edit of the text as it was before the click: refused, it
// leaves the caret where it stood; taken, the caret goes after the pasted text, and Undo brings
// the caret back too.

extension FieldEntry {
    /// Notes where the caret stands as the middle button is pressed on the entry, for the
    /// paste GtkText makes of the press (`caretBeforeMiddleClick`).
    ///
    /// NB: Capture phase on the entry, ahead of GtkText's own gesture, which claims the press.
    /// GtkText pastes on a single press only, not on a double click's second.
    func followMiddleClicks() {
        let clicks = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(clicks.gestureSingle, 0)  // every button
        gtk_event_controller_set_propagation_phase(clicks.eventController, GTK_PHASE_CAPTURE)
        connections.append(
            clicks.connect(.pressed) { [weak self] count, _, _ in
                guard let self else { return }
                let button = gtk_gesture_single_get_current_button(clicks.gestureSingle)
                caretBeforeMiddleClick = button == UInt32(GDK_BUTTON_MIDDLE) && count == 1 ? gtkSelection().caret : nil
            })
        gtk_widget_add_controller(entry, clicks.eventController)
        controllers.append(clicks.eventController)
    }

    /// Leaves the caret where it stood before the middle click, as in `before`, when the field
    /// took nothing of what GtkText pasted: GtkText moves the caret to `position` once
    /// "insert-text" returns, and the field follows it (`selectionMoved()`).
    func keepCaret(of before: TextState, at position: UnsafeMutablePointer<Int32>) {
        guard field.text.hasSameCodePoints(as: before.text) else { return }
        position.pointee = Int32(before.caret)
    }

    /// Forgets the caret noted at a middle click once the main loop's turn ends: a caret GTK
    /// moves to paste is followed at once by the insertion, and one moved by anything else,
    /// after a middle click that pasted nothing (PRIMARY empty), must not come back later.
    func forgetMiddleClickAfterThisTurn() {
        guard caretBeforeMiddleClick != nil else { return }
        MainLoop.schedule { [weak self] in self?.caretBeforeMiddleClick = nil }
    }
}
