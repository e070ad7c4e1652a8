/// What a field showed before each accepted edit, for Undo and Redo.
///
/// Only states the field showed are recorded, so Undo never brings back text a transform refused
/// or cleaned away: after "Flower" was typed into a limit-4 field that shows "Flow", Undo goes
/// back to what was shown before the typing, not to "Flowe". Typing runs are one step (a run
/// ends at whitespace), as are runs of Backspace or Delete; any other edit is a step of its own,
/// and so is a person's clear of an optional value (`recordClear(from:taking:to:)`). Undo and
/// Redo end a run: typing after them is a step of its own, never part of the run they went back
/// into.
///
/// Editing's end rewrites the text without a step, so every Ctrl+Z changes what is shown: "Ada "
/// typed (the space a step of its own) shows "Ada" once focus leaves, and Undo of the space
/// would show "Ada" again; it goes back with the typing before it, to ""
/// (`stepsToUndo(showing:holding:)`). Redo makes them again one at a time, "Ada", then "Ada ",
/// and makes a step that would show what is shown with the one after it. With no step before
/// the space (the "Ada" was the app's), Undo does nothing.
///
/// Where the text shown reads as no value (half-typed "2026-03-1" while the model keeps
/// 2026-02-10), a step keeps the model's value too, and Undo and Redo give it back with the
/// text (`undoGivesBack`, `redoGivesBack`), so the model never keeps a value that was undone.
///
/// This is the record alone; a widget wants `FieldHistory`, which keeps one for a field and
/// makes the calls on both in the order they need.
///
/// ```swift
/// var history = UndoHistory()
/// let placement = history.place(edit, holding: field.valueBehindText)   // before each user edit
/// history.record(edit, shown: field.engine.state, placed: placement)     // after it
/// if let state = history.undo(leaving: field.valueBehindText) { field.restore(state, source: .user) }
/// ```
public struct UndoHistory: Hashable, Sendable {
    /// One undoable change: what was shown before it and after it.
    public struct Step: Hashable, Sendable {
        /// What the field showed before the change.
        public var before: TextState
        /// What the field showed after it.
        public var after: TextState
        fileprivate var kind: Kind
        /// The model's value while the field showed `before`, where that text reads as no value
        /// (or a clear took it); Undo gives it back.
        fileprivate var valueBefore: FieldValue?
        /// The model's value while the field showed `after`, where that text reads as no value,
        /// as Undo found it; Redo gives it back.
        fileprivate var valueAfter: FieldValue? = nil
    }

    fileprivate enum Kind: Hashable, Sendable {
        case typing
        case deleting
        case other
        /// A clear button or Esc: Redo clears again rather than showing `after`.
        case clearing
    }

    /// The most steps kept; the oldest go first.
    public let limit: Int
    private var undoSteps: [Step] = []
    /// How many of the first `undoSteps` are beyond the limit: no longer undoable, dropped in
    /// bulk so that recording a step does not move the whole array every time.
    private var forgotten = 0
    private var redoSteps: [Step] = []
    /// Counts the changes to the steps, so that an edit placed before one is not recorded among
    /// steps that are no longer those it was placed among.
    private var changes = 0
    /// Whether the last step is still being made, and an edit of its kind may join it: not once
    /// Undo or Redo went back to it (nor to the step beyond the limit that Undo leaves last).
    private var lastStepGrows = false

    /// An empty history.
    /// - Parameter limit: The most steps kept.
    public init(limit: Int = 100) {
        self.limit = max(limit, 1)
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { undoSteps.count > forgotten }
    /// Whether there is an undone step to redo.
    public var canRedo: Bool { !redoSteps.isEmpty }
    /// Whether the step Redo makes again is a clear (`recordClear(from:taking:to:)`): the value
    /// is to be cleared again, since showing its empty text would write the empty value, not `nil`.
    public var redoClears: Bool { redoSteps.last?.kind == .clearing }
    /// The value Undo gives back to the model along with the text it shows: the value the model
    /// held while the field showed that text, where no text stands for it (a date behind
    /// half-typed text, or the `""` of a title a clear took). `nil` when the text's own value is
    /// written, as for any edit.
    public var undoGivesBack: FieldValue? { canUndo ? undoSteps.last?.valueBefore : nil }
    /// What the field showed after the step Undo takes back; `nil` when there is nothing to undo.
    public var undoLeaves: TextState? { canUndo ? undoSteps.last?.after : nil }
    /// The value Redo gives back to the model along with the text it shows, as `undoGivesBack`.
    public var redoGivesBack: FieldValue? { redoSteps.last?.valueAfter }

    /// How many steps Undo takes back for the field to show or hold something else than it does:
    /// the last step, and before it each step that would show `text` again with `value` in the
    /// model, as after a commit rewrote the text its step ended with. 0 when every step would.
    /// - Parameters:
    ///   - text: The text the field shows.
    ///   - value: The model's value (`FormField.currentValue`).
    public func stepsToUndo(showing text: String, holding value: FieldValue) -> Int {
        Self.steps(undoSteps[forgotten...].reversed(), toChange: text, holding: value) { ($0.before, $0.valueBefore) }
    }

    /// How many steps Redo makes again for the field to show or hold something else than it does,
    /// as `stepsToUndo(showing:holding:)` counts them: a clear holds no value after it.
    public func stepsToRedo(showing text: String, holding value: FieldValue) -> Int {
        Self.steps(redoSteps.reversed(), toChange: text, holding: value) {
            ($0.after, $0.kind == .clearing ? .null : $0.valueAfter)
        }
    }

    /// How many of `steps`, in the order they are taken, up to the first that shows text other
    /// than `text` or gives the model a value other than `value`; 0 when none does.
    /// - Parameter end: What taking a step shows, and the value it gives back (`nil`: the text's own).
    private static func steps(
        _ steps: some Sequence<Step>, toChange text: String, holding value: FieldValue,
        end: (Step) -> (shown: TextState, value: FieldValue?)
    ) -> Int {
        var count = 0
        for step in steps {
            count += 1
            let (shown, given) = end(step)
            if !shown.text.hasSameCodePoints(as: text) || (given ?? value) != value { return count }
        }
        return 0
    }

    /// Where a person's edit goes, found before the field takes it: joined to the last step (a
    /// run of typing, or of Backspace), or a step of its own that keeps the model's value from
    /// before it. `record(_:shown:placed:)` takes it after the edit.
    public struct Placement: Hashable, Sendable {
        fileprivate var kind: Kind
        /// The index of the step the edit joins.
        fileprivate var joining: Int?
        /// What the step the edit begins keeps as the model's value before it.
        fileprivate var value: FieldValue?
        /// The history's `changes` when the edit was placed.
        fileprivate var changes: Int

        /// Whether the edit begins a step rather than joining the last one.
        public var beginsStep: Bool { joining == nil }
    }

    /// Finds where `edit` goes, before the field takes it: the model's value then is the step's
    /// to keep when the edit begins one.
    ///
    /// ```swift
    /// let placement = history.place(edit, holding: field.valueBehindText)
    /// field.surfaceEdited(edit)
    /// history.record(edit, shown: field.engine.state, placed: placement)
    /// ```
    /// - Parameters:
    ///   - edit: The edit, from what the field shows before it.
    ///   - value: The model's value behind the text shown before the edit, where that text reads
    ///     as no value (`FormField.valueBehindText`); read only when the edit begins a step.
    public func place(_ edit: TextEdit, holding value: @autoclosure () -> FieldValue?) -> Placement {
        let kind = Self.kind(of: edit)
        let joining = joinedStep(for: edit, kind: kind)
        return Placement(kind: kind, joining: joining, value: joining == nil ? value() : nil, changes: changes)
    }

    /// Records a person's edit and what the field showed after it (the transform's result).
    ///
    /// An edit that left the text as it was (refused, or a caret move) is not a step. Recording
    /// forgets what could be redone.
    /// - Parameters:
    ///   - edit: The edit, from what the field showed before it.
    ///   - shown: What the field showed after it.
    ///   - value: The model's value before the edit where the text read as no value
    ///     (`FormField.valueBehindText`), kept when the edit begins a step; ignored when it joins
    ///     the last one.
    public mutating func record(_ edit: TextEdit, shown: TextState, holding value: FieldValue? = nil) {
        record(edit, shown: shown, placed: place(edit, holding: value))
    }

    /// Records a person's edit where `place(_:holding:)` found it goes, and what the field
    /// showed after it (the transform's result).
    ///
    /// An edit that left the text as it was (refused, or a caret move) is not a step, and nor is
    /// one placed before the history last changed: the steps it was placed among are gone (the
    /// field showed a value set elsewhere, and the history started afresh). Recording forgets
    /// what could be redone.
    /// - Parameters:
    ///   - edit: The edit `placement` was found for.
    ///   - shown: What the field showed after it.
    ///   - placement: Where the edit goes, found before it.
    public mutating func record(_ edit: TextEdit, shown: TextState, placed placement: Placement) {
        guard placement.changes == changes, !edit.before.text.hasSameCodePoints(as: shown.text) else { return }
        redoSteps.removeAll()
        if let last = placement.joining {
            changes += 1
            undoSteps[last].after = shown
            return
        }
        append(Step(before: edit.before, after: shown, kind: placement.kind, valueBefore: placement.value))
    }

    /// The index of the last step, when `edit` of `kind` joins it.
    private func joinedStep(for edit: TextEdit, kind: Kind) -> Int? {
        // NB: Reads the last step in place: a copy of it retains and releases both its texts.
        // A step Undo or Redo went back to is not joined, though it ends with the text they left:
        // "x" typed once Undo went back to "abéc" is undone to "abéc", not with the typing of it.
        guard kind == .typing || kind == .deleting, lastStepGrows, let last = undoSteps.indices.last,
            undoSteps[last].kind == kind,
            undoSteps[last].after.caret == edit.before.caret,
            undoSteps[last].after.text.hasSameCodePoints(as: edit.before.text)
        else { return nil }
        return last
    }

    /// Records that a person cleared the value (a clear button, Esc) while the field showed
    /// `before` and the model held `value`: a step of its own, never joined to a run of Backspace,
    /// that Undo takes back to `before` and `value` (`undoGivesBack`) and Redo makes again as a
    /// clear (`redoClears`).
    ///
    /// ```swift
    /// let before = field.engine.state, value = field.currentValue
    /// optional.clear()
    /// history.recordClear(from: before, taking: value, to: field.engine.state)
    /// ```
    /// A clear that changed nothing, of a value that was `nil` already with its text as it was,
    /// is not a step. Recording forgets what could be redone.
    public mutating func recordClear(from before: TextState, taking value: FieldValue, to after: TextState) {
        guard value != .null || !before.text.hasSameCodePoints(as: after.text) else { return }
        redoSteps.removeAll()
        append(Step(before: before, after: after, kind: .clearing, valueBefore: value))
    }

    private mutating func append(_ step: Step) {
        changes += 1
        lastStepGrows = true
        undoSteps.append(step)
        if undoSteps.count - forgotten > limit { forgotten += 1 }
        if forgotten >= limit {
            undoSteps.removeFirst(forgotten)
            forgotten = 0
        }
    }

    /// Takes back the last step.
    /// - Parameter value: The model's value behind the text shown now, where the text reads as no
    ///   value (`FormField.valueBehindText`): Redo gives it back.
    /// - Returns: The state to show, or `nil` when there is nothing to undo.
    public mutating func undo(leaving value: FieldValue? = nil) -> TextState? {
        guard canUndo, var step = undoSteps.popLast() else { return nil }
        changes += 1
        lastStepGrows = false
        step.valueAfter = value
        redoSteps.append(step)
        return step.before
    }

    /// Makes the last undone step again.
    /// - Returns: The state to show, or `nil` when there is nothing to redo.
    public mutating func redo() -> TextState? {
        guard let step = redoSteps.popLast() else { return nil }
        changes += 1
        lastStepGrows = false
        undoSteps.append(step)
        return step.after
    }

    /// Forgets every step, as when the text was replaced from elsewhere.
    public mutating func removeAll() {
        changes += 1
        lastStepGrows = false
        undoSteps.removeAll()
        forgotten = 0
        redoSteps.removeAll()
    }

    /// Typing one character (not whitespace) at the caret, Backspace or Delete of one character,
    /// or anything else.
    private static func kind(of edit: TextEdit) -> Kind {
        // NB: One code point is always one character; counting characters needs grapheme
        // breaking, so it is left for longer runs.
        if edit.isBackwardDeletion || edit.isForwardDeletion {
            return edit.replaced.count == 1 || edit.removed.count == 1 ? .deleting : .other
        }
        guard edit.before.selection.isEmpty, edit.replaced.isEmpty, edit.replaced.lowerBound == edit.before.caret,
            !edit.insertedRange.isEmpty
        else { return .other }
        if edit.insertedRange.count == 1, let scalar = edit.after.text.codePoint(at: edit.insertedRange.lowerBound) {
            return scalar.isWhitespaceScalar ? .other : .typing
        }
        let inserted = edit.inserted
        guard inserted.count == 1, let character = inserted.first, !character.isWhitespace else { return .other }
        return .typing
    }
}
