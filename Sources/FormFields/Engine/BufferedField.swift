/// A field that edits a local buffer and hands the model only cleaned values, once per edit.
///
/// It joins a `FieldEngine` (the decisions), a `Binding` (the model), an `EventLog` (the record)
/// and a `TextSurface` (the widget). The widget reports edits with `surfaceChanged(text:caret:)`;
/// model changes made elsewhere come in through `modelChanged(source:force:)`, usually from
/// `observeModel(scheduler:)`.
///
/// ```swift
/// let field = BufferedField(
///     form: "profile", id: "nickname", binding: Binding(profile, \.nickname),
///     transform: .maximumLength(4), converter: .string, log: log)
/// field.surface = entry
/// ```
/// > Note: Main-thread only, like the widgets it drives.
@MainActor
public final class BufferedField<Value: Equatable & FieldValueConvertible> {
    /// The form's id, for the log.
    public let form: String
    /// The field's id, unique in its form: its name in the log and its key in a draft (`DraftField`).
    public let id: String
    /// The engine's state: buffer, model value, validation.
    public private(set) var engine: FieldEngine<Value>
    /// What the field has done so far.
    public private(set) var counters = FieldCounters()
    /// The widget the field drives; rewritten only when its text differs from the buffer.
    public weak var surface: (any TextSurface)? {
        didSet { syncSurface(caret: engine.state.caret) }
    }

    /// Runs when what the field tells the person changes (a message appears, changes or goes),
    /// or whether the field is complete (`isComplete`), right after the widget shows it: a Save
    /// button can follow whether every field is complete.
    ///
    /// ```swift
    /// age.validationChanged = { _ in updateSaveButton() }   // reads each field's `isComplete`
    /// ```
    /// A field says nothing about text no one typed, so the call that matters to a Save button
    /// may bring no new message: the first digits typed into an empty phone number, or a whole
    /// number pasted there, which makes it complete.
    /// > Note: Runs inside the edit that changed it, on the main actor; keep it short. The field
    /// > keeps it: a handler that holds the form's fields (to read their `isComplete`) holds them
    /// > weakly, or they stay alive after their window closes. There is one handler: setting it
    /// > replaces the one before, so a form with more to update (a Save button and a summary)
    /// > updates both from it.
    public var validationChanged: (@MainActor (Validation) -> Void)? {
        didSet { heardComplete = validationChanged == nil ? nil : isComplete }
    }
    /// Whether the field was complete when `validationChanged` last heard of it; `nil` while no
    /// one listens.
    ///
    /// NB: Knowing it parses the text: a field no one listens to skips that on every keystroke.
    private var heardComplete: Bool?

    let binding: Binding<Value>
    /// For an `OptionalField`'s field, the optional value `binding` guards and reads as
    /// `formDefault` while it is `nil`: the field reports `nil` and writes it, and gives back a
    /// value equal to `formDefault` ("" for text) past the guard, through it.
    var optionalSource: Binding<Value?>?
    let log: EventLog?
    private var isRewriting = false
    /// The text the surface is about to show, during `surfaceWillEdit`.
    private var pendingSurfaceText: String?
    private var observer: ModelObserver?

    /// A field that shows `binding`'s value as `converter` writes it and writes back what
    /// `converter` reads from the cleaned text.
    /// - Parameters:
    ///   - form: The form's id, for the log.
    ///   - id: The field's id, unique in its form: its name in the log and its key in a draft.
    ///   - binding: Where the model's value lives.
    ///   - transform: Cleans the text after every edit.
    ///   - converter: Reads the value from the text and writes it back as text.
    ///   - log: Where events go; `nil` records nothing.
    public init(
        form: String, id: String, binding: Binding<Value>, transform: any TextTransform = .identity,
        converter: FieldConverter<Value>, log: EventLog? = nil
    ) {
        self.form = form
        self.id = id
        self.binding = binding
        self.log = log
        self.engine = FieldEngine(value: binding.wrappedValue, transform: transform, converter: converter)
    }

    /// The text the field shows.
    public var text: String { engine.state.text }
    /// What the field tells the person about its text.
    public var validation: Validation { engine.validation }

    // MARK: Input from the widget

    /// The widget's text changed; `caret` is where its caret stands after the edit.
    ///
    /// Changes reported while the field rewrites the widget are echoes and are ignored.
    public func surfaceChanged(text: String, caret: Int) {
        guard !isRewriting else {
            counters.echoes += 1
            return
        }
        surfaceEdited(TextEdit(from: engine.state, to: TextState(text, caret: caret)))
    }

    /// The widget made `edit`, known exactly (from GTK's insert-text or delete-text, say).
    // NB: Specialised for `String`, the commonest value: unspecialised, each edit looks up the
    // metadata of `EditOutcome<Value>` and `FieldEngine<Value>` half a dozen times, a third of
    // the engine's time per edit (perf). Other value types take the generic path.
    @_specialize(where Value == String)
    public func surfaceEdited(_ edit: TextEdit) {
        guard !isRewriting else {
            counters.echoes += 1
            return
        }
        guard !edit.after.text.hasSameCodePoints(as: engine.state.text) else {
            return caretMoved(to: edit.after.caret, anchor: edit.after.anchor)
        }
        counters.edits += 1
        let outcome = engine.userEdited(edit, caretStops: isCaretStop)
        if outcome.rejected { counters.rejected += 1 }
        apply(outcome, source: .user, raw: edit.after.text, shown: edit.after)
        if outcome.rejected { surface?.showRefusal() }
    }

    /// The widget is about to make `edit` and has not changed its text yet, as in GTK's
    /// "insert-text" and "delete-text" signals.
    ///
    /// ```swift
    /// if !field.surfaceWillEdit(edit) { g_signal_stop_emission_by_name(text, "insert-text") }
    /// ```
    /// Changes the widget announces while the field rewrites it are echoes: they go ahead.
    /// - Returns: `true` when the widget may go ahead: the field took the edit as it is, and the
    ///   widget's own change will show it. `false` when the field has already shown its own
    ///   result (cleaned, or the old text for a refused edit): the widget must drop its change.
    /// > Note: While this runs the surface still shows `edit.before`; a caret the field asks
    /// > for with `select` applies to the field's result, after the widget dropped its change.
    // NB: Specialised for `String`, as `surfaceEdited(_:)` is.
    @_specialize(where Value == String)
    public func surfaceWillEdit(_ edit: TextEdit) -> Bool {
        guard !isRewriting else {
            counters.echoes += 1
            return true
        }
        pendingSurfaceText = edit.after.text
        defer { pendingSurfaceText = nil }
        surfaceEdited(edit)
        return engine.state.text.hasSameCodePoints(as: edit.after.text)
    }

    /// Shows `state`, one the field showed before, exactly as it was, and writes the value of
    /// its text as for any edit of the person's.
    ///
    /// ```swift
    /// field.restore(undone, source: .user)                                  // Undo
    /// field.restore(TextState("4111 1111", caret: 9), source: .restore)   // a draft's half-typed card
    /// ```
    /// Text a draft kept is not being typed: text wrong as it stands shows its error, as when
    /// the person left the field ("4" in a field for 18...130), where Undo shows the hint that
    /// more may follow (`FieldEngine.restore(_:editingEnded:caretStops:)`).
    /// - Parameters:
    ///   - state: The text, caret and selection to show.
    ///   - source: `user` for Undo and Redo, `restore` for text a draft kept.
    public func restore(_ state: TextState, source: FieldEvent.Source) {
        guard !isRewriting else { return }
        if source == .user { counters.edits += 1 }
        let shown = engine.state
        let outcome = engine.restore(state, editingEnded: source == .restore, caretStops: isCaretStop)
        apply(outcome, source: source, raw: state.text, shown: shown)
    }

    /// Shows `state` as `restore(_:source:)` does and gives the model back `value`, the value it
    /// held while the field showed `state`, which the text does not stand for: Undo of a clear
    /// (a title of "" shows as empty text), or back to half-typed text with a date behind it.
    ///
    /// ```swift
    /// field.restore(TextState("2026-03-1"), value: .string("2026-02-10T00:00:00Z"), source: .user)
    /// ```
    /// The model receives `value` once, logged with `source` before the edit that shows `state`,
    /// or not at all when a person's Undo finds it there already (as `setModel` does). A draft's
    /// value (source `restore`) goes through the field as `setModel`'s does.
    /// - Returns: `false` when `value` is not a value of this field's type, or a draft's value
    ///   the field refuses; nothing changes then.
    @discardableResult
    public func restore(_ state: TextState, value: FieldValue, source: FieldEvent.Source) -> Bool {
        guard !isRewriting, let written = give(value, source: source) else { return false }
        if source == .user { counters.edits += 1 }
        let shown = engine.state
        let outcome = engine.restore(
            state, holding: binding.wrappedValue, editingEnded: source == .restore, caretStops: isCaretStop)
        if written { recordWrite(currentValue, source: source, state: outcome.state) }
        apply(outcome, source: source, raw: state.text, shown: shown)
        return true
    }

    /// The caret or selection moved without a text change.
    ///
    /// A caret placed inside a grapheme cluster is moved to the cluster's end, in the widget too,
    /// unless the widget stops its caret there (`TextSurface.isCaretStop(_:in:)`).
    public func caretMoved(to caret: Int, anchor: Int? = nil) {
        guard !isRewriting else { return }
        engine.caretMoved(to: caret, anchor: anchor, caretStops: isCaretStop)
        let state = engine.state
        if state.caret != caret || state.anchor != (anchor ?? caret) {
            surface?.select(caret: state.caret, anchor: state.anchor)
        }
    }

    /// Editing ended (focus-out, Enter): normalise the text to the model's value.
    public func commit() {
        let shown = engine.state
        apply(engine.commit(), source: .commit, raw: nil, shown: shown)
    }

    // MARK: Model changes made elsewhere

    /// Reads the model and shows its value if it changed elsewhere; never writes back.
    /// - Parameters:
    ///   - source: `.external`, or `.restore` for a restored draft.
    ///   - force: Show the model's value even if the field believes it is unchanged (Reset).
    public func modelChanged(source: FieldEvent.Source = .external, force: Bool = false) {
        let shown = engine.state
        let outcome = engine.modelChanged(to: binding.wrappedValue, force: force)
        guard outcome.needsRewrite || force || outcome.state != shown else { return }
        apply(outcome, source: source, raw: nil, shown: shown, showingModel: true)
    }

    /// Sets the model to `value` on the app's behalf and shows it; the write is logged with its
    /// source (`external` for reset and sample data, `restore` for a draft), before the edit
    /// that shows it, and nothing is written back.
    ///
    /// The value goes through the field first, as typed text would: the model receives the
    /// value of the text the field shows ("Flowers" in a field of four characters writes
    /// "Flow"), and a value the field refuses (500 in a field for 0...130) writes nothing.
    /// A person's request (source `user`: a clear button, a chosen suggestion) that leaves the
    /// value as it is writes nothing, like a typed edit that changes no value; the text is
    /// still shown afresh. The app's own writes are always made and logged.
    ///
    /// ```swift
    /// field.setModel(0, source: .external)   // Reset
    /// ```
    /// - Returns: `false` when the field refused `value`; the model and the text stay as they were.
    @discardableResult
    public func setModel(_ value: Value, source: FieldEvent.Source) -> Bool {
        guard let accepted = engine.accepted(value) else { return false }
        let writes = write(accepted, source: source)
        showModel(afterWriting: writes ? accepted.fieldValue : nil, source: source)
        return true
    }

    /// Shows `message` as the field's error, as the widget shows text the converter refuses
    /// (`FieldEntry`: the entry marked `error`, the message under it and describing it), for a check
    /// the app makes itself: Submit finding empty a field the form cannot go without.
    ///
    /// ```swift
    /// if phone.text.isEmpty { phone.showError("This field is required") }
    /// ```
    /// The error stays until the person edits the text (Undo too) or the app sets the model
    /// (Reset); leaving the field keeps it. `validation` is `.invalid(message)` meanwhile, and
    /// `validationChanged` hears it. Nothing is written to the model or the log.
    public func showError(_ message: String) {
        showValidation(engine.showError(message).validation)
    }

    /// Shows the model's value after the app (or `setModel`) wrote `written` to it, logging
    /// that write first; `nil` when nothing was written.
    func showModel(afterWriting written: FieldValue?, source: FieldEvent.Source) {
        let shown = engine.state
        let outcome = engine.modelChanged(to: binding.wrappedValue, force: true)
        if let written { recordWrite(written, source: source, state: outcome.state) }
        apply(outcome, source: source, raw: nil, shown: shown, showingModel: true)
    }

    /// Follows the model through Observation: every change made elsewhere reaches the field on
    /// the scheduler's next turn, never as a write back.
    public func observeModel(scheduler: @escaping MainScheduler) {
        observer = ModelObserver(
            read: { [binding] in _ = binding.wrappedValue }, scheduler: scheduler,
            changed: { [weak self] in self?.modelChanged() })
    }

    /// Whether the field follows the model (`observeModel(scheduler:)`).
    public var isFollowingModel: Bool { observer != nil }

    /// Stops following the model.
    public func stopObservingModel() {
        observer = nil
    }

    // MARK: Carrying out an outcome

    /// Shows `outcome`, logs it and writes its value; `showingModel` when the field shows the
    /// model's value (changed elsewhere, or set by `setModel`) rather than an edit's. The model's
    /// value and a draft's text start the surface's undo history afresh, even when the text
    /// stays the same: undoing past a Reset would write over the Reset.
    private func apply(
        _ outcome: EditOutcome<Value>, source: FieldEvent.Source, raw: String?, shown: TextState,
        showingModel: Bool = false
    ) {
        if showingModel || source == .restore { surface?.startNewHistory() }
        if !outcome.rejected
            && !outcome.state.text.hasSameCodePoints(as: pendingSurfaceText ?? surface?.text ?? shown.text)
        {
            counters.rewrites += 1
        }
        syncSurface(caret: outcome.state.caret)
        showValidation(outcome.validation)
        log?.record(
            FieldEvent(
                kind: .edit, source: source, form: form, field: id, raw: raw, state: outcome.state,
                caret: outcome.state.caret, reason: reason(for: outcome, showingModel: showingModel)))
        if let diagnostic = outcome.diagnostic {
            log?.record(
                FieldEvent(
                    kind: .diagnostic, source: source, form: form, field: id, state: outcome.state,
                    caret: outcome.state.caret, reason: diagnostic))
        }
        if case .write(let value) = outcome.write {
            writeModel(value, to: binding)
            recordWrite(value.fieldValue, source: source, state: outcome.state)
        }
    }

    /// Has the widget show `validation` if it differs from what it shows, and tells
    /// `validationChanged` when that or whether the field is complete changed.
    private func showValidation(_ validation: Validation) {
        let previousValidation = surfaceValidation
        if previousValidation != validation {
            surfaceValidation = validation
            surface?.show(validation)
        }
        if let validationChanged, let heard = heardComplete {
            let complete = isComplete
            if previousValidation != validation || complete != heard {
                heardComplete = complete
                validationChanged(validation)
            }
        }
    }

    /// Logs a write to the model, with the text the field shows for it, and counts the
    /// person's (see `FieldCounters.writes`).
    private func recordWrite(_ value: FieldValue, source: FieldEvent.Source, state: TextState) {
        if source == .user || source == .commit { counters.writes += 1 }
        log?.record(
            FieldEvent(
                kind: .write, source: source, form: form, field: id, state: state, caret: state.caret, value: value))
    }

    private var surfaceValidation = Validation.valid

    /// Whether the surface stops its caret at `offset` inside a grapheme cluster of `text`.
    private func isCaretStop(_ offset: Int, in text: String) -> Bool {
        surface?.isCaretStop(offset, in: text) ?? false
    }

    /// Whether the text shown reads as a value, asked of the engine in place
    /// (`FieldEngine.readsAsValue()`).
    var textReadsAsValue: Bool { engine.readsAsValue() }

    /// Writes `value` to the model through `target` (`binding`, or `optionalSource`); a model the
    /// field follows does not report the write back.
    private func writeModel<Written: Equatable>(_ value: Written, to target: Binding<Written>) {
        guard let observer else { return target.wrappedValue = value }
        observer.absorbing({ target.wrappedValue = value }, kept: { target.wrappedValue == value })
    }

    /// Writes `value`, as JSON sees it, to the model, an `OptionalField`'s `nil` and `""` too,
    /// unless a person's request (source `user`) finds it there already. A draft's value (source
    /// `restore`) comes from a file: it goes through the field first, as `setModel`'s does.
    /// - Returns: Whether it wrote; `nil` when `value` is not a value of this field's type, or
    ///   a draft's value the field refuses (500 in a field for 0...130).
    func give(_ value: FieldValue, source: FieldEvent.Source) -> Bool? {
        if optionalSource != nil {
            guard var typed = Optional<Value>(fieldValue: value) else { return nil }
            if let some = typed {
                guard let taken = taken(some, from: source) else { return nil }
                typed = taken
            }
            return write(typed, source: source)
        }
        guard let given = Value(fieldValue: value), let typed = taken(given, from: source) else { return nil }
        return write(typed, source: source)
    }

    /// Writes `value` to the model, unless a person's request (source `user`) finds it there
    /// already. An `OptionalField`'s value goes to its own binding, past the guard that keeps the
    /// entry's flush of `""` from a `nil` value: a value given is one, `""` too (a title a
    /// draft kept empty).
    /// - Returns: Whether it wrote; `nil` is no value of a field without an optional binding.
    private func write(_ value: Value?, source: FieldEvent.Source) -> Bool {
        if let optionalSource {
            let writes = source != .user || optionalSource.wrappedValue != value
            if writes { writeModel(value, to: optionalSource) }
            return writes
        }
        guard let value else { return false }
        let writes = source != .user || binding.wrappedValue != value
        if writes { writeModel(value, to: binding) }
        return writes
    }

    /// `value` as the model takes it from `source`: a draft's as `setModel` takes a value, cleaned
    /// ("Flowers" is "Flow" in a field of four characters) or refused (`nil`); Undo's as it is,
    /// the value the model held.
    private func taken(_ value: Value, from source: FieldEvent.Source) -> Value? {
        source == .restore ? engine.accepted(value) : value
    }

    /// Makes the widget show the buffer: only the differing range is replaced, with echoes
    /// ignored, and the caret is placed after the text. Nothing is replaced when the widget
    /// is about to show the buffer's text itself (`surfaceWillEdit`).
    private func syncSurface(caret: Int) {
        guard let surface else { return }
        let target = engine.state
        if !(pendingSurfaceText?.hasSameCodePoints(as: target.text) ?? false), case let current = surface.text,
            !current.hasSameCodePoints(as: target.text)
        {
            let change = TextEdit(from: TextState(current, caret: 0), to: TextState(target.text, caret: caret))
            isRewriting = true
            surface.replace(change.replaced, with: String(change.inserted))
            isRewriting = false
        }
        surface.select(caret: target.caret, anchor: target.anchor)
    }

    /// Why an edit ended as it did, for the log: "value unchanged" only explains an edit that
    /// wrote nothing; the field showing the model's value writes nothing by design.
    private func reason(for outcome: EditOutcome<Value>, showingModel: Bool) -> String {
        if outcome.rejected { return "rejected" }
        switch outcome.validation {
        case .valid: return outcome.write.isWrite || showingModel ? "" : "value unchanged"
        case .incomplete(let message): return "incomplete: \(message)"
        case .invalid(let message): return "invalid: \(message)"
        }
    }
}
