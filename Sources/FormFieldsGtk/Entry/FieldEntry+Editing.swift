import CGtk
import FormFields

// How a FieldEntry learns of edits. GTK 4.8, measured (GtkEntryBehaviourTests):
// - "insert-text" runs before the buffer changes; "changed" is emitted inside its default
//   handler while the caret still stands where it was; the caller (a keystroke, an input
//   method's commit, a paste) moves the caret to the returned `position` only afterwards.
//   A caret placed inside "changed" is overwritten, and a rewrite there runs nested inside the
//   buffer's own signal. So the entry decides in "insert-text", before anything changed.
// - Typing over a selection is two edits for GTK, "delete-text" then "insert-text", each with
//   its own "changed"; a paste over a selection is the same pair with one "changed" at the end;
//   `gtk_editable_set_text` deletes everything and then inserts. The entry holds such a
//   deletion back and joins it with the insertion that follows, so the field sees one edit.
// - Backspace after a character made of several code points in a script that takes it apart
//   (a Hebrew letter with its points, an Arabic one with its vowel mark, Hangul jamo, Devanagari)
//   deletes the whole character and inserts it again without its last code point. An input
//   method that replaces text before the caret (Vietnamese Telex turns "a" and "a" into "â")
//   deletes it ("delete-surrounding") and then commits the replacement. Both are one edit too.
// - An input method that starts composing (a dead key, a Compose sequence) over a selection
//   has GtkText delete the selection at once; what it commits comes keys later. The deletion
//   waits for the composing to end, so a character typed over a selection this way is one edit
//   as well, and a composing given up (Esc) is the deletion alone.

extension FieldEntry {
    func connectEditing() {
        connections += [
            delegate.connect(.insertText) { [weak self] inserted, position in
                self?.textWillInsert(inserted, at: position)
            },
            delegate.connect(.deleteText) { [weak self] start, end in
                self?.textWillDelete(from: Int(start), to: Int(end))
            },
            entry.connect(.changed) { [weak self] in self?.entryChanged() },
            delegate.connect(.backspace) { [weak self] in self?.isBackspacing = true },
            delegate.connect(.backspace, after: true) { [weak self] in self?.isBackspacing = false },
            delegate.connect(.deleteFromCursor) { [weak self] type, count in
                self?.isDeletingWordBackward = type == Int32(GTK_DELETE_WORD_ENDS.rawValue) && count < 0
            },
            delegate.connect(.deleteFromCursor, after: true) { [weak self] _, _ in
                self?.isDeletingWordBackward = false
            },
            delegate.connect(.notify("cursor-position")) { [weak self] _ in self?.selectionMoved() },
            delegate.connect(.notify("selection-bound")) { [weak self] _ in self?.selectionMoved() },
            entry.connect(.destroy) { [weak self] in self?.unbind() },
        ]
        if let inputMethod {
            // NB: "preedit-end" comes before the "commit" of what was composed, in the same turn.
            connections.append(
                inputMethod.connect(.preeditEnd) { [weak self] in
                    MainLoop.schedule { [weak self] in self?.settlePendingDeletion() }
                })
        }
    }

    // MARK: Edits GTK announces

    private func textWillInsert(_ offered: String, at position: UnsafeMutablePointer<Int32>) {
        let caretBeforeClick = caretBeforeMiddleClick
        caretBeforeMiddleClick = nil
        guard activity != .rewriting else { return counters.echoes += 1 }
        let offset = Int(position.pointee)
        let drop = currentDrop()
        let inserted = fittingInBuffer(offered)
        let isCut = inserted.utf8.count != offered.utf8.count
        let edit: TextEdit
        var beforeMiddleClick: TextState?
        // NB: A deletion held back while a character is composed waits keys long: a value the app
        // set meanwhile replaced the text it was made in, and joined with the commit it would
        // bring that text back.
        if let deletion = pendingDeletion, deletion.replaced.lowerBound == offset,
            field.text.hasSameCodePoints(as: deletion.before.text)
        {
            // Typing, pasting or setting text over what GTK just deleted: one edit.
            pendingDeletion = nil
            edit = TextEdit(from: deletion.before, replacing: deletion.replaced, with: inserted)
        } else {
            settlePendingDeletion()
            // A paste of PRIMARY edits the text as it was before the middle click moved the caret.
            beforeMiddleClick = caretBeforeClick.map { TextState(field.text, caret: $0) }
            edit =
                drop?.movesSelection == true
                ? movingSelection(to: offset, offered)
                : TextEdit(from: beforeMiddleClick ?? shownState(), replacing: offset..<offset, with: inserted)
        }
        // NB: GtkText leaves the caret where it stood after a drop; the entry makes a drop
        // itself, as it makes a cut insertion, and places the caret after it, as a paste does.
        let caret = announce(
            edit, stopping: "insert-text", evenIfAccepted: isCut || drop != nil,
            insertingAt: drop == nil ? offset : nil)
        if let caret { position.pointee = Int32(caret) }
        if let beforeMiddleClick { keepCaret(of: beforeMiddleClick, at: position) }
        if let drop, drop.movesSelection || isCut || !field.text.hasSameCodePoints(as: edit.after.text) {
            keepDraggedText(of: drop)
        }
    }

    /// The beginning of `text` that GTK's buffer will keep, in whole characters.
    ///
    /// GtkEntryBuffer holds at most 65,534 bytes of UTF-8 (and `max-length` code points when
    /// that is set) and silently drops the rest of an insertion, so the field is asked about
    /// only what will stay: a 1 MB paste must not reach the model whole while the entry shows
    /// its first 64 KiB. GTK cuts between any two code points; the field cuts before the
    /// character that does not fit whole, so "👍🏽" does not become "👍", nor a family of three
    /// "👨‍👩" two.
    private func fittingInBuffer(_ text: String) -> String {
        let buffer = gtk_entry_get_buffer(entry.entry)
        var bytesLeft = Self.bufferByteLimit - Int(gtk_entry_buffer_get_bytes(buffer))
        let maximumLength = Int(gtk_entry_buffer_get_max_length(buffer))
        var codePointsLeft = maximumLength > 0 ? maximumLength - Int(gtk_entry_buffer_get_length(buffer)) : Int.max
        guard text.utf8.count > bytesLeft || text.unicodeScalars.count > codePointsLeft else { return text }
        var end = text.startIndex
        while end < text.endIndex {
            let next = text.index(after: end)
            let character = text[end..<next]
            bytesLeft -= character.utf8.count
            codePointsLeft -= character.unicodeScalars.count
            guard bytesLeft >= 0, codePointsLeft >= 0 else { break }
            end = next
        }
        return String(text[..<end])
    }

    /// GtkEntryBuffer's capacity in bytes (measured on GTK 4.8: one below `G_MAXUSHORT`).
    static let bufferByteLimit = 65_534

    private func textWillDelete(from start: Int, to end: Int) {
        caretBeforeMiddleClick = nil
        guard activity != .rewriting else { return counters.echoes += 1 }
        if let deletion = pendingDeletion, start == deletion.replaced.lowerBound, end > start,
            let inputMethod, inputMethod.isEmitting("commit"), field.text.hasSameCodePoints(as: deletion.before.text)
        {
            // NB: In overwrite mode, the commit of a character composed over a selection deletes
            // the character after the selection too, before it inserts: one deletion with it.
            let replaced = start..<(deletion.replaced.upperBound + end - start)
            pendingDeletion = TextEdit(from: deletion.before, replacing: replaced, with: "")
            MainLoop.schedule { [weak self] in self?.settlePendingDeletion() }
            return
        }
        settlePendingDeletion()
        let before = shownState()
        let range = start..<(end < 0 ? before.length : max(end, start))
        guard !range.isEmpty else { return }
        if let kept = wordDeletionKeepingDecimalSeparator(range, of: before) {
            // GTK's deletion would take the separator too: the field deletes the word alone.
            if kept.isEmpty {
                g_signal_stop_emission_by_name(delegate.rawPointer, "delete-text")
            } else {
                announce(
                    TextEdit(from: before, replacing: kept, with: ""), stopping: "delete-text", evenIfAccepted: true)
            }
            return
        }
        let edit = TextEdit(from: before, replacing: range, with: "")
        if let inputMethod, inputMethod.isEmitting("preedit-start") {
            // The input method's commit, or the end of its composing, decides.
            pendingDeletion = edit
            return
        }
        if range == before.selection || end < 0 || gtk_text_get_overwrite_mode(delegate.gtkText) != 0
            || insertionMayFollow(deleting: range)
        {
            // An insertion may follow at once; decide when it comes, or when this turn ends.
            pendingDeletion = edit
            MainLoop.schedule { [weak self] in self?.settlePendingDeletion() }
            return
        }
        announce(edit, stopping: "delete-text")
    }

    /// Whether GTK deletes `range` to insert part of it, or its replacement, right after: an
    /// input method replacing text before the caret, or Backspace taking apart a character of
    /// several code points, which GTK does where Pango says Backspace deletes a code point at a
    /// time (not after a Latin, Cyrillic or Greek letter, kana or a Hangul syllable: "é" goes
    /// whole) and inserts the rest again only when the character's decomposition (NFD) has more
    /// than one.
    ///
    /// NB: An input method out of process (IBus) sends its deletion and its commit as two D-Bus
    /// messages; a commit that arrives after the main loop's turn ended finds the deletion
    /// handed to the field already, as an edit of its own.
    private func insertionMayFollow(deleting range: Range<Int>) -> Bool {
        if let inputMethod, inputMethod.isEmitting("delete-surrounding") { return true }
        guard isBackspacing else { return false }
        let deleted = gtk_editable_get_chars(delegate, Int32(range.lowerBound), Int32(range.upperBound))
        let decomposed = g_utf8_normalize(deleted, -1, G_NORMALIZE_NFD)
        defer { g_free(deleted); g_free(decomposed) }
        guard g_utf8_strlen(decomposed, -1) > 1 else { return false }
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: range.count + 1)
        pango_get_log_attrs(deleted, -1, -1, pango_language_get_default(), &attributes, Int32(attributes.count))
        return attributes[range.count].backspace_deletes_character != 0
    }

    /// GtkText's input method: the one its key controller hands keys to.
    static func inputMethod(of text: OpaquePointer) -> UnsafeMutablePointer<GtkIMContext>? {
        controller(of: text, type: gtk_event_controller_key_get_type()) {
            gtk_event_controller_key_get_im_context($0.keyController)
        }
    }

    /// What `found` makes of the first of GtkText's controllers of `type` it makes something of.
    static func controller<Found>(
        of text: OpaquePointer, type: GType, _ found: (UnsafeMutableRawPointer) -> Found?
    ) -> Found? {
        let controllers = gtk_widget_observe_controllers(text.widget)!
        defer { g_object_unref(controllers.rawPointer) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            let controller = g_list_model_get_item(controllers, index)!
            defer { g_object_unref(controller) }
            guard controller.isInstance(of: type), let result = found(controller) else { continue }
            return result
        }
        return nil
    }

    /// Asks the field about an edit GTK is about to make; when the field shows its own result
    /// instead, stops GTK's edit and places the caret.
    /// - Returns: The caret the field chose, when GTK's edit was stopped.
    /// - Parameters:
    ///   - evenIfAccepted: Stop GTK's edit and show the field's result also when the field took
    ///     the edit as it is, because GTK would make a different one (a cut insertion).
    ///   - insertionPoint: Where "insert-text" inserts; its caller moves the caret to the
    ///     position the signal hands back.
    @discardableResult
    private func announce(
        _ edit: TextEdit, stopping signal: String, evenIfAccepted: Bool = false, insertingAt insertionPoint: Int? = nil
    ) -> Int? {
        counters.announced += 1
        requestedSelection = nil
        let placement = history.place(edit)
        activity = .announcing
        let goesAhead = field.surfaceWillEdit(edit)
        activity = .idle
        let caret = requestedSelection?.caret ?? edit.after.caret
        let anchor = requestedSelection?.anchor ?? caret
        let shown =
            goesAhead && caret == edit.after.caret && anchor == edit.after.anchor
            ? edit.after : TextState(field.text, caret: caret, anchor: anchor)
        history.record(edit, shown: shown, placed: placement)
        guard !goesAhead || evenIfAccepted else { return nil }
        counters.dropped += 1
        g_signal_stop_emission_by_name(delegate.rawPointer, signal)
        if goesAhead {
            // The field expects GTK's edit, which GTK would make differently: make it here, over
            // what the buffer still holds of the replaced text (none of a selection GTK deleted
            // before inserting, all of it for a move within the entry).
            let length = Int(gtk_entry_buffer_get_length(gtk_entry_get_buffer(entry.entry)))
            let held = length - (edit.before.length - edit.replaced.count)
            replace(edit.replaced.lowerBound..<(edit.replaced.lowerBound + held), with: String(edit.inserted))
        }
        // NB: GtkText moves the caret to the returned position after typing, pasting and input
        // methods, as GTK's own insertions expect: moving it here as well costs a second caret
        // move (about as much as the keystroke). Only when the field's result moved GTK's caret
        // away from the insertion point, or selects text, does the entry place it itself.
        if let insertionPoint, shown.caret == shown.anchor, gtkSelection() == (insertionPoint, insertionPoint) {
            return shown.caret
        }
        placeSelection(caret: shown.caret, anchor: shown.anchor)
        return shown.caret
    }

    /// Hands a held-back deletion to the field as an edit of its own.
    func settlePendingDeletion() {
        guard let deletion = pendingDeletion else { return }
        pendingDeletion = nil
        // NB: If the model changed meanwhile, the field already showed it over GTK's deletion.
        guard field.text.hasSameCodePoints(as: deletion.before.text) else { return }
        counters.announced += 1
        let placement = history.place(deletion)
        field.surfaceEdited(deletion)
        history.record(deletion, shown: shownState(), placed: placement)
    }

    // MARK: What GTK reports afterwards

    private func entryChanged() {
        counters.changed += 1
        guard activity != .rewriting else { return counters.echoes += 1 }
        guard !isDeletionPending, activity == .idle, !bufferShowsField() else { return }
        // NB: Only a change that bypassed the editable's signals (the GtkEntryBuffer set
        // directly) gets here; the field reads it as an edit found by comparing texts.
        history.removeAll()
        field.surfaceChanged(text: bufferText, caret: Int(gtk_editable_get_position(delegate)))
    }

    private func selectionMoved() {
        forgetMiddleClickAfterThisTurn()
        guard activity == .idle, !isDeletionPending else { return }
        let (caret, anchor) = gtkSelection()
        if let requested = requestedSelection, requested == (caret, anchor) { return }
        requestedSelection = nil
        field.caretMoved(to: caret, anchor: anchor)
    }

    // MARK: Reading the entry

    /// The field's text with GTK's caret and selection.
    func shownState() -> TextState {
        let (caret, anchor) = gtkSelection()
        return TextState(field.text, caret: caret, anchor: anchor)
    }

    /// GTK's caret and the other end of its selection (the caret when nothing is selected).
    func gtkSelection() -> (caret: Int, anchor: Int) {
        var start: Int32 = 0
        var end: Int32 = 0
        let caret = Int(gtk_editable_get_position(delegate))
        guard gtk_editable_get_selection_bounds(delegate, &start, &end) != 0 else { return (caret, caret) }
        return (caret, Int(start) == caret ? Int(end) : Int(start))
    }

    /// The text in GTK's buffer.
    var bufferText: String { String(cString: gtk_editable_get_text(delegate)) }

    /// Whether GTK's buffer holds the field's text, compared without copying either.
    private func bufferShowsField() -> Bool {
        Self.buffer(gtk_entry_get_buffer(entry.entry), holds: field.text)
    }

    // NB: nonisolated, so that the closure given to `withUTF8` is too: a main-actor closure
    // checks its executor when it runs, on every keystroke here.
    private nonisolated static func buffer(
        _ buffer: UnsafeMutablePointer<GtkEntryBuffer>?, holds text: String
    ) -> Bool {
        let bytes = Int(gtk_entry_buffer_get_bytes(buffer))
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count == bytes, let textBytes = utf8.baseAddress, bytes > 0 else { return utf8.count == bytes }
            return memcmp(textBytes, gtk_entry_buffer_get_text(buffer), bytes) == 0
        }
    }
}
