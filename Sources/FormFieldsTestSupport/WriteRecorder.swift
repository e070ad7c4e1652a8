import FormFields

/// A model property that remembers every value written to it, in order.
///
/// ```swift
/// let model = WriteRecorder("")
/// let field = BufferedField(form: "t", id: "name", binding: model.binding, converter: .string)
/// // ... type ...
/// #expect(model.writes == ["F", "Fl", "Flo", "Flow"])
/// ```
public final class WriteRecorder<Value> {
    /// The current value.
    public private(set) var value: Value
    /// Every value written through `binding`, oldest first.
    public private(set) var writes: [Value] = []

    public init(_ value: Value) {
        self.value = value
    }

    /// A binding that records writes.
    public var binding: Binding<Value> {
        Binding(
            get: { self.value },
            set: {
                self.value = $0; self.writes.append($0)
            })
    }

    /// Changes the value from elsewhere (reset, sample data): not recorded as a write.
    public func setFromElsewhere(_ value: Value) {
        self.value = value
    }
}
