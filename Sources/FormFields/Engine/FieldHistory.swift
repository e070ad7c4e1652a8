/// A field's Undo and Redo, as a widget bound to it offers them: an `UndoHistory` kept in step
/// with the field's text and its model.
///
/// The widget tells the history of each edit a person makes, before and after the field takes
/// it, and runs a person's clear of an optional value through it; Undo and Redo then show what
/// the field showed and give the model back the value it held while no text stood for it
/// (half-typed "2026-03-1" while the model kept 2026-02-10, or the "" of a title a clear took),
/// with one write. Redo of a clear clears again. Each changes what the field shows or holds:
/// a step that a commit left nothing of to take back ("Ada " trimmed to "Ada" as focus left) goes
/// with the one before it. See `UndoHistory` for what a step is.
///
/// ```swift
/// let history = FieldHistory(field: due)
/// let placement = history.place(edit)                      // before each user edit
/// due.surfaceEdited(edit)
/// history.record(edit, shown: entry.state, placed: placement)   // after it
/// history.clear(shown: { entry.state }) { due.setModel(.null, source: .user) }   // a clear button
/// history.undo()                                           // Ctrl+Z
/// history.redo { due.setModel(.null, source: .user) }      // Ctrl+Shift+Z
/// ```
/// > Note: The widget starts the history afresh (`removeAll()`) when the field asks it to
/// > (`TextSurface.startNewHistory()`), except while Undo, Redo or a clear runs: the field
/// > shows their result the same way it shows a value set elsewhere.
@MainActor
public final class FieldHistory {
    /// The field whose edits are recorded and restored.
    public let field: any FormField
    /// The steps recorded so far.
    public private(set) var steps: UndoHistory

    /// An empty history for `field`.
    /// - Parameters:
    ///   - field: The field the widget edits.
    ///   - limit: The most steps kept.
    public init(field: any FormField, limit: Int = 100) {
        self.field = field
        self.steps = UndoHistory(limit: limit)
    }

    /// Whether Undo has a step to take back that changes what the field shows or holds.
    public var canUndo: Bool { stepsToUndo > 0 }
    /// Whether Redo has an undone step to make again that changes what the field shows or holds.
    public var canRedo: Bool { stepsToRedo > 0 }

    /// How many steps Undo takes back: with the last, those a commit left nothing to take back of.
    private var stepsToUndo: Int { steps.stepsToUndo(showing: field.text, holding: field.currentValue) }
    /// How many steps Redo makes again: with the next, those a commit made already.
    private var stepsToRedo: Int { steps.stepsToRedo(showing: field.text, holding: field.currentValue) }

    /// Finds where a person's edit goes, before the field takes it, with the model's value then
    /// where the step it begins keeps it. Hand the result to `record(_:shown:placed:)`.
    /// - Parameter edit: The edit, from what the widget shows before it.
    public func place(_ edit: TextEdit) -> UndoHistory.Placement {
        steps.place(edit, holding: field.valueBehindText)
    }

    /// Records a person's edit, after the field took it.
    /// - Parameters:
    ///   - edit: The edit `placement` was found for.
    ///   - shown: What the widget shows after it: the field's text with the widget's selection.
    ///   - placement: What `place(_:)` returned before the edit.
    public func record(_ edit: TextEdit, shown: TextState, placed placement: UndoHistory.Placement) {
        steps.record(edit, shown: shown, placed: placement)
    }

    /// Runs a person's edit that the widget learns of only once it is made, as the field does
    /// (`surfaceChanged(text:caret:)`), and records it: the edit is what `shown` changed by.
    ///
    /// A widget that is told of an edit before it is made (GtkText's "insert-text") records it
    /// with `place(_:)` and `record(_:shown:placed:)` instead, as the edit it was told of.
    /// - Parameters:
    ///   - shown: What the widget shows: read before the edit and after it.
    ///   - edit: Makes the edit and tells the field of it.
    public func edit(shown: () -> TextState, by edit: () -> Void) {
        let before = shown()
        let value = field.valueBehindText
        edit()
        let after = shown()
        let made = TextEdit(from: before, to: after)
        steps.record(made, shown: after, placed: steps.place(made, holding: value))
    }

    /// Runs a person's clear of the value (a clear button, Esc) as a step of its own, that Undo
    /// takes back to what was shown and held before it and Redo makes again.
    /// - Parameters:
    ///   - shown: What the widget shows: read before the clear and after it.
    ///   - clear: Sets the model to no value and shows it (`OptionalField.clear()`).
    public func clear(shown: () -> TextState, by clear: () -> Void) {
        let before = shown()
        let value = field.currentValue
        clear()
        steps.recordClear(from: before, taking: value, to: shown())
    }

    /// Goes back to what the field showed before the last step, as a person's edit: the model
    /// receives the value of that text, or the value it held then where no text stands for it.
    /// Does nothing when there is nothing to undo.
    ///
    /// A step that would show what the field shows already goes back with the one before it:
    /// "Ada " typed and trimmed to "Ada" when focus left goes back to "" at once.
    public func undo() {
        let count = stepsToUndo
        guard count > 0 else { return }
        for _ in 1..<count { _ = steps.undo(leaving: valueBehindStepEnd) }
        let value = steps.undoGivesBack
        guard let state = steps.undo(leaving: valueBehindStepEnd) else { return }
        show(state, giving: value)
    }

    /// The model's value behind what the field showed after the step Undo takes back, for Redo to
    /// give back: the value behind the text shown, or, where editing ended since and wrote that
    /// text out in full ("12." shown as "12"), the value the model kept behind it.
    private var valueBehindStepEnd: FieldValue? {
        if let value = field.valueBehindText { return value }
        guard let end = steps.undoLeaves, !end.text.hasSameCodePoints(as: field.text) else { return nil }
        return field.currentValue
    }

    /// Makes the last undone step again, as a person's edit; a clear clears again.
    /// Does nothing when there is nothing to redo.
    /// - Parameter clear: The clear `clear(shown:by:)` ran, for a step that was one; `{}` for a
    ///   widget that never clears. Without it, the history would count a clear as made again while
    ///   the field still shows its text.
    public func redo(clearing clear: () -> Void) {
        let count = stepsToRedo
        guard count > 0 else { return }
        for _ in 1..<count { _ = steps.redo() }
        let clears = steps.redoClears
        let value = steps.redoGivesBack
        guard let state = steps.redo() else { return }
        if clears { clear() } else { show(state, giving: value) }
    }

    /// Forgets every step, as when the field shows a value set elsewhere.
    public func removeAll() {
        steps.removeAll()
    }

    /// Shows `state`, and gives the model back `value` where its text does not stand for it.
    private func show(_ state: TextState, giving value: FieldValue?) {
        if let value {
            field.restore(state, value: value, source: .user)
        } else {
            field.restore(state)
        }
    }
}
