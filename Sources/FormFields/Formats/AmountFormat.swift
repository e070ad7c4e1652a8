import Foundation

/// Money and measures: thousands separators, a decimal separator, a fixed number of decimals
/// and an optional minus sign, with the caret rules of `SeparatedFormat`.
///
/// Text on the way to a number stays as typed: "", "-", "12.", "0.0", "0,001" (leading zeros
/// are kept while typing, so replacing the "1" of "1,000" with "2" gives "2,000"). `finalize`
/// (focus-out, Enter) writes the number in full: "12." becomes "12.00", "007" becomes "7.00".
///
/// Keys: digits go where typed, up to `decimals` after the separator; the locale's decimal
/// separator, "." and the Arabic "٫" all type the decimal separator (once; typed again just
/// before it, the caret steps over it); "-" switches the sign from anywhere and "+" removes it;
/// the grouping separator and anything else are refused. The numeric keypad's decimal key types
/// the decimal separator, whatever character the keyboard layout gives the key
/// (`FormField.decimalSeparator`, which `FieldEntry` follows): a German layout's "," would be
/// the grouping separator of en_US symbols.
///
/// A paste is read whole (see `AmountText`): "$1,234.50", "1.234,50 €", "٣٫٥" (3.5), and
/// "(1,234.50)" or "1,234.50-" as negative. A paste that is not one number ("1e5", "555-1234",
/// "12/05", "12.05.2024"), or that scales its number ("5%", "1.5M", "2 Mio €", "50c"), is
/// refused, text, caret and selection as they were, rather than read as another number. A paste
/// with no digit at all ("abc") is a refused key's kind: it removes the selection it replaces.
/// A paste may lose only zeros that end it: "1234.500" gives "1,234.50" and "4.00" in a whole
/// amount gives "4". "1234.567" in a two-decimal amount is refused whole, as "1e5" is and as a
/// digit typed into a full fraction is: "1,234.56" would be another number. So is "-4" in an
/// amount that takes no sign: 4 would be another number.
///
/// ```swift
/// let amount = AmountFormat(decimals: 2, locale: Locale(identifier: "de_DE"))
/// amount.clean("1234.5")       // "1.234,5"
/// amount.finalize("1.234,5")   // "1.234,50"
/// amount.converter.parse("1.234,5")   // .valid(1234.5)
/// ```
public struct AmountFormat: ValueFormat, SeparatedFormat {
    /// Digits after the decimal separator, at most; 0 allows whole numbers only.
    public let decimals: Int
    /// Whether the amount may be negative.
    public let allowsNegative: Bool
    /// The separators the amount is shown with.
    public let symbols: AmountSymbols

    /// An amount with the separators `symbols` gives.
    /// - Parameters:
    ///   - decimals: Digits after the decimal separator, at most (and exactly, once finalized).
    ///   - allowsNegative: Whether a minus sign may be typed.
    ///   - symbols: The separators; en_US's by default.
    public init(decimals: Int = 2, allowsNegative: Bool = true, symbols: AmountSymbols = .unitedStates) {
        self.decimals = max(decimals, 0)
        self.allowsNegative = allowsNegative
        self.symbols = symbols
    }

    /// An amount with the separators of `locale`.
    public init(decimals: Int = 2, allowsNegative: Bool = true, locale: Locale) {
        self.init(decimals: decimals, allowsNegative: allowsNegative, symbols: AmountSymbols(locale: locale))
    }

    // MARK: TextTransform

    /// Takes a key or a paste as the rules above say, and regroups the whole part.
    public func apply(to edit: TextEdit) -> TextState {
        applySeparated(to: edit)
    }

    /// The number written in full: a whole part without leading zeros (at least "0"), exactly
    /// `decimals` fraction digits, no sign on zero. Text without digits stays as it is.
    public func finalize(_ text: String) -> String {
        let characters = scan(text).map(\.character)
        guard characters.contains(where: \.isASCIIDigit) else { return text }
        return layout(normalized(characters), caret: 0).text
    }

    // MARK: SeparatedFormat

    /// Canonical characters: "-" first if negative, ASCII digits, "." for the decimal separator.
    func scan(_ text: String) -> [SignificantCharacter] {
        var result: [SignificantCharacter] = []
        var position = 0
        var sawDecimalSeparator = false
        for character in text {
            let width = character.codePointWidth
            defer { position += width }
            let canonical: Character
            if let digit = CharacterClass.asciiDigit(character) {
                canonical = digit
            } else if character == symbols.decimalSeparator && !sawDecimalSeparator {
                sawDecimalSeparator = true
                canonical = "."
            } else if result.isEmpty && AmountText.minusSigns.contains(character) {
                canonical = "-"
            } else {
                continue
            }
            result.append(SignificantCharacter(character: canonical, range: position..<(position + width)))
        }
        return result
    }

    func layout(_ characters: [Character], caret: Int) -> TextState {
        let wholeStart = characters.first == "-" ? 1 : 0
        let wholeEnd = characters.firstIndex(of: ".") ?? characters.endIndex
        var text = ""
        var position = 0
        var caretOffset = 0
        for (index, character) in characters.enumerated() {
            if let grouping = symbols.groupingSeparator, index > wholeStart, index < wholeEnd,
                symbols.separatesBefore(digits: wholeEnd - index)
            {
                text.append(grouping)
                position += grouping.codePointWidth
            }
            let shown = character == "." ? symbols.decimalSeparator : character
            text.append(shown)
            position += shown.codePointWidth
            if index + 1 == caret { caretOffset = position }
        }
        return TextState(text, caret: caretOffset)
    }

    func merge(_ edit: SignificantEdit) -> MergedCharacters? {
        var edit = edit
        guard !edit.inserted.isEmpty else {
            return MergedCharacters(characters: edit.head + edit.tail, caret: edit.head.count)
        }
        // NB: nothing goes before the sign; an insertion at the very start goes after it.
        if edit.head.isEmpty && edit.tail.first == "-" {
            edit.head = ["-"]
            edit.tail.removeFirst()
        }
        if edit.isKeystroke {
            if let merged = keystroke(edit) { return merged }
        } else {
            // NB: text that is not one number, or one that would lose digits to fit, is refused
            // whole, selection and all: what it would leave behind is a number nobody wrote.
            guard let pasted = AmountText(edit.inserted, symbols: symbols) else { return nil }
            switch paste(pasted, into: edit) {
            case .fits(let merged): return merged
            case .changesTheNumber: return nil
            case .doesNotFit: break
            }
        }
        // A refused key, or a paste that adds nothing, over a selection still removes the selection.
        guard edit.removedSignificant else { return nil }
        return MergedCharacters(characters: edit.head + edit.tail, caret: edit.head.count)
    }

    // MARK: Keys and pastes

    private func keystroke(_ edit: SignificantEdit) -> MergedCharacters? {
        guard let key = edit.inserted.first else { return nil }
        if let digit = CharacterClass.asciiDigit(key) {
            return inserting([digit], into: edit).merged
        }
        if key == symbols.decimalSeparator || key == "." || key == AmountText.arabicDecimalSeparator {
            let kept = edit.head + edit.tail
            guard kept.contains(".") else { return inserting(["."], into: edit).merged }
            // Typed just before the separator it already has, the caret steps over it.
            guard edit.tail.first == ".", !edit.removedSignificant else { return nil }
            return MergedCharacters(characters: kept, caret: edit.head.count + 1)
        }
        if AmountText.minusSigns.contains(key) || key == "+" {
            return switchingSign(of: edit, toNegative: key != "+")
        }
        return nil
    }

    private func switchingSign(of edit: SignificantEdit, toNegative: Bool) -> MergedCharacters? {
        let kept = edit.head + edit.tail
        if kept.first == "-" {
            return MergedCharacters(characters: Array(kept.dropFirst()), caret: max(edit.head.count - 1, 0))
        }
        guard toNegative, allowsNegative else { return nil }
        return MergedCharacters(characters: ["-"] + kept, caret: edit.head.count + 1)
    }

    private func paste(_ pasted: AmountText, into edit: SignificantEdit) -> Insertion {
        // NB: without its sign it would be another number, and nothing at all is none.
        if pasted.isNegative && !allowsNegative { return .changesTheNumber }
        var characters = pasted.whole
        if pasted.hasDecimalSeparator { characters += ["."] + pasted.fraction }
        let kept = edit.head + edit.tail
        var merged = MergedCharacters(characters: kept, caret: edit.head.count)
        if !characters.isEmpty {
            let insertion = inserting(characters, into: edit)
            guard case .fits(let joined) = insertion else { return insertion }
            merged = joined
        }
        // A pasted sign counts where a sign can be: before every digit.
        if pasted.isNegative && edit.head.allSatisfy({ $0 == "-" }) && merged.characters.first != "-" {
            merged.characters.insert("-", at: 0)
            merged.caret += 1
        }
        return merged.characters == kept ? .doesNotFit : .fits(merged)
    }

    /// What inserting characters between the ones a field keeps gives.
    private enum Insertion {
        /// The amount with the characters in it, less zeros that did not fit.
        case fits(MergedCharacters)
        /// Nothing of them fits, or what fits adds nothing.
        case doesNotFit
        /// Fitting them would drop a digit that is not a trailing zero, or a sign the field does
        /// not take: another number.
        case changesTheNumber

        /// The characters when they fit.
        var merged: MergedCharacters? {
            if case .fits(let merged) = self { merged } else { nil }
        }
    }

    /// Inserts characters between head and tail if the result is a well-formed amount.
    ///
    /// What does not fit is dropped from the end of the inserted characters only when that
    /// leaves the number as it was: a decimal separator the field has no room for (it has one,
    /// or `decimals` is 0) with nothing but zeros after it, or fraction digits beyond `decimals`
    /// that are zeros with only zeros after them ("1234.500" is 1,234.50). Dropping any other
    /// digit would make another number: that is `changesTheNumber` ("1234.567", "4.75" in a
    /// whole amount). A key is a single character, so one that does not fit never fits.
    private func inserting(_ characters: [Character], into edit: SignificantEdit) -> Insertion {
        var inserted = characters
        let fieldHasSeparator = edit.head.contains(".") || edit.tail.contains(".")
        if let point = inserted.firstIndex(of: "."), fieldHasSeparator || decimals == 0 {
            guard inserted[(point + 1)...].allSatisfy({ $0 == "0" }) else { return .changesTheNumber }
            inserted.removeSubrange(point...)
        }
        let insertedFraction: Int
        if edit.head.contains(".") {
            insertedFraction = inserted.count
        } else if let point = inserted.firstIndex(of: ".") {
            insertedFraction = inserted.count - point - 1
        } else {
            insertedFraction = 0
        }
        let joined = edit.head + inserted + edit.tail
        let fraction = joined.firstIndex(of: ".").map { joined.count - $0 - 1 } ?? 0
        let excess = fraction - decimals
        if excess > 0 {
            guard excess <= insertedFraction else { return .doesNotFit }
            // NB: fraction digits of the field after the dropped ones would move up a place.
            guard (inserted.suffix(excess) + edit.tail).allSatisfy({ $0 == "0" }) else { return .changesTheNumber }
            inserted.removeLast(excess)
        }
        guard !inserted.isEmpty else { return .doesNotFit }
        return .fits(
            MergedCharacters(characters: edit.head + inserted + edit.tail, caret: edit.head.count + inserted.count))
    }

    /// The amount written in full; see `finalize`.
    func normalized(_ characters: [Character]) -> [Character] {
        let isNegative = characters.first == "-"
        let point = characters.firstIndex(of: ".") ?? characters.endIndex
        var whole = Array(characters[(isNegative ? 1 : 0)..<point].drop { $0 == "0" })
        if whole.isEmpty { whole = ["0"] }
        var fraction = point < characters.endIndex ? Array(characters[(point + 1)...]) : []
        fraction = Array(fraction.prefix(decimals))
        fraction += Array(repeating: "0", count: decimals - fraction.count)
        let isZero = whole == ["0"] && fraction.allSatisfy { $0 == "0" }
        return (isNegative && !isZero ? ["-"] : []) + whole + (decimals > 0 ? ["."] + fraction : [])
    }
}

extension TextTransform where Self == AmountFormat {
    /// An amount with thousands separators; see `AmountFormat`.
    public static func amount(
        decimals: Int = 2, allowsNegative: Bool = true, locale: Locale = Locale(identifier: "en_US")
    ) -> AmountFormat {
        AmountFormat(decimals: decimals, allowsNegative: allowsNegative, locale: locale)
    }
}
