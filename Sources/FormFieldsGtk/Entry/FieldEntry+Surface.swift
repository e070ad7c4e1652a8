import CGtk
import FormFields

/// The field drives the entry through `TextSurface`: range replacements, never `set_text`.
extension FieldEntry: TextSurface {
    /// The text in GTK's buffer, as the entry shows it.
    public var text: String { bufferText }

    /// Replaces `range` (code points) with `replacement`; GTK's reports of it are echoes.
    ///
    /// A deletion held back for the character being composed is void once the field writes its
    /// own text over it: the entry shows the field's text again, where the deletion was made.
    ///
    /// NB: Comparing texts does not tell it: a value the app sets again (Fill Example with the
    /// value the field holds) leaves the field's text as the deletion found it, and the deletion
    /// would then empty the entry after the app's value, and write that as typed.
    public func replace(_ range: Range<Int>, with replacement: String) {
        pendingDeletion = nil
        if activity == .committing { handOverPrimary(before: range) }
        let previous = activity
        activity = .rewriting
        defer { activity = previous }
        if !range.isEmpty {
            gtk_editable_delete_text(delegate, Int32(range.lowerBound), Int32(range.upperBound))
        }
        if !replacement.isEmpty {
            var position = Int32(range.lowerBound)
            gtk_editable_insert_text(delegate, replacement, -1, &position)
        }
    }

    /// Gives X11's PRIMARY a copy of the selected text before the commit of an entry focus has
    /// left takes all of that text away, so that GTK drops the entry's selection without giving
    /// PRIMARY up.
    ///
    /// NB: Taking an entry's selected text away collapses its selection, and GtkText then gives
    /// up the PRIMARY it owns (owner None). The entry focus went to claims PRIMARY right after,
    /// by selecting its text (Tab does); GDK heard of the giving up only after that claim, took
    /// it for another program's, and that entry dropped its selection: the next key went in
    /// before its text. A copy is this program's own claim, news GDK ignores; GtkText drops the
    /// old entry's selection as its content leaves PRIMARY and then has nothing to give up. A
    /// rewrite that leaves some of the selected text keeps the selection, and PRIMARY. Only a
    /// realized GtkText owns PRIMARY while it has a selection, so only then is PRIMARY this
    /// entry's to hand over.
    private func handOverPrimary(before range: Range<Int>) {
        let (caret, anchor) = gtkSelection()
        let selection = min(caret, anchor)..<max(caret, anchor)
        guard !selection.isEmpty, range.lowerBound <= selection.lowerBound, selection.upperBound <= range.upperBound,
            gtk_widget_has_focus(delegate.widget) == 0, gtk_widget_get_realized(delegate.widget) != 0
        else { return }
        let primary = gtk_widget_get_primary_clipboard(delegate.widget)
        guard gdk_clipboard_is_local(primary) != 0, gdk_clipboard_get_content(primary) != nil else { return }
        let selected = gtk_editable_get_chars(delegate, Int32(selection.lowerBound), Int32(selection.upperBound))
        defer { g_free(selected) }
        gdk_clipboard_set_text(primary, selected)
    }

    /// Text the field shows on its own (a model change made elsewhere, a draft) starts a new
    /// history: undoing past it would write the old value back. A clear the entry makes as a
    /// step of its history (`clear()`) does not.
    public func startNewHistory() {
        if activity == .idle { history.removeAll() }
    }

    /// Places the caret; while GTK announces an edit, only notes where the caret belongs. An
    /// entry that focus has left keeps GTK's selection, and gets only a caret that selects
    /// nothing: "1,234.5|" written out in full is "1,234.50|", not "1,234.5|0", for an entry
    /// focused again without selecting its text.
    ///
    /// NB: Collapsing the selection of the entry focus left gives up X11's PRIMARY just as the
    /// entry focus went to claims it by selecting its text (Tab does), and news of the two
    /// arriving out of order made that entry drop its selection: the next key went in before
    /// its text rather than over it. Selecting text claims PRIMARY. Moving a caret that selects
    /// nothing does neither.
    public func select(caret: Int, anchor: Int) {
        requestedSelection = (caret, anchor)
        guard activity != .announcing else { return }
        if activity == .committing && gtk_widget_has_focus(delegate.widget) == 0 {
            let (shownCaret, shownAnchor) = gtkSelection()
            guard caret == anchor, shownCaret == shownAnchor else { return }
        }
        placeSelection(caret: caret, anchor: anchor)
    }

    /// Shows the field's message under the entry; an error also draws the entry in red (CSS
    /// class `error`). The message describes the entry while it shows (`describeEntry(showing:)`),
    /// which is how a screen reader hears that the text is wrong, and why.
    ///
    /// NB: The entry is not given GTK_ACCESSIBLE_STATE_INVALID. GTK 4.8 reports it over AT-SPI as
    /// INVALID, the state of an object that is gone, not as INVALID_ENTRY, and Orca then takes the
    /// entry for dead: focus coming back to it is not followed, so neither its name nor its message
    /// is read, and what is typed or deleted there afterwards is not echoed.
    public func show(_ validation: Validation) {
        if validation.isError {
            gtk_widget_add_css_class(entry, "error")
        } else {
            gtk_widget_remove_css_class(entry, "error")
        }
        describeEntry(showing: validation.message)
        guard let messageLabel else { return }
        gtk_label_set_text(messageLabel.label, validation.message ?? "")
        gtk_widget_set_visible(messageLabel, validation.message == nil ? 0 : 1)
        if validation.isError {
            gtk_widget_add_css_class(messageLabel, "error")
            gtk_widget_remove_css_class(messageLabel, "dim-label")
        } else {
            gtk_widget_add_css_class(messageLabel, "dim-label")
            gtk_widget_remove_css_class(messageLabel, "error")
        }
    }

    /// Points the entry's accessible description (what a screen reader says after its name) at
    /// the line that tells something now: the message while there is one, else the hint, or the
    /// message line while there is no hint; and gives the entry that line's text as its
    /// description.
    ///
    /// NB: GTK replaces the relation as a whole, so the hint an entry of a `.ui` file was
    /// described by is given to the binding (`hintLabel`), not kept from the file. GTK 4.8
    /// makes the description a screen reader hears of the entry's own description property
    /// only, never of the labels the relation points at, so the text is copied: the hint's as
    /// it reads when the field's message changes.
    func describeEntry(showing message: String?) {
        let line = message != nil ? messageLabel ?? hintLabel : hintLabel ?? messageLabel
        guard let line else { return }
        formfields_accessible_set_described_by(entry.accessible, line.accessible)
        let text = line == messageLabel ? message : String(cString: gtk_label_get_text(line.label))
        formfields_accessible_set_description(entry.accessible, text)
    }

    /// Keeps the entry's description in step with its hint, which an app may write or change
    /// after binding (a row that fills in its labels afterwards, a language chosen later).
    func followHint() {
        guard let hintLabel else { return }
        connections.append(
            hintLabel.connect(.notify("label")) { [weak self] _ in
                guard let self, self.isAttached else { return }
                self.describeEntry(showing: self.field.validation.message)
            })
    }

    /// Rings GTK's error bell, as GtkSpinButton does for a letter typed into a number and
    /// GtkText for a key past its maximum length: a sound or a flash, as the desktop's settings
    /// (`gtk-error-bell`) say.
    public func showRefusal() {
        gtk_widget_error_bell(entry)
    }

    /// Whether Pango, which moves GtkText's caret for arrow keys and clicks, stops it at `offset`
    /// in `text`.
    public func isCaretStop(_ offset: Int, in text: String) -> Bool {
        let length = text.codePointCount
        guard offset > 0, offset < length else { return true }
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: length + 1)
        pango_get_log_attrs(text, -1, -1, pango_language_get_default(), &attributes, Int32(attributes.count))
        return attributes[offset].is_cursor_position != 0
    }

    /// Moves GTK's caret and selection unless they are there already.
    func placeSelection(caret: Int, anchor: Int) {
        guard gtkSelection() != (caret, anchor) else { return }
        let previous = activity
        activity = .rewriting
        defer { activity = previous }
        gtk_editable_select_region(delegate, Int32(anchor), Int32(caret))
    }
}
