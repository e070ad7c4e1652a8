/// A way to read and write one value that lives somewhere else: a model property, a form's
/// draft, a gate.
///
/// ```swift
/// @Observable final class Profile { var nickname = "" }
/// ```
/// ```swift
/// let profile = Profile()
/// let nickname = Binding(profile, \.nickname)
/// nickname.wrappedValue = "Flow"      // profile.nickname == "Flow"
/// ```
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getter = get
        self.setter = set
    }

    /// A binding to a property of an object; the binding keeps the object alive.
    public init<Root: AnyObject>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding {
        Binding(get: { value }, set: { _ in })
    }

    /// The value where it lives; setting it writes there.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
}
