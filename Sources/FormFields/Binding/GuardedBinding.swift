import Foundation

/// A type with the value a form control shows when its optional source is `nil`.
///
/// NB: `SendableMetatype`, so that a converter, which is `Sendable`, can tell the default apart.
public protocol FormDefaultable: Equatable, SendableMetatype {
    /// What the control holds for `nil`: "" for text, a sentinel for dates.
    static var formDefault: Self { get }
}

extension String: FormDefaultable {
    /// "": a `nil` string shows as an empty entry.
    public static var formDefault: String { "" }
}

extension Date: FormDefaultable {
    /// `.distantPast`, a stand-in no one types: a date field shows empty text while its value is
    /// `nil` (see `OptionalField`).
    public static var formDefault: Date { .distantPast }
}

extension Binding where Value: FormDefaultable {
    /// A binding to an optional source that a control cannot turn from `nil` into its default.
    ///
    /// Reading gives the source, or `formDefault` when it is `nil`. Writing `formDefault` while
    /// the source is `nil` is the control flushing its empty buffer (on focus-out, or as it is
    /// taken down) rather than a person's edit, and is ignored; every other write goes through.
    ///
    /// ```swift
    /// let title = Binding(guarding: Binding(draft, \.title))   // Binding<String>
    /// draft.title = nil
    /// title.wrappedValue = ""        // ignored: draft.title stays nil
    /// title.wrappedValue = "Plan"    // draft.title == "Plan"
    /// ```
    public init(guarding source: Binding<Value?>) {
        self.init(
            get: { source.wrappedValue ?? Value.formDefault },
            set: { newValue in
                if source.wrappedValue == nil && newValue == Value.formDefault { return }
                source.wrappedValue = newValue
            })
    }
}
