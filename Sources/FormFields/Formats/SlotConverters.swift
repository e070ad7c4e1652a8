extension SlotLayout {
    /// Reads the significant characters of this format's text as the value.
    /// - Parameters:
    ///   - minimum: How many characters make the value complete; fewer is `incomplete`.
    ///   - allowsEmpty: Whether empty text is the valid value "" (an optional field).
    ///   - purpose: The kind of text, for the toolkit.
    func significantConverter(
        minimum: Int, allowsEmpty: Bool, purpose: InputPurpose
    ) -> FieldConverter<String> {
        let format = self
        return FieldConverter(
            purpose: purpose,
            parse: { text in
                let characters = format.scan(text).map(\.character)
                if characters.isEmpty && allowsEmpty { return .valid("") }
                if let message = format.overflowMessage(count: characters.count, minimum: minimum) {
                    return .invalid(message)
                }
                for (index, character) in characters.enumerated() {
                    let expected = format.characterClass(at: index)
                    if expected.accept(character) != character {
                        return .invalid(expected.wrongCharacterMessage(at: index + 1))
                    }
                }
                guard characters.count >= minimum else {
                    return .incomplete(format.missingMessage(have: characters.count, need: minimum))
                }
                return .valid(String(characters))
            },
            format: { value in format.layout(Array(value), caret: 0).text })
    }

    /// What to say of `count` significant characters when they are more than the slots hold
    /// (a paste, or a value from the model, shown whole rather than cut); `nil` when they fit.
    /// "Enter 10 digits" where every slot must be filled, "Enter at most 19 digits" otherwise.
    /// - Parameters:
    ///   - count: How many significant characters the text holds.
    ///   - minimum: How many make the value complete.
    func overflowMessage(count: Int, minimum: Int) -> String? {
        guard let capacity, count > capacity else { return nil }
        if minimum >= capacity { return missingMessage(have: 0, need: capacity) }
        if (0..<capacity).allSatisfy({ characterClass(at: $0).isDigit }) { return NumberText.tooManyDigits(capacity) }
        return localizedPlural("Enter at most %d character", "Enter at most %d characters", count: capacity, capacity)
    }

    /// "Enter 10 digits", "Enter 3 more digits", "Enter 1 more letter". Digits of different
    /// ranges together are "digits": a phone number whose area code starts with 2 to 9 asks for
    /// "10 digits".
    func missingMessage(have: Int, need: Int) -> String {
        let classes = (have..<need).map { characterClass(at: $0) }
        let missing = need - have
        if let first = classes.first, classes.allSatisfy({ $0.plural == first.plural }) {
            return first.missingMessage(missing, more: have > 0)
        } else if classes.allSatisfy(\.isDigit) {
            return CharacterClass.digit.missingMessage(missing, more: have > 0)
        } else if have > 0 {
            return localizedPlural("Enter %d more character", "Enter %d more characters", count: missing, missing)
        } else {
            return localizedPlural("Enter %d character", "Enter %d characters", count: missing, missing)
        }
    }
}
