import CGtk
import FormFields
import FormFieldsGtk

/// The observer panel for the GTK benchmark: a GtkListView fed by an `EventLog` through
/// `EventLogRows`, the feed the demo's side panel uses.
///
/// Each event is queued while it is recorded and becomes a row at the next frame, together with
/// the other events of that frame, in one splice; the panel keeps the newest `rows` rows, drops the
/// oldest beyond them and follows the newest. It stands in for the demo's panel, which lives in the
/// `form-demo` executable and cannot be linked into the benchmark: rows are the events' JSON
/// lines, shown by a GtkLabel per row, where the demo formats columns of cells.
///
/// ```swift
/// let panel = ObserverPanelStandIn(rows: 10_000)   // full: new rows push the oldest out
/// panel.follow(log)
/// BenchWindow(panel: panel.widget)
/// panel.showNewest()
/// ```
@MainActor
final class ObserverPanelStandIn {
    /// The scrolled list, to put beside the entries.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let rows: EventLogRows

    /// A row is a label bound to the string of its item.
    private static let rowTemplate = """
        <interface><template class="GtkListItem"><property name="child"><object class="GtkLabel">
        <property name="xalign">0</property><binding name="label"><lookup name="string" type="GtkStringObject">
        <lookup name="item">GtkListItem</lookup></lookup></binding></object></property></template></interface>
        """

    /// - Parameter count: Rows the panel holds before the benchmark starts, and the most it keeps.
    init(rows count: Int) {
        let bytes = Self.rowTemplate.withCString { g_bytes_new($0, gsize(strlen($0))) }
        let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
        g_bytes_unref(bytes)
        // NB: gtk_list_view_new takes over the factory's reference.
        let list = gtk_list_view_new(nil, factory)!
        rows = EventLogRows(list: list, capacity: count) { event, _ in event.jsonLine }
        let filler = FieldEvent(
            kind: .edit, source: .user, form: "bench", field: "earlier", text: "earlier edit", caret: 12)
        for sequence in 0..<count {
            var event = filler
            event.sequence = sequence + 1
            rows.append(event)
        }
        rows.flush()
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(OpaquePointer(widget), list)
        gtk_widget_set_size_request(widget, 500, -1)
    }

    /// How many rows the panel holds, events not yet shown included.
    var count: Int { rows.count }

    /// Adds a row for every model write and diagnostic `log` records from now on, while the
    /// panel exists: what the demo's panel lists (edits only show in its counters).
    func follow(_ log: EventLog) {
        rows.follow(log) { $0.kind != .edit }
    }

    /// Scrolls to the newest row, where the demo's panel stays while rows come; each frame's
    /// new rows then scroll it on. Call it once the panel is in a shown window.
    func showNewest() {
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(widget))!
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
    }
}
