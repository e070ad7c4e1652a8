/// A rule that cleans a field's text after every edit and says where the caret goes.
///
/// A transform must be deterministic and idempotent: cleaning its own output changes nothing.
/// `FieldEngine` checks that on every edit and reports a transform that breaks it once.
///
/// ```swift
/// let code: some TextTransform = .uppercase.then(.allowing(.alphanumerics)).then(.maximumLength(6))
/// code.clean("ab-12")   // "AB12"
/// ```
public protocol TextTransform: Sendable {
    /// Cleans the text an edit produced and places the caret.
    ///
    /// `edit.before` is always text this transform produced (a field shows nothing else), so a
    /// transform may look only at what the edit changed; an edit that changes nothing asks
    /// whether the whole text is clean.
    /// - Parameter edit: The edit as the user made it; `edit.after` is the raw text.
    /// - Returns: The text to show and the caret (and selection) to show it with.
    func apply(to edit: TextEdit) -> TextState

    /// Cleans text once editing ends (focus-out, Enter): trimming trailing spaces, say.
    ///
    /// The default returns the text unchanged. Whatever this returns must be a fixed point of
    /// `apply`.
    func finalize(_ text: String) -> String

    /// The direction the cleaned text reads in; a toolkit shows it that way whatever the
    /// layout's direction.
    ///
    /// The default is `.natural`; formats of numbers written left to right everywhere (a
    /// template, digit groups, an expiry date) say `.leftToRight`.
    var textDirection: TextDirection { get }
}

extension TextTransform {
    /// The text unchanged.
    public func finalize(_ text: String) -> String { text }

    /// `.natural`: the text reads in the layout's direction.
    public var textDirection: TextDirection { .natural }

    /// Cleans a whole text as if it were pasted into an empty field.
    public func clean(_ text: String) -> String {
        apply(to: TextEdit(from: TextState(), replacing: 0..<0, with: text)).text
    }

    /// Applies this transform, then `next` to its result.
    public func then<Next: TextTransform>(_ next: Next) -> ComposedTransform<Self, Next> {
        ComposedTransform(first: self, second: next)
    }
}

/// Two transforms applied one after the other; `a.then(b)` builds one.
///
/// When the second transform changes the first one's result, the first cleans it again (and
/// the second after it, for a few rounds at most), because the second can undo what the first
/// ensured: a length limit that cuts a paste just after a space leaves two spaces side by side,
/// which collapsing whitespace would have joined. That keeps the composition idempotent.
public struct ComposedTransform<First: TextTransform, Second: TextTransform>: TextTransform {
    /// The transform applied first.
    public let first: First
    /// The transform applied to what `first` leaves.
    public let second: Second

    /// Rounds of cleaning again at most; transforms that only remove or replace settle in one.
    private static var maximumRounds: Int { 4 }

    /// Applies `first`, then `second`, and cleans again while `second` undoes what `first` ensured.
    public func apply(to edit: TextEdit) -> TextState {
        var cleanForFirst = first.apply(to: edit)
        // The second transform sees the first one's output as the edit's result, so it can
        // still tell what was typed where, and what the person typed (`insertedByPerson`).
        var result = second.apply(to: edit.cleaned(to: cleanForFirst))
        var rounds = 0
        while rounds < Self.maximumRounds && !result.text.hasSameCodePoints(as: cleanForFirst.text) {
            rounds += 1
            let again = first.apply(to: TextEdit(unchanged: result))
            guard !again.text.hasSameCodePoints(as: result.text) else { break }
            cleanForFirst = again
            result = second.apply(to: TextEdit(unchanged: again))
        }
        // NB: Cleaning again may take away all an insertion added (a pasted space that was all
        // that fit, joined to the space after it): the edit is refused, and the caret stays.
        if rounds > 0 && edit.replaced.isEmpty && result.text.hasSameCodePoints(as: edit.before.text) {
            return edit.before
        }
        return result
    }

    /// Finalizes with `first`, then with `second`.
    public func finalize(_ text: String) -> String {
        second.finalize(first.finalize(text))
    }

    /// Left to right when either transform is: a phone format with a length limit after it
    /// still shows a phone number.
    public var textDirection: TextDirection {
        first.textDirection == .natural ? second.textDirection : first.textDirection
    }
}

/// The transform that keeps every edit as it is.
public struct IdentityTransform: TextTransform {
    /// The transform; `.identity` names it where a transform is expected.
    public init() {}
    /// The edit's text and caret, as they are.
    public func apply(to edit: TextEdit) -> TextState { edit.after }
}

extension TextTransform where Self == IdentityTransform {
    /// Keeps text as typed.
    public static var identity: IdentityTransform { IdentityTransform() }
}
