/// The shape of a number as it is being typed, before anything is parsed.
///
/// Plain digits with an optional sign and, where allowed, one decimal point: no exponents, no
/// "inf" or "nan", no thousands separators (formats handle those). U+2212 MINUS SIGN counts as
/// "-", since some keyboards and input methods type it. Decimal digits of every script count as
/// theirs ("٤٢" and the fullwidth "４２" are 42), and the Arabic decimal separator "٫" as the
/// point, as in the formats. Bidirectional controls, invisible, are skipped: a number copied
/// from right-to-left text brings U+200F RIGHT-TO-LEFT MARK along, and ICU writes U+061C ARABIC
/// LETTER MARK before the minus sign of an Arabic number ("\u{061C}-٤٢"). So is white space
/// before and after the number, which a number copied from a table cell or a web page brings
/// (" 42 ", "42\n"); inside it ("4 2") it is no number's.
enum NumberText: Equatable {
    /// "" or only a sign: nothing to read yet.
    case empty
    /// A number missing its fraction digits: "1." or "-.".
    case unfinished
    /// A complete number in ASCII, ready for `Int(_:)`, `Double(_:)` or `Decimal(string:)`.
    case number(String)
    /// Anything else.
    case malformed

    init(_ text: String, allowsFraction: Bool) {
        guard let ascii = Self.ascii(text, allowsFraction: allowsFraction) else {
            self = .malformed
            return
        }
        let point = ascii.utf8.firstIndex(of: UInt8(ascii: "."))
        if !ascii.utf8.contains(where: Digits.isDigit) {
            self = point == nil ? .empty : .unfinished
        } else if let point, ascii.utf8.index(after: point) == ascii.utf8.endIndex {
            self = .unfinished
        } else {
            self = .number(ascii)
        }
    }

    /// `text` in ASCII ("٣٫" as "3.", "+4" as "4") where it has a number's shape, complete or
    /// not ("", "-", "1."); `nil` where it has not.
    static func ascii(_ text: String, allowsFraction: Bool) -> String? {
        var ascii = ""
        var sawPoint = false
        var atStart = true
        var atEnd = false
        for scalar in text.unicodeScalars {
            if isInvisibleControl(scalar) { continue }
            // NB: Digits, nearly all of a long number, skip the look-up of the white space property.
            let digit = Self.asciiDigit(scalar)
            if digit == nil && scalar.properties.isWhitespace {
                atEnd = !atStart
                continue
            }
            if atEnd { return nil }
            defer { atStart = false }
            switch scalar {
            case "-" where atStart, "\u{2212}" where atStart:
                ascii.append("-")
            case "+" where atStart:
                break
            case "." where allowsFraction && !sawPoint, "\u{066B}" where allowsFraction && !sawPoint:
                sawPoint = true
                ascii.append(".")
            default:
                guard let digit else { return nil }
                ascii.unicodeScalars.append(digit)
            }
        }
        return ascii
    }

    /// Whether `scalar` is a bidirectional control, which a number's text may carry and which
    /// is skipped wherever the number is read (see `NumberText`).
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && scalar.properties.isBidiControl
    }

    /// The ASCII digit for a decimal digit of any script.
    static func asciiDigit(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.isASCII { return ("0"..."9").contains(scalar) ? scalar : nil }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
            let digit = UInt8(exactly: value), digit <= 9
        else { return nil }
        return Unicode.Scalar(0x30 + digit)
    }

    /// `text` without the decimal point that ends it, where digits come before the point: "1."
    /// and "-12." are the numbers a person stopped at, once editing ends. "." and "-." stay,
    /// with nothing to read.
    ///
    /// NB: Bidirectional controls and white space after the point do not count as an end of
    /// their own: "1." copied from right-to-left text brings U+200F along, and reads as "1." too.
    static func completed(_ text: String) -> String {
        var scalars = text.unicodeScalars
        guard let point = scalars.lastIndex(where: { !isInvisibleControl($0) && !$0.properties.isWhitespace }),
            scalars[point] == "." || scalars[point] == "\u{066B}",
            NumberText(text, allowsFraction: true) == .unfinished, scalars.contains(where: { asciiDigit($0) != nil })
        else { return text }
        scalars.remove(at: point)
        return String(scalars)
    }

    /// A floating-point `description` ("1e-05", "-1.5e+16", "3.0") written out without an
    /// exponent ("0.00001", "-15000000000000000", "3"), as the field reads it back. Zero has no
    /// sign; text that is not a finite number ("nan", "inf") is returned as it is.
    static func plain(_ description: String) -> String {
        let isNegative = description.hasPrefix("-")
        let parts = description.drop { $0 == "-" }.split(separator: "e", maxSplits: 1)
        guard let mantissa = parts.first, mantissa.allSatisfy({ $0.isASCIIDigit || $0 == "." }),
            let exponent = parts.count == 2 ? Int(parts[1]) : 0
        else { return description }
        var digits = mantissa.filter(\.isASCIIDigit)
        var pointAfter = (mantissa.firstIndex(of: ".").map { mantissa[..<$0].count } ?? mantissa.count) + exponent
        if pointAfter < 1 {
            digits = String(repeating: "0", count: 1 - pointAfter) + digits
            pointAfter = 1
        }
        digits += String(repeating: "0", count: max(pointAfter - digits.count, 0))
        var whole = digits.prefix(pointAfter)
        var fraction = digits.dropFirst(pointAfter)
        while whole.first == "0" { whole.removeFirst() }
        while fraction.last == "0" { fraction.removeLast() }
        guard !whole.isEmpty || !fraction.isEmpty else { return "0" }
        return (isNegative ? "-" : "") + (whole.isEmpty ? "0" : whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// Whether two numbers in plain digits are the same number: "12.50" and "12.5" are.
    static func sameNumber(_ shown: String, _ typed: String) -> Bool {
        let digits = significantDigits(shown)
        return significantDigits(typed, stoppingPast: digits) == digits && plain(shown) == plain(typed)
    }

    /// How many digits `ascii` has from its first non-zero digit to its last: "0.0120" has 2,
    /// "1000" has 1, "10.01" has 4.
    ///
    /// NB: Counting stops once it passes `limit`, so a megabyte of pasted digits is measured by
    /// its first few.
    static func significantDigits(_ ascii: String, stoppingPast limit: Int = .max) -> Int {
        var counted = 0
        var zeros = 0
        for byte in ascii.utf8 {
            switch byte {
            case UInt8(ascii: "1")...UInt8(ascii: "9"):
                counted += zeros + 1
                zeros = 0
                if counted > limit { return counted }
            case UInt8(ascii: "0") where counted > 0:
                zeros += 1
            default:
                break
            }
        }
        return counted
    }

    /// The message for a number with more digits than its type keeps.
    static func tooManyDigits(_ limit: Int) -> String {
        localizedPlural("Enter at most %d digit", "Enter at most %d digits", count: limit, limit)
    }

    /// The message for a number above the largest its type holds.
    static var tooLarge: String { localized("The number is too large") }
    /// The message for a number below the smallest (most negative) its type holds.
    static var tooSmall: String { localized("The number is too small") }

    /// Why a type that keeps `digits` significant digits of every number did not give back the
    /// number `ascii`: too many digits, or beyond its reach on one side of zero or too near it.
    static func unkept(_ ascii: String, keeping digits: Int) -> String {
        guard significantDigits(ascii, stoppingPast: digits) <= digits else { return tooManyDigits(digits) }
        guard ascii.prefix(while: { $0 != "." }).contains(where: { $0 != "-" && $0 != "0" }) else {
            return localized("The number is too close to zero")
        }
        return ascii.hasPrefix("-") ? tooSmall : tooLarge
    }

    /// Text to quote in a message: short enough to read even after a huge paste, on one line,
    /// and read in the message's own direction. The message puts the quotation marks around it,
    /// as its language writes them.
    ///
    /// NB: A line break, tab or other control character shows as a space, and bidi controls are
    /// left out: a pasted U+202E RIGHT-TO-LEFT OVERRIDE, invisible in the entry, would have
    /// turned the rest of the message around ("rebmun elohw a ton si").
    static func excerpt(_ text: String) -> String {
        var quoted = ""
        var count = 0
        for character in text {
            let properties = character.unicodeScalars.first!.properties
            guard !properties.isBidiControl else { continue }
            guard count < 20 else { return quoted + "…" }
            count += 1
            switch properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: quoted.append(" ")
            default: quoted.append(character)
            }
        }
        return quoted
    }
}
