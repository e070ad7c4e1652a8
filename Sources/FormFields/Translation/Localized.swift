import CGettext

/// `message` in the language the app runs in, with `arguments` put in its placeholders.
///
/// ```swift
/// localized("There is no month %d", month)   // "There is no month 13", "Es gibt keinen Monat 13"
/// ```
///
/// Messages are whole sentences whose placeholders a translation may reorder: `%s` and `%d` take
/// the arguments in turn, `%2$s` the second (see `MessageFormat`).
///
/// NB: `meson-helper/update-pot` finds the messages by this function's name and reads its first
/// argument as a C string literal: pass a plain literal, and build the message only where it is
/// shown, so a keystroke whose text is valid looks nothing up and a language chosen at start-up
/// applies.
/// - Parameters:
///   - message: The English message, the catalog's key.
///   - arguments: The values for the placeholders.
package func localized(_ message: StaticString, _ arguments: any CustomStringConvertible...) -> String {
    _ = FormFieldsLocale.defaultBinding
    return translation(of: message, in: FormFieldsLocale.textDomain, arguments)
}

/// `singular` or `plural`, as the language the app runs in says for `count`, with `arguments`
/// put in the placeholders: "Enter at most %d digits" has `count` among them.
///
/// - Parameters:
///   - singular: The English message for one.
///   - plural: The English message for any other count.
///   - count: The number that picks the form.
///   - arguments: The values for the placeholders.
package func localizedPlural(
    _ singular: StaticString, _ plural: StaticString, count: Int, _ arguments: any CustomStringConvertible...
) -> String {
    _ = FormFieldsLocale.defaultBinding
    let translated = String(
        cString: dngettext(FormFieldsLocale.textDomain, cString(singular), cString(plural), UInt(clamping: count)))
    return MessageFormat.fill(translated, with: arguments)
}

/// `message` as text domain `domain` translates it, with `arguments` put in its placeholders:
/// the look-up the library's messages and an app's own (form-demo's, in the domain it binds at
/// start-up) share.
///
/// ```swift
/// translation(of: "Unknown form “%s”", in: "form-demo", ["wizard"])
/// ```
/// - Parameters:
///   - message: The English message, the catalog's key.
///   - domain: The gettext text domain, bound by its owner before the first look-up.
///   - arguments: The values for the placeholders (see `MessageFormat`).
package func translation(
    of message: StaticString, in domain: String, _ arguments: [any CustomStringConvertible]
) -> String {
    MessageFormat.fill(String(cString: dgettext(domain, cString(message))), with: arguments)
}

/// A message's text as gettext takes it, without a copy.
///
/// NB: A string literal's `StaticString` points at its UTF-8 bytes with a NUL after them; every
/// message is a sentence, never the single-scalar literal that would have no pointer.
private func cString(_ message: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(message.utf8Start).assumingMemoryBound(to: CChar.self)
}
