import CGtk
import FormFieldsGtk

/// Registers every `DemoAction` as a `GAction` with its accelerators: the one place they are set.
///
/// ```swift
/// let actions = DemoActions.install(app: app, window: window) { action in perform(action) }
/// actions.setState(.togglePanel, false)
/// ```
@MainActor
final class DemoActions {
    private var actions: [DemoAction: OpaquePointer] = [:]
    private var connections: [SignalConnection] = []

    /// Adds each action to the application (`app.`) or the window (`win.`) and sets its
    /// accelerators on the application.
    /// - Parameter perform: Runs when an action is activated (menu, button, accelerator).
    static func install(
        app: UnsafeMutablePointer<GtkApplication>, window: UnsafeMutablePointer<GtkWidget>,
        perform: @escaping @MainActor (DemoAction) -> Void
    ) -> DemoActions {
        let installed = DemoActions()
        for action in DemoAction.allCases {
            setAccelerators(of: action, on: app)
            let simple =
                action.isToggle
                ? g_simple_action_new_stateful(action.rawValue, nil, g_variant_new_boolean(1))!
                : g_simple_action_new(action.rawValue, nil)!
            installed.connections.append(simple.connect(.actionActivate) { _ in perform(action) })
            let map = action.scope == .app ? app.actionMap : window.actionMap
            g_action_map_add_action(map, simple.action)
            installed.actions[action] = simple
            g_object_unref(simple.rawPointer)
        }
        return installed
    }

    private static func setAccelerators(of action: DemoAction, on app: UnsafeMutablePointer<GtkApplication>) {
        var accelerators: [UnsafePointer<CChar>?] = action.accelerators.map { UnsafePointer(strdup($0)) } + [nil]
        gtk_application_set_accels_for_action(app, action.detailedName, &accelerators)
        for pointer in accelerators { free(UnsafeMutablePointer(mutating: pointer)) }
    }

    /// The on/off state of a toggle action.
    func state(_ action: DemoAction) -> Bool {
        guard let simple = actions[action], let state = g_action_get_state(simple.action) else { return false }
        defer { g_variant_unref(state) }
        return g_variant_get_boolean(state) != 0
    }

    /// Sets the on/off state of a toggle action (its toggle button follows).
    func setState(_ action: DemoAction, _ on: Bool) {
        guard let simple = actions[action] else { return }
        g_simple_action_set_state(simple.simpleAction, g_variant_new_boolean(on ? 1 : 0))
    }

    /// Enables or disables an action (and the buttons that trigger it).
    func setEnabled(_ action: DemoAction, _ enabled: Bool) {
        guard let simple = actions[action] else { return }
        g_simple_action_set_enabled(simple.simpleAction, enabled ? 1 : 0)
    }
}
