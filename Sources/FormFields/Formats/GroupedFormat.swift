/// Characters in groups with a separator between them: card numbers "4111 1111 1111 1111",
/// account numbers, codes.
///
/// The separator appears once the group after it begins, so the caret never waits behind a
/// separator nobody typed. The caret follows the rules of `SeparatedFormat`.
///
/// ```swift
/// let card = GroupedFormat.cardNumber
/// card.clean("4111-1111-1111-1111")   // "4111 1111 1111 1111"
/// let amex = GroupedFormat(groups: [4, 6, 5])
/// amex.clean("378282246310005")        // "3782 822463 10005"
/// ```
public struct GroupedFormat: ValueFormat, SlotLayout {
    /// The size of each group, first to last.
    public let groups: [Int]
    /// Whether the last group size repeats until `maximumLength` (or without end).
    public let repeatsLastGroup: Bool
    /// What stands between two groups.
    public let separator: String
    /// The most significant characters the field holds, if limited.
    public let maximumLength: Int?
    /// How many characters make the value complete.
    public let minimumLength: Int
    /// The characters the groups hold.
    public let characters: CharacterClass
    /// A check the value must pass once complete.
    public let check: Check?

    /// A check on the value beyond its length.
    public enum Check: Sendable, Hashable {
        /// A payment card number: incomplete below the usual length for its network (15 digits
        /// for American Express, 14 for Diners Club, 16 for the others), then valid only with
        /// a correct Luhn check digit. Typing stops at the 15th digit of an American Express number.
        case paymentCard
    }

    private let separatorCharacters: [Character]
    private let boundaries: Set<Int>
    private let listedLength: Int

    /// A format of groups of the sizes given, first to last.
    /// - Parameters:
    ///   - groups: Group sizes, first to last; sizes below 1 count as 1.
    ///   - repeatsLastGroup: Whether the last size repeats; otherwise the groups' total limits
    ///     the length.
    ///   - separator: What stands between two groups.
    ///   - maximumLength: The most characters the field holds; `nil` is no limit beyond the
    ///     groups.
    ///   - minimumLength: How many make the value complete; by default all of them, or 1 when
    ///     there is no limit.
    ///   - characters: What the groups hold.
    ///   - check: A check the value must pass.
    public init(
        groups: [Int], repeatsLastGroup: Bool = false, separator: String = " ", maximumLength: Int? = nil,
        minimumLength: Int? = nil, characters: CharacterClass = .digit, check: Check? = nil
    ) {
        let sizes = groups.isEmpty ? [1] : groups.map { max($0, 1) }
        var boundaries = Set<Int>()
        var total = 0
        for size in sizes {
            total += size
            boundaries.insert(total)
        }
        let limit = repeatsLastGroup ? maximumLength : min(total, maximumLength ?? total)
        self.groups = sizes
        self.repeatsLastGroup = repeatsLastGroup
        self.separator = separator
        self.maximumLength = limit
        self.minimumLength = min(minimumLength ?? limit ?? 1, limit ?? .max)
        self.characters = characters
        self.check = check
        self.separatorCharacters = Array(separator)
        self.boundaries = boundaries
        self.listedLength = total
    }

    /// A payment card number: groups of four, up to 19 digits, checked as `Check.paymentCard`.
    /// An American Express number shows as its cards print it, "3782 822463 10005", and typing
    /// stops at its 15th digit.
    ///
    /// A paste is not held to that: a longer American Express number pasted, whole or its rest,
    /// shows whole in fours, with "An American Express card number has 15 digits", rather than
    /// lose a digit unnoticed. Nor to 19 digits: the digits past the 19th show after it, with
    /// "Enter at most 19 digits".
    public static var cardNumber: GroupedFormat {
        GroupedFormat(
            groups: [4], repeatsLastGroup: true, maximumLength: 19, minimumLength: 12, check: .paymentCard)
    }

    /// The significant characters of `text`: "4111 1111" gives "41111111".
    public func significantCharacters(of text: String) -> String {
        significantText(of: text)
    }

    /// The significant characters, complete from `minimumLength` on and passing `check`.
    public var converter: FieldConverter<String> {
        let plain = significantConverter(
            minimum: minimumLength, allowsEmpty: false, purpose: characters.isDigit ? .digits : .freeForm)
        guard check == .paymentCard else { return plain }
        // NB: Read once: `parse` makes a new closure each time it is read.
        let parse = plain.parse
        let format = self
        return FieldConverter(
            purpose: plain.purpose,
            parse: { text in
                let result = parse(text)
                if case .invalid = result { return result }
                // NB: Counted to the length the first digits promise, not to `minimumLength`,
                // the shortest card's 12: a Visa number said "Enter 1 more digit" at 11 of its 16.
                let typed = format.significantText(of: text)
                let usual = GroupedFormat.usualCardLength(typed)
                if typed.count < usual {
                    return .incomplete(format.missingMessage(have: typed.count, need: usual))
                }
                guard case .valid(let digits) = result else { return result }
                if GroupedFormat.isAmericanExpress(digits) && digits.count > GroupedFormat.americanExpressLength {
                    return .invalid(localized("An American Express card number has 15 digits"))
                }
                guard GroupedFormat.passesLuhn(digits) else {
                    return .invalid(localized("This card number is not valid: check the digits"))
                }
                return result
            },
            format: plain.format)
    }

    /// The usual length of a card number starting with `digits`.
    static func usualCardLength(_ digits: String) -> Int {
        if isAmericanExpress(digits) { return americanExpressLength }
        if digits.hasPrefix("36") || ("300"..."305").contains(String(digits.prefix(3))) { return 14 }
        return 16
    }

    /// How many digits an American Express number has.
    static let americanExpressLength = 15

    /// Whether a card number starting with `digits` is an American Express number, which has
    /// exactly `americanExpressLength` digits.
    static func isAmericanExpress(_ digits: some Collection<Character>) -> Bool {
        digits.starts(with: "34") || digits.starts(with: "37")
    }

    /// Whether `digits` end in a correct Luhn check digit.
    static func passesLuhn(_ digits: String) -> Bool {
        var sum = 0
        for (index, character) in digits.reversed().enumerated() {
            guard let digit = character.wholeNumberValue else { return false }
            let weighted = index.isMultiple(of: 2) ? digit : digit * 2
            sum += weighted > 9 ? weighted - 9 : weighted
        }
        return sum.isMultiple(of: 10)
    }

    // MARK: TextTransform

    /// Left to right: groups read in order, first group first, in every language.
    public var textDirection: TextDirection { .leftToRight }

    /// Keeps the characters the groups hold, up to the length, with a separator before each
    /// group that has begun.
    public func apply(to edit: TextEdit) -> TextState {
        applySeparated(to: edit)
    }

    // MARK: SeparatedFormat

    func layout(_ characters: [Character], caret: Int) -> TextState {
        // NB: Only the layout changes; scanning skips separators wherever they are, so text in
        // either layout reads back as the same digits. Typing stops at the 15th digit, but a
        // longer number pasted or from the model shows in fours, and is invalid.
        let showsAmericanExpress =
            check == .paymentCard && characters.count <= Self.americanExpressLength
            && Self.isAmericanExpress(characters)
        guard showsAmericanExpress else { return layout(characters, caret: caret, literalsBefore: literals(before:)) }
        return layout(characters, caret: caret) { slot in slot == 4 || slot == 10 ? separatorCharacters : [] }
    }

    // MARK: SlotLayout

    var capacity: Int? { maximumLength }

    func capacity(keeping characters: some Collection<Character>) -> Int? {
        guard check == .paymentCard, Self.isAmericanExpress(characters) else { return capacity }
        return min(Self.americanExpressLength, capacity ?? .max)
    }

    func literals(before slot: Int) -> [Character] {
        guard slot > 0, slot < maximumLength ?? .max else { return [] }
        if slot <= listedLength { return boundaries.contains(slot) ? separatorCharacters : [] }
        guard repeatsLastGroup, let last = groups.last else { return [] }
        return (slot - listedLength).isMultiple(of: last) ? separatorCharacters : []
    }

    func characterClass(at slot: Int) -> CharacterClass {
        characters
    }

    func fitsSomeSlot(_ character: Character) -> Bool {
        characters.accept(character) != nil
    }
}

extension TextTransform where Self == GroupedFormat {
    /// A payment card number in groups of four; see `GroupedFormat.cardNumber`.
    public static var cardNumber: GroupedFormat { GroupedFormat.cardNumber }

    /// Digits in groups of the given sizes, limited to their total.
    public static func digitGroups(_ sizes: Int..., separator: String = " ") -> GroupedFormat {
        GroupedFormat(groups: sizes, separator: separator)
    }
}
