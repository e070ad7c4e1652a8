/// One significant character of a format's text (a digit of a card number, say) and where it
/// sits in that text, in code points.
struct SignificantCharacter: Equatable {
    var character: Character
    var range: Range<Int>
}

/// What an edit did, told in significant characters: those kept before and after it, and the
/// raw text it inserted.
struct SignificantEdit {
    /// The significant characters before the edit, kept.
    var head: [Character]
    /// The text the edit inserted, as typed or pasted (plus the surviving pieces of a character
    /// the edit cut through).
    var inserted: Substring
    /// The significant characters after the edit, kept.
    var tail: [Character]
    /// Whether the edit removed at least one significant character.
    var removedSignificant: Bool
    /// Whether the edit inserted a single character: a keystroke (or a one-character paste).
    var isKeystroke: Bool { inserted.count == 1 }
}

/// The significant characters after an edit, with the number of them before the caret.
struct MergedCharacters: Equatable {
    var characters: [Character]
    var caret: Int
}

/// A format that shows significant characters with separators the format inserts itself:
/// card numbers in groups, a phone number in its template, an amount with thousands separators.
///
/// Such formats share one set of caret rules, implemented once by `applySeparated(to:)`:
/// - the caret keeps the number of significant characters before it, so typing lands the
///   character and the caret after it, past any separator the format inserted;
/// - Backspace or Delete next to a separator removes the neighbouring significant character,
///   and a word key (Ctrl+Backspace, Ctrl+Delete) that reached separators only removes the
///   neighbouring group: the significant characters up to the next separator;
/// - deleting a selection removes exactly the significant characters in it;
/// - an edit the format refuses (typing into a full field, a letter into digits) returns
///   `edit.before`, so text and caret stay as they were.
///
/// A conforming format only says how it reads its own text (`scan`), how inserted text joins
/// the characters around it (`merge`) and how characters are shown (`layout`).
protocol SeparatedFormat: Sendable {
    /// The significant characters of a text this format produced, in order.
    ///
    /// Must be exact on the format's own output and should be forgiving on any other text.
    func scan(_ text: String) -> [SignificantCharacter]

    /// Joins the inserted text with the characters kept around it; `nil` refuses the edit.
    func merge(_ edit: SignificantEdit) -> MergedCharacters?

    /// Shows `characters` as text, with the caret after the first `caret` of them.
    func layout(_ characters: [Character], caret: Int) -> TextState
}

extension SeparatedFormat {
    /// The shared caret rules; see `SeparatedFormat`. Linear in the length of the text.
    func applySeparated(to edit: TextEdit) -> TextState {
        var parts = split(edit)
        if edit.insertedRange.isEmpty && !edit.replaced.isEmpty && !parts.removedSignificant {
            // Only separators were removed. Backspace and Delete mean "remove a character": take
            // the significant neighbour on their side. A deletion of several characters from the
            // caret is a word key that found a word in the separators (the "1" of "+1"): take
            // the neighbouring group. Anything else (a selection of separators only) removes
            // nothing.
            let isWord = edit.removed.count > 1
            if edit.isBackwardDeletion, !parts.head.isEmpty {
                parts.head.removeLast(
                    isWord ? groupLength(in: edit.before.text, endingBy: edit.replaced.lowerBound) : 1)
            } else if edit.isForwardDeletion, !parts.tail.isEmpty {
                parts.tail.removeFirst(
                    isWord ? groupLength(in: edit.before.text, startingFrom: edit.replaced.upperBound) : 1)
            } else {
                return edit.before
            }
            parts.removedSignificant = true
        }
        guard let merged = merge(parts) else { return edit.before }
        return layout(merged.characters, caret: merged.caret)
    }

    /// How many significant characters of `text` stand together, with no separator between
    /// them, from the first that starts at or after `position`.
    private func groupLength(in text: String, startingFrom position: Int) -> Int {
        groupLength(scan(text).drop { $0.range.lowerBound < position })
    }

    /// How many significant characters of `text` stand together, with no separator between
    /// them, back from the last that ends at or before `position`.
    private func groupLength(in text: String, endingBy position: Int) -> Int {
        groupLength(scan(text).prefix { $0.range.upperBound <= position }.reversed())
    }

    /// How many of `characters`, in their order, follow one another in the text without a gap.
    private func groupLength(_ characters: some Collection<SignificantCharacter>) -> Int {
        var count = 0
        var previous: SignificantCharacter?
        for character in characters {
            if let previous, previous.range.upperBound != character.range.lowerBound,
                previous.range.lowerBound != character.range.upperBound
            {
                break
            }
            count += 1
            previous = character
        }
        return count
    }

    /// The edit in significant characters, reading `edit.before` as this format's own text.
    private func split(_ edit: TextEdit) -> SignificantEdit {
        let lower = edit.replaced.lowerBound
        let upper = edit.replaced.upperBound
        var head: [Character] = []
        var tail: [Character] = []
        var leadingPiece = Substring()
        var trailingPiece = Substring()
        var removedSignificant = false
        for significant in scan(edit.before.text) {
            let range = significant.range
            if range.upperBound <= lower {
                head.append(significant.character)
            } else if range.lowerBound >= upper {
                tail.append(significant.character)
            } else {
                // NB: the edit cut through this character (GTK's Backspace removes only the last
                // code point of some clusters). What survives of it is read again as inserted text.
                removedSignificant = removedSignificant || lower < upper
                if range.lowerBound < lower {
                    leadingPiece = edit.before.text.codePoints(range.lowerBound..<lower)
                }
                if range.upperBound > upper {
                    trailingPiece = edit.before.text.codePoints(upper..<range.upperBound)
                }
            }
        }
        var inserted = edit.inserted
        if !leadingPiece.isEmpty || !trailingPiece.isEmpty {
            inserted = Substring(String(leadingPiece) + inserted + trailingPiece)
        }
        return SignificantEdit(
            head: head, inserted: inserted, tail: tail, removedSignificant: removedSignificant)
    }
}
