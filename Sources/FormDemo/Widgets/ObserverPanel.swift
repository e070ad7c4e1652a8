import CGtk
import FormFields
import FormFieldsGtk

/// The side panel: the shown form's per-field counters and every model write as it happens.
///
/// Each field's counters are a row that Tab reaches, read by a screen reader as one line,
/// "nickname: edits 4, writes 4, rejected 0, rewrites 0".
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

    private let counterHeadings: UnsafeMutablePointer<GtkWidget>
    private let counters: UnsafeMutablePointer<GtkWidget>
    private let count: UnsafeMutablePointer<GtkWidget>
    private var session: FormSession?
    /// The value labels of the counters, by field id, in `CounterColumn` order; also for tests.
    private(set) var counterLabels: [String: [UnsafeMutablePointer<GtkWidget>]] = [:]
    /// Each field's name in the counters, which takes the focus for its row and is read as the
    /// row, by field id; also for tests.
    private(set) var counterNames: [String: UnsafeMutablePointer<GtkWidget>] = [:]
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
        counterHeadings = ui.widget("counter-headings")
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
        for box in [counterHeadings, counters] {
            while let child = gtk_widget_get_first_child(box) { gtk_box_remove(box.box, child) }
        }
        counterLabels = [:]
        counterNames = [:]
        staleCounters = []
        // NB: A column's heading and cells are as wide as the widest of them, as in a grid; the
        // widgets keep their group.
        let columns = (0...CounterColumn.allCases.count).map { _ in gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL)! }
        defer { for column in columns { g_object_unref(column.rawPointer) } }
        let headings = [translated("Field")] + CounterColumn.allCases.map(\.title)
        for (column, title) in headings.enumerated() {
            let heading = label(title, classes: ["counter-heading", "dim-label"], numeric: column > 0)
            gtk_size_group_add_widget(columns[column], heading)
            gtk_box_append(counterHeadings.box, heading)
        }
        for field in session.fields {
            let row = counterRow()
            let name = fieldName(field.id)
            gtk_size_group_add_widget(columns[0], name)
            gtk_box_append(row.box, name)
            counterLabels[field.id] = CounterColumn.allCases.enumerated().map { column, counter in
                let value = label("0", classes: ["counter-value"], numeric: true)
                // A screen reader reads a counter's number alone otherwise, with nothing to say
                // whose count it is. Set once here: the number changes at every edit, this does not.
                // Translators: the accessible description of a counter of the side panel; %1$s is
                // a field's name ("nickname"), %2$s the counter's heading ("Edits", "Writes").
                let said = translated("%1$s, %2$s", field.id, counter.title)
                formfields_accessible_set_description(value.accessible, said)
                gtk_size_group_add_widget(columns[column + 1], value)
                gtk_box_append(row.box, value)
                return value
            }
            counterNames[field.id] = name
            gtk_box_append(counters.box, row)
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
        guard let labels = counterLabels[field.id], let name = counterNames[field.id] else { return }
        let counts = CounterColumn.allCases.map { $0.value(field.counters) }
        for (label, count) in zip(labels, counts) {
            gtk_label_set_text(label.label, String(count))
        }
        let said = translated(
            // Translators: a field's row of counters in the side panel, as a screen reader reads
            // it; %1$s is the field's name ("nickname"), then its numbers under the headings
            // Edits, Writes, Rejected and Rewrites.
            "%1$s: edits %2$d, writes %3$d, rejected %4$d, rewrites %5$d", field.id, counts[0], counts[1], counts[2],
            counts[3])
        formfields_accessible_set_label(name.accessible, said)
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
    /// It takes the focus for its row, so that Tab and a screen reader reach the row, and is
    /// named by `refreshCounters(of:)` as the whole row, a list item.
    ///
    /// NB: Uncut, "optionalQuantity" made the panel too wide for the numbers form to fit a window
    /// 1024 pixels wide with GNOME's Large Text (1.25). The counters were labels in a grid, which
    /// neither Tab nor the arrow keys reached. GTK 4.8 gives the focus Tab brings to a box to its
    /// children, never to the box: the name, an inscription (a label takes the focus only to
    /// select its text), takes it.
    private func fieldName(_ id: String) -> UnsafeMutablePointer<GtkWidget> {
        let name = formfields_widget_new_with_role(gtk_inscription_get_type(), GTK_ACCESSIBLE_ROLE_LIST_ITEM)!
        gtk_inscription_set_text(name.inscription, id)
        gtk_inscription_set_min_chars(name.inscription, 8)
        gtk_inscription_set_nat_chars(name.inscription, averageCharacters(in: id, shownBy: name))
        gtk_inscription_set_text_overflow(name.inscription, GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END)
        gtk_widget_set_focusable(name, 1)
        gtk_widget_add_css_class(name, "counter-field")
        gtk_widget_set_tooltip_text(name, id)
        // NB: GTK 4.8 describes a widget by its tooltip: Orca read "card" again after the row.
        formfields_accessible_set_description(name.accessible, nil)
        return name
    }

    /// How many average characters are as wide as `text` shown by `inscription`: the width an
    /// inscription asks for, counted in the widest of its font's average character and digit.
    ///
    /// NB: A name's own length is not enough: "username", 8 characters, was cut to "userna…"
    /// in a panel with room to spare, its letters wider than average ones. Counted once; a
    /// larger text size scales both widths alike.
    private func averageCharacters(in text: String, shownBy inscription: UnsafeMutablePointer<GtkWidget>) -> UInt32 {
        let layout = gtk_widget_create_pango_layout(inscription, text)!
        defer { g_object_unref(layout.rawPointer) }
        var width: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, nil)
        let metrics = pango_context_get_metrics(gtk_widget_get_pango_context(inscription), nil, nil)!
        defer { pango_font_metrics_unref(metrics) }
        let average = max(
            pango_font_metrics_get_approximate_char_width(metrics),
            pango_font_metrics_get_approximate_digit_width(metrics))
        // NB: GtkInscription rounds the average up to whole pixels, as here.
        let averagePixels = max((average + PANGO_SCALE - 1) / PANGO_SCALE, 1)
        return UInt32((width + averagePixels - 1) / averagePixels)
    }

    /// A field's row of counters, which draws the focus ring while its name has the focus.
    private func counterRow() -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_add_css_class(row, "counter-row")
        return row
    }
}
