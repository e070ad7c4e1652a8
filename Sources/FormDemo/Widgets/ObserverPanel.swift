import CGtk
import FormFields
import FormFieldsGtk

/// The side panel: the shown form's per-field counters and every model write as it happens.
///
/// ```swift
/// let panel = ObserverPanel(log: log)
/// gtk_box_append(slot.box, panel.root)
/// panel.show(session)              // counters of this form's fields
/// ```
@MainActor
final class ObserverPanel {
    /// The widget to put in a container.
    let root: UnsafeMutablePointer<GtkWidget>
    /// The list of writes (all forms), also for tests.
    let writes: WriteList

    private let counters: UnsafeMutablePointer<GtkWidget>
    private let count: UnsafeMutablePointer<GtkWidget>
    private var session: FormSession?
    /// The value labels of the counters grid, by field id, in `CounterColumn` order; also for tests.
    private(set) var counterLabels: [String: [UnsafeMutablePointer<GtkWidget>]] = [:]
    /// The fields whose counters changed since the panel last showed them.
    private var staleCounters: Set<String> = []
    /// The refresh of `staleCounters` waiting for the panel's next frame, if one waits.
    private var counterRefresh: FrameCallback?
    private var subscription: Subscription?

    /// The counters shown per field.
    private enum CounterColumn: CaseIterable {
        case edits, writes, rejected, rewrites

        var title: String {
            switch self {
            case .edits: translated("Edits")
            case .writes: translated("Writes")
            case .rejected: translated("Rejected")
            case .rewrites: translated("Rewrites")
            }
        }

        func value(_ counters: FieldCounters) -> Int {
            switch self {
            case .edits: counters.edits
            case .writes: counters.writes
            case .rejected: counters.rejected
            case .rewrites: counters.rewrites
            }
        }
    }

    init(log: EventLog) {
        let ui = UIFile("observer-panel.ui")
        root = ui.take("panel")
        counters = ui.widget("counters")
        count = ui.widget("count")
        writes = WriteList(columns: WriteList.Column.allCases)
        gtk_box_append(ui.widget("list-slot").box, writes.root)
        writes.name(translated("Model Writes"))
        writes.follow(log) { $0.kind != .edit }
        writes.didChange = { [weak self] in self?.showCount() }
        subscription = log.subscribe { [weak self] event in self?.markCounters(for: event) }
        root.retain(self, key: "form-demo-observer-panel")
        showCount()
    }

    /// Shows the counters of `session`'s fields.
    func show(_ session: FormSession) {
        self.session = session
        while let child = gtk_widget_get_first_child(counters) { gtk_grid_remove(counters.grid, child) }
        counterLabels = [:]
        staleCounters = []
        let headings = [translated("Field")] + CounterColumn.allCases.map(\.title)
        for (column, title) in headings.enumerated() {
            let heading = label(title, classes: ["counter-heading", "dim-label"], numeric: column > 0)
            attach(heading, column: column, row: 0)
        }
        for (row, field) in session.fields.enumerated() {
            attach(fieldName(field.id), column: 0, row: row + 1)
            counterLabels[field.id] = CounterColumn.allCases.enumerated().map { column, counter in
                let value = label("0", classes: ["counter-value"], numeric: true)
                // A screen reader reads a counter's number alone otherwise, with nothing to say
                // whose count it is. Set once here: the number changes at every edit, this does not.
                // Translators: the accessible description of a counter of the side panel; %1$s is
                // a field's name ("nickname"), %2$s the counter's heading ("Edits", "Writes").
                let said = translated("%1$s, %2$s", field.id, counter.title)
                formfields_accessible_set_description(value.accessible, said)
                attach(value, column: column + 1, row: row + 1)
                return value
            }
            refreshCounters(of: field)
        }
    }

    /// Empties the list of writes; the counters keep counting.
    func clear() {
        writes.removeAll()
    }

    /// The counters shown for the field `id`, in column order, or `nil` for a field not shown.
    func shownCounters(of id: String) -> [String]? {
        counterLabels[id]?.map { String(cString: gtk_label_get_text($0.label)) }
    }

    /// The number beside the list's title, "Model Writes".
    var shownCount: String { String(cString: gtk_label_get_text(count.label)) }

    // MARK: Events

    /// Notes that the counters of `event`'s field changed; they are shown at the panel's next
    /// frame, once for all the events until then, as the rows of the list are.
    ///
    /// NB: A hidden panel gets no frames; its counters are brought up to date at the first
    /// frame after it is shown.
    private func markCounters(for event: FieldEvent) {
        guard let session, event.form == session.id.rawValue else { return }
        staleCounters.insert(event.field)
        guard counterRefresh?.isPending != true else { return }
        counterRefresh = root.atNextFrame { [weak self] in self?.refreshStaleCounters() }
    }

    private func refreshStaleCounters() {
        guard let session else { return }
        for field in session.fields where staleCounters.contains(field.id) {
            refreshCounters(of: field)
        }
        staleCounters = []
    }

    private func refreshCounters(of field: any DemoField) {
        guard let labels = counterLabels[field.id] else { return }
        for (label, column) in zip(labels, CounterColumn.allCases) {
            gtk_label_set_text(label.label, String(column.value(field.counters)))
        }
    }

    /// Shows how many model writes the list holds beside its title; the problems it lists
    /// too are rows of their own, not writes.
    private func showCount() {
        let writeCount = writes.writeCount
        gtk_label_set_text(
            count.label, writes.count >= writes.capacity ? translated("last %d", writeCount) : "\(writeCount)")
    }

    // MARK: Building

    private func label(_ text: String, classes: [String], numeric: Bool) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(label.label, numeric ? 1 : 0)
        for name in classes + (numeric ? ["numeric"] : []) { gtk_widget_add_css_class(label, name) }
        return label
    }

    /// The name of a field in the counters, which gives way to the counters in a narrow panel:
    /// cut at its end down to eight characters, and read in full in its tooltip.
    ///
    /// NB: Uncut, "optionalQuantity" made the panel too wide for the numbers form to fit a window
    /// 1024 pixels wide with GNOME's Large Text (1.25).
    private func fieldName(_ id: String) -> UnsafeMutablePointer<GtkWidget> {
        let name = label(id, classes: ["counter-field"], numeric: false)
        gtk_label_set_ellipsize(name.label, PANGO_ELLIPSIZE_END)
        gtk_label_set_width_chars(name.label, 8)
        gtk_widget_set_tooltip_text(name, id)
        return name
    }

    private func attach(_ widget: UnsafeMutablePointer<GtkWidget>, column: Int, row: Int) {
        gtk_grid_attach(counters.grid, widget, Int32(column), Int32(row), 1, 1)
    }
}
