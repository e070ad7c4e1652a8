import CGtk
import FormFields
import FormFieldsGtk
import Foundation

/// A list of model writes (and the log's diagnostics) in columns, newest at the bottom, following
/// the newest row unless the person scrolled up.
///
/// A `GtkListView` over a `GtkStringList`: only the visible rows have widgets, so 10,000 rows cost
/// what 10 do. Each row is stored as one string of cells separated by U+001F.
///
/// ```swift
/// let list = WriteList(columns: [.time, .value, .source])
/// gtk_box_append(slot.box, list.root)
/// list.append(event)
/// ```
@MainActor
final class WriteList {
    /// The columns a list can show.
    enum Column: Int, CaseIterable {
        case time, form, field, value, source

        var title: String {
            switch self {
            case .time: "Time"
            case .form: "Form"
            case .field: "Field"
            case .value: "Value"
            case .source: "Source"
            }
        }

        var expands: Bool { self == .value }
    }

    /// The most rows kept; older ones are dropped first.
    let capacity: Int
    /// The widget to put in a container.
    let root: UnsafeMutablePointer<GtkWidget>
    /// How many row widgets exist now: GtkListView keeps a bounded pool (about 200 in GTK 4.8),
    /// however many rows the list holds.
    private(set) var rowWidgets = 0

    private let columns: [Column]
    private let rows: OpaquePointer
    private let empty: UnsafeMutablePointer<GtkWidget>
    private let scroller: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private var isScrollScheduled = false
    private var connections: [SignalConnection] = []

    /// The longest value shown in a cell; longer ones are cut with "…".
    static let longestValue = 200
    private static let separator: Character = "\u{1F}"

    init(columns: [Column], capacity: Int = 10_000) {
        self.columns = columns
        self.capacity = capacity
        let ui = UIFile("write-list.ui")
        root = ui.take("write-list")
        empty = ui.widget("empty")
        scroller = ui.widget("scroller")
        list = ui.widget("list")
        rows = gtk_string_list_new(nil)
        addHeadings(to: ui.widget("headings"))

        let factory = gtk_signal_list_item_factory_new()!
        connections.append(factory.connect(.setup) { [unowned self] item in self.setUpRow(item!) })
        connections.append(factory.connect(.bind) { [unowned self] item in self.bindRow(item!) })
        connections.append(factory.connect(.teardown) { [unowned self] _ in self.rowWidgets -= 1 })
        // NB: The selection model and the list view take ownership of what they are given.
        gtk_list_view_set_model(list.listView, gtk_no_selection_new(rows.listModel).selectionModel)
        gtk_list_view_set_factory(list.listView, factory)
        root.retain(self, key: "form-demo-write-list")
        showEmptyState()
    }

    /// How many rows the list holds.
    var count: Int { Int(g_list_model_get_n_items(rows.listModel)) }

    /// Adds `event` as the newest row, dropping the oldest beyond `capacity`.
    func append(_ event: FieldEvent) {
        let cells = columns.map { cell($0, of: event) }
        let row = ([event.kind.rawValue] + cells).joined(separator: String(Self.separator))
        let following = showsNewest
        row.withCString { pointer in
            var strings: [UnsafePointer<CChar>?] = [pointer, nil]
            gtk_string_list_splice(rows, guint(count), 0, &strings)
        }
        let overflow = count - capacity
        if overflow > 0 { gtk_string_list_splice(rows, 0, guint(overflow), nil) }
        showEmptyState()
        if following { scheduleScrollToNewest() }
    }

    /// The row at `index` as stored: its kind and cells separated by U+001F.
    func row(at index: Int) -> String {
        String(cString: gtk_string_list_get_string(rows, guint(index)))
    }

    /// Removes every row.
    func removeAll() {
        gtk_string_list_splice(rows, 0, guint(count), nil)
        showEmptyState()
    }

    // MARK: Cells

    private func cell(_ column: Column, of event: FieldEvent) -> String {
        switch column {
        case .time: return Self.clock()
        case .form: return event.form
        case .field: return event.field
        case .value:
            let text = event.kind == .write ? (event.value ?? .null).json : event.reason
            return text.count > Self.longestValue ? text.prefix(Self.longestValue) + "…" : text
        case .source: return event.kind == .diagnostic ? "problem" : event.source.rawValue
        }
    }

    /// The wall clock as "14:03:27.512".
    private static func clock() -> String {
        var now = timeval()
        gettimeofday(&now, nil)
        var parts = tm()
        localtime_r(&now.tv_sec, &parts)
        return String(format: "%02d:%02d:%02d.%03d", parts.tm_hour, parts.tm_min, parts.tm_sec, Int(now.tv_usec / 1000))
    }

    // MARK: Row widgets

    private func addHeadings(to box: UnsafeMutablePointer<GtkWidget>) {
        for column in columns {
            gtk_box_append(box.box, makeCell(column, text: column.title))
        }
    }

    private func makeCell(_ column: Column, text: String? = nil) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(label.label, 0)
        // NB: Widths come from style.css (`.cell-time` …) so headings and cells line up whatever
        // their fonts; one character of natural width lets the CSS minimum decide.
        gtk_label_set_max_width_chars(label.label, 1)
        gtk_label_set_ellipsize(label.label, column == .value ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_MIDDLE)
        gtk_widget_set_hexpand(label, column.expands ? 1 : 0)
        gtk_widget_add_css_class(label, "cell-\(column)")
        return label
    }

    private func setUpRow(_ item: UnsafeMutableRawPointer) {
        rowWidgets += 1
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(box, "write-row")
        for column in columns { gtk_box_append(box.box, makeCell(column)) }
        gtk_list_item_set_child(item.listItem, box)
    }

    private func bindRow(_ item: UnsafeMutableRawPointer) {
        guard let box = gtk_list_item_get_child(item.listItem),
            let object = gtk_list_item_get_item(item.listItem)
        else { return }
        let row = String(cString: gtk_string_object_get_string(object.stringObject))
        let cells = row.split(separator: Self.separator, omittingEmptySubsequences: false)
        let isProblem = cells.first == "diagnostic"
        if isProblem {
            gtk_widget_add_css_class(box, "diagnostic")
        } else {
            gtk_widget_remove_css_class(box, "diagnostic")
        }
        var label = gtk_widget_get_first_child(box)
        for (column, cell) in zip(columns, cells.dropFirst()) {
            guard let current = label else { break }
            gtk_label_set_text(current.label, String(cell))
            if column == .value {
                // NB: A problem's message is read in full: it wraps instead of being cut.
                gtk_label_set_wrap(current.label, isProblem ? 1 : 0)
                gtk_label_set_ellipsize(current.label, isProblem ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
                gtk_widget_set_tooltip_text(current, isProblem ? nil : String(cell))
            }
            label = gtk_widget_get_next_sibling(current)
        }
    }

    // MARK: Scrolling

    /// Whether the newest row is in view (or nearly): then a new row scrolls into view too.
    /// Once the person scrolls up to read, new rows no longer move the list.
    private var showsNewest: Bool {
        let adjustment = gtk_scrolled_window_get_vadjustment(scroller.scrolledWindow)!
        let bottom = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        // NB: Two rows of slack: GtkListView estimates the height of rows it has not measured.
        return gtk_adjustment_get_value(adjustment) >= bottom - 48
    }

    /// Scrolls the newest row into view on the main loop's next turn, once for a burst of rows,
    /// through GtkListView's own action (GTK 4.8 has no `gtk_list_view_scroll_to`).
    private func scheduleScrollToNewest() {
        guard !isScrollScheduled else { return }
        isScrollScheduled = true
        MainLoop.schedule { [weak self] in
            guard let self else { return }
            isScrollScheduled = false
            guard count > 0 else { return }
            gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(guint32(count - 1)))
        }
    }

    private func showEmptyState() {
        let isEmpty = count == 0
        gtk_widget_set_visible(empty, isEmpty ? 1 : 0)
        gtk_widget_set_visible(scroller, isEmpty ? 0 : 1)
    }
}
