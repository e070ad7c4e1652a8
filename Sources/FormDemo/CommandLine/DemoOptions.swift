/// What `form-demo` was asked to do, read from its arguments before GTK sees them, and by the
/// running demo from the arguments a later launch hands it.
///
/// ```swift
/// switch DemoOptions.parse(["--form", "numbers", "--trace"]) {
/// case .run(let options): options.form      // .numbers
/// case .help: print(DemoOptions.help)
/// case .failure(let message): print(message) // exit 2
/// }
/// ```
struct DemoOptions: Equatable {
    /// The form asked for: the first one shown (`firstForm`), or the one a later launch switches
    /// the running window to; `nil` when none was named.
    var form: DemoFormID?
    /// Print every log event as a JSON line on stdout.
    var trace = false
    /// Start with the forms' defaults instead of the saved drafts.
    var restoreDrafts = true

    /// The form a starting demo shows first.
    var firstForm: DemoFormID { form ?? .profile }

    /// What a later launch is told on its stderr about options that only a starting demo takes;
    /// `nil` when there is nothing to tell.
    ///
    /// NB: The running window's values are what the person has in front of them, not a saved draft
    /// that `--no-restore` could skip, so they are kept and the launch says so.
    var ignoredWhileRunning: String? {
        restoreDrafts
            ? nil
            : translated(
                "form-demo: --no-restore is ignored: the demo is running already and its window keeps its values. Quit it to start from the defaults."
            )
    }

    /// The outcome of reading the arguments.
    enum Parsed: Equatable {
        case run(DemoOptions)
        case help
        /// A message for stderr; the program exits with status 2.
        case failure(String)
    }

    /// Reads `arguments` (without the program name).
    static func parse(_ arguments: [String]) -> Parsed {
        var options = DemoOptions()
        // NB: "--form=NAME" is read as "--form NAME".
        var remaining = arguments.flatMap { argument in
            argument.hasPrefix("--form=") ? ["--form", String(argument.dropFirst("--form=".count))] : [argument]
        }[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                return .help
            case "--trace":
                options.trace = true
            case "--no-restore":
                options.restoreDrafts = false
            case "--form":
                guard let name = remaining.popFirst() else {
                    return .failure(translated("--form needs a form name: %s", DemoFormID.names))
                }
                guard let form = DemoFormID(rawValue: name) else {
                    return .failure(translated("Unknown form “%s”. Valid forms: %s", name, DemoFormID.names))
                }
                options.form = form
            default:
                return .failure(translated("Unknown option “%s”. Try form-demo --help", argument))
            }
        }
        return .run(options)
    }

    /// The text `--help` prints, in the person's language: one message per paragraph and option,
    /// as GOption's help has them, so a translator keeps the columns of each.
    static var help: String {
        let forms = DemoFormID.allCases.map {
            "  \($0.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.summary)"
        }
        let shortcuts = DemoAction.allCases.compactMap { action in
            action.acceleratorLabel.map { "  \($0.padding(toLength: 18, withPad: " ", startingAt: 0))\(action.title)" }
        }
        let files = [
            "  $XDG_STATE_HOME/\(DemoApplication.id)/drafts/FORM.json   " + translated("drafts, saved as you type"),
            "  $XDG_DATA_HOME/\(DemoApplication.id)/submissions.jsonl   " + translated("one JSON line per submit"),
        ]
        // NB: The option names, NAME and the trace's lines are what a person types and a tool reads:
        // the translator comments ask to keep them as they are.
        let paragraphs = [
            translated("Usage: form-demo [--form NAME] [--trace] [--no-restore]"),
            translated(
                "GTK text fields that hand the model only cleaned values, once per edit,\nwith every model write listed live in a side panel. Launched while it\nruns, form-demo shows the window it has open and exits."
            ),
            [
                translated("Options:"),
                translated(
                    // Translators: keep "--form NAME" and "profile"; the description starts in column 18.
                    "  --form NAME    open the form NAME first (default: profile); launched while\n                 the demo runs, switch its window to NAME"
                ),
                translated(
                    // Translators: keep "--trace", the lines in braces and the words user, external, commit and
                    // restore as they are: tools read them. The description starts in column 18.
                    "  --trace        print every event as one JSON object per line on stdout:\n                   {\"event\":\"ready\",\"form\":...} once the window is shown\n                   {\"event\":\"write\",\"seq\":N,\"form\":...,\"field\":...,\"value\":...,\"source\":...}\n                   {\"event\":\"edit\",\"seq\":N,\"form\":...,\"field\":...,\"text\":...,\"caret\":N,\"source\":...}\n                 source is user, external, commit or restore; a traced demo\n                 runs on its own, with a window of its own, even while\n                 another demo runs, so its events go to its own stdout"
                ),
                translated(
                    "  --no-restore   start from the defaults, ignoring saved drafts (ignored, and\n                 said so, while the demo runs: its window keeps its values)"
                ),
                translated("  -h, --help     show this help"),
            ].joined(separator: "\n"),
            ([translated("Forms:")] + forms).joined(separator: "\n"),
            ([translated("Shortcuts:")] + shortcuts).joined(separator: "\n"),
            ([translated("Files:")] + files).joined(separator: "\n"),
        ]
        return paragraphs.joined(separator: "\n\n")
    }
}
