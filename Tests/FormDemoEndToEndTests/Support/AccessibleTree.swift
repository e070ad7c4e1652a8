import CGtk
import Foundation

/// What a screen reader reads of the programs on a session bus: their accessible objects, each
/// with its role, name (a window's title, a label's text, a button's label), description and
/// states, read over AT-SPI.
///
/// ```swift
/// let names = try AccessibleTree.names(on: bus)
/// #expect(names.contains("Absenden"))
/// let focused = try AccessibleTree.focused(on: bus)  // the text box "Quantity", say
/// ```
/// > Note: GTK registers a program's accessible objects on the accessibility bus that the session
/// > bus starts (`at-spi-bus-launcher`, Debian package at-spi2-core), so the program must run on a
/// > bus of the test's own (`PrivateBus`): under Xvfb in CI there is no other.
enum AccessibleTree {
    static let launcher = URL(fileURLWithPath: "/usr/libexec/at-spi-bus-launcher")

    /// Why the tests that read the tree skip here, or `nil` when they run.
    static var missing: String? {
        if let bus = PrivateBus.missing { return bus }
        return FileManager.default.isExecutableFile(atPath: launcher.path)
            ? nil : "needs the accessibility bus (Debian package at-spi2-core, which meson-helper/test installs)"
    }

    /// The names of every accessible object of every program on `bus`, depth first, empty ones
    /// left out; or, `reading` `\.description`, their descriptions (what a screen reader says
    /// after an entry's name).
    static func names(on bus: PrivateBus, reading text: KeyPath<AccessibleObject, String> = \.name) throws -> [String] {
        try objects(on: bus).map { $0[keyPath: text] }.filter { !$0.isEmpty }
    }

    /// The object that has the keyboard focus, where a screen reader is; `nil` while none has.
    static func focused(on bus: PrivateBus) throws -> AccessibleObject? {
        try objects(on: bus).first { $0.states.contains(.focused) }
    }

    /// Every accessible object of every program on `bus`, depth first.
    static func objects(on bus: PrivateBus) throws -> [AccessibleObject] {
        let session = try connect(to: bus.address)
        defer { g_object_unref(UnsafeMutableRawPointer(session)) }
        let reply = try call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
        defer { g_variant_unref(reply) }
        let a11y = try connect(to: string(at: 0, of: reply))
        defer { g_object_unref(UnsafeMutableRawPointer(a11y)) }
        return try objects(
            under: ("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root"), on: a11y, depth: 0,
            parentInterfaces: [])
    }

    /// An accessible object: the bus name of its program and its object path.
    private typealias Reference = (name: String, path: String)

    private static func objects(
        under object: Reference, on bus: OpaquePointer, depth: Int, parentInterfaces: Set<String>
    ) throws -> [AccessibleObject] {
        // NB: GTK's tree is a few dozen levels deep; a cycle would be a bug of the program read.
        guard depth < 64 else { throw DemoError.tool("the accessible tree is deeper than 64 at \(object.path)") }
        let role = try call(bus, object.name, object.path, "org.a11y.atspi.Accessible", "GetRoleName")
        defer { g_variant_unref(role) }
        let states = try call(bus, object.name, object.path, "org.a11y.atspi.Accessible", "GetState")
        defer { g_variant_unref(states) }
        let reply = try call(bus, object.name, object.path, "org.a11y.atspi.Accessible", "GetChildren")
        defer { g_variant_unref(reply) }
        let children = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(children) }
        let interfaces = try call(bus, object.name, object.path, "org.a11y.atspi.Accessible", "GetInterfaces")
        defer { g_variant_unref(interfaces) }
        var found = [
            AccessibleObject(
                role: string(at: 0, of: role), name: try property("Name", of: object, on: bus),
                description: try property("Description", of: object, on: bus), states: stateSet(of: states),
                parentInterfaces: parentInterfaces)
        ]
        let own = strings(at: 0, of: interfaces)
        for index in 0..<g_variant_n_children(children) {
            let child = g_variant_get_child_value(children, index)!
            defer { g_variant_unref(child) }
            let reference = (string(at: 0, of: child), string(at: 1, of: child))
            found += try objects(under: reference, on: bus, depth: depth + 1, parentInterfaces: own)
        }
        return found
    }

    /// The string `property` of the Accessible interface of `object`: "Name" or "Description".
    private static func property(_ property: String, of object: Reference, on bus: OpaquePointer) throws -> String {
        let reply = try call(
            bus, object.name, object.path, "org.freedesktop.DBus.Properties", "Get",
            tuple(of: ["org.a11y.atspi.Accessible", property]))
        defer { g_variant_unref(reply) }
        let boxed = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(boxed) }
        let value = g_variant_get_variant(boxed)!
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }

    /// The states of GetState's reply, two 32-bit words of one bit set, low word first.
    private static func stateSet(of reply: OpaquePointer) -> AccessibleObject.States {
        let words = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(words) }
        var bits: UInt64 = 0
        for index in 0..<min(g_variant_n_children(words), 2) {
            let word = g_variant_get_child_value(words, index)!
            defer { g_variant_unref(word) }
            bits |= UInt64(g_variant_get_uint32(word)) << (32 * UInt64(index))
        }
        return AccessibleObject.States(rawValue: bits)
    }

    private static func connect(to address: String) throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(
            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            throw failure(error, "connecting to \(address)")
        }
        return connection
    }

    /// Calls `method` and returns its reply, a tuple the caller releases.
    private static func call(
        _ bus: OpaquePointer, _ destination: String, _ path: String, _ interface: String,
        _ method: String, _ parameters: OpaquePointer? = nil
    ) throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        guard
            let reply = g_dbus_connection_call_sync(
                bus, destination, path, interface, method, parameters, nil, G_DBUS_CALL_FLAGS_NONE, 5_000, nil, &error)
        else { throw failure(error, "\(interface).\(method) on \(destination) \(path)") }
        return reply
    }

    /// A floating tuple of `strings`, for a call to take.
    private static func tuple(of strings: [String]) -> OpaquePointer {
        var items = strings.map { g_variant_new_string($0) }
        return g_variant_new_tuple(&items, gsize(items.count))
    }

    /// The string at `index` of tuple `tuple`.
    private static func string(at index: Int, of tuple: OpaquePointer) -> String {
        let child = g_variant_get_child_value(tuple, gsize(index))!
        defer { g_variant_unref(child) }
        return String(cString: g_variant_get_string(child, nil))
    }

    /// The array of strings at `index` of tuple `tuple`.
    private static func strings(at index: Int, of tuple: OpaquePointer) -> Set<String> {
        let array = g_variant_get_child_value(tuple, gsize(index))!
        defer { g_variant_unref(array) }
        return Set(
            (0..<g_variant_n_children(array)).map { item in
                let child = g_variant_get_child_value(array, item)!
                defer { g_variant_unref(child) }
                return String(cString: g_variant_get_string(child, nil))
            })
    }

    private static func failure(_ error: UnsafeMutablePointer<GError>?, _ doing: String) -> DemoError {
        defer { if let error { g_error_free(error) } }
        return .tool("AT-SPI: \(doing): \(error.map { String(cString: $0.pointee.message) } ?? "failed")")
    }
}
