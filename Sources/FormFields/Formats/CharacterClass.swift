/// The characters a slot of a format accepts: digits (all, or some), letters, or either.
///
/// A class may also normalise what it accepts: `.digit` takes the digits of any script
/// ("٤", fullwidth "４") and stores them as ASCII.
///
/// ```swift
/// CharacterClass.digit.accept("٤")   // "4"
/// CharacterClass.letter.accept("4")  // nil
/// CharacterClass.digit(in: "2"..."9").accept("1")   // nil
/// ```
public struct CharacterClass: Sendable {
    /// What one character is called: "digit". Messages about an app's class use it; the
    /// library's own classes have messages of their own, in every language.
    public let singular: String
    /// What several are called: "digits".
    public let plural: String
    /// Whether the class takes digits only, for the toolkit's keyboard and "Enter 3 digits".
    let isDigit: Bool
    /// Which of the library's classes this is, for messages in the person's language.
    let kind: Kind
    private let body: @Sendable (Character) -> Character?

    /// Classes are told apart by name: two classes called the same must accept the same.
    ///
    /// The names go into the library's messages as they are given ("Enter 2 more hex digits",
    /// with the sentence around them translated): an app in another language names its classes
    /// in that language, and says whether a class takes digits only, since its name cannot:
    ///
    /// ```swift
    /// let ziffer = CharacterClass(singular: "Ziffer", plural: "Ziffern", digitsOnly: true) {
    ///     CharacterClass.digit.accept($0)
    /// }
    /// ```
    /// - Parameters:
    ///   - singular: The name of one such character, for messages.
    ///   - plural: The name of several, for messages.
    ///   - digitsOnly: Whether the class takes digits only: a format of such classes asks the
    ///     toolkit for its digit keyboard, and classes of digits that differ say "Enter 3 digits"
    ///     together. By default, whether `plural` is "digits".
    ///   - accept: Returns the character to store, or `nil` when the class refuses it. Must be
    ///     deterministic, and accept what it returns unchanged.
    public init(
        singular: String, plural: String, digitsOnly: Bool? = nil,
        accept: @escaping @Sendable (Character) -> Character?
    ) {
        self.init(
            singular: singular, plural: plural, isDigit: digitsOnly ?? (plural == "digits"), kind: .named,
            accept: accept)
    }

    private init(
        singular: String, plural: String, isDigit: Bool, kind: Kind,
        accept: @escaping @Sendable (Character) -> Character?
    ) {
        self.singular = singular
        self.plural = plural
        self.isDigit = isDigit
        self.kind = kind
        self.body = accept
    }

    /// The character to store for `character`, or `nil` when the class refuses it.
    public func accept(_ character: Character) -> Character? {
        body(character)
    }

    /// A decimal digit of any script, stored as ASCII "0"..."9".
    public static let digit = CharacterClass(singular: "digit", plural: "digits", isDigit: true, kind: .digit) {
        character in
        CharacterClass.asciiDigit(character)
    }

    /// A decimal digit of any script within `range`, stored as ASCII: the first digit of a
    /// North American area code is `.digit(in: "2"..."9")`.
    /// - Parameter range: The ASCII digits accepted.
    public static func digit(in range: ClosedRange<Character>) -> CharacterClass {
        let span = "from \(range.lowerBound) to \(range.upperBound)"
        return CharacterClass(
            singular: "digit " + span, plural: "digits " + span, isDigit: true,
            kind: .digitBetween(range.lowerBound.unicodeScalars.first!, range.upperBound.unicodeScalars.first!)
        ) { character in
            CharacterClass.asciiDigit(character).flatMap { range.contains($0) ? $0 : nil }
        }
    }

    /// A letter of any script, stored as typed.
    public static let letter = CharacterClass(singular: "letter", plural: "letters", isDigit: false, kind: .letter) {
        character in
        character.isLetter ? character : nil
    }

    /// A letter or a decimal digit; digits are stored as ASCII.
    public static let alphanumeric = CharacterClass(
        singular: "letter or digit", plural: "letters or digits", isDigit: false, kind: .letterOrDigit
    ) { character in
        character.isLetter ? character : CharacterClass.asciiDigit(character)
    }

    /// The ASCII digit for a decimal digit of any script.
    static func asciiDigit(_ character: Character) -> Character? {
        if let ascii = character.asciiValue { return (0x30...0x39).contains(ascii) ? character : nil }
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        guard scalar.properties.numericType == .decimal,
            let value = scalar.properties.numericValue, let digit = Int(exactly: value),
            (0...9).contains(digit)
        else { return nil }
        return Character(String(digit))
    }
}

extension Character {
    /// The number of code points in this character: its length in GTK's unit.
    var codePointWidth: Int {
        // NB: most characters in formatted fields are one byte; counting scalars is the slow path.
        utf8.count == 1 ? 1 : unicodeScalars.count
    }

    /// Whether this is "0" to "9".
    var isASCIIDigit: Bool {
        guard let ascii = asciiValue else { return false }
        return (0x30...0x39).contains(ascii)
    }
}
