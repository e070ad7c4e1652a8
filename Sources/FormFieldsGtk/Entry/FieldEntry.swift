import CGtk
import FormFields

/// A GtkEntry bound to a field: the entry edits the field's buffer, the field hands the model
/// only cleaned values, and model changes made elsewhere come back without an echo.
///
/// ```swift
/// let nickname = FieldEntry(
///     form: "profile", id: "nickname", binding: Binding(profile, \.nickname),
///     transform: .maximumLength(4), converter: .string, log: log)
/// gtk_box_append(form.box, nickname.widget)  // the entry with its message line under it
/// ```
///
/// Every edit is decided in GtkText's "insert-text" and "delete-text", before the buffer
/// changes: an accepted edit goes ahead untouched, a cleaned or refused one is dropped and the
/// field shows its own result, with the caret where the field puts it. The focus moving to
/// another widget and Enter commit; the window losing the focus does not. Ctrl+Z and Ctrl+Shift+Z walk the field's own history of shown text, where an
/// optional value's clear (Esc, a clear button: `clears(with:)`) is a step too. In a field of
/// numbers with a fraction, the numeric keypad's decimal key types the field's decimal separator
/// (`FormField.decimalSeparator`), whatever character the keyboard layout gives that key.
/// Text dropped on the entry is one edit, like a paste, with the caret after it; text moved
/// within the entry is one edit too; and a move into the entry that the field refuses, cuts or
/// rewrites is a copy, so the dragged text stays where it was. Text pasted with the middle
/// button goes in where it was clicked, with the caret after it; text the field refuses there
/// leaves the caret where it stood.
///
/// An entry edits one field and a field drives one entry: binding an entry again, or its
/// field to another entry, unbinds the binding before, and the entry it let go keeps its text
/// as a plain GtkEntry.
///
/// > Note: The entry keeps its `FieldEntry` alive: add `widget` to a container and the binding
/// > lives exactly as long as the entry.
///
/// > Important: Main actor, main thread only, like all of FormFieldsGtk and GTK itself, and so
/// > is the model a field follows: a change made to it on another thread stops the app, since
/// > Observation reports it on that thread and the field checks that it runs on the main actor.
/// > Change the model from other threads through the main actor (`await MainActor.run { }`, or
/// > `Task { @MainActor in }` with `MainLoop.bridgeMainQueue()`).
@MainActor
public final class FieldEntry {
    /// The field the entry edits.
    public let field: any FormField
    /// What to add to a container: a vertical box holding `entry` and the line under it, or the
    /// entry itself when an existing entry was bound.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The GtkEntry.
    public let entry: UnsafeMutablePointer<GtkWidget>
    /// The line under the entry that shows the field's message, if there is one; hidden while
    /// there is no message.
    public let messageLabel: UnsafeMutablePointer<GtkWidget>?
    /// The line that says what the field takes, if there is one: the entry's description for
    /// screen readers while there is no message. Given to `init(field:hint:followingModel:)`,
    /// it is the hint in the line under the entry, which shows the message in its place. An entry
    /// bound to labels of the app's own leaves it as the app shows it; a GtkStack of the two
    /// shows one or the other with `showsMessage(_:inPlaceOf:)`.
    public let hintLabel: UnsafeMutablePointer<GtkWidget>?
    /// What the entry has seen and done so far.
    public internal(set) var counters = EntryCounters()

    /// The entry's GtkText, where GTK announces edits.
    let delegate: OpaquePointer
    var connections: [SignalConnection] = []
    /// The controllers the binding added to the entry and its GtkText, removed again by
    /// `unbind()`.
    var controllers: [OpaquePointer] = []
    /// Ctrl+Z and Ctrl+Shift+Z: the field's history of shown text (FieldEntry+Undo.swift).
    let history: FieldHistory
    /// How a person clears the value, for an optional value (`clears(with:)`).
    var clearing: (@MainActor () -> Void)?
    /// What the entry is doing on the field's behalf, so its own changes are told apart.
    var activity = Activity.idle
    /// The selection the field asked for while an edit was announced.
    var requestedSelection: (caret: Int, anchor: Int)?
    /// A deletion GTK made that the next insertion may complete (typing over a selection).
    var pendingDeletion: TextEdit?
    /// Whether a deletion waits for its insertion.
    ///
    /// NB: `pendingDeletion == nil` compares through `TextEdit`'s `Equatable` and copies the
    /// whole edit, on every keystroke ("changed", the caret's notify).
    var isDeletionPending: Bool {
        if case .some = pendingDeletion { true } else { false }
    }
    /// Whether GtkText is handling Backspace, which can delete a character and insert part of
    /// it again (FieldEntry+Editing.swift).
    var isBackspacing = false
    /// Whether GtkText is handling Ctrl+Backspace, which deletes back to a word's start
    /// (FieldEntry+WordKeys.swift).
    var isDeletingWordBackward = false
    /// GtkText's input method, which can delete text before the caret and then commit its
    /// replacement.
    let inputMethod: UnsafeMutablePointer<GtkIMContext>?
    /// GtkText's drop target, which inserts text dropped on the entry (FieldEntry+Drops.swift).
    let dropTarget: OpaquePointer?
    /// Where the caret stood as the middle button was pressed on the entry, until GTK pastes
    /// there, the text changes or the caret moves (FieldEntry+PrimaryPaste.swift).
    var caretBeforeMiddleClick: Int?
    var isAttached = true
    /// Whether the binding set the entry's direction (`applyTextDirection()`).
    var setsTextDirection = false

    enum Activity {
        case idle
        /// Inside "insert-text" or "delete-text", asking the field.
        case announcing
        /// Replacing text or placing the caret for the field; GTK's reports are echoes.
        case rewriting
        /// Normalising the text on focus-out or Enter.
        case committing
        /// Showing a state from the history, or clearing as a step of it.
        case undoing
    }

    /// Creates an entry with a line under it, bound to `field`: the field's message, or given a
    /// hint, the hint, dimmed, and the message in its place while there is one.
    ///
    /// ```swift
    /// let age = BufferedField(form: "profile", id: "age", binding: Binding(profile, \.age), converter: .integer)
    /// gtk_box_append(form.box, FieldEntry(field: age, hint: "Whole number, required").widget)
    /// ```
    /// - Parameters:
    ///   - field: The field the entry edits.
    ///   - hint: What the field takes ("YYYY-MM-DD, optional"), or `nil` for a line that shows
    ///     only the message. A field says nothing about text no one typed, so without a hint an
    ///     empty required field, and a Save button that waits for it, would not say what is
    ///     missing. The line keeps the room of the longer of the two, so the rows below stay
    ///     where they are (`showsMessage(_:inPlaceOf:)`), and screen readers hear the one shown
    ///     as the entry's description.
    ///   - followingModel: Whether the entry shows changes made to the model elsewhere: the
    ///     field follows the model (`observeModel(scheduler: MainLoop.schedule)`) unless it
    ///     does already. `false` suits a form that changes its model only through
    ///     `setModel(_:source:)`, which shows each change at once; it saves a keystroke the
    ///     cost of Observation's report.
    public convenience init(field: any FormField, hint: String? = nil, followingModel: Bool = true) {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        let entry = gtk_entry_new()!
        let line = Self.line(hint: hint)
        gtk_box_append(box.box, entry)
        gtk_box_append(box.box, line.widget)
        self.init(
            field: field, entry: entry, messageLabel: line.message, hintLabel: line.hint, widget: box,
            followingModel: followingModel)
    }

    /// The line under an entry: the message label alone, hidden while there is no message; or
    /// given a hint, a stack of the hint, dimmed, and the message in its place while there is one.
    static func line(hint: String?) -> (
        widget: UnsafeMutablePointer<GtkWidget>, message: UnsafeMutablePointer<GtkWidget>,
        hint: UnsafeMutablePointer<GtkWidget>?
    ) {
        let message = Self.lineLabel(styled: "field-message")
        gtk_widget_set_visible(message, 0)
        guard let hint else { return (message, message, nil) }
        let label = Self.lineLabel(hint, styled: "field-hint")
        gtk_widget_add_css_class(label, "dim-label")
        let line = gtk_stack_new()!
        gtk_stack_set_transition_type(line.stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_stack_add_child(line.stack, label)
        gtk_stack_add_child(line.stack, message)
        line.showsMessage(message, inPlaceOf: label).keepConnected()
        return (line, message, label)
    }

    /// A label for the line under an entry, showing `text` at the start of its lines, wrapped,
    /// with the CSS class `cssClass`.
    private static func lineLabel(_ text: String? = nil, styled cssClass: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(label.label, 0)
        gtk_label_set_wrap(label.label, 1)
        gtk_widget_add_css_class(label, cssClass)
        return label
    }

    /// Binds an entry that exists already (from a `.ui` file, say) to `field`.
    /// - Parameters:
    ///   - field: The field the entry edits.
    ///   - entry: A GtkEntry.
    ///   - messageLabel: A GtkLabel for the field's message, or `nil`; hidden while there is none.
    ///   - hintLabel: A GtkLabel that says what the field takes, or `nil`: screen readers hear it
    ///     as the entry's description until a message replaces it. It stays as the app shows it
    ///     (`hintLabel`).
    ///   - followingModel: Whether the entry shows changes made to the model elsewhere; see
    ///     `init(field:hint:followingModel:)`.
    public convenience init(
        field: any FormField, entry: UnsafeMutablePointer<GtkWidget>,
        messageLabel: UnsafeMutablePointer<GtkWidget>? = nil, hintLabel: UnsafeMutablePointer<GtkWidget>? = nil,
        followingModel: Bool = true
    ) {
        self.init(
            field: field, entry: entry, messageLabel: messageLabel, hintLabel: hintLabel, widget: entry,
            followingModel: followingModel)
    }

    private init(
        field: any FormField, entry: UnsafeMutablePointer<GtkWidget>, messageLabel: UnsafeMutablePointer<GtkWidget>?,
        hintLabel: UnsafeMutablePointer<GtkWidget>?, widget: UnsafeMutablePointer<GtkWidget>, followingModel: Bool
    ) {
        // NB: One binding per entry and one per field: a binding left in place would hear the
        // same edits (or drive the same field) and write into the model on its own.
        (entry.retained(key: Self.ownerKey) as? FieldEntry)?.unbind()
        (field.surface as? FieldEntry)?.unbind()
        self.field = field
        self.history = FieldHistory(field: field)
        self.entry = entry
        self.messageLabel = messageLabel
        self.hintLabel = hintLabel
        self.widget = widget
        self.delegate = gtk_editable_get_delegate(entry.editable)
        self.inputMethod = Self.inputMethod(of: delegate)
        self.dropTarget = Self.controller(of: delegate, type: gtk_drop_target_get_type()) { $0.dropTarget }
        // NB: GtkText's own undo would bring back text the field refused; the field's history
        // replaces it (FieldEntry+Undo.swift).
        gtk_editable_set_enable_undo(entry.editable, 0)
        gtk_entry_set_input_purpose(entry.entry, field.purpose.gtkPurpose)
        gtk_entry_set_input_hints(entry.entry, field.purpose.gtkHints)
        applyTextDirection()
        // NB: A message line from a `.ui` file is visible and empty until told otherwise: shown
        // as it is, it would leave a blank line under a fresh entry, or say nothing while an
        // entry bound again to a field with a message waits for the next edit.
        show(field.validation)
        entry.retain(self, key: Self.ownerKey)
        connectEditing()
        connectCommit()
        typeDecimalSeparatorOnKeypad()
        followMiddleClicks()
        followHint()
        installUndo()
        field.surface = self
        if followingModel && !field.isFollowingModel { field.observeModel(scheduler: MainLoop.schedule) }
    }

    /// Creates an entry for a new field over `binding`, following the model.
    /// - Parameters:
    ///   - form: The form's id, for the log.
    ///   - id: The field's id, unique in its form: its name in the log and its key in a draft.
    ///   - binding: Where the model's value lives.
    ///   - transform: Cleans the text after every edit.
    ///   - converter: Reads the value from the text and writes it back as text.
    ///   - log: Where the field's events go.
    ///   - hint: What the field takes, shown under the entry with the field's message in its
    ///     place (`init(field:hint:followingModel:)`), or `nil` for the message line alone.
    public convenience init<Value: Equatable & FieldValueConvertible>(
        form: String, id: String, binding: Binding<Value>, transform: any TextTransform = .identity,
        converter: FieldConverter<Value>, log: EventLog? = nil, hint: String? = nil
    ) {
        self.init(
            field: BufferedField(
                form: form, id: id, binding: binding, transform: transform, converter: converter, log: log),
            hint: hint)
    }

    /// The key under which an entry keeps its `FieldEntry`.
    private static let ownerKey = "formfields-field-entry"

    /// Stops driving the entry; the entry keeps its text, and GtkText's own undo comes back.
    /// The clear given to `clears(with:)` is let go, and Esc and `clear()` do nothing more.
    ///
    /// Binding the entry to another field, or the field to another entry, does this first. What
    /// belongs to the field stays with it: a field the app keeps goes on following its model
    /// (its log shows what it would show) until `stopObservingModel()`, and its
    /// `validationChanged` is not carried over to a new field, which needs its own.
    ///
    /// A deletion still waiting for its insertion reaches the field as an edit of its own, after
    /// the entry was let go, so nothing is written to a widget that is being destroyed.
    public func unbind() {
        guard isAttached else { return }
        isAttached = false
        connections.removeAll()
        // NB: A clear often reaches the field through what holds this entry (a row's `self`);
        // kept past the binding, it would keep both alive.
        clearing = nil
        if field.surface === self { field.surface = nil }
        if gtk_widget_in_destruction(entry) == 0 {
            for controller in controllers {
                gtk_widget_remove_controller(gtk_event_controller_get_widget(controller), controller)
            }
            gtk_widget_insert_action_group(entry, "field", nil)
            gtk_editable_set_enable_undo(entry.editable, 1)
            releaseTextDirection()
        }
        controllers.removeAll()
        if let deletion = pendingDeletion, field.text.hasSameCodePoints(as: deletion.before.text) {
            field.surfaceEdited(deletion)
        }
        pendingDeletion = nil
    }
}

/// What a `FieldEntry` has seen and done: the evidence for tests and the demo's counters.
public struct EntryCounters: Hashable, Sendable {
    /// "changed" emissions of the entry.
    public var changed = 0
    /// Edits GTK announced ("insert-text", "delete-text") that the field decided on.
    public var announced = 0
    /// Announced edits the field dropped and showed its own result for instead.
    public var dropped = 0
    /// GTK reports caused by the entry's own rewrites, ignored.
    public var echoes = 0

    /// Counters at zero.
    public init() {}
}

extension FormField {
    /// Binds an entry that exists already (from a `.ui` file, say) to this field.
    ///
    /// ```swift
    /// field.bind(gtk_builder_get_object(builder, "age")!.widget, messageLabel: ageMessage)
    /// ```
    /// - Parameters:
    ///   - entry: A GtkEntry; it keeps the returned binding alive.
    ///   - messageLabel: A GtkLabel for the field's message, or `nil`; hidden while there is none.
    ///   - hintLabel: A GtkLabel that says what the field takes, or `nil`: screen readers hear it
    ///     as the entry's description until a message replaces it. It stays as the app shows it
    ///     (`hintLabel`).
    ///   - followingModel: Whether the entry shows changes made to the model elsewhere; see
    ///     `FieldEntry.init(field:hint:followingModel:)`.
    /// - Returns: The binding, for its counters, `undo()` and `unbind()`.
    @discardableResult
    public func bind(
        _ entry: UnsafeMutablePointer<GtkWidget>, messageLabel: UnsafeMutablePointer<GtkWidget>? = nil,
        hintLabel: UnsafeMutablePointer<GtkWidget>? = nil, followingModel: Bool = true
    ) -> FieldEntry {
        FieldEntry(
            field: self, entry: entry, messageLabel: messageLabel, hintLabel: hintLabel, followingModel: followingModel)
    }
}
