import CGtk

#if canImport(Glibc)
    import Glibc
#endif

/// Runs an action on the main loop when the process is asked to end: SIGTERM (logging out,
/// `kill`, a service manager), SIGINT (Ctrl+C in a terminal), SIGHUP (the terminal or the
/// session went away).
///
/// ```swift
/// quitSignals = QuitSignals { drafts.saveAll(); g_application_quit(app) }
/// ```
/// > Note: Main-thread only. Keep it for the life of the app: the handlers stay installed.
@MainActor
final class QuitSignals {
    /// The signals that ask a program to end and that it may handle.
    nonisolated static let handled = [SIGTERM, SIGINT, SIGHUP]

    private let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
        // NB: A process starts with its parent's blocked signals (a test runner blocks nearly
        // all of them): blocked, a SIGTERM would wait unseen until the SIGKILL that follows it.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in Self.handled { sigaddset(&unblocked, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        let fire: GSourceFunc = { data in
            let signals = Unmanaged<QuitSignals>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { signals.action() }
            return 1  // G_SOURCE_CONTINUE: a second request is handled too
        }
        // NB: Unretained: the object lives as long as the app, and so do the handlers.
        for signal in Self.handled {
            g_unix_signal_add(signal, fire, Unmanaged.passUnretained(self).toOpaque())
        }
    }
}
