import CGtk
import FormFieldsGtk

/// F6 and Shift+F6, as in GNOME apps: the focus goes from the form to the side panel's list of
/// writes, on its newest row, and back to the widget it came from, its caret and selection as
/// they were.
///
/// ```swift
/// let panes = PaneFocus(window: window, panel: panelSlot, list: panel.writes)
/// panes.switchPane { current.focusFirstField() }
/// ```
/// With two panes, Shift+F6 goes the same way as F6.
@MainActor
final class PaneFocus {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let panel: UnsafeMutablePointer<GtkWidget>
    private let list: WriteList
    /// The widget that had the focus before F6 took it to the list, held weakly.
    private let origin: UnsafeMutablePointer<GWeakRef>

    init(window: UnsafeMutablePointer<GtkWidget>, panel: UnsafeMutablePointer<GtkWidget>, list: WriteList) {
        self.window = window
        self.panel = panel
        self.list = list
        origin = .allocate(capacity: 1)
        origin.initialize(to: GWeakRef())
        g_weak_ref_init(origin, nil)
    }

    isolated deinit {
        g_weak_ref_clear(origin)
        origin.deallocate()
    }

    /// Whether the focus is in the side panel.
    var isInPanel: Bool {
        guard let focus = gtk_window_get_focus(window.window) else { return false }
        return gtk_widget_is_ancestor(focus, panel) != 0
    }

    /// Takes the focus to the list's newest row, or from the side panel back to the form.
    /// - Parameter fallback: Gives the form the focus when the widget it came from is gone or
    ///   no longer shown (another form was chosen meanwhile).
    func switchPane(fallback: () -> Void) {
        if isInPanel {
            returnToForm(fallback: fallback)
            return
        }
        g_weak_ref_set(origin, gtk_window_get_focus(window.window).map { UnsafeMutableRawPointer($0) })
        list.focusNewestRow()
    }

    /// Gives the focus back to the widget it came from with F6, as it was.
    /// - Parameter fallback: Used when there is none to go back to.
    func returnToForm(fallback: () -> Void) {
        let widget = g_weak_ref_get(origin)?.assumingMemoryBound(to: GtkWidget.self)
        g_weak_ref_set(origin, nil)
        defer { if let widget { g_object_unref(widget) } }
        guard let widget, gtk_widget_get_mapped(widget) != 0, !isInPanel(widget) else {
            fallback()
            return
        }
        // NB: Grabbing the focus as Tab does would select all of a field's text, where the
        // person left a caret or a selection of their own.
        if widget.isInstance(of: gtk_text_get_type()) {
            gtk_text_grab_focus_without_selecting(widget.gtkText)
        } else {
            gtk_widget_grab_focus(widget)
        }
    }

    private func isInPanel(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_is_ancestor(widget, panel) != 0 || widget == panel
    }
}
