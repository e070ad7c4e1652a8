/// Passes on only the values a rule accepts, and counts what it held back.
///
/// A field edits `input`; `output` changes only for accepted values, so whatever observes the
/// output refreshes only when there is something new to show. A value equal to the one the
/// output holds is held back too: writing it would refresh the output with nothing new.
///
/// ```swift
/// let gate = GatedBinding(output: Binding(search, \.query)) { $0.count > 3 }
/// gate.input.wrappedValue = "swi"     // held back
/// gate.input.wrappedValue = "swif"    // search.query == "swif"
/// (gate.received, gate.forwarded, gate.heldBack)   // (2, 1, 1)
/// ```
///
/// The rule may also clean what it passes on:
///
/// ```swift
/// let gate = GatedBinding(output: Binding(search, \.query)) { query in
///     let words = query.trimmingCharacters(in: .whitespaces)
///     return words.count > 3 ? words : nil
/// }
/// gate.input.wrappedValue = " swif"   // search.query == "swif"
/// gate.input.wrappedValue = "swif "   // held back: the output holds "swif" already
/// ```
/// > Note: Values are compared so that an equal one is not written again; a field's value is
/// > `Equatable` anyway.
public final class GatedBinding<Value: Equatable> {
    /// The last value written to `input`, accepted or not.
    public private(set) var latestInput: Value
    /// How many values `input` received.
    public private(set) var received = 0
    /// How many of them reached the output.
    public private(set) var forwarded = 0
    /// How many did not: the rule held them back, or the output held them already.
    public var heldBack: Int { received - forwarded }

    private let output: Binding<Value>
    private let passing: (Value) -> Value?

    /// A gate that lets the values `accepts` approves through as they are.
    /// - Parameters:
    ///   - output: Where accepted values go.
    ///   - accepts: The rule; `true` lets a value through as it is.
    public convenience init(output: Binding<Value>, accepts: @escaping (Value) -> Bool) {
        self.init(output: output, passing: { accepts($0) ? $0 : nil })
    }

    /// A gate that passes on what `passing` makes of each value, or holds the value back.
    /// - Parameters:
    ///   - output: Where accepted values go.
    ///   - passing: The rule: the value to pass on for an input (the input itself, or a cleaned
    ///     one), or `nil` to hold the input back.
    public init(output: Binding<Value>, passing: @escaping (Value) -> Value?) {
        self.output = output
        self.passing = passing
        self.latestInput = output.wrappedValue
    }

    /// The binding a field edits: reads the latest input, writes through the rule.
    public var input: Binding<Value> {
        Binding(get: { self.latestInput }, set: { self.receive($0) })
    }

    private func receive(_ value: Value) {
        latestInput = value
        received += 1
        guard let passed = passing(value), passed != output.wrappedValue else { return }
        forwarded += 1
        output.wrappedValue = passed
    }
}
