/// A format from a template: placeholders take one character each, everything else is a
/// literal the format inserts itself.
///
/// Placeholders: `#` a digit, `@` a letter, `*` a letter or digit; `\` makes the next
/// character a literal (`\#`). The text holds literals only up to the last filled slot, so
/// "+1 (55" grows into "+1 (555) 1" as digits arrive; the caret follows the rules of
/// `SeparatedFormat` (it keeps the count of significant characters before it). The literals
/// before the first slot may also be typed by hand ("+1 "), and stay as typed until a digit
/// comes.
///
/// Nothing is cut to fit, nor hidden: a paste or a model value with more characters than the
/// template has room for ("555-123-45678", or a UK number, "+44 20 7946 0958", which cut would
/// be "+1 (442) 079-4609") shows whole, the extra characters after the last slot, and the
/// converters read it as invalid ("Enter 10 digits"), so nothing is written. Keys stop at the
/// last slot. "15551234567" fits: its "1" is the "1" of "+1".
///
/// ```swift
/// let phone = PatternFormat("+1 (###) ###-####")
/// phone.clean("5551234567")          // "+1 (555) 123-4567"
/// phone.clean("+1 555.123.4567")     // "+1 (555) 123-4567"
/// phone.clean("555-123-45678")       // "+1 (555) 123-45678", which does not fit:
/// phone.converter.parse("+1 (555) 123-45678")  // .invalid("Enter 10 digits")
/// phone.converter.parse("+1 (555) 123-4567")   // .valid("5551234567")
/// ```
public struct PatternFormat: ValueFormat, SlotLayout {
    /// The template the format was made from.
    public let template: String
    /// The kind of text, for the toolkit's keyboard and hints.
    public var purpose: InputPurpose
    /// The literals before each slot; the last entry follows the last slot.
    private let runs: [[Character]]
    private let classes: [CharacterClass]
    /// The distinct classes, so telling data from separators costs one test per class.
    private let distinctClasses: [CharacterClass]

    /// The placeholders `PatternFormat` understands unless given others.
    public static let standardPlaceholders: [Character: CharacterClass] = [
        "#": .digit, "@": .letter, "*": .alphanumeric,
    ]

    /// A format from `template`.
    /// - Parameters:
    ///   - template: Placeholders and literals, such as "+1 (###) ###-####" or "##/##".
    ///   - placeholders: What each placeholder character accepts.
    ///   - purpose: The kind of text; by default `.digits` when every slot takes a digit.
    public init(
        _ template: String, placeholders: [Character: CharacterClass] = standardPlaceholders,
        purpose: InputPurpose? = nil
    ) {
        var runs: [[Character]] = []
        var classes: [CharacterClass] = []
        var run: [Character] = []
        var escaping = false
        for character in template {
            if escaping {
                run.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if let placeholder = placeholders[character] {
                runs.append(run)
                run = []
                classes.append(placeholder)
            } else {
                run.append(character)
            }
        }
        if escaping { run.append("\\") }
        runs.append(run)
        self.template = template
        self.runs = runs
        self.classes = classes
        var seen = Set<String>()
        let distinct = classes.filter { seen.insert($0.plural).inserted }
        self.distinctClasses = distinct
        self.purpose = purpose ?? (distinct.allSatisfy(\.isDigit) ? .digits : .freeForm)
    }

    /// How many significant characters the template holds.
    public var slotCount: Int { classes.count }

    /// The significant characters of `text`: "+1 (555) 123-4567" gives "5551234567".
    public func significantCharacters(of text: String) -> String {
        significantText(of: text)
    }

    /// The significant characters `significant` shown in the template, as the field shows them.
    public func format(significant: String) -> String {
        layout(Array(significant), caret: 0).text
    }

    /// The significant characters, complete only when every slot is filled.
    public var converter: FieldConverter<String> {
        converter(minimumLength: slotCount)
    }

    /// The significant characters as the value.
    /// - Parameters:
    ///   - minimumLength: How many make the value complete; fewer is `incomplete`.
    ///   - allowsEmpty: Whether empty text is the valid value "" (the field is optional).
    public func converter(minimumLength: Int, allowsEmpty: Bool = false) -> FieldConverter<String> {
        significantConverter(minimum: minimumLength, allowsEmpty: allowsEmpty, purpose: purpose)
    }

    /// A typed value read from the significant characters: month and year, a code, a date.
    /// More characters than the slots hold are invalid before `parse` sees them.
    ///
    /// ```swift
    /// let month = PatternFormat("##").converter(
    ///     parse: { Int($0).map(Conversion.valid) ?? .incomplete("Enter a month") },
    ///     format: { String($0) })
    /// ```
    /// - Parameters:
    ///   - parse: Reads the significant characters (complete or not) as a value.
    ///   - format: Writes a value as significant characters.
    public func converter<Value>(
        parse: @escaping @Sendable (String) -> Conversion<Value>,
        format: @escaping @Sendable (Value) -> String
    ) -> FieldConverter<Value> {
        let pattern = self
        return FieldConverter(
            purpose: purpose,
            parse: { text in
                let significant = pattern.significantText(of: text)
                if let message = pattern.overflowMessage(count: significant.count, minimum: pattern.slotCount) {
                    return .invalid(message)
                }
                return parse(significant)
            },
            format: { value in pattern.format(significant: format(value)) })
    }

    // MARK: TextTransform

    /// Left to right: a template's literals and digits read the same in every language.
    public var textDirection: TextDirection { .leftToRight }

    /// Keeps the template's leading literals as typed while no slot is filled ("+", "+1 "), so
    /// a person who types the country code by hand does not have its "1" taken for the first
    /// digit; otherwise follows the rules of `SeparatedFormat`.
    ///
    /// A literal typed alone that the first slot does not take is that literal, shown with
    /// the literals before it: "1" typed into an empty `.phoneNumberUS` (whose area code never
    /// starts with 1) shows "+1", and the next digit starts the area code. Typed literals are
    /// edited like any text: Backspace after "+1" leaves "+".
    ///
    /// NB: Only an edit that inserts, or one that edits such typed literals, keeps them: deleting
    /// the last digit of "+1 (5" still empties the field in one keystroke.
    public func apply(to edit: TextEdit) -> TextState {
        let text = edit.after.text
        if isLeadingLiterals(text) {
            let inserts = !text.isEmpty && !edit.insertedRange.isEmpty
            let editsTypedLiterals = !edit.before.text.isEmpty && isLeadingLiterals(edit.before.text)
            if inserts || editsTypedLiterals { return edit.after }
        }
        if !edit.insertedRange.isEmpty, let literals = leadingLiterals(endingWith: text) {
            return TextState(literals, caret: literals.codePointCount)
        }
        return applySeparated(to: edit)
    }

    /// Whether `text` is the start of the literals before the first slot: "", "+", "+1 (".
    private func isLeadingLiterals(_ text: String) -> Bool {
        runs[0].starts(with: text)
    }

    /// The literals before the first slot up to the end of `text`, when `text` is a stretch
    /// of them that starts with one the first slot does not take: "1" and "1 " give "+1" and
    /// "+1 " for "+1 (N##) ###-####"; `nil` otherwise.
    private func leadingLiterals(endingWith text: String) -> String? {
        guard let first = text.first, fitsSomeSlot(first), characterClass(at: 0).accept(first) == nil,
            let start = runs[0].indices.first(where: { runs[0][$0...].starts(with: text) })
        else { return nil }
        return String(runs[0][..<(start + text.count)])
    }

    // MARK: SlotLayout

    var capacity: Int? { classes.count }

    func literals(before slot: Int) -> [Character] {
        slot < runs.count ? runs[slot] : []
    }

    func characterClass(at slot: Int) -> CharacterClass {
        // NB: a template without placeholders has no slot to ask about; nothing fits it anyway.
        classes.isEmpty ? .digit : classes[min(slot, classes.count - 1)]
    }

    func fitsSomeSlot(_ character: Character) -> Bool {
        distinctClasses.contains { $0.accept(character) != nil }
    }
}

extension TextTransform where Self == PatternFormat {
    /// A template format; see `PatternFormat` for the placeholders.
    public static func pattern(_ template: String) -> PatternFormat {
        PatternFormat(template)
    }

    /// A North American phone number: "+1 (555) 123-4567"; the value is the ten digits.
    ///
    /// The country code may be typed or left out. An area code never starts with 0 or 1, so
    /// its first slot takes 2 to 9 (`N`, as the numbering plan writes it) and a leading "1",
    /// typed or pasted, is the "1" of "+1": typing "15551234567" gives "+1 (555) 123-4567".
    public static var phoneNumberUS: PatternFormat {
        let placeholders = PatternFormat.standardPlaceholders.merging(["N": .digit(in: "2"..."9")]) { $1 }
        return PatternFormat("+1 (N##) ###-####", placeholders: placeholders, purpose: .phone)
    }
}
