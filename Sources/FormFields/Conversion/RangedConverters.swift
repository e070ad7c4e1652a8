extension FieldConverter where Value: Comparable & Sendable {
    /// Accepts only values in `range`; the message names the range.
    ///
    /// A number on its way into the range is not an error while it is typed: "5", in a field
    /// for 10...400, is incomplete (it may become 50), and so is "0" (050 is 50). Text no more
    /// digits at its end bring into the range, such as "4000" or "5.", is invalid at once, and
    /// so is any text out of range once editing ends (`parse`).
    ///
    /// ```swift
    /// FieldConverter<Int>.integer.limited(to: 0...130).parse("200")
    /// // .invalid("Enter a value from 0 to 130")
    /// FieldConverter<Int>.integer.limited(to: 18...130).parseWhileTyping("13")
    /// // .incomplete("Enter a value from 18 to 130"): 130 is in range
    /// ```
    public func limited(to range: ClosedRange<Value>) -> FieldConverter {
        let message = rangeMessage(from: format(range.lowerBound), to: format(range.upperBound))
        return refusing(outside: range.contains, from: range.lowerBound, to: range.upperBound, saying: message)
            .saying(message, for: { [NumberText.tooLarge, NumberText.tooSmall] })
    }

    /// Accepts only values of at least `range.lowerBound`; the message says so. A number on
    /// its way to one is incomplete while typed, as in `limited(to:)` with a closed range.
    public func limited(to range: PartialRangeFrom<Value>) -> FieldConverter {
        let lowest = format(range.lowerBound)
        let message = { @Sendable in localized("Enter a value of at least %s", lowest) }
        return refusing(outside: range.contains, from: range.lowerBound, to: nil, saying: message)
            .saying(message, for: { [NumberText.tooSmall] })
    }
}

extension FieldConverter {
    /// For an optional value: `nil` is fine, any other value must lie in `range`, and a number
    /// on its way into it is incomplete while typed, as in `limited(to:)` for a value.
    public func limited<Wrapped: Comparable & Sendable>(to range: ClosedRange<Wrapped>) -> FieldConverter
    where Value == Wrapped? {
        let message = rangeMessage(from: format(range.lowerBound), to: format(range.upperBound))
        return refusing(
            outside: { value in value.map(range.contains) != false }, from: range.lowerBound, to: range.upperBound,
            saying: message
        )
        .saying(message, for: { [NumberText.tooLarge, NumberText.tooSmall] })
    }

    /// The converter that refuses the values `allows` does not, from `lowest` to `highest` (none
    /// when `nil`), saying `message`.
    ///
    /// While the person types, a number that more digits at its end bring from `lowest` to
    /// `highest` is incomplete, and one they cannot, even with its decimal point typed but not
    /// its digits ("5." for 10...400), is invalid. A converter of anything but numbers
    /// (`numberText` is `nil`), such as of days, refuses as it would once editing ends.
    func refusing(
        outside allows: @escaping @Sendable (Value) -> Bool, from lowest: Value, to highest: Value?,
        saying message: @escaping @Sendable () -> String
    ) -> FieldConverter {
        let read = self.read
        let typed = numberText.map { number in
            { @Sendable (text: String) in number(text).flatMap(TypedNumber.init(ascii:)) }
        }
        let bounds = typed.flatMap { typed -> (least: TypedNumber, most: TypedNumber?)? in
            guard let least = typed(format(lowest)) else { return nil }
            guard let highest else { return (least, nil) }
            return typed(format(highest)).map { (least, $0) }
        }
        // Whether more typing can bring the text shown into the range; `nil` once editing
        // ended, or where that is not known.
        let reaches = { @Sendable (moment: ReadingMoment) -> Bool? in
            guard case .typing(let shown) = moment, let typed, let bounds, let number = typed(shown) else { return nil }
            return number.canReach(from: bounds.least, to: bounds.most)
        }
        var refusing = self
        refusing.read = { text, moment in
            let result = read(text, moment)
            switch result {
            case .valid(let value) where !allows(value):
                return reaches(moment) == true ? .incomplete(message()) : .invalid(message())
            case .incomplete where reaches(moment) == false:
                return .invalid(message())
            default:
                return result
            }
        }
        return refusing
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
        let read = self.read
        var saying = self
        saying.read = { text, moment in
            let result = read(text, moment)
            guard case .invalid(let said) = result, replaced().contains(said) else { return result }
            return .invalid(message())
        }
        return saying
    }
}
