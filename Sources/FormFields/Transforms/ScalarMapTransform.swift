import Foundation

/// A transform that keeps, drops or replaces each code point on its own: digits only, an allowed
/// set, upper- or lowercase.
///
/// The caret keeps the number of kept characters before it: typing "x" into digits-only "12|34"
/// leaves "12|34".
public struct ScalarMapTransform: TextTransform {
    /// What becomes of one code point.
    public enum Mapping: Sendable, Equatable {
        case keep
        case drop
        case replace(String)
    }

    private let mapping: @Sendable (Unicode.Scalar) -> Mapping

    /// - Parameter mapping: Decides each code point's fate; must not depend on anything else.
    public init(_ mapping: @escaping @Sendable (Unicode.Scalar) -> Mapping) {
        self.mapping = mapping
    }

    public func apply(to edit: TextEdit) -> TextState {
        let raw = edit.after
        // NB: Most texts need no change (every accepted keystroke, and the engine's idempotence
        // check of every edit): finding that out appends nothing, building the output would
        // append every code point.
        guard raw.text.unicodeScalars.contains(where: { mapping($0) != .keep }) else { return raw }
        var output = String.UnicodeScalarView()
        var changed = false
        var caret = 0
        var anchor = 0
        for (offset, scalar) in raw.text.unicodeScalars.enumerated() {
            if offset == raw.caret { caret = output.count }
            if offset == raw.anchor { anchor = output.count }
            switch mapping(scalar) {
            case .keep:
                output.append(scalar)
            case .drop:
                changed = true
            case .replace(let replacement):
                changed = true
                // NB: one scalar at a time: `append(contentsOf:)` on a UnicodeScalarView builds a
                // new string each call, which made a long paste quadratic (1 MiB: 11 s).
                for replacementScalar in replacement.unicodeScalars { output.append(replacementScalar) }
            }
        }
        guard changed else { return raw }
        if raw.caret >= raw.length { caret = output.count }
        if raw.anchor >= raw.length { anchor = output.count }
        let text = String(output)
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
            // NB: ASCII first: the Unicode mapping builds a String for every code point, which made
            // uppercase the slowest built-in transform (about 8x `.identity` per character).
            if scalar.isASCII {
                return ("a"..."z").contains(scalar) ? .replace(String(Unicode.Scalar(UInt8(scalar.value) - 32))) : .keep
            }
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
            let lower = scalar.properties.lowercaseMapping
            return lower.unicodeScalars.elementsEqual(CollectionOfOne(scalar)) ? .keep : .replace(lower)
        }
    }
}
