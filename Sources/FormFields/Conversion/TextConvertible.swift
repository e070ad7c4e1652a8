import Foundation

/// A type with a standard converter, so a field can be made from the value type alone.
///
/// Any `LosslessStringConvertible` type gets one for free; number types (`FixedWidthInteger`,
/// `BinaryFloatingPoint`) get converters that tolerate intermediate text, and an optional of a
/// convertible type reads "" as `nil`.
///
/// ```swift
/// struct Percent: LosslessStringConvertible, Equatable {
///     var value: Int
///     var description: String { "\(value)%" }
///     init?(_ text: String) {
///         guard text.last == "%", let value = Int(text.dropLast()) else { return nil }
///         self.value = value
///     }
/// }
/// extension Percent: TextConvertible, FieldValueConvertible {}   // a field of Percent, for free
/// ```
/// ```swift
/// FieldConverter<Int?>.standard.parse("")        // .valid(nil)
/// ```
public protocol TextConvertible {
    /// The converter a field uses unless it is given another.
    static var textConverter: FieldConverter<Self> { get }
}

// NB: The same call in each of these three: the constraints of the extension choose which
// `lossless()` it makes, at compile time, so the number types need extensions of their own.
extension TextConvertible where Self: LosslessStringConvertible & SendableMetatype {
    /// The type's own `init(_:)` reads the text and `description` writes it.
    public static var textConverter: FieldConverter<Self> { .lossless() }
}

extension TextConvertible where Self: FixedWidthInteger & SendableMetatype {
    /// Whole numbers that tolerate text on the way to one ("", "-"), as `.integer` does.
    public static var textConverter: FieldConverter<Self> { .lossless() }
}

extension TextConvertible where Self: BinaryFloatingPoint & LosslessStringConvertible & SendableMetatype {
    /// Numbers that tolerate text on the way to one ("", "-", "1."), as `.double` does.
    public static var textConverter: FieldConverter<Self> { .lossless() }
}

extension String: TextConvertible {
    /// Text as it is (`.string`).
    public static var textConverter: FieldConverter<String> { .string }
}

extension Int: TextConvertible {}

extension Double: TextConvertible {}

extension Float: TextConvertible {}

extension Decimal: TextConvertible {
    /// Exact decimal numbers (`.decimal`).
    public static var textConverter: FieldConverter<Decimal> { .decimal }
}

extension Optional: TextConvertible where Wrapped: TextConvertible {
    /// The wrapped type's converter, with empty text read as `nil`.
    public static var textConverter: FieldConverter<Wrapped?> { .optional(Wrapped.textConverter) }
}

extension FieldConverter where Value: TextConvertible {
    /// The value type's own converter.
    public static var standard: FieldConverter<Value> { Value.textConverter }
}
