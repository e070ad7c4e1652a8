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
}

extension TextSurface {
    /// Shows nothing: a surface without a way to tell the person (a log, a test) may leave it out.
    public func showRefusal() {}
}
