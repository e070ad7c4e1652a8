/// A number as typed so far, read for what typing more at its end can make of it: "5" can
/// become 50 to 59, 500 to 599, … (or 5 to 5.999… where a point may follow), "5.2" anything from
/// 5.2 up to 5.3, not included.
///
/// ```swift
/// let (lowest, highest) = (TypedNumber(ascii: "10"), TypedNumber(ascii: "400"))
/// TypedNumber(ascii: "5")!.canReach(from: lowest, to: highest)      // true: 50 is in range
/// TypedNumber(ascii: "4000")!.canReach(from: lowest, to: highest)   // false
/// ```
///
/// NB: Compares digit by digit rather than as a `Double` or `Decimal`: the bounds of a range
/// are exact at any size (`Double.greatestFiniteMagnitude` has 309 digits), and so is the text.
/// Leading zeros are kept while typing ("050" reads as 50), so "0" can become any number of its
/// sign.
struct TypedNumber {
    /// Whether a minus sign leads.
    var isNegative: Bool
    /// The number without its sign.
    var distance: Digits
    /// How many digits follow the decimal point, or `nil` while no point is typed.
    var fractionDigits: Int?

    /// Reads plain ASCII ("-12.5", "3.", "007"): `nil` without a digit.
    init?(ascii: String) {
        var bytes = Array(ascii.utf8)[...]
        isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { bytes.removeFirst() }
        let point = bytes.firstIndex(of: UInt8(ascii: "."))
        let whole = bytes[..<(point ?? bytes.endIndex)]
        let fraction = point.map { bytes[($0 + 1)...] } ?? []
        guard !(whole + fraction).isEmpty, (whole + fraction).allSatisfy(Digits.isDigit) else { return nil }
        distance = Digits(whole: whole, fraction: fraction)
        fractionDigits = point.map { _ in fraction.count }
    }

    /// Whether typing digits at the end, or a point and digits after the whole part, can make a
    /// number from `lowest` to `highest`; a missing bound is no bound.
    func canReach(from lowest: TypedNumber?, to highest: TypedNumber?) -> Bool {
        // NB: Digits typed after a minus sign move the number away from zero as they do without
        // one, so a negative number is its distance from zero, held against the range mirrored.
        let (low, high) = isNegative ? (highest?.negated, lowest?.negated) : (lowest, highest)
        if let high, high.isNegative && !high.distance.isZero { return false }
        let least = low.flatMap { $0.isNegative ? nil : $0.distance }
        let most = high?.distance
        if let fractionDigits {
            // From the number typed up to the next step of its last digit, not included.
            return (most.map { distance <= $0 } ?? true)
                && (least.map { $0.truncated(toFractionDigits: fractionDigits) <= distance } ?? true)
        }
        // k digits more give the numbers from whole·10^k up to (whole + 1)·10^k, not included.
        let whole = Digits(whole: distance.whole)
        var added = 0
        while true {
            if let most, most < whole.shifted(by: added) { return false }
            guard let least else { return true }
            if Digits(whole: least.whole.dropLast(added)) <= whole { return true }
            added += 1
        }
    }

    /// The same number with the other sign.
    private var negated: TypedNumber {
        var negated = self
        negated.isNegative.toggle()
        return negated
    }
}

/// The digits of a number without its sign: the whole part without leading zeros and the
/// fraction without trailing zeros, so that comparing digits compares numbers.
struct Digits: Comparable {
    /// ASCII digits before the point; empty for a number below 1.
    private(set) var whole: [UInt8]
    /// ASCII digits after the point.
    private(set) var fraction: [UInt8]

    init(whole: some Collection<UInt8>, fraction: some Collection<UInt8> = [UInt8]()) {
        self.whole = Array(whole.drop { $0 == UInt8(ascii: "0") })
        var fraction = Array(fraction)
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        self.fraction = fraction
    }

    var isZero: Bool { whole.isEmpty && fraction.isEmpty }

    /// The number times 10^`count`, for a whole number.
    func shifted(by count: Int) -> Digits {
        isZero ? self : Digits(whole: whole + repeatElement(UInt8(ascii: "0"), count: count))
    }

    /// The number with its fraction cut after `count` digits.
    func truncated(toFractionDigits count: Int) -> Digits {
        Digits(whole: whole, fraction: fraction.prefix(count))
    }

    static func < (left: Digits, right: Digits) -> Bool {
        guard left.whole.count == right.whole.count else { return left.whole.count < right.whole.count }
        guard left.whole == right.whole else { return left.whole.lexicographicallyPrecedes(right.whole) }
        return left.fraction.lexicographicallyPrecedes(right.fraction)
    }

    /// Whether `byte` is an ASCII digit, "0" to "9".
    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
