/// A format made of slots, each holding one significant character, with literals the format
/// shows between them: a template ("+1 (###) ###-####") or digit groups ("4111 1111").
///
/// Literals appear only once the slot after them is filled, so "+1 (55" shows no ")" yet and
/// the caret never waits behind a separator nobody typed; the literals after the last slot
/// appear once every slot is filled.
///
/// A format never cuts and never hides: cut, "555-123-45678" would show as "+1 (555) 123-4567"
/// and the model would get another number than the one pasted. A paste, or a value from the
/// model, with more significant characters than the slots shows whole, the extra ones after the
/// last slot ("+1 (555) 123-45678"), and the format's converters read it as invalid, so nothing
/// is written and the person sees all they pasted, marked, to fix it. Only keys stop at the
/// last slot.
protocol SlotLayout: SeparatedFormat {
    /// How many significant characters fit; `nil` means no limit. A key stops there; a paste
    /// may leave more, shown after the last slot.
    var capacity: Int? { get }
    /// How many significant characters a key may leave when the edit keeps `characters`:
    /// `capacity`, unless they make a value that holds fewer (an American Express card number
    /// takes 15 digits, other card numbers up to 19).
    ///
    /// It depends on what stays, and holds keys only: typing stops at the 15th digit of an
    /// American Express number, but a pasted number (or a value from the model) that is longer
    /// shows whole, with the converter saying what is wrong, rather than cut short unnoticed.
    func capacity(keeping characters: some Collection<Character>) -> Int?
    /// The literals shown before slot `slot` once it is filled. `literals(before: capacity)`
    /// are those shown after the last slot once all are filled.
    func literals(before slot: Int) -> [Character]
    /// What slot `slot` accepts.
    func characterClass(at slot: Int) -> CharacterClass
    /// Whether any slot accepts `character`: tells data from separators in pasted text.
    func fitsSomeSlot(_ character: Character) -> Bool
}

extension SlotLayout {
    func capacity(keeping characters: some Collection<Character>) -> Int? {
        capacity
    }

    func scan(_ text: String) -> [SignificantCharacter] {
        var result: [SignificantCharacter] = []
        var expected = literals(before: 0)[...]
        var position = 0
        for character in text {
            let width = character.codePointWidth
            defer { position += width }
            if expected.first == character {
                expected.removeFirst()
                continue
            }
            guard fitsSomeSlot(character) else { continue }
            result.append(SignificantCharacter(character: character, range: position..<(position + width)))
            expected = literals(before: result.count)[...]
        }
        return result
    }

    func merge(_ edit: SignificantEdit) -> MergedCharacters? {
        let start = edit.head.count
        // A key stops at the capacity; a paste is never cut: what fits of it is another number
        // than the one pasted.
        let limit = edit.isKeystroke ? capacity(keeping: [edit.head, edit.tail].joined()) : nil
        let free = limit.map { max($0 - start - edit.tail.count, 0) } ?? .max
        let kept = slotCharacters(in: edit.inserted, from: start, limit: free)
        // Nothing fits (a letter typed into digits, any key in a full field): refuse, unless
        // the edit also removed characters, as typing over a selection does.
        guard !kept.isEmpty || edit.removedSignificant else { return nil }
        return MergedCharacters(characters: edit.head + kept + edit.tail, caret: start + kept.count)
    }

    func layout(_ characters: [Character], caret: Int) -> TextState {
        layout(characters, caret: caret, literalsBefore: literals(before:))
    }

    /// Shows `characters` in the slots with the literals `literalsBefore` gives for each slot:
    /// a format may show some values with literals of their own.
    func layout(_ characters: [Character], caret: Int, literalsBefore: (Int) -> [Character]) -> TextState {
        var text = ""
        var position = 0
        var caretOffset = 0
        for (index, character) in characters.enumerated() {
            for literal in literalsBefore(index) {
                text.append(literal)
                position += literal.codePointWidth
            }
            if index == 0 && caret == 0 { caretOffset = position }
            text.append(character)
            position += character.codePointWidth
            if index + 1 == caret { caretOffset = position }
        }
        if !characters.isEmpty && characters.count == capacity {
            text.append(contentsOf: literalsBefore(characters.count))
        }
        return TextState(text, caret: caretOffset)
    }

    /// The characters inserted text puts in the slots from `slot` on, at most `limit`, as
    /// those slots store them; past the last slot, those some slot takes, so that a paste too
    /// long to fit shows whole.
    ///
    /// Pasted text may come formatted ("+1 (555) 123-4567") or not ("5551234567"); both must
    /// give the same characters. Text this format wrote, literals and all, reads back exactly
    /// as `scan` reads it (a field copied whole, a value from the model), even where a literal
    /// is also data: "0## ###" reads its own "07" as "7". Put back where it was written, from
    /// the first slot, its characters stay as written even where a slot does not take them, so
    /// that the converter says what is wrong; anywhere else, as from any text, a slot takes
    /// only what it accepts.
    ///
    /// Other text is walked along the format from its start: a character equal to one of the
    /// literals expected before the next slot is that literal. A literal that is also data (the
    /// "1" of "+1", the "8" of "8 (") only counts as the literal when it stands next to another
    /// matched literal, when the slot it would fill does not take it, or when the text holds
    /// more data than the format has slots ("15551234567").
    func slotCharacters(in text: Substring, from slot: Int, limit: Int) -> [Character] {
        if let written = charactersWritten(as: text) {
            var kept: [Character] = []
            for character in written where kept.count < limit {
                if let accepted = stored(character, at: slot + kept.count) {
                    kept.append(accepted)
                } else if slot == 0 {
                    kept.append(character)
                }
            }
            return kept
        }
        let overflows = capacity.map { capacity in text.lazy.filter(fitsSomeSlot).count > capacity } ?? false
        var kept: [Character] = []
        var expected = literals(before: 0)[...]
        var followsLiteral = false
        var position = text.startIndex
        while position < text.endIndex, kept.count < limit {
            let character = text[position]
            position = text.index(after: position)
            let accepted = stored(character, at: slot + kept.count)
            let next = position < text.endIndex ? text[position] : nil
            let nextLiteral = expected.dropFirst().first
            let standsByLiteral = followsLiteral || (next != nil && next == nextLiteral)
            if let index = expected.firstIndex(of: character),
                accepted == nil || overflows || (index == expected.startIndex && standsByLiteral)
            {
                // NB: only the matched literal is used up, not those before it: in
                // "tel: +1 555…" the space after "tel:" must not swallow the "+1".
                expected.remove(at: index)
                followsLiteral = true
                continue
            }
            followsLiteral = false
            guard let accepted else { continue }
            kept.append(accepted)
            expected = literals(before: kept.count)[...]
        }
        return kept
    }

    /// What slot `slot` stores for `character`, or `nil` when it does not take it. Past the last
    /// slot, a character that some slot takes is kept, to show that it does not fit: as the last
    /// slot stores it ("٤" as "4" in digits), or as it is.
    private func stored(_ character: Character, at slot: Int) -> Character? {
        let accepted = characterClass(at: slot).accept(character)
        guard slot >= capacity ?? .max else { return accepted }
        return accepted ?? (fitsSomeSlot(character) ? character : nil)
    }

    /// The significant characters of `text` if this format wrote it: `text` holds at least one
    /// literal and is exactly how the format shows what `scan` reads from it.
    private func charactersWritten(as text: Substring) -> [Character]? {
        // NB: a keystroke is one character, never a literal with data: it costs no scan.
        guard !text.dropFirst().isEmpty else { return nil }
        let string = String(text)
        let characters = scan(string).map(\.character)
        guard characters.count < text.count, layout(characters, caret: 0).text == string else { return nil }
        return characters
    }

    /// The significant characters of a text in this format, as a string.
    func significantText(of text: String) -> String {
        String(scan(text).map(\.character))
    }
}
