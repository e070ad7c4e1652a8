import CGtk
import FormFields

// Text dropped on the entry, as GTK 4.8 hands it over (measured with drags from the X server):
// - GtkText inserts a drop at the drop point ("insert-text" inside its GtkDropTarget's "drop"),
//   or over the entry's selection when dropped in it, leaves the caret where it stood, and
//   reports every drop as done, whatever became of the insertion.
// - A move (Shift held, or a drag within one entry) then deletes the dragged text where it came
//   from: the GtkText the drag started in, in this program or another, deletes its selection
//   when the drag's selected action is MOVE ("dnd-finished", after the drop).
// Left to GTK, "world" moved into a number field, or into a field of 4 with room for 2, was gone
// from both entries or cut to "wo" (moved out of another program's entry too), and a word moved
// within one entry was two edits, the first showing it twice ("hello worldhello", then
// " worldhello", both written). The entry makes a move within it one edit, and a drop the field
// does not take as it came a copy.

extension FieldEntry {
    /// A drop GtkText is inserting.
    struct Drop {
        /// The GdkDrop.
        let drop: OpaquePointer
        /// Whether the drag moves text selected in this entry.
        let movesSelection: Bool
    }

    /// The drop GtkText is inserting now, or `nil` when the insertion is not a drop.
    func currentDrop() -> Drop? {
        guard let dropTarget, dropTarget.isEmitting("drop"),
            let drop = gtk_drop_target_get_current_drop(dropTarget)
        else { return nil }
        // NB: A drag from another program is not this program's: GTK gives no GdkDrag for it.
        guard let drag = gdk_drop_get_drag(drop) else { return Drop(drop: drop, movesSelection: false) }
        return Drop(drop: drop, movesSelection: isMovingSelection(drag))
    }

    /// Whether `drag` is a move out of this entry's GtkText.
    ///
    /// NB: GTK 4.8 offers no way to ask which widget a drag started in; GtkText connects its
    /// "dnd-finished" handler, which deletes the selection after a move, with itself as the data.
    private func isMovingSelection(_ drag: OpaquePointer) -> Bool {
        guard gdk_drag_get_selected_action(drag) == GDK_ACTION_MOVE else { return false }
        let match = GSignalMatchType(G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_DATA.rawValue)
        let finished = g_signal_lookup("dnd-finished", gdk_drag_get_type())
        return g_signal_handler_find(drag.rawPointer, match, finished, 0, nil, nil, delegate.rawPointer) != 0
    }

    /// The selected text moved to `offset` as one edit: the text between its old and new
    /// places rewritten in the new order, the caret after the moved text. A drop in the
    /// selection itself, or of other text, is an insertion at `offset`.
    func movingSelection(to offset: Int, _ moved: String) -> TextEdit {
        let before = shownState()
        let selection = before.selection
        guard offset < selection.lowerBound || offset > selection.upperBound,
            before.text.codePoints(selection) == moved[...]
        else { return TextEdit(from: before, replacing: offset..<offset, with: moved) }
        guard offset < selection.lowerBound else {
            let between = before.text.codePoints(selection.upperBound..<offset)
            return TextEdit(from: before, replacing: selection.lowerBound..<offset, with: between + moved)
        }
        let between = before.text.codePoints(offset..<selection.lowerBound)
        var edit = TextEdit(from: before, replacing: offset..<selection.upperBound, with: moved + between)
        edit.after.caret = offset + selection.count
        edit.after.anchor = edit.after.caret
        return edit
    }

    /// Makes `drop` a copy, so the text dragged stays where it was, in this program or another:
    /// GtkText (as GtkTextView) deletes it after the drop only when the drag's selected action
    /// is MOVE.
    ///
    /// NB: GTK 4.8 on X11 sets a drag's selected action from the last status its drop sent
    /// (XdndStatus), and tells the source the drop finished whatever action the drop finished
    /// with. A status allowing COPY alone, sent during the drop before GtkDropTarget finishes it,
    /// leaves a copy, or no action when the drag offered only a move (Shift held); the drag may
    /// be another program's, which this program cannot touch.
    func keepDraggedText(of drop: Drop) {
        gdk_drop_status(drop.drop, GDK_ACTION_COPY, GDK_ACTION_COPY)
    }
}
