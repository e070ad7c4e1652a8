import FormFieldsTestSupport
import Foundation
import Testing

@testable import FormFields

/// Brute force over random texts and edits, for every format: the caret rules of
/// `SeparatedFormat` hold, each format is idempotent on its own output (`clean` of any text
/// cleans to itself), pasting a value formatted or unformatted gives the same result, and a
/// paste shows whole, past the last slot if it must.
@Suite struct FormatProperties {
    /// A format under test and how to make random values for it.
    struct Subject: CustomTestStringConvertible, Sendable {
        let name: String
        let format: any SeparatedFormat & TextTransform
        /// Random significant characters of a value, in canonical form.
        let randomValue: @Sendable (inout SeededGenerator) -> [Character]
        /// The value as a person would paste it without the format's separators.
        let unformatted: @Sendable ([Character]) -> String
        /// Whether any digit typed into a non-full field lands where it was typed.
        let typedDigitsLand: Bool
        /// How many significant characters an edit may leave when it keeps the ones given
        /// (`SlotLayout.capacity(keeping:)`); `nil` is no limit.
        let capacity: @Sendable ([Character]) -> Int?
        /// For amounts: how many fraction digits fit.
        let decimals: Int?
        /// Digits the first slot does not take: typed there, they add no significant character.
        var firstSlotRefuses: Set<Character> = []

        /// Whether a paste keeps every digit of a value, past the last slot if it must: a slot
        /// format whose digits land where they are typed. Not amounts, which refuse more decimals
        /// than they have.
        var overfills: Bool { typedDigitsLand && capacity([]) != nil }

        var testDescription: String { name }
    }

    static let subjects: [Subject] = [
        Subject(
            name: "card number", format: GroupedFormat.cardNumber,
            randomValue: { randomDigits(0...19, &$0) }, unformatted: { String($0) },
            typedDigitsLand: true,
            capacity: { GroupedFormat.isAmericanExpress($0) ? GroupedFormat.americanExpressLength : 19 },
            decimals: nil),
        Subject(
            name: "US phone", format: PatternFormat.phoneNumberUS,
            // NB: an area code starts with 2 to 9.
            randomValue: { generator in
                let digits = randomDigits(0...10, &generator)
                let first = Character(String(Int.random(in: 2...9, using: &generator)))
                return digits.isEmpty ? [] : [first] + digits.dropFirst()
            },
            unformatted: { String($0) }, typedDigitsLand: true, capacity: { _ in 10 }, decimals: nil,
            firstSlotRefuses: ["0", "1"]),
        Subject(
            name: "mixed template", format: PatternFormat("@@-## *\\#"),
            randomValue: { generator in
                let letters = Array("ABCxyzé")
                let count = Int.random(in: 0...5, using: &generator)
                return (0..<count).map { index in
                    index < 2 || (index == 4 && Bool.random(using: &generator))
                        ? letters.randomElement(using: &generator)!
                        : Character(String(Int.random(in: 0...9, using: &generator)))
                }
            },
            unformatted: { String($0) }, typedDigitsLand: false, capacity: { _ in 5 }, decimals: nil),
        Subject(
            name: "expiry", format: CardExpiryFormat(),
            // NB: months as typed: a first digit 2-9 is completed to "02"-"09" when typed.
            randomValue: { generator in
                let digits = randomDigits(0...4, &generator)
                return digits.isEmpty ? [] : [Bool.random(using: &generator) ? "0" : "1"] + digits.dropFirst()
            },
            unformatted: { String($0) }, typedDigitsLand: false, capacity: { _ in 4 }, decimals: nil),
        // NB: templates whose literals are also digits. A value starting with the digit that
        // starts the template, pasted without literals, reads as that literal ("8", "07").
        Subject(
            name: "phone with a trunk prefix", format: PatternFormat("8 (###) ###-##-##"),
            randomValue: { randomDigits(0...10, &$0, notStartingWith: "8") }, unformatted: { String($0) },
            typedDigitsLand: false, capacity: { _ in 10 }, decimals: nil),
        Subject(
            name: "code after a fixed 0", format: PatternFormat("0## ###"),
            randomValue: { randomDigits(0...5, &$0, notStartingWith: "0") }, unformatted: { String($0) },
            typedDigitsLand: false, capacity: { _ in 5 }, decimals: nil),
        Subject(
            name: "country code of digits", format: PatternFormat("+972-##-###-####"),
            randomValue: { randomDigits(0...9, &$0) }, unformatted: { String($0) },
            typedDigitsLand: true, capacity: { _ in 9 }, decimals: nil),
        amount("amount en_US", AmountFormat(decimals: 2)),
        amount("amount de_DE", AmountFormat(decimals: 2, locale: Locale(identifier: "de_DE"))),
        amount("amount fr_FR, 3 decimals", AmountFormat(decimals: 3, locale: Locale(identifier: "fr_FR"))),
        amount("whole amount", AmountFormat(decimals: 0, allowsNegative: false)),
        amount("amount in groups of four", AmountFormat(symbols: AmountSymbols(groupSize: 4))),
        amount("amount en_IN", AmountFormat(decimals: 2, locale: Locale(identifier: "en_IN"))),
        amount(
            "amount without grouping",
            AmountFormat(symbols: AmountSymbols(decimalSeparator: ",", groupingSeparator: nil))),
    ]

    static func amount(_ name: String, _ format: AmountFormat) -> Subject {
        Subject(
            name: name, format: format,
            randomValue: { generator in
                var value: [Character] = []
                if format.allowsNegative && Bool.random(using: &generator) { value.append("-") }
                value += randomDigits(0...8, &generator)
                if format.decimals > 0 && Bool.random(using: &generator) {
                    value += ["."] + randomDigits(0...format.decimals, &generator)
                }
                return value
            },
            unformatted: { value in
                String(value.map { $0 == "." ? format.symbols.decimalSeparator : $0 })
            },
            typedDigitsLand: true, capacity: { _ in nil }, decimals: format.decimals)
    }

    static func randomDigits(
        _ count: ClosedRange<Int>, _ generator: inout SeededGenerator, notStartingWith excluded: Character? = nil
    ) -> [Character] {
        var digits = (0..<Int.random(in: count, using: &generator)).map { _ in
            Character(String(Int.random(in: 0...9, using: &generator)))
        }
        if let excluded, digits.first == excluded { digits[0] = excluded == "9" ? "1" : "9" }
        return digits
    }

    /// Characters people type and paste: digits of three scripts, letters, separators, signs,
    /// a combining sequence, an emoji with a skin tone, a narrow no-break space.
    static let keys: [Character] = Array("0123456789٤４aZé-−+.,/() #") + ["e\u{301}", "👍🏽", "\u{202F}"]

    static let trials = 1500

    // MARK: Properties

    @Test(arguments: subjects)
    func everyResultIsIdempotentAndItsCaretSitsOnACharacterBoundary(_ subject: Subject) {
        var generator = SeededGenerator(seed: 1)
        for _ in 0..<Self.trials {
            let before = randomState(subject, &generator)
            let edit = randomEdit(on: before, &generator)
            for made in [edit, TextEdit(from: before, to: edit.after)] {
                let result = subject.format.apply(to: made)
                let again = subject.format.apply(to: TextEdit(unchanged: result))
                #expect(
                    again.text == result.text,
                    "\(subject.name): \(before) -> \(made.after) gave \(result), then \(again)")
                // A refused edit leaves the state as it was, caret included; any other puts the
                // caret where cleaning the result again leaves it.
                if result != before {
                    #expect(
                        again == result,
                        "\(subject.name): \(before) -> \(made.after) gave \(result), then \(again)")
                }
                #expect((0...result.length).contains(result.caret))
                #expect(
                    result.text.snappedToGrapheme(result.caret) == result.caret, "\(subject.name): \(result)")
                #expect(
                    subject.format.finalize(result.text)
                        == subject.format.apply(
                            to: TextEdit(unchanged: TextState(subject.format.finalize(result.text)))
                        ).text)
            }
        }
    }

    @Test(arguments: subjects)
    func cleaningTwiceGivesWhatCleaningOnceGave(_ subject: Subject) {
        var generator = SeededGenerator(seed: 6)
        for _ in 0..<Self.trials {
            let text: String
            if Bool.random(using: &generator) {
                let length = Int.random(in: 0...12, using: &generator)
                text = String((0..<length).map { _ in Self.keys.randomElement(using: &generator)! })
            } else {
                // The start of a value as the format shows it: text the format wrote, or copied in part.
                let shown = subject.format.layout(subject.randomValue(&generator), caret: 0).text
                text = String(shown.prefix(Int.random(in: 0...shown.count, using: &generator)))
            }
            let once = subject.format.clean(text)
            let twice = subject.format.clean(once)
            #expect(twice == once, "\(subject.name): \(text.debugDescription) cleans to \(once), then to \(twice)")
        }
    }

    @Test(arguments: subjects)
    func pastingAValueFormattedOrNotGivesTheSameResult(_ subject: Subject) {
        var generator = SeededGenerator(seed: 2)
        for _ in 0..<Self.trials {
            let before = randomState(subject, &generator)
            let value = subject.randomValue(&generator)
            let formatted = subject.format.layout(value, caret: 0).text
            let unformatted = subject.unformatted(value)
            let fromFormatted = subject.format.apply(
                to: TextEdit(from: before, replacing: before.selection, with: formatted))
            let fromUnformatted = subject.format.apply(
                to: TextEdit(from: before, replacing: before.selection, with: unformatted))
            // NB: one character unformatted is a key, with rules of its own: it stops at the
            // capacity, where a paste does not, and "9" typed into "+972-##" is the literal's.
            guard value.count > 1 else { continue }
            #expect(
                fromFormatted == fromUnformatted,
                "\(subject.name): pasting \"\(formatted)\" or \"\(unformatted)\" into \(before)")
            if before.text.isEmpty {
                #expect(
                    fromFormatted.text == formatted,
                    "\(subject.name): pasting \"\(formatted)\" into an empty field")
            }
        }
    }

    /// A paste is never cut to fit: the field shows every digit of the value pasted, those
    /// that do not fit after the last slot, for the converter to say so.
    @Test(arguments: subjects.filter(\.overfills))
    func aPastedValueShowsWhole(_ subject: Subject) {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<Self.trials {
            let before = randomState(subject, &generator)
            let value = subject.randomValue(&generator)
            // NB: one character is a key, held to `capacity(keeping:)`, a property of its own.
            guard value.count > 1 else { continue }
            let kept = subject.format.scan(before.text).filter { !$0.range.overlaps(before.selection) }
            let result = subject.format.apply(
                to: TextEdit(from: before, replacing: before.selection, with: subject.unformatted(value)))
            #expect(
                subject.format.scan(result.text).count == kept.count + value.count,
                "\(subject.name): pasting \(String(value)) into \(before) gave \(result)")
        }
    }

    @Test(arguments: subjects)
    func backspaceAndDeleteRemoveExactlyOneNeighbouringSignificantCharacter(_ subject: Subject) {
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<Self.trials {
            let before = randomState(subject, &generator, selecting: false)
            let significant = subject.format.scan(before.text)
            let count = significant.count(where: { $0.range.upperBound <= before.caret })
            let forward = Bool.random(using: &generator)
            let after = forward ? pressDelete(before) : pressBackspace(before)
            guard after.text != before.text else { continue }
            let result = subject.format.apply(to: TextEdit(from: before, to: after))
            var expected = significant.map(\.character)
            let removed = forward ? count : count - 1
            guard expected.indices.contains(removed) else {
                #expect(result == before, "\(subject.name): nothing to remove in \(before), got \(result)")
                continue
            }
            expected.remove(at: removed)
            expectShows(
                subject, result, expected, caretAfter: removed,
                "\(before) \(forward ? "Delete" : "Backspace")")
        }
    }

    @Test(arguments: subjects)
    func deletingASelectionRemovesExactlyTheSignificantCharactersInIt(_ subject: Subject) {
        var generator = SeededGenerator(seed: 4)
        for _ in 0..<Self.trials {
            let before = randomState(subject, &generator, selecting: true)
            guard !before.selection.isEmpty else { continue }
            let significant = subject.format.scan(before.text)
            let kept = significant.filter { !$0.range.overlaps(before.selection) }
            let result = subject.format.apply(to: TextEdit(from: before, to: pressBackspace(before)))
            guard kept.count < significant.count else {
                #expect(
                    result == before,
                    "\(subject.name): a selection of separators in \(before) removed \(result)")
                continue
            }
            let caret = kept.count(where: { $0.range.upperBound <= before.selection.lowerBound })
            expectShows(subject, result, kept.map(\.character), caretAfter: caret, "\(before) deleted")
        }
    }

    @Test(arguments: subjects.filter(\.typedDigitsLand))
    func aTypedDigitLandsAtTheCaretWithTheCaretAfterItOrTheEditIsRejected(_ subject: Subject) {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<Self.trials {
            let before = randomState(subject, &generator, selecting: false)
            let digit = Character(String(Int.random(in: 0...9, using: &generator)))
            let significant = subject.format.scan(before.text).map(\.character)
            var count = subject.format.scan(before.text).count(where: { $0.range.upperBound <= before.caret })
            // Nothing goes before a minus sign.
            if count == 0 && significant.first == "-" { count = 1 }
            let result = subject.format.apply(
                to: TextEdit(from: before, replacing: before.selection, with: String(digit)))
            var expected = significant
            expected.insert(digit, at: count)
            if count == 0 && subject.firstSlotRefuses.contains(digit) {
                #expect(
                    subject.format.scan(result.text).map(\.character) == significant,
                    "\(subject.name): typing \(digit) into \(before) gave \(result)")
            } else if isFull(subject, expected, keeping: significant) {
                #expect(
                    result == before, "\(subject.name): typing \(digit) into full \(before) gave \(result)")
            } else {
                expectShows(subject, result, expected, caretAfter: count + 1, "\(before) typed \(digit)")
            }
        }
    }

    // MARK: Helpers

    /// Whether `characters`, made by an edit that kept `kept`, overflow the format: too many,
    /// or too many fraction digits.
    private func isFull(_ subject: Subject, _ characters: [Character], keeping kept: [Character]) -> Bool {
        if let capacity = subject.capacity(kept), characters.count > capacity { return true }
        guard let decimals = subject.decimals else { return false }
        guard let point = characters.firstIndex(of: ".") else { return false }
        return characters.count - point - 1 > decimals
    }

    /// `result` shows exactly `characters`, with the caret right after the first `count`.
    private func expectShows(
        _ subject: Subject, _ result: TextState, _ characters: [Character], caretAfter count: Int,
        _ story: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let shown = subject.format.scan(result.text)
        #expect(
            shown.map(\.character) == characters, "\(subject.name): \(story) gave \(result)",
            sourceLocation: sourceLocation)
        let caret = count == 0 ? (shown.first?.range.lowerBound ?? 0) : shown[count - 1].range.upperBound
        #expect(
            result.caret == caret, "\(subject.name): \(story) gave \(result)", sourceLocation: sourceLocation)
    }

    private func randomState(_ subject: Subject, _ generator: inout SeededGenerator, selecting: Bool? = nil)
        -> TextState
    {
        var value = subject.randomValue(&generator)
        // Now and then more digits than the slots hold, as a paste or the model leaves them.
        if subject.overfills && Int.random(in: 0..<4, using: &generator) == 0 {
            value += Self.randomDigits(1...3, &generator)
        }
        let text = subject.format.layout(value, caret: 0).text
        let length = text.codePointCount
        let caret = text.snappedToGrapheme(Int.random(in: 0...length, using: &generator))
        let select = selecting ?? (Int.random(in: 0..<4, using: &generator) == 0)
        let anchor = select ? text.snappedToGrapheme(Int.random(in: 0...length, using: &generator)) : caret
        return TextState(text, caret: caret, anchor: anchor)
    }

    private func randomEdit(on state: TextState, _ generator: inout SeededGenerator) -> TextEdit {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            return TextEdit(from: state, to: pressBackspace(state))
        case 1:
            return TextEdit(from: state, to: pressDelete(state))
        case 2:
            let key = Self.keys.randomElement(using: &generator)!
            return TextEdit(from: state, replacing: state.selection, with: String(key))
        default:
            let length = Int.random(in: 0...24, using: &generator)
            let pasted = String((0..<length).map { _ in Self.keys.randomElement(using: &generator)! })
            return TextEdit(from: state, replacing: state.selection, with: pasted)
        }
    }

    /// What GtkEntry shows after Backspace: the selection or the character before the caret gone.
    private func pressBackspace(_ state: TextState) -> TextState {
        let range =
            state.selection.isEmpty
            ? state.text.snappedToGrapheme(state.caret - 1, forward: false)..<state.caret : state.selection
        return TextState(state.text.replacingCodePoints(range, with: ""), caret: range.lowerBound)
    }

    /// What GtkEntry shows after Delete: the selection or the character after the caret gone.
    private func pressDelete(_ state: TextState) -> TextState {
        let range =
            state.selection.isEmpty
            ? state.caret..<state.text.snappedToGrapheme(state.caret + 1) : state.selection
        return TextState(state.text.replacingCodePoints(range, with: ""), caret: range.lowerBound)
    }
}
