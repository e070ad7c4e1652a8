import Foundation

/// A field's value as JSON sees it: for the event log, `--trace` and drafts.
public enum FieldValue: Hashable, Sendable {
    /// No value: an optional field's `nil`.
    case null
    /// Text, and values that travel as text (dates, card expiries).
    case string(String)
    /// A whole number.
    case integer(Int)
    /// A floating-point number, written with the shortest digits that give it back.
    case number(Double)
    /// An exact decimal number, kept to its digits.
    case decimal(Decimal)

    /// The value as a JSON fragment: `"Flow"`, `42`, `1.5`, `null`.
    public var json: String {
        switch self {
        case .null: "null"
        case .string(let text): JSONText.quoted(text)
        case .integer(let value): String(value)
        case .number(let value): value.isFinite ? "\(value)" : "null"
        case .decimal(let value): value.isNaN ? "null" : "\(value)"
        }
    }
}

extension FieldValue: Codable {
    /// Reads a JSON value; a number comes back as the first of `Int`, `Double` and `Decimal`
    /// that gives back its digits exactly.
    ///
    /// NB: JSON does not say which case wrote a number. A `.number` is written with the shortest
    /// digits that give back its `Double`, so it reads as `.number` again; a `.decimal` whose digits
    /// no `Double` gives back ("12345678901234567.89") stays a `.decimal`. The number is read as a
    /// `Decimal` first because the decoder reads it from the file's digits, while its `Int`
    /// reading cuts "12345678901234567.89" to 12345678901234567.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let exact = try? container.decode(Decimal.self) {
            if let value = try? container.decode(Int.self), Decimal(value) == exact {
                self = .integer(value)
            } else if let value = try? container.decode(Double.self), Decimal(string: "\(value)") == exact {
                self = .number(value)
            } else {
                self = .decimal(exact)
            }
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Writes the JSON value; a `.number` that is infinite or not a number throws, since JSON has
    /// no notation for it.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .string(let text): try container.encode(text)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .decimal(let value): try container.encode(value)
        }
    }
}

/// A value that can go into the event log and a draft, and come back from a draft.
public protocol FieldValueConvertible {
    /// The value as JSON sees it.
    var fieldValue: FieldValue { get }
    /// Reads a value back from a draft; `nil` when the draft holds something else.
    init?(fieldValue: FieldValue)
}

extension String: FieldValueConvertible {
    /// `.string`.
    public var fieldValue: FieldValue { .string(self) }
    /// The text of a `.string`; `nil` for anything else.
    public init?(fieldValue: FieldValue) {
        guard case .string(let text) = fieldValue else { return nil }
        self = text
    }
}

extension Int: FieldValueConvertible {
    /// `.integer`.
    public var fieldValue: FieldValue { .integer(self) }
    /// An `.integer`, or a `.number` that is a whole number; `nil` for anything else.
    public init?(fieldValue: FieldValue) {
        switch fieldValue {
        case .integer(let value): self = value
        case .number(let value): guard let exact = Int(exactly: value) else { return nil }; self = exact
        default: return nil
        }
    }
}

extension Double: FieldValueConvertible {
    /// `.number`.
    public var fieldValue: FieldValue { .number(self) }
    /// Any number: an `.integer`, a `.number`, or a `.decimal` to the nearest `Double`.
    public init?(fieldValue: FieldValue) {
        switch fieldValue {
        case .integer(let value): self = Double(value)
        case .number(let value): self = value
        case .decimal(let value): self = NSDecimalNumber(decimal: value).doubleValue
        default: return nil
        }
    }
}

extension Float: FieldValueConvertible {
    /// `.number`, through the shortest digits that give back the `Float`.
    ///
    /// NB: Through the shortest digits that give back the `Float`, so the log and drafts show 0.1
    /// rather than the `Double` nearest to it, 0.10000000149011612.
    public var fieldValue: FieldValue { .number(Double(description)!) }
    /// Any number `Double` reads, to the nearest `Float`; `nil` for a finite one beyond its range.
    public init?(fieldValue: FieldValue) {
        guard let value = Double(fieldValue: fieldValue), let float = Float("\(value)"),
            float.isFinite || !value.isFinite
        else { return nil }
        self = float
    }
}

extension Decimal: FieldValueConvertible {
    /// `.decimal`.
    public var fieldValue: FieldValue { .decimal(self) }
    /// Any number; a `.number` through its shortest digits, so 12.34 stays 12.34.
    public init?(fieldValue: FieldValue) {
        switch fieldValue {
        case .integer(let value): self = Decimal(value)
        // NB: JSON numbers come back as Double; its shortest description keeps "12.34" exact.
        case .number(let value): guard let exact = Decimal(string: "\(value)") else { return nil }; self = exact
        case .decimal(let value): self = value
        default: return nil
        }
    }
}

extension Date: FieldValueConvertible {
    /// Dates travel as ISO 8601 text, readable in a draft file.
    public var fieldValue: FieldValue { .string(ISO8601DateFormatter().string(from: self)) }
    /// Reads the ISO 8601 text `fieldValue` writes; `nil` for anything else.
    public init?(fieldValue: FieldValue) {
        guard case .string(let text) = fieldValue,
            let date = ISO8601DateFormatter().date(from: text)
        else { return nil }
        self = date
    }
}

extension Optional: FieldValueConvertible where Wrapped: FieldValueConvertible {
    /// The wrapped value's, or `.null` for `nil`.
    public var fieldValue: FieldValue { self?.fieldValue ?? .null }
    /// `nil` for `.null`, the wrapped value for anything it reads; fails for the rest.
    public init?(fieldValue: FieldValue) {
        if case .null = fieldValue {
            self = .none
        } else if let value = Wrapped(fieldValue: fieldValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
}

/// JSON text for strings, written by hand because it sits on the per-keystroke path.
enum JSONText {
    /// `text` as a JSON string literal, with quotes.
    static func quoted(_ text: String) -> String {
        // NB: Most text needs no escape; appending it scalar by scalar was most of what turning
        // a frame's events into rows cost.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            var out = String()
            out.reserveCapacity(text.utf8.count + 2)
            out += "\""
            out += text
            out += "\""
            return out
        }
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
