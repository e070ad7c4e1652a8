/// Passes on only the values a rule accepts, and counts what it held back.
///
/// A field edits `input`; `output` changes only for accepted values, so whatever observes the
/// output refreshes only when there is something new to show.
///
/// ```swift
/// let gate = GatedBinding(output: Binding(search, \.query)) { $0.count > 3 }
/// gate.input.wrappedValue = "swi"     // held back
/// gate.input.wrappedValue = "swif"    // search.query == "swif"
/// (gate.received, gate.forwarded, gate.heldBack)   // (2, 1, 1)
/// ```
public final class GatedBinding<Value> {
    /// The last value written to `input`, accepted or not.
    public private(set) var latestInput: Value
    /// How many values `input` received.
    public private(set) var received = 0
    /// How many of them reached the output.
    public private(set) var forwarded = 0
    /// How many the rule held back.
    public var heldBack: Int { received - forwarded }

    private let output: Binding<Value>
    private let accepts: (Value) -> Bool

    /// - Parameters:
    ///   - output: Where accepted values go.
    ///   - accepts: The rule; `true` lets a value through.
    public init(output: Binding<Value>, accepts: @escaping (Value) -> Bool) {
        self.output = output
        self.accepts = accepts
        self.latestInput = output.wrappedValue
    }

    /// The binding a field edits: reads the latest input, writes through the rule.
    public var input: Binding<Value> {
        Binding(get: { self.latestInput }, set: { self.receive($0) })
    }

    private func receive(_ value: Value) {
        latestInput = value
        received += 1
        guard accepts(value) else { return }
        forwarded += 1
        output.wrappedValue = value
    }
}
