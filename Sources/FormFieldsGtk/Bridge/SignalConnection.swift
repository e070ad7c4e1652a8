import CGtk

/// A connected signal handler; disconnects on `cancel()` or when the token goes away.
///
/// ```swift
/// let token = entry.connect(.changed) { print("changed") }
/// token.blocked { gtk_editable_set_text(entry.editable, "quiet") }  // no "changed" call
/// token.cancel()
/// ```
/// > Note: GTK releases the handler's closure when the handler is disconnected or the instance
/// > is disposed, whichever comes first; a token that outlives its instance does nothing.
/// > Main-thread only.
public final class SignalConnection {
    private let instance: UnsafeMutableRawPointer
    private let id: gulong
    /// The handler's box; `nil` once GTK has released it.
    private weak var box: AnyObject?
    private var disconnectsWhenReleased = true

    init(instance: UnsafeMutableRawPointer, id: gulong, box: AnyObject) {
        self.instance = instance
        self.id = id
        self.box = box
    }

    /// Whether the handler is still connected.
    public var isConnected: Bool { box != nil }

    /// Disconnects the handler; GTK then releases its closure.
    public func cancel() {
        guard box != nil else { return }
        g_signal_handler_disconnect(instance.object, id)
    }

    /// Runs `body` with the handler blocked: signals emitted meanwhile do not reach it.
    public func blocked<T>(_ body: () throws -> T) rethrows -> T {
        guard box != nil else { return try body() }
        g_signal_handler_block(instance.object, id)
        defer { g_signal_handler_unblock(instance.object, id) }
        return try body()
    }

    /// Leaves the handler connected for the instance's whole life, however long this token
    /// lives: for handlers that belong to the widget, like a button's "clicked".
    ///
    /// ```swift
    /// button.connect(.clicked) { save() }.keepConnected()
    /// ```
    public func keepConnected() {
        disconnectsWhenReleased = false
    }

    deinit {
        if disconnectsWhenReleased { cancel() }
    }
}

extension GObjectPointer {
    /// Connects `handler` to `signal` on this instance.
    /// - Parameters:
    ///   - signal: The signal, which fixes the handler's shape.
    ///   - after: Run after the signal's default handler (`G_CONNECT_AFTER`).
    ///   - handler: Runs on the main thread each time the signal is emitted.
    /// - Returns: The connection; dropping it disconnects the handler (see `keepConnected()`).
    public func connect<Handler>(
        _ signal: Signal<Handler>, after: Bool = false, _ handler: Handler
    ) -> SignalConnection {
        let box = ClosureBox(handler)
        let id = g_signal_connect_data(
            object, signal.name, signal.trampoline, GLibBoxes.retain(box), releaseClosureBox,
            after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0))
        precondition(id != 0, "no signal \"\(signal.name)\" on \(rawPointer)")
        return SignalConnection(instance: rawPointer, id: id, box: box)
    }

    /// Whether the innermost emission of a signal on this instance is `signal`: a handler of
    /// another instance's signal asks what this one is doing.
    ///
    /// NB: Compares the C names, so that asking, as every deletion does, copies nothing.
    public func isEmitting(_ signal: String) -> Bool {
        guard let hint = g_signal_get_invocation_hint(rawPointer) else { return false }
        return strcmp(g_signal_name(hint.pointee.signal_id), signal) == 0
    }
}
