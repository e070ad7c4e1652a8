extension FieldConverter where Value: Comparable & Sendable {
    /// Accepts only values in `range`; the message names the range.
    ///
    /// ```swift
    /// FieldConverter<Int>.integer.limited(to: 0...130).parse("200")
    /// // .invalid("Enter a value from 0 to 130")
    /// ```
    public func limited(to range: ClosedRange<Value>) -> FieldConverter {
        let message = rangeMessage(from: format(range.lowerBound), to: format(range.upperBound))
        return validating { range.contains($0) ? nil : message() }
            .saying(message, for: { [NumberText.tooLarge, NumberText.tooSmall] })
    }

    /// Accepts only values of at least `range.lowerBound`; the message says so.
    public func limited(to range: PartialRangeFrom<Value>) -> FieldConverter {
        let lowest = format(range.lowerBound)
        let message = { @Sendable in localized("Enter a value of at least %s", lowest) }
        return validating { range.contains($0) ? nil : message() }.saying(message, for: { [NumberText.tooSmall] })
    }
}

extension FieldConverter {
    /// For an optional value: `nil` is fine, any other value must lie in `range`.
    public func limited<Wrapped: Comparable & Sendable>(to range: ClosedRange<Wrapped>) -> FieldConverter
    where Value == Wrapped? {
        let message = rangeMessage(from: format(range.lowerBound), to: format(range.upperBound))
        return validating { value in value.map(range.contains) == false ? message() : nil }
            .saying(message, for: { [NumberText.tooLarge, NumberText.tooSmall] })
    }

    /// The message for a value outside a range, made when it is shown (see `localized`).
    func rangeMessage(from lowest: String, to highest: String) -> @Sendable () -> String {
        { localized("Enter a value from %1$s to %2$s", lowest, highest) }
    }

    /// The converter with `message` in place of the messages in `replaced`.
    ///
    /// NB: A number too large or too small for its type lies outside any range of the type on
    /// that side, and the range the app gave tells a person more than the type's reach. Both
    /// sides are made only for invalid text, in the language of the moment.
    func saying(
        _ message: @escaping @Sendable () -> String, for replaced: @escaping @Sendable () -> Set<String>
    ) -> FieldConverter {
        let parse = self.parse
        var saying = self
        saying.parse = { text in
            let result = parse(text)
            guard case .invalid(let said) = result, replaced().contains(said) else { return result }
            return .invalid(message())
        }
        return saying
    }
}
