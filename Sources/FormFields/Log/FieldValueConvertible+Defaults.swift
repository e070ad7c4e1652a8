import Foundation

// Conformances for free, so that a field can hold any value type with a converter: a whole-number
// type travels as a JSON integer, any other `LosslessStringConvertible` type as its text.
//
// ```swift
// struct Percent: LosslessStringConvertible, Equatable { ... }
// extension Percent: FieldValueConvertible, TextConvertible {}   // a field of Percent, logged and saved
// ```

extension FieldValueConvertible where Self: LosslessStringConvertible {
    /// The value's text, which `init(_:)` reads back.
    public var fieldValue: FieldValue { .string(description) }

    /// Reads a `.string` with `init(_:)`; `nil` for anything else.
    public init?(fieldValue: FieldValue) {
        guard case .string(let text) = fieldValue else { return nil }
        self.init(text)
    }
}

extension FieldValueConvertible where Self: BinaryInteger & LosslessStringConvertible {
    /// A JSON integer; one beyond `Int` (a large `UInt64`) as an exact decimal.
    public var fieldValue: FieldValue {
        Int(exactly: self).map(FieldValue.integer) ?? .decimal(Decimal(string: description)!)
    }

    /// Reads a number that the type holds exactly; 300 is no `UInt8`, 2.5 no integer.
    public init?(fieldValue: FieldValue) {
        switch fieldValue {
        case .integer(let value): guard let exact = Self(exactly: value) else { return nil }; self = exact
        case .number(let value): guard let exact = Self(exactly: value) else { return nil }; self = exact
        case .decimal(let value): guard let exact = Self("\(value)") else { return nil }; self = exact
        case .null, .string: return nil
        }
    }
}

extension Int8: FieldValueConvertible, TextConvertible {}
extension Int16: FieldValueConvertible, TextConvertible {}
extension Int32: FieldValueConvertible, TextConvertible {}
extension Int64: FieldValueConvertible, TextConvertible {}
extension UInt: FieldValueConvertible, TextConvertible {}
extension UInt8: FieldValueConvertible, TextConvertible {}
extension UInt16: FieldValueConvertible, TextConvertible {}
extension UInt32: FieldValueConvertible, TextConvertible {}
extension UInt64: FieldValueConvertible, TextConvertible {}
