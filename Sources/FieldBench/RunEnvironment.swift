import Foundation

/// What a report should say about the run it comes from: figures from a loaded 2-core machine
/// and from an idle 16-core one are not the same figures.
@MainActor
enum RunEnvironment {
    /// - Parameters:
    ///   - rounds: Rounds per figure, for a benchmark run.
    ///   - gtk: Whether GTK is initialised (its version is then known).
    static func describe(rounds: Int?, gtk: Bool) -> [String: String] {
        var facts = [
            "date": ISO8601DateFormatter().string(from: Date()),
            "cpus": String(ProcessInfo.processInfo.activeProcessorCount),
            "load average at start": loadAverage,
            "build": isOptimized ? "release" : "debug (figures are not representative)",
        ]
        if let rounds { facts["rounds"] = String(rounds) }
        if gtk { facts["gtk"] = GtkSession.version }
        return facts
    }

    private static var loadAverage: String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    private static var isOptimized: Bool {
        #if DEBUG
            false
        #else
            true
        #endif
    }
}
