/// Every action of the demo: its name, where it lives, its accelerators and its title.
///
/// The one table that `DemoActions.install` registers, `--help` lists and the shortcuts window
/// (`shortcuts-window.ui`, checked against this table by a test) shows.
///
/// ```swift
/// DemoAction.submit.detailedName    // "win.submit"
/// DemoAction.submit.accelerators    // ["<Control>Return"]
/// ```
enum DemoAction: String, CaseIterable, Sendable {
    case reset = "reset"
    case fillExample = "fill-example"
    case submit = "submit"
    case togglePanel = "toggle-panel"
    case switchPane = "switch-pane"
    case clearLog = "clear-log"
    /// GTK's conventional name for the shortcuts window's action; the demo provides it itself,
    /// so the window is built when first asked for (`ShortcutsWindow.present(for:)`).
    case showShortcuts = "show-help-overlay"
    case about = "about"
    case quit = "quit"

    /// The action map an action belongs to.
    enum Scope: String, Sendable {
        case app, win
    }

    var scope: Scope { self == .quit || self == .about ? .app : .win }

    /// The name widgets and accelerators use: "win.reset".
    var detailedName: String { "\(scope.rawValue).\(rawValue)" }

    /// Whether the action holds an on/off state (shown by a toggle button).
    var isToggle: Bool { self == .togglePanel }

    /// GTK accelerator strings, first one shown.
    var accelerators: [String] {
        switch self {
        case .reset: ["<Control><Shift>r"]
        case .fillExample: ["<Control><Shift>e"]
        case .submit: ["<Control>Return"]
        case .togglePanel: ["F9"]
        // NB: Two panes: Shift+F6, GNOME's key for the previous one, goes to the other as F6 does.
        case .switchPane: ["F6", "<Shift>F6"]
        case .clearLog: ["<Control>l"]
        case .showShortcuts: ["<Control>question"]
        case .about: []
        case .quit: ["<Control>q"]
        }
    }

    /// What the action does, as the shortcuts window and `--help` say it.
    var title: String {
        switch self {
        case .reset: translated("Reset the form to its defaults")
        case .fillExample: translated("Fill the form with example values")
        case .submit: translated("Submit the form")
        case .togglePanel: translated("Show or hide the side panel")
        case .switchPane: translated("Move the focus between the form and the list of model writes")
        case .clearLog: translated("Clear the list of model writes")
        case .showShortcuts: translated("Keyboard shortcuts")
        case .about: translated("About FormFields Demo")
        case .quit: translated("Quit")
        }
    }

    /// A modifier as a keyboard in the person's language labels it: "Ctrl", "Strg" in German.
    private static func keyName(_ modifier: Substring) -> String {
        switch modifier {
        // Translators: the Control key as keyboards label it, in "Ctrl+Q".
        case "Control": translated("Ctrl")
        // Translators: the Shift key as keyboards label it, in "Ctrl+Shift+R".
        case "Shift": translated("Shift")
        default: String(modifier)
        }
    }

    /// The first accelerator as a person reads it: "Ctrl+Shift+R"; `nil` for an action that
    /// has none (About, reached from the menu only).
    var acceleratorLabel: String? {
        guard let first = accelerators.first else { return nil }
        var rest = Substring(first)
        var parts: [String] = []
        while rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
            let modifier = rest[rest.index(after: rest.startIndex)..<end]
            parts.append(Self.keyName(modifier))
            rest = rest[rest.index(after: end)...]
        }
        let key = rest == "question" ? "?" : rest.count == 1 ? rest.uppercased() : String(rest)
        return (parts + [key]).joined(separator: "+")
    }
}
