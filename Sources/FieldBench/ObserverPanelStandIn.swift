import CGtk
import FormFields
import FormFieldsGtk

/// The observer panel for the GTK benchmark: a GtkListView over a GtkStringList that gains one
/// row per `EventLog` event, as the demo's side panel does.
///
/// It stands in for the demo's panel, which lives in the `form-demo` executable and cannot be
/// linked into the benchmark; rows are the events' JSON lines, shown by a GtkLabel per row.
///
/// ```swift
/// let panel = ObserverPanelStandIn(rows: 10_000)
/// panel.follow(log)            // every event from now on adds a row
/// BenchWindow(panel: panel.widget)
/// ```
@MainActor
final class ObserverPanelStandIn {
    /// The scrolled list, to put beside the entries.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let rows: OpaquePointer
    private var subscriptions: [Subscription] = []

    /// A row is a label bound to the string of its item.
    private static let rowTemplate = """
        <interface><template class="GtkListItem"><property name="child"><object class="GtkLabel">
        <property name="xalign">0</property><binding name="label"><lookup name="string" type="GtkStringObject">
        <lookup name="item">GtkListItem</lookup></lookup></binding></object></property></template></interface>
        """

    /// - Parameter count: Rows the panel holds before the benchmark starts.
    init(rows count: Int) {
        rows = gtk_string_list_new(nil)
        let filler = FieldEvent(
            kind: .edit, source: .user, form: "bench", field: "earlier", text: "earlier edit", caret: 12)
        for sequence in 0..<count {
            var event = filler
            event.sequence = sequence + 1
            gtk_string_list_append(rows, event.jsonLine)
        }
        let bytes = Self.rowTemplate.withCString { g_bytes_new($0, gsize(strlen($0))) }
        let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
        g_bytes_unref(bytes)
        // NB: the selection model and the list view take over the references passed in; the
        // panel keeps its own on the rows, which a late event may still append to.
        let selection = gtk_no_selection_new(
            g_object_ref(rows.rawPointer).assumingMemoryBound(to: GObject.self).opaque(
                checking: g_list_model_get_type()))
        let list = gtk_list_view_new(selection, factory)!
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(OpaquePointer(widget), list)
        gtk_widget_set_size_request(widget, 500, -1)
    }

    isolated deinit {
        g_object_unref(rows.rawPointer)
    }

    /// How many rows the panel holds.
    var count: Int { Int(g_list_model_get_n_items(rows)) }

    /// Removes the newest rows beyond `count`, so every sample starts with the same panel.
    func trim(to count: Int) {
        let extra = self.count - count
        guard extra > 0 else { return }
        gtk_string_list_splice(rows, guint(count), guint(extra), nil)
    }

    /// Adds a row for every event `log` records from now on, while the panel exists.
    func follow(_ log: EventLog) {
        subscriptions.append(log.subscribe { [rows] event in gtk_string_list_append(rows, event.jsonLine) })
    }
}
