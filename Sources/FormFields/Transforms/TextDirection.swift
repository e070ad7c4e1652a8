/// The direction a field's text reads in.
///
/// ```swift
/// PatternFormat.phoneNumberUS.textDirection   // .leftToRight, in Hebrew and Arabic too
/// GroupedFormat.cardNumber.textDirection      // .leftToRight
/// FieldConverter<Date>.day.textDirection      // .leftToRight
/// FieldConverter<Int>.integer.textDirection   // .leftToRight, as every number's converter
/// IdentityTransform().textDirection           // .natural
/// ```
public enum TextDirection: Hashable, Sendable {
    /// As the person's language writes: right to left in Hebrew or Arabic.
    case natural
    /// Left to right in every language: phone and card numbers, dates typed as digits, numbers
    /// and amounts.
    ///
    /// Such text is mostly digits and separators, which have no direction of their own; in a
    /// right-to-left layout the groups of "+1 (555) 123-4567" would show in reverse order, and
    /// "-7" as "7-" (GtkText lays out text without a letter in the keyboard's direction while it
    /// has the focus, in the layout's otherwise).
    case leftToRight
}
