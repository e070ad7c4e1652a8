import Foundation

/// Where the demo keeps its files, following the XDG base directories.
///
/// ```swift
/// let paths = DemoPaths(environment: ProcessInfo.processInfo.environment)
/// paths.drafts       // ~/.local/state/io.github.formfields.FormDemo/drafts
/// paths.submissions  // ~/.local/share/io.github.formfields.FormDemo/submissions.jsonl
/// ```
struct DemoPaths: Sendable {
    /// One JSON draft per form.
    let drafts: URL
    /// One JSON line per successful submit.
    let submissions: URL

    init(environment: [String: String], appID: String = DemoApplication.id) {
        // NB: The spec says to ignore a relative XDG path, as if it were unset. A HOME that is
        // empty or relative is ignored too: it would put the files under whichever folder the
        // demo was started in, and the next start elsewhere would find none of them.
        func absolute(_ variable: String) -> URL? {
            environment[variable].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
        }
        let home = absolute("HOME") ?? URL(fileURLWithPath: NSHomeDirectory())
        func base(_ variable: String, default fallback: String) -> URL {
            absolute(variable) ?? home.appendingPathComponent(fallback)
        }
        drafts = base("XDG_STATE_HOME", default: ".local/state").appendingPathComponent("\(appID)/drafts")
        submissions = base("XDG_DATA_HOME", default: ".local/share").appendingPathComponent(
            "\(appID)/submissions.jsonl")
    }
}
