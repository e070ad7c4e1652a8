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
            : "form-demo: --no-restore is ignored: the demo is running already and its window keeps its values. "
                + "Quit it to start from the defaults."
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
                    return .failure("--form needs a form name: \(DemoFormID.names)")
                }
                guard let form = DemoFormID(rawValue: name) else {
                    return .failure("Unknown form “\(name)”. Valid forms: \(DemoFormID.names)")
                }
                options.form = form
            default:
                return .failure("Unknown option “\(argument)”. Try form-demo --help")
            }
        }
        return .run(options)
    }

    /// The text `--help` prints.
    static var help: String {
        let forms = DemoFormID.allCases.map {
            "  \($0.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.summary)"
        }
        let shortcuts = DemoAction.allCases.compactMap { action in
            action.acceleratorLabel.map { "  \($0.padding(toLength: 18, withPad: " ", startingAt: 0))\(action.title)" }
        }
        return """
            Usage: form-demo [--form NAME] [--trace] [--no-restore]

            GTK text fields that hand the model only cleaned values, once per edit,
            with every model write listed live in a side panel. Launched while it
            runs, form-demo shows the window it has open and exits.

            Options:
              --form NAME    open the form NAME first (default: profile); launched while
                             the demo runs, switch its window to NAME
              --trace        print every event as one JSON object per line on stdout:
                               {"event":"ready","form":...} once the window is shown
                               {"event":"write","seq":N,"form":...,"field":...,"value":...,"source":...}
                               {"event":"edit","seq":N,"form":...,"field":...,"text":...,"caret":N,"source":...}
                             source is user, external, commit or restore; a traced demo
                             runs on its own, with a window of its own, even while
                             another demo runs, so its events go to its own stdout
              --no-restore   start from the defaults, ignoring saved drafts (ignored, and
                             said so, while the demo runs: its window keeps its values)
              -h, --help     show this help

            Forms:
            \(forms.joined(separator: "\n"))

            Shortcuts:
            \(shortcuts.joined(separator: "\n"))

            Files:
              $XDG_STATE_HOME/\(DemoApplication.id)/drafts/FORM.json   drafts, saved as you type
              $XDG_DATA_HOME/\(DemoApplication.id)/submissions.jsonl   one JSON line per submit
            """
    }
}
