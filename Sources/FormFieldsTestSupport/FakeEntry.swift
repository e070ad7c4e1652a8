import FormFields

/// A `TextSurface` that behaves like a GtkEntry where it matters for the contract.
///
/// Like GTK it reports every change synchronously: a range replacement reports the deletion and
/// then the insertion, and `setText` reports "" first and then the new text, even when the text
/// is the same. Typing methods mimic the keyboard: they change the text and report it to the
/// field as a person's edit.
///
/// ```swift
/// let entry = FakeEntry()
/// entry.attach(field)
/// entry.type("Flower")      // one report per character
/// ```
@MainActor
public final class FakeEntry: TextSurface {
    public private(set) var text = ""
    public private(set) var caret = 0
    public private(set) var anchor = 0
    /// What the field last asked the entry to show under it.
    public private(set) var validation = Validation.valid
    /// Every "changed" report the entry sent, in order, with the text at that moment.
    public private(set) var changes: [String] = []
    /// How often the field replaced text in the entry.
    public private(set) var replacements = 0
    /// How often the field told the person it refused an edit (a GtkEntry's error bell).
    public private(set) var refusals = 0
    /// How often the field asked for a new undo history (a value or text set elsewhere).
    public private(set) var newHistories = 0

    private var report: ((String, Int) -> Void)?
    private var reportCaret: ((Int, Int) -> Void)?

    public init() {}

    /// Connects the entry to `field`: the field drives the entry, the entry reports to the field.
    public func attach<Value>(_ field: BufferedField<Value>) {
        report = { [weak field] text, caret in field?.surfaceChanged(text: text, caret: caret) }
        reportCaret = { [weak field] caret, anchor in field?.caretMoved(to: caret, anchor: anchor) }
        field.surface = self
    }

    // MARK: TextSurface

    public func replace(_ range: Range<Int>, with replacement: String) {
        replacements += 1
        if !range.isEmpty {
            text = text.replacingCodePoints(range, with: "")
            caret = range.lowerBound
            emitChanged()
        }
        if !replacement.isEmpty {
            text = text.replacingCodePoints(range.lowerBound..<range.lowerBound, with: replacement)
            caret = range.lowerBound + replacement.codePointCount
            emitChanged()
        }
        anchor = caret
    }

    public func select(caret: Int, anchor: Int) {
        self.caret = min(max(caret, 0), text.codePointCount)
        self.anchor = min(max(anchor, 0), text.codePointCount)
    }

    public func show(_ validation: Validation) {
        self.validation = validation
    }

    public func showRefusal() {
        refusals += 1
    }

    public func startNewHistory() {
        newHistories += 1
    }

    // MARK: What a person does

    /// Types `characters` one at a time at the caret, replacing any selection first.
    public func type(_ characters: String) {
        for character in characters { insert(String(character)) }
    }

    /// Inserts `text` at the caret in one edit (a paste, or an input method's commit).
    public func insert(_ inserted: String) {
        let range = min(caret, anchor)..<max(caret, anchor)
        text = text.replacingCodePoints(range, with: inserted)
        caret = range.lowerBound + inserted.codePointCount
        anchor = caret
        emitChanged()
    }

    /// Presses Backspace: removes the selection, or the character before the caret.
    public func backspace() {
        if caret != anchor { return deleteSelection() }
        guard caret > 0 else { return }
        let start = text.snappedToGrapheme(caret - 1, forward: false)
        text = text.replacingCodePoints(start..<caret, with: "")
        caret = start
        anchor = start
        emitChanged()
    }

    /// Presses Delete: removes the selection, or the character after the caret.
    public func deleteForward() {
        if caret != anchor { return deleteSelection() }
        guard caret < text.codePointCount else { return }
        let end = text.snappedToGrapheme(caret + 1)
        text = text.replacingCodePoints(caret..<end, with: "")
        emitChanged()
    }

    /// Presses Ctrl+Backspace or Ctrl+Delete: removes the selection, or the text from the caret
    /// back or on to `boundary`, the start or end of the word there. GTK finds it with Pango's
    /// word boundaries, which the fake leaves to the test.
    public func deleteWord(to boundary: Int) {
        if caret != anchor { return deleteSelection() }
        let range = min(caret, boundary)..<max(caret, boundary)
        guard !range.isEmpty else { return }
        text = text.replacingCodePoints(range, with: "")
        caret = range.lowerBound
        anchor = caret
        emitChanged()
    }

    /// Moves the caret (and the selection's other end) as a click or arrow key would, and
    /// tells the field, as GtkEntry's cursor notifications do.
    public func moveCaret(to caret: Int, anchor: Int? = nil) {
        select(caret: caret, anchor: anchor ?? caret)
        reportCaret?(self.caret, self.anchor)
    }

    /// Replaces all text as `gtk_editable_set_text` does: "" is reported first, then the text.
    public func setText(_ newText: String) {
        text = ""
        caret = 0
        anchor = 0
        emitChanged()
        text = newText
        caret = newText.codePointCount
        anchor = caret
        emitChanged()
    }

    private func deleteSelection() {
        let range = min(caret, anchor)..<max(caret, anchor)
        text = text.replacingCodePoints(range, with: "")
        caret = range.lowerBound
        anchor = caret
        emitChanged()
    }

    private func emitChanged() {
        changes.append(text)
        report?(text, caret)
    }
}
