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
        let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
        // NB: The spec says to ignore a relative XDG path, as if it were unset.
        func base(_ variable: String, default fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            return home.appendingPathComponent(fallback)
        }
        drafts = base("XDG_STATE_HOME", default: ".local/state").appendingPathComponent("\(appID)/drafts")
        submissions = base("XDG_DATA_HOME", default: ".local/share").appendingPathComponent(
            "\(appID)/submissions.jsonl")
    }
}
