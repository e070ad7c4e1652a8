import CGtk
import FormFields
import FormFieldsGtk

/// The main window: the form chooser in the header bar, the form pages in a stack, and the side
/// panel at the end of a `GtkPaned`.
///
/// ```swift
/// let window = DemoWindow(app: app, forms: forms, log: log, first: .profile)
/// window.present()
/// ```
@MainActor
final class DemoWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let panel: ObserverPanel
    private let forms: [DemoForm]
    private let log: EventLog
    /// Pages built so far: only the first before the window shows, each other one when it is
    /// first chosen, so start-up pays for one form.
    private var pages: [DemoFormID: FormPage] = [:]
    private let stack: UnsafeMutablePointer<GtkWidget>
    private let panelSlot: UnsafeMutablePointer<GtkWidget>
    private let chooser: UnsafeMutablePointer<GtkWidget>
    private let panes: PaneFocus
    private var connections: [SignalConnection] = []

    /// The page shown now.
    private(set) var current: FormPage

    init(app: UnsafeMutablePointer<GtkApplication>, forms: [DemoForm], log: EventLog, first: DemoFormID) {
        let ui = UIFile("demo-window.ui")
        window = ui.widget("window")
        stack = ui.widget("forms")
        panelSlot = ui.widget("panel-slot")
        chooser = ui.widget("form-chooser")
        gtk_window_set_application(window.window, app)
        self.forms = forms
        self.log = log
        let firstForm = forms.first { $0.id == first } ?? forms[0]
        current = FormPage(firstForm, log: log)
        panel = ObserverPanel(log: log)
        gtk_box_append(panelSlot.box, panel.root)
        panes = PaneFocus(window: window, panel: panelSlot, list: panel.writes)
        add(current)

        var titles: [UnsafePointer<CChar>?] = forms.map { UnsafePointer(strdup($0.id.title)) } + [nil]
        let model = gtk_string_list_new(&titles)!
        for pointer in titles { free(UnsafeMutablePointer(mutating: pointer)) }
        gtk_drop_down_set_model(chooser.dropDown, model.listModel)
        g_object_unref(model.rawPointer)
        gtk_drop_down_set_selected(chooser.dropDown, guint(forms.firstIndex { $0.id == firstForm.id } ?? 0))
        connections.append(
            chooser.connect(.notify("selected")) { [unowned self] _ in
                let index = Int(gtk_drop_down_get_selected(chooser.dropDown))
                guard self.forms.indices.contains(index) else { return }
                show(page(for: self.forms[index]))
            })
        show(current)
        window.retain(self, key: "form-demo-window")
    }

    /// Shows the window.
    func present() { gtk_window_present(window.window) }

    /// Shows the page of `form`, as choosing it in the form chooser does.
    func choose(_ form: DemoFormID) {
        guard let index = forms.firstIndex(where: { $0.id == form }) else { return }
        gtk_drop_down_set_selected(chooser.dropDown, guint(index))
    }

    /// Shows the keyboard shortcuts window.
    func showShortcuts() { ShortcutsWindow.present(for: window) }

    /// Shows or hides the side panel; hiding it while it has focus gives the focus back to the
    /// form: to the widget F6 took it from, or else to the first field.
    ///
    /// NB: GTK 4.8 gives it to the GtkPaned, which shows no focus and has no name; Tab from there
    /// goes on to the form's second field.
    func setPanelVisible(_ visible: Bool) {
        if !visible, panes.isInPanel {
            panes.returnToForm { current.focusFirstField() }
        }
        gtk_widget_set_visible(panelSlot, visible ? 1 : 0)
    }

    /// Takes the focus to the side panel's newest write, or from the panel back to the form (F6).
    func switchPane() {
        panes.switchPane { current.focusFirstField() }
    }

    /// The page of `form`, built and added to the stack the first time it is asked for.
    private func page(for form: DemoForm) -> FormPage {
        if let page = pages[form.id] { return page }
        let page = FormPage(form, log: log)
        add(page)
        return page
    }

    /// Adds `page` to the stack, titled by its form, which names it for a screen reader: Orca
    /// reads "Numbers panel" as the focus comes into the form.
    ///
    /// NB: GTK 4.8 names a page without a title by its type: "GtkStackPage panel".
    private func add(_ page: FormPage) {
        pages[page.form.id] = page
        gtk_stack_add_titled(stack.stack, page.root, page.form.id.rawValue, page.form.id.title)
    }

    private func show(_ page: FormPage) {
        current = page
        gtk_stack_set_visible_child(stack.stack, page.root)
        nameChooser(showing: page)
        panel.show(page.form.session)
        page.focusFirstField()
    }

    /// Names the part of the form chooser that takes the focus by what it chooses and the form
    /// shown: "Form: Profile".
    ///
    /// NB: GTK 4.8's GtkDropDown takes the focus in a GtkToggleButton of its own, which has no
    /// name and gets none from the drop-down's: a screen reader read "GtkToggleButton", GTK's
    /// stand-in for a missing name, and not the form.
    private func nameChooser(showing page: FormPage) {
        guard let button = gtk_widget_get_first_child(chooser), button.isInstance(of: gtk_toggle_button_get_type())
        else { return }
        formfields_accessible_set_label(button.accessible, translated("Form: %s", page.form.id.title))
    }
}
