import CGtk

/// A one-shot GLib timeout that can be started and cancelled: "save within a second of an
/// edit".
///
/// ```swift
/// let save = GLibTimeout(milliseconds: 1_000) { store.saveAll() }
/// save.start()   // on every edit; fires a second after the first one since it last fired
/// ```
/// > Note: Main-thread only. Dropping the timeout cancels it.
@MainActor
final class GLibTimeout {
    private let milliseconds: UInt32
    private let action: @MainActor () -> Void
    private var source: guint = 0

    init(milliseconds: UInt32, _ action: @escaping @MainActor () -> Void) {
        self.milliseconds = milliseconds
        self.action = action
    }

    /// Whether the timeout is waiting to fire.
    var isPending: Bool { source != 0 }

    /// Starts the countdown unless one runs already.
    ///
    /// NB: Not restarted by later calls: a countdown that began again at every keystroke would
    /// never end while a person keeps typing.
    func start() {
        guard !isPending else { return }
        let fire: GSourceFunc = { data in
            let timeout = Unmanaged<GLibTimeout>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                timeout.source = 0
                timeout.action()
            }
            return 0  // G_SOURCE_REMOVE
        }
        // NB: Unretained: `cancel()` in deinit removes the source before the object goes.
        source = g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds, fire, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Stops the countdown, if one runs.
    func cancel() {
        guard source != 0 else { return }
        g_source_remove(source)
        source = 0
    }

    /// Fires now if a countdown runs (on close: save what is pending).
    func flush() {
        guard isPending else { return }
        cancel()
        action()
    }

    isolated deinit { cancel() }
}
