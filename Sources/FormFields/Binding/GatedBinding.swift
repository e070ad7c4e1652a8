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
public final class GatedBinding<Value> {
    /// The last value written to `input`, accepted or not.
    public private(set) var latestInput: Value
    /// How many values `input` received.
    public private(set) var received = 0
    /// How many of them reached the output.
    public private(set) var forwarded = 0
    /// How many did not: the rule held them back, or the output held them already.
    public var heldBack: Int { received - forwarded }

    private let output: Binding<Value>
    private let accepts: (Value) -> Bool
    private let isNew: (Value) -> Bool

    /// - Parameters:
    ///   - output: Where accepted values go.
    ///   - accepts: The rule; `true` lets a value through.
    public convenience init(output: Binding<Value>, accepts: @escaping (Value) -> Bool) where Value: Equatable {
        self.init(output: output, accepts: accepts, isNew: { $0 != output.wrappedValue })
    }

    /// A gate for values that cannot be compared: every value the rule accepts is written.
    /// - Parameters:
    ///   - output: Where accepted values go.
    ///   - accepts: The rule; `true` lets a value through.
    public convenience init(output: Binding<Value>, accepts: @escaping (Value) -> Bool) {
        self.init(output: output, accepts: accepts, isNew: { _ in true })
    }

    private init(output: Binding<Value>, accepts: @escaping (Value) -> Bool, isNew: @escaping (Value) -> Bool) {
        self.output = output
        self.accepts = accepts
        self.isNew = isNew
        self.latestInput = output.wrappedValue
    }

    /// The binding a field edits: reads the latest input, writes through the rule.
    public var input: Binding<Value> {
        Binding(get: { self.latestInput }, set: { self.receive($0) })
    }

    private func receive(_ value: Value) {
        latestInput = value
        received += 1
        guard accepts(value), isNew(value) else { return }
        forwarded += 1
        output.wrappedValue = value
    }
}
