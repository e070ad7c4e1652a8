import CGtk

/// The critical warnings GTK and GObject log while a block runs: each one is a call GTK
/// refused, which the program went on past.
///
/// ```swift
/// let criticals = GtkCriticals.logged { list.removeAll() }
/// #expect(criticals.isEmpty)
/// ```
@MainActor
enum GtkCriticals {
    /// What the handlers caught while `logged(during:)` runs.
    nonisolated(unsafe) private static var caught: [String] = []

    /// Runs `body` on the main thread, where GTK runs, and returns the criticals logged meanwhile;
    /// they are still printed as before.
    static func logged(during body: () throws -> Void) rethrows -> [String] {
        caught = []
        let domains = ["Gtk", "GLib-GObject"]
        let handlers = domains.map { domain in
            g_log_set_handler(
                domain, G_LOG_LEVEL_CRITICAL,
                { domain, level, message, _ in
                    GtkCriticals.caught.append(message.map { String(cString: $0) } ?? "")
                    g_log_default_handler(domain, level, message, nil)
                }, nil)
        }
        defer { for (domain, handler) in zip(domains, handlers) { g_log_remove_handler(domain, handler) } }
        try body()
        return caught
    }
}
