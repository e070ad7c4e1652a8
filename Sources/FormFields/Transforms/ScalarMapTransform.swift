import Foundation

/// A transform that keeps, drops or replaces each code point on its own: digits only, an allowed
/// set, upper- or lowercase.
///
/// The caret keeps the number of kept characters before it: typing "x" into digits-only "12|34"
/// leaves "12|34".
public struct ScalarMapTransform: TextTransform {
    /// What becomes of one code point.
    public enum Mapping: Sendable, Equatable {
        /// The code point stays.
        case keep
        /// The code point goes.
        case drop
        /// The code point becomes this text: "a" becomes "A".
        case replace(String)
    }

    private let mapping: @Sendable (Unicode.Scalar) -> Mapping
    /// What `mapping` makes of each ASCII code point (0 to 127): the byte written in its place
    /// (the code point itself when kept), `Self.dropped`, or `Self.mapped` when the replacement
    /// is anything but one ASCII byte.
    ///
    /// NB: ASCII is most of what is typed and pasted, and asking the mapping for every code point
    /// of the text, then appending the String it returns, was most of this transform's time.
    private let asciiFates: [UInt16]
    private static let dropped: UInt16 = 0x100
    private static let mapped: UInt16 = 0x200

    /// A transform that maps each code point with `mapping`.
    /// - Parameter mapping: Decides each code point's fate; must not depend on anything else.
    public init(_ mapping: @escaping @Sendable (Unicode.Scalar) -> Mapping) {
        self.mapping = mapping
        asciiFates = (UInt8(0)..<128).map { value in
            switch mapping(Unicode.Scalar(value)) {
            case .keep: UInt16(value)
            case .drop: Self.dropped
            case .replace(let replacement):
                replacement.unicodeScalars.count == 1 && replacement.unicodeScalars.first!.isASCII
                    ? UInt16(replacement.unicodeScalars.first!.value) : Self.mapped
            }
        }
    }

    /// Whether `mapping` keeps `scalar`.
    private func keeps(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? asciiFates[Int(scalar.value)] == scalar.value : mapping(scalar) == .keep
    }

    /// Whether `mapping` keeps every code point of `text`.
    ///
    /// NB: ASCII bytes are looked up as they are, and code points are decoded only from the first
    /// byte that is not ASCII: decoding all of them took longer than the rest of a 1 MiB paste.
    private func keepsAll(_ text: Substring) -> Bool {
        let utf8 = text.utf8
        guard let other = utf8.firstIndex(where: { $0 >= 0x80 || asciiFates[Int($0)] != $0 }) else { return true }
        // NB: The first byte that is not ASCII leads a code point, so `other` is a code point boundary.
        return utf8[other] >= 0x80 && text[other...].unicodeScalars.allSatisfy(keeps)
    }

    /// Maps the code points the edit inserted; the rest is this transform's output already.
    public func apply(to edit: TextEdit) -> TextState {
        let raw = edit.after
        // NB: Each code point's fate depends on nothing else, and `edit.before` is this
        // transform's own output: only inserted code points can need a change. An edit that
        // changes nothing asks whether the whole text is clean (the engine's idempotence check).
        // Most edits need no change: finding that out appends nothing.
        if edit.insertedRange.isEmpty && !edit.replaced.isEmpty { return raw }
        let arrived = edit.replaced.isEmpty && edit.insertedRange.isEmpty ? Substring(raw.text) : edit.inserted
        guard !keepsAll(arrived) else { return raw }
        // NB: The output is built as UTF-8 bytes: appending to a string's scalar view costs
        // about 15 ns per code point, a byte array about 1.
        var output: [UInt8] = []
        output.reserveCapacity(raw.text.utf8.count)
        var written = 0
        var length = 0
        var caret = 0
        var anchor = 0
        for scalar in raw.text.unicodeScalars {
            if length == raw.caret { caret = written }
            if length == raw.anchor { anchor = written }
            length += 1
            let fate = scalar.isASCII ? asciiFates[Int(scalar.value)] : Self.mapped
            if fate < Self.dropped {
                output.append(UInt8(truncatingIfNeeded: fate))
                written += 1
                continue
            }
            guard fate == Self.mapped else { continue }
            switch mapping(scalar) {
            case .keep:
                output.append(contentsOf: scalar.utf8)
                written += 1
            case .drop:
                break
            case .replace(let replacement):
                output.append(contentsOf: replacement.utf8)
                written += replacement.unicodeScalars.count
            }
        }
        if raw.caret >= length { caret = written }
        if raw.anchor >= length { anchor = written }
        let text = String(decoding: output, as: UTF8.self)
        return TextState(
            text, caret: text.snappedToGrapheme(caret), anchor: text.snappedToGrapheme(anchor))
    }
}

extension TextTransform where Self == ScalarMapTransform {
    /// Keeps decimal digits only; digits of other scripts ("４２", "٤٢") become ASCII.
    public static var digits: ScalarMapTransform {
        ScalarMapTransform { scalar in
            if ("0"..."9").contains(scalar) { return .keep }
            guard scalar.properties.numericType == .decimal,
                let value = scalar.properties.numericValue, let digit = Int(exactly: value)
            else { return .drop }
            return .replace(String(digit))
        }
    }

    /// Keeps only the code points `isAllowed` accepts.
    public static func allowing(_ isAllowed: @escaping @Sendable (Unicode.Scalar) -> Bool)
        -> ScalarMapTransform
    {
        ScalarMapTransform { isAllowed($0) ? .keep : .drop }
    }

    /// Keeps only the code points in `set`.
    public static func allowing(_ set: CharacterSet) -> ScalarMapTransform {
        ScalarMapTransform { set.contains($0) ? .keep : .drop }
    }

    /// Turns letters into capitals as they are typed.
    public static var uppercase: ScalarMapTransform {
        ScalarMapTransform { scalar in
            // NB: ASCII without the Unicode tables: every new transform asks about all 128 code
            // points to build its ASCII table, and the Unicode mapping builds a String each time.
            if scalar.isASCII {
                return ("a"..."z").contains(scalar) ? .replace(String(Unicode.Scalar(UInt8(scalar.value) - 32))) : .keep
            }
            // NB: A binary property: asking for the mapping builds a String for every code point.
            guard scalar.properties.changesWhenUppercased else { return .keep }
            let upper = scalar.properties.uppercaseMapping
            return upper.unicodeScalars.elementsEqual(CollectionOfOne(scalar)) ? .keep : .replace(upper)
        }
    }

    /// Turns capitals into small letters as they are typed.
    public static var lowercase: ScalarMapTransform {
        ScalarMapTransform { scalar in
            if scalar.isASCII {
                return ("A"..."Z").contains(scalar) ? .replace(String(Unicode.Scalar(UInt8(scalar.value) + 32))) : .keep
            }
            guard scalar.properties.changesWhenLowercased else { return .keep }
            let lower = scalar.properties.lowercaseMapping
            return lower.unicodeScalars.elementsEqual(CollectionOfOne(scalar)) ? .keep : .replace(lower)
        }
    }
}
