import CGtk
import FormFields
import FormFieldsGtk
import Foundation

/// The demo application: one window with the sample forms, the side panel, drafts and `--trace`.
///
/// ```swift
/// exit(DemoApplication(options: options).run())
/// ```
@MainActor
final class DemoApplication {
    /// The reverse-DNS application id.
    nonisolated static let id = "io.github.formfields.FormDemo"
    /// The version the About window shows; the metainfo's newest release and meson's project
    /// version are the same (a test checks).
    nonisolated static let version = "0.1.0"

    private let options: DemoOptions
    private let paths = DemoPaths(environment: ProcessInfo.processInfo.environment)
    private let app: UnsafeMutablePointer<GtkApplication>
    private let log = EventLog(capacity: 10_000)
    private var trace: Trace?
    private var drafts: DraftKeeper?
    private var window: DemoWindow?
    private var actions: DemoActions?
    private var connections: [SignalConnection] = []
    private var quitSignals: QuitSignals?
    private var style: DemoStyle?

    init(options: DemoOptions) {
        self.options = options
        // NB: Unique on the session bus, as GNOME apps are: a later launch hands its command line
        // to the running demo (`commandLine(_:)`) and exits. A traced demo is an instance of its
        // own, so that its trace goes to the stdout of the process that asked for it and tests can
        // run several at once. Without a session bus (Xvfb in CI) GLib goes on as non-unique.
        let unique = options.trace ? G_APPLICATION_NON_UNIQUE.rawValue : 0
        app = gtk_application_new(Self.id, GApplicationFlags(G_APPLICATION_HANDLES_COMMAND_LINE.rawValue | unique))
        connections.append(app.connect(.startup) { [unowned self] in startUp() })
        connections.append(app.connect(.commandLine) { [unowned self] in commandLine($0!.commandLine) })
        connections.append(app.connect(.activate) { [unowned self] in activate() })
        connections.append(app.connect(.shutdown) { [unowned self] in drafts?.saveAll() })
    }

    /// Runs the main loop until the last window closes, or, when the demo runs already, hands it
    /// the command line and returns at once.
    /// - Returns: The exit status.
    func run() -> Int32 {
        // NB: The options were read already (main.swift). GLib reads none of them: with
        // HANDLES_COMMAND_LINE and no options of the app's own it leaves them all to the handler.
        var argv = CommandLine.arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        return g_application_run(app.gApplication, Int32(argv.count - 1), &argv)
    }

    private func startUp() {
        DemoResources.register()
        style = DemoStyle()
        DemoResources.addIconFolder()
        gtk_window_set_default_icon_name(Self.id)
        // NB: Logging out, `kill` and Ctrl+C in a terminal end the demo as Ctrl+Q does, so what
        // was typed in the last second is saved rather than lost with the process.
        quitSignals = QuitSignals { [unowned self] in quit() }
    }

    /// A launch's command line: this process's own opens the window; a later launch's, handed
    /// over on the session bus, shows it, on the form the launch names.
    /// - Returns: The launching process's exit status.
    private func commandLine(_ line: UnsafeMutablePointer<GApplicationCommandLine>) -> Int32 {
        guard g_application_command_line_get_is_remote(line) != 0 else {
            activate()
            return 0
        }
        var count: Int32 = 0
        let argv = g_application_command_line_get_arguments(line, &count)
        defer { g_strfreev(argv) }
        let arguments = UnsafeBufferPointer(start: argv, count: Int(count)).dropFirst().compactMap {
            $0.map { String(cString: $0) }
        }
        guard case .run(let later) = DemoOptions.parse(arguments) else {
            // NB: Only a launcher of another version gets here: this one answers --help and bad
            // options itself before it looks for a running demo (main.swift).
            formfields_command_line_printerr(
                line, translated("form-demo: the running demo does not take “%s”", arguments.joined(separator: " ")))
            return 2
        }
        if let note = later.ignoredWhileRunning { formfields_command_line_printerr(line, note) }
        if let form = later.form { window?.choose(form) }
        activate()
        return 0
    }

    /// Opens the window the first time, and presents it after that.
    private func activate() {
        if let window {
            window.present()
            return
        }
        if options.trace { trace = Trace(log: log) }
        let forms = DemoFormID.allCases.map { DemoForm.make($0, log: log) }
        let window = DemoWindow(app: app, forms: forms, log: log, first: options.firstForm)
        self.window = window
        actions = DemoActions.install(app: app, window: window.window) { [unowned self] in perform($0) }
        let drafts = DraftKeeper(
            store: DraftStore(directory: paths.drafts), sessions: forms.map(\.session), log: log)
        self.drafts = drafts
        if options.restoreDrafts { drafts.restoreAll() }
        connections.append(
            window.window.connect(.closeRequest) { [unowned self] in
                self.drafts?.saveAll()
                return false
            })
        announceReady(window)
        window.present()
        window.current.focusFirstField()
    }

    /// Prints the `ready` trace line after the window's first frame.
    private func announceReady(_ window: DemoWindow) {
        guard let trace else { return }
        var painted: SignalConnection?
        connections.append(
            window.window.connect(.map) {
                guard painted == nil, let clock = gtk_widget_get_frame_clock(window.window) else { return }
                painted = clock.connect(.afterPaint) {
                    guard painted?.isConnected == true else { return }
                    painted?.cancel()
                    trace.emit(["event": .string("ready"), "form": .string(window.current.form.id.rawValue)])
                }
            })
    }

    // MARK: Actions

    private func perform(_ action: DemoAction) {
        guard let window else { return }
        let page = window.current
        switch action {
        case .reset:
            page.hideBanner()
            page.form.session.reset()
        case .fillExample:
            page.hideBanner()
            page.form.session.fillExample()
        case .submit:
            submit(page)
        case .togglePanel:
            let visible = !(actions?.state(.togglePanel) ?? true)
            actions?.setState(.togglePanel, visible)
            window.setPanelVisible(visible)
        case .switchPane:
            // NB: A hidden panel is shown: F6 is how the keyboard reaches its list, and a key
            // that did nothing would leave a screen reader silent. F9 hides it again.
            if actions?.state(.togglePanel) == false { perform(.togglePanel) }
            window.switchPane()
        case .clearLog:
            window.panel.clear()
        case .showShortcuts:
            window.showShortcuts()
        case .about:
            AboutWindow.present(for: window.window)
        case .quit:
            quit()
        }
    }

    /// Saves every pending draft and ends the main loop.
    private func quit() {
        drafts?.saveAll()
        g_application_quit(app.gApplication)
    }

    private func submit(_ page: FormPage) {
        let id = page.form.id
        switch page.form.session.submit() {
        case .invalid(let index, let message):
            let refused = page.form.session.fields[index]
            let field = refused.id
            page.showBanner(
                translated("Not submitted. %s: %s", page.form.label(of: field), message), kind: .problem,
                about: refused)
            // NB: The field takes the focus from the banner: a screen reader reads it with why,
            // its description.
            page.focusField(at: index)
            trace?.emit([
                "event": .string("submit"), "form": .string(id.rawValue), "field": .string(field),
                "message": .string(message),
            ])
        case .valid(let values):
            do {
                try SubmissionLog(file: paths.submissions).append(form: id, values: values)
                page.showBanner(translated("Submitted. Added to %s", paths.submissions.path), kind: .success)
                trace?.emit([
                    "event": .string("submit"), "form": .string(id.rawValue), "file": .string(paths.submissions.path),
                ])
            } catch {
                // NB: Traced like any other Submit, with the file that did not take the values, so
                // that a tool waiting for the line learns why instead of waiting on.
                let (file, reason) = (paths.submissions.path, error.reason)
                page.showBanner(
                    translated("Not submitted. The values could not be added to %s: %s", file, reason), kind: .problem)
                trace?.emit([
                    "event": .string("submit"), "form": .string(id.rawValue), "file": .string(file),
                    "message": .string(reason),
                ])
            }
        }
    }
}
