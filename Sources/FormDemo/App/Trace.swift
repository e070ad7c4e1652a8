import FormFields
import Foundation

/// `--trace`: every log event as one JSON line on stdout, flushed per line, plus the app's own
/// lines (`ready`, `submit`).
///
/// ```swift
/// let trace = Trace(log: log)
/// trace.emit(["event": "ready", "form": "profile"])
/// ```
@MainActor
final class Trace {
    private var subscription: Subscription?

    /// Starts printing every event `log` records.
    init(log: EventLog) {
        subscription = log.subscribe { Trace.write($0.jsonLine) }
    }

    /// Prints one line made of `fields`, in the given order, with string values quoted.
    func emit(_ fields: KeyValuePairs<String, FieldValue>) {
        Trace.write(
            "{" + fields.map { "\(FieldValue.string($0.key).json):\($0.value.json)" }.joined(separator: ",") + "}")
    }

    private static func write(_ line: String) {
        // NB: FileHandle writes straight to the file descriptor: no stdio buffer to flush, so a
        // reader on a pipe sees every line as soon as it is printed.
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
