extension CharacterClass {
    /// The library's own classes, each with whole sentences in every language; an app's class
    /// is `named`, and its names go into a sentence as the app gave them.
    enum Kind: Sendable {
        case digit
        /// NB: Scalars, not `Character`s: a class is copied for every slot a format scans, and a
        /// kind of plain values copies for free.
        case digitBetween(Unicode.Scalar, Unicode.Scalar)
        case letter
        case letterOrDigit
        case named
    }

    /// "Enter 3 digits", or with `more`, "Enter 3 more digits".
    /// - Parameters:
    ///   - count: How many characters of this class are missing.
    ///   - more: Whether some are already there.
    func missingMessage(_ count: Int, more: Bool) -> String {
        switch (kind, more) {
        case (.digit, false):
            localizedPlural("Enter %d digit", "Enter %d digits", count: count, count)
        case (.digit, true):
            localizedPlural("Enter %d more digit", "Enter %d more digits", count: count, count)
        case (.digitBetween(let lowest, let highest), false):
            localizedPlural(
                "Enter %1$d digit from %2$s to %3$s", "Enter %1$d digits from %2$s to %3$s", count: count, count,
                lowest, highest)
        case (.digitBetween(let lowest, let highest), true):
            localizedPlural(
                "Enter %1$d more digit from %2$s to %3$s", "Enter %1$d more digits from %2$s to %3$s", count: count,
                count, lowest, highest)
        case (.letter, false):
            localizedPlural("Enter %d letter", "Enter %d letters", count: count, count)
        case (.letter, true):
            localizedPlural("Enter %d more letter", "Enter %d more letters", count: count, count)
        case (.letterOrDigit, false):
            localizedPlural("Enter %d letter or digit", "Enter %d letters or digits", count: count, count)
        case (.letterOrDigit, true):
            localizedPlural("Enter %d more letter or digit", "Enter %d more letters or digits", count: count, count)
        case (.named, false):
            // Translators: %2$s is what the app calls the characters missing, such as "hex digits".
            localized("Enter %1$d %2$s", count, count == 1 ? singular : plural)
        case (.named, true):
            // Translators: %2$s is what the app calls the characters missing, such as "hex digits".
            localized("Enter %1$d more %2$s", count, count == 1 ? singular : plural)
        }
    }

    /// "Character 2 must be a letter": the character at `position` (counting from 1) is not
    /// one of this class.
    func wrongCharacterMessage(at position: Int) -> String {
        switch kind {
        case .digit:
            localized("Character %d must be a digit", position)
        case .digitBetween(let lowest, let highest):
            localized("Character %1$d must be a digit from %2$s to %3$s", position, lowest, highest)
        case .letter:
            localized("Character %d must be a letter", position)
        case .letterOrDigit:
            localized("Character %d must be a letter or digit", position)
        case .named:
            // Translators: %2$s is what the app calls the character expected, such as "hex digit".
            localized("Character %1$d must be a %2$s", position, singular)
        }
    }
}
