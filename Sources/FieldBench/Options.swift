/// What `field-bench` was asked to do, from its command line.
///
/// ```
/// field-bench [--json] [--rounds N] [--only engine,paste,gtk,memory,startup] [--demo PATH]
/// field-bench --fuzz N [--seed S]
/// field-bench --bare-window | --widget-window
/// ```
struct Options {
    /// The parts of the benchmark that can be run.
    enum Part: String, CaseIterable {
        case engine, paste, gtk, memory, startup
    }

    enum Mode: Equatable {
        /// Measure `parts` and print the report.
        case bench
        /// Run the property suite for this many scripts.
        case fuzz(scripts: Int)
        /// Show a GTK window and report its first frame: empty (the start-up baseline) or with a
        /// few of GTK's widgets (for information).
        case window(BareWindow.Content)
    }

    var mode = Mode.bench
    var json = false
    var rounds = 9
    var seed: UInt64 = 1
    var parts = Set(Part.allCases)
    /// The `form-demo` to time at start-up; by default the one built next to `field-bench`.
    var demo: String?

    static let usage = """
        usage: field-bench [--json] [--rounds N] [--only engine,paste,gtk,memory,startup] [--demo PATH]
               field-bench --fuzz N [--seed S] [--json]
               field-bench --bare-window | --widget-window
        GTK parts need a display: xvfb-run -a swift run -c release field-bench
        """

    /// Reads `arguments` (without the program name); throws a message for anything it does not understand.
    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": json = true
            case "--bare-window": mode = .window(.bare)
            case "--widget-window": mode = .window(.widgets)
            case "--rounds":
                guard let count = Int(try value(for: argument)), count > 0 else {
                    throw UsageError("--rounds needs a positive number")
                }
                rounds = count
            case "--seed":
                guard let number = UInt64(try value(for: argument)) else { throw UsageError("--seed needs a number") }
                seed = number
            case "--fuzz":
                guard let count = Int(try value(for: argument).filter { $0 != "_" && $0 != "," }), count > 0 else {
                    throw UsageError("--fuzz needs a positive number of scripts")
                }
                mode = .fuzz(scripts: count)
            case "--only":
                let names = try value(for: argument).split(separator: ",").map(String.init)
                let chosen = names.compactMap(Part.init(rawValue:))
                guard chosen.count == names.count, !chosen.isEmpty else {
                    throw UsageError("--only takes \(Part.allCases.map(\.rawValue).joined(separator: ","))")
                }
                parts = Set(chosen)
            case "--demo": demo = try value(for: argument)
            case "--help", "-h": throw UsageError(nil)
            default: throw UsageError("unknown argument \(argument)")
            }
        }
    }
}

/// A command line `field-bench` could not read; `message` is `nil` for `--help`.
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
