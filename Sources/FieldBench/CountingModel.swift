import FormFields

/// A model property that counts writes without keeping them.
///
/// `WriteRecorder` keeps every value written, which a benchmark of 100,000 edits on long fields
/// cannot afford; this keeps the latest value and a count.
///
/// ```swift
/// let model = CountingModel("")
/// let field = BufferedField(form: "bench", id: "name", binding: model.binding, converter: .string)
/// ```
final class CountingModel<Value> {
    private(set) var value: Value
    /// Values written through `binding` so far.
    private(set) var writes = 0

    init(_ value: Value) {
        self.value = value
    }

    /// A binding that counts writes.
    var binding: Binding<Value> {
        Binding(
            get: { self.value },
            set: {
                self.value = $0; self.writes += 1
            })
    }
}

/// Keeps the optimiser from discarding a result the benchmark computed only to time it.
@inline(never)
func keep<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
