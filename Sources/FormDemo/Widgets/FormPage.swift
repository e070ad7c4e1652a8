import CGtk
import FormFields
import FormFieldsGtk

/// One sample form as a page: heading, a banner for Submit's outcome, the rows, and the Reset,
/// Fill example and Submit buttons (which trigger the window's actions).
///
/// ```swift
/// let page = FormPage(form, log: log)
/// gtk_stack_add_titled(stack, page.root, form.id.rawValue, form.id.title)
/// page.focusFirstField()
/// ```
@MainActor
final class FormPage {
    /// The widget to put in a container.
    let root: UnsafeMutablePointer<GtkWidget>
    let form: DemoForm
    private let banner: UnsafeMutablePointer<GtkWidget>
    private let bannerLabel: UnsafeMutablePointer<GtkWidget>
    private let revealer: UnsafeMutablePointer<GtkWidget>
    /// The widget that takes focus for each of the session's fields, in Tab order.
    private var focusTargets: [() -> UnsafeMutablePointer<GtkWidget>] = []
    private var dismiss: SignalConnection?
    private var slidOut: SignalConnection?
    private var formEvents: Subscription?
    /// The field a refused Submit's banner names, and what the field said then.
    private var bannerSubject: (field: any DemoField, validation: Validation)?

    init(_ form: DemoForm, log: EventLog) {
        self.form = form
        let ui = UIFile("form-page.ui")
        root = ui.take("page")
        banner = ui.widget("banner")
        bannerLabel = ui.widget("banner-label")
        revealer = ui.widget("banner-revealer")
        gtk_label_set_text(ui.widget("title").label, form.id.title)
        gtk_label_set_text(ui.widget("summary").label, form.id.summary)
        let grid = ui.widget("rows")
        for (index, row) in form.rows.enumerated() {
            add(row, to: grid, at: Int32(index), log: log)
        }
        dismiss = addDismissAction()
        slidOut = revealer.connect(.notify("child-revealed")) { [unowned self] _ in hideClosedBanner() }
        Self.nameByShownLabel(buttonsIn: ui.widget("buttons"))
        // NB: The banner tells how the last Submit went; once the form's values change, or the
        // field it names says something else, that is news about values no longer there ("Price
        // is not a number" after the price was fixed, also back to the value the model kept).
        formEvents = log.subscribe { [weak self] event in
            guard let self, event.form == form.id.rawValue else { return }
            if event.kind == .write || bannerSubject.map({ $0.field.validation != $0.validation }) == true {
                hideBanner()
            }
        }
        root.retain(self, key: "form-demo-form-page")
    }

    /// Gives focus to the form's first field.
    func focusFirstField() { focusField(at: 0) }

    /// Gives focus to the field at `index` of the session's fields.
    func focusField(at index: Int) {
        guard focusTargets.indices.contains(index) else { return }
        gtk_widget_grab_focus(focusTargets[index]())
    }

    /// What a banner says: good news or a problem.
    enum BannerKind: String {
        case success, problem
    }

    /// Shows `message` above the form until dismissed, replaced, or a value of the form changes,
    /// or `field`, the field a refused Submit names, says something else than it says now; gives
    /// it the focus, where a screen reader reads it ("alert Submitted. Added to …"); a field
    /// focused afterwards takes the focus from it.
    ///
    /// NB: GTK 4.8 tells a screen reader nothing as the alert shows: no event, and no call to
    /// announce a message before GTK 4.14 (gtk_accessible_announce). Orca 43 reads a GTK 3 alert
    /// as it shows, never a GTK 4 one: it reads a GTK 4 program with its default script, which
    /// does not read an alert that shows. What has the focus it reads.
    func showBanner(_ message: String, kind: BannerKind, about field: (any DemoField)? = nil) {
        bannerSubject = field.map { ($0, $0.validation) }
        gtk_label_set_text(bannerLabel.label, message)
        for other in [BannerKind.success, .problem] { gtk_widget_remove_css_class(banner, other.rawValue) }
        gtk_widget_add_css_class(banner, kind.rawValue)
        gtk_widget_set_visible(banner, 1)
        gtk_revealer_set_reveal_child(revealer.revealer, 1)
        gtk_widget_grab_focus(banner)
    }

    /// Whether the banner is shown (or on its way in).
    var isBannerShown: Bool { gtk_revealer_get_reveal_child(revealer.revealer) != 0 }

    /// Hides the banner; the focus, if it was there, goes to the form's first field.
    ///
    /// NB: GTK 4.8 gives the focus of a widget it hides to the scrolled window around the form:
    /// Dismiss pressed with Space or Enter left it there, where a screen reader read nothing,
    /// and Tab went on to the side panel.
    func hideBanner() {
        bannerSubject = nil
        if let window = gtk_widget_get_root(root), let focus = gtk_root_get_focus(window),
            focus == banner || gtk_widget_is_ancestor(focus, banner) != 0
        {
            focusFirstField()
        }
        gtk_revealer_set_reveal_child(revealer.revealer, 0)
    }

    /// Gives the banner its action "banner.dismiss", `hideBanner()`, which its × button and Esc
    /// while the focus is in the banner activate (`form-page.ui`), as Esc closes GNOME's info
    /// bars and banners.
    ///
    /// NB: Esc is the banner's own shortcut, not the window's: elsewhere it keeps its meaning, an
    /// optional field's clear, the side panel's way back to the form.
    private func addDismissAction() -> SignalConnection {
        let group = g_simple_action_group_new()!
        let action = g_simple_action_new("dismiss", nil)!
        let activated = action.connect(.actionActivate) { [unowned self] _ in hideBanner() }
        g_action_map_add_action(group.actionMap, action.action)
        g_object_unref(action.rawPointer)
        gtk_widget_insert_action_group(banner, "banner", group.actionGroup)
        g_object_unref(group.rawPointer)
        return activated
    }

    /// Hides the banner once it has slid out, which a screen reader then no longer reads nor Tab
    /// reaches.
    ///
    /// NB: GTK 4.8's revealer keeps a child it does not reveal visible, and focusable: the
    /// accessible tree lists it, and its Dismiss button could take the focus.
    private func hideClosedBanner() {
        guard gtk_revealer_get_child_revealed(revealer.revealer) == 0, !isBannerShown else { return }
        gtk_widget_set_visible(banner, 0)
    }

    /// Lets a screen reader name each button of `box` by the label it shows, "Reset".
    ///
    /// NB: GTK 4.8 names a button with an underlined letter by its label property as well as by
    /// the label shown, "_Reset Reset"; without the property the shown label names it alone.
    private static func nameByShownLabel(buttonsIn box: UnsafeMutablePointer<GtkWidget>) {
        var child = gtk_widget_get_first_child(box)
        while let button = child {
            gtk_accessible_reset_property(button.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL)
            child = gtk_widget_get_next_sibling(button)
        }
    }

    private func add(_ row: FormRow, to grid: UnsafeMutablePointer<GtkWidget>, at index: Int32, log: EventLog) {
        switch row {
        case .entry(let field, let label, let hint, let clearable):
            let fieldRow = FieldRow(
                field: field, label: label, hint: hint, required: form.session.required.contains(field.id),
                clearable: clearable)
            fieldRow.attach(to: grid, row: index)
            focusTargets.append { fieldRow.focus }
        case .optionalText(let value, let label, let hint, let suggestions):
            let optionalRow = OptionalTextRow(value, label: label, hint: hint, suggestions: suggestions)
            optionalRow.attach(to: grid, row: index)
            focusTargets.append { optionalRow.focus }
        case .gatedOutput(let output):
            GatedOutputView(output, log: log).attach(to: grid, row: index)
        case .comparison(let naive, let buffered):
            let view = CompareView(naive: naive, buffered: buffered, log: log)
            gtk_grid_attach(grid.grid, view.root, 0, index, 2, 1)
            focusTargets += view.focusTargets.map { target in { target } }
        }
    }
}
