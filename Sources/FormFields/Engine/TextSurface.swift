/// What a bound field needs from a text widget: a GtkEntry in `FormFieldsGtk`, a fake in tests.
///
/// > Note: A surface may report changes synchronously while `replace` runs, as GtkEntry does
/// > (twice for a whole-text replacement: first the deletion, then the insertion).
/// > `BufferedField` ignores those echoes and counts them.
@MainActor
public protocol TextSurface: AnyObject {
    /// The text the widget shows.
    var text: String { get }
    /// Replaces the code points in `range` with `replacement`.
    func replace(_ range: Range<Int>, with replacement: String)
    /// Places the caret, and the selection's other end at `anchor`.
    func select(caret: Int, anchor: Int)
    /// Shows a message and error state for the field, or clears them.
    func show(_ validation: Validation)
    /// Tells the person the field refused their edit: the text stayed as it was, and nothing
    /// else would show that the key or the paste arrived.
    func showRefusal()
    /// Starts the widget's undo history afresh: the field shows a value set through the model
    /// (Reset, sample data, a suggestion chosen, a clear) or a draft's text, even text that looks
    /// the same as before. Undoing past it would write back over that value; a widget that makes
    /// a clear a step of its history itself ignores the request while it clears.
    func startNewHistory()
    /// Whether a person can put the widget's caret at `offset` in `text`, an offset inside one
    /// of Swift's grapheme clusters (the field asks about no other).
    ///
    /// Toolkits do not all draw clusters as Swift does: Pango stops the caret after the virama of
    /// a Devanagari conjunct ("नमस्|ते") and between a Thai consonant and SARA AM ("ก|ำ"), which
    /// Unicode 15.1 joins into one cluster. The field keeps the caret at such a stop, where
    /// moving it to the cluster's end would undo every press of the Left arrow key.
    func isCaretStop(_ offset: Int, in text: String) -> Bool
}

extension TextSurface {
    /// Shows nothing: a surface without a way to tell the person (a log, a test) may leave it out.
    public func showRefusal() {}

    /// Keeps nothing: a surface without an undo history may leave it out.
    public func startNewHistory() {}

    /// No stop inside a grapheme cluster: the caret goes to the cluster's end.
    public func isCaretStop(_ offset: Int, in text: String) -> Bool { false }
}
