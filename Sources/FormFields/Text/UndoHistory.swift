/// What a field showed before each accepted edit, for Undo and Redo.
///
/// Only states the field showed are recorded, so Undo never brings back text a transform refused
/// or cleaned away: after "Flower" was typed into a limit-4 field that shows "Flow", Undo goes
/// back to what was shown before the typing, not to "Flowe". Typing runs are one step (a run
/// ends at whitespace), as are runs of Backspace or Delete; any other edit is a step of its own.
///
/// ```swift
/// var history = UndoHistory()
/// history.record(edit, shown: field.engine.state)   // after each user edit
/// if let state = history.undo() { /* show `state` as a user edit */ }
/// ```
public struct UndoHistory: Hashable, Sendable {
    /// One undoable change: what was shown before it and after it.
    public struct Step: Hashable, Sendable {
        public var before: TextState
        public var after: TextState
        fileprivate var kind: Kind
    }

    fileprivate enum Kind: Hashable, Sendable {
        case typing
        case deleting
        case other
    }

    /// The most steps kept; the oldest go first.
    public let limit: Int
    private var undoSteps: [Step] = []
    private var redoSteps: [Step] = []

    /// - Parameter limit: The most steps kept.
    public init(limit: Int = 100) {
        self.limit = max(limit, 1)
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !undoSteps.isEmpty }
    /// Whether there is an undone step to redo.
    public var canRedo: Bool { !redoSteps.isEmpty }

    /// Records a person's edit and what the field showed after it (the transform's result).
    ///
    /// An edit that left the text as it was (refused, or a caret move) is not a step. Recording
    /// forgets what could be redone.
    public mutating func record(_ edit: TextEdit, shown: TextState) {
        guard edit.before.text != shown.text else { return }
        redoSteps.removeAll()
        let kind = Self.kind(of: edit)
        if kind != .other, var last = undoSteps.last, last.kind == kind, last.after.text == edit.before.text,
            last.after.caret == edit.before.caret
        {
            last.after = shown
            undoSteps[undoSteps.count - 1] = last
            return
        }
        undoSteps.append(Step(before: edit.before, after: shown, kind: kind))
        if undoSteps.count > limit { undoSteps.removeFirst(undoSteps.count - limit) }
    }

    /// Takes back the last step.
    /// - Returns: The state to show, or `nil` when there is nothing to undo.
    public mutating func undo() -> TextState? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        return step.before
    }

    /// Makes the last undone step again.
    /// - Returns: The state to show, or `nil` when there is nothing to redo.
    public mutating func redo() -> TextState? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        return step.after
    }

    /// Forgets every step, as when the text was replaced from elsewhere.
    public mutating func removeAll() {
        undoSteps.removeAll()
        redoSteps.removeAll()
    }

    /// Typing one character (not whitespace) at the caret, Backspace or Delete of one character,
    /// or anything else.
    private static func kind(of edit: TextEdit) -> Kind {
        let selected = !edit.before.selection.isEmpty
        if edit.isBackwardDeletion || edit.isForwardDeletion {
            return edit.removed.count == 1 ? .deleting : .other
        }
        let inserted = edit.inserted
        if !selected && edit.replaced.isEmpty && edit.replaced.lowerBound == edit.before.caret && inserted.count == 1
            && !(inserted.first?.isWhitespace ?? true)
        {
            return .typing
        }
        return .other
    }
}
