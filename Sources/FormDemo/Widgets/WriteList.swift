import CGtk
import FormFields
import FormFieldsGtk
import Foundation

/// A list of model writes (and the log's diagnostics) in columns, newest at the bottom, following
/// the newest row unless the person scrolled up.
///
/// A `GtkListView` fed by `EventLogRows`: only the visible rows have widgets, so 10,000 rows cost
/// what 10 do, and events become rows once per frame, not inside the keystroke that wrote them.
/// Each row is stored as one string of cells separated by U+001F.
///
/// Tab never enters the list; `focusNewestRow()` takes the focus there (F6), and Up and Down
/// then go from row to row, each read by a screen reader as its cells, what was written first
/// ("nickname, "Fl", user, profile, 14:03:27.512").
///
/// ```swift
/// let list = WriteList(columns: [.time, .value, .source])
/// gtk_box_append(slot.box, list.root)
/// list.follow(log) { $0.kind == .write }
/// ```
@MainActor
final class WriteList {
    /// The columns a list can show.
    enum Column: Int, CaseIterable {
        case time, form, field, value, source

        var title: String {
            switch self {
            case .time: translated("Time")
            case .form: translated("Form")
            case .field: translated("Field")
            case .value: translated("Value")
            case .source: translated("Source")
            }
        }

        var expands: Bool { self == .value }

        /// How many characters a cell of this column shows at least and when there is room,
        /// for the columns that give way to the value in a narrow panel: `nil` for the value's.
        ///
        /// NB: The least widths let the panel beside a form fit a window 1024 pixels wide with
        /// GNOME's Large Text (1.25), where the full widths made it 1,100 and more.
        var characters: (least: UInt32, natural: UInt32)? {
            switch self {
            case .time: (7, 13)
            case .form: (5, 9)
            case .field: (10, 18)
            case .value: nil
            case .source: (5, 9)
            }
        }

        /// Which end of a cell's text makes way for "…": a time keeps its seconds, the part that
        /// tells consecutive rows apart ("…27.512").
        var overflow: GtkInscriptionOverflow {
            self == .time ? GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_START : GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END
        }

        /// Whether a row's cell in this column is context rather than the write itself, and is
        /// dimmed as the theme dims such text (`.dim-label`), headings being always dimmed.
        var isDimmed: Bool { self == .time || self == .source }

        /// The order in which a screen reader reads a row's cells: what was written, and by whom,
        /// before where and when, which the person seldom waits for.
        static let readingOrder: [Column] = [.field, .value, .source, .form, .time]
    }

    /// The widget to put in a container.
    let root: UnsafeMutablePointer<GtkWidget>
    /// How many row widgets exist now: GtkListView keeps a bounded pool (about 200 in GTK 4.8),
    /// however many rows the list holds.
    private(set) var rowWidgets = 0
    /// Runs after rows were added or removed: at most once per frame while events come.
    var didChange: (@MainActor () -> Void)?

    private let columns: [Column]
    private let rows: EventLogRows
    private let empty: UnsafeMutablePointer<GtkWidget>
    private let scroller: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    /// Tells when the focus comes into the list and leaves it.
    private let focusWatch = gtk_event_controller_focus_new()!
    private var connections: [SignalConnection] = []
    private var subscriptions: [Subscription] = []
    /// How many events were appended since the list was last emptied: the rows are always the
    /// newest `count` of them.
    private var appended = 0
    /// Where each diagnostic still listed stands among the events appended, oldest first; lets
    /// `writeCount` leave them out without reading every row.
    private var diagnostics: [Int] = []

    /// The longest value shown in a cell; longer ones are cut with "…".
    static let longestValue = 200
    private static let separator: Character = "\u{1F}"

    init(columns: [Column], capacity: Int = 10_000) {
        self.columns = columns
        let ui = UIFile("write-list.ui")
        root = ui.take("write-list")
        empty = ui.widget("empty")
        scroller = ui.widget("scroller")
        let list: UnsafeMutablePointer<GtkWidget> = ui.widget("list")
        self.list = list
        rows = EventLogRows(list: list, capacity: capacity) { [columns] event, recordedAt in
            Self.row(of: event, columns: columns, recordedAt: recordedAt)
        }
        addHeadings(to: ui.widget("headings"))

        let factory = gtk_signal_list_item_factory_new()!
        connections.append(factory.connect(.setup) { [unowned self] item in self.setUpRow(item!) })
        connections.append(factory.connect(.bind) { [unowned self] item in self.bindRow(item!) })
        connections.append(factory.connect(.teardown) { [unowned self] _ in self.rowWidgets -= 1 })
        // NB: The list view takes its own reference to the factory.
        gtk_list_view_set_factory(list.listView, factory)
        g_object_unref(factory.rawPointer)
        rows.didChange = { [weak self] in
            self?.forgetDroppedDiagnostics()
            self?.showEmptyState()
            self?.didChange?()
        }
        keepOutOfTabOrder()
        root.retain(self, key: "form-demo-write-list")
        showEmptyState()
    }

    /// Names the list for a screen reader, which says the name as the focus comes into it.
    func name(_ name: String) {
        formfields_accessible_set_label(list.accessible, name)
    }

    // MARK: Focus

    /// Gives the focus to the newest row, scrolled into view, or to the empty list's message.
    /// - Returns: Whether the focus is in the list now.
    @discardableResult
    func focusNewestRow() -> Bool {
        gtk_widget_set_can_focus(root, 1)
        let target: UnsafeMutablePointer<GtkWidget>?
        // NB: `count` turns queued events into rows first. The message shows while the list is
        // empty, and from the start of `removeAll()`.
        let newest = count - 1
        if gtk_widget_get_visible(empty) != 0 {
            target = empty
        } else {
            // NB: The list makes the widgets of the rows around the one it scrolls to at once;
            // the newest is then its last child. A row's widget gives the focus to its cells as a
            // click or Up and Down do, so the list goes on from there.
            gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(guint32(newest)))
            target = gtk_widget_get_last_child(list)
        }
        guard let target, gtk_widget_grab_focus(target) != 0 else {
            gtk_widget_set_can_focus(root, 0)
            return false
        }
        return true
    }

    /// Lets the focus into the list only while it is there: `focusNewestRow()` lets it in, and
    /// leaving closes the list again, so Tab goes past it.
    ///
    /// NB: GTK 4.8 lets no widget take the focus below one whose `can-focus` is off, Up and
    /// Down from row to row neither; `write-list.ui` turns it off. The focus also comes back to
    /// a row without `focusNewestRow()`, when the window is active again after a dialog.
    private func keepOutOfTabOrder() {
        connections += [
            focusWatch.connect(.focusEnter) { [unowned self] in gtk_widget_set_can_focus(root, 1) },
            focusWatch.connect(.focusLeave) { [unowned self] in gtk_widget_set_can_focus(root, 0) },
        ]
        gtk_widget_add_controller(root, focusWatch)
    }

    /// Whether the focus is in the list.
    private var hasFocus: Bool {
        gtk_event_controller_focus_contains_focus(focusWatch.opaque(checking: gtk_event_controller_focus_get_type()))
            != 0
    }

    /// The most rows kept; older ones are dropped first.
    var capacity: Int { rows.capacity }

    /// How many rows the list holds, events not yet shown included.
    var count: Int { rows.count }

    /// How many of the rows are model writes: all but the log's diagnostics.
    var writeCount: Int { count - diagnostics.count }

    /// Lists every event `log` records from now on that `isIncluded` accepts.
    func follow(_ log: EventLog, where isIncluded: @escaping @MainActor (FieldEvent) -> Bool) {
        subscriptions.append(
            log.subscribe { [weak self] event in
                guard isIncluded(event) else { return }
                self?.append(event)
            })
    }

    /// Adds `event` as the newest row at the next frame; the oldest beyond `capacity` go in bulk
    /// (`EventLogRows.slack`).
    func append(_ event: FieldEvent) {
        appended += 1
        if event.kind == .diagnostic { diagnostics.append(appended) }
        rows.append(event)
    }

    /// The row at `index` as stored: its kind and cells separated by U+001F.
    func row(at index: Int) -> String {
        rows.row(at: index)
    }

    /// Removes every row.
    ///
    /// NB: The empty list's message takes the focus before the rows go: taken from a row the
    /// list view has already let go, the focus made GTK ask about a widget it no longer had
    /// ("gtk_widget_is_ancestor: assertion failed").
    func removeAll() {
        appended = 0
        diagnostics.removeAll()
        showEmptyState(true)
        rows.removeAll()
    }

    /// Forgets the diagnostics whose rows went with the oldest.
    private func forgetDroppedDiagnostics() {
        let oldestKept = appended - rows.count + 1
        diagnostics.removeFirst(diagnostics.prefix { $0 < oldestKept }.count)
    }

    // MARK: Cells

    private static func row(of event: FieldEvent, columns: [Column], recordedAt: Int64) -> String {
        let cells = columns.map { cell($0, of: event, recordedAt: recordedAt) }
        return ([event.kind.rawValue] + cells).joined(separator: String(separator))
    }

    private static func cell(_ column: Column, of event: FieldEvent, recordedAt: Int64) -> String {
        switch column {
        case .time: return clock(recordedAt)
        case .form: return event.form
        case .field: return event.field
        case .value:
            let text = event.kind == .write ? (event.value ?? .null).json : event.reason
            return text.count > longestValue ? text.prefix(longestValue) + "…" : text
        case .source: return event.kind == .diagnostic ? "problem" : event.source.rawValue
        }
    }

    /// `value` isolated as text of its own direction (U+2068 … U+2069), the direction of its
    /// first letter, left to right without one.
    ///
    /// NB: A value is the model's, not a sentence in the person's language: in a right-to-left
    /// layout, -5 would show as "5-" and "+1 555" as "555 1+".
    private static func isolated(_ value: Substring) -> String {
        "\u{2068}\(value)\u{2069}"
    }

    /// Local wall-clock time as "14:03:27.512".
    /// - Parameter microseconds: Microseconds since 1970, as `g_get_real_time()` gives them.
    private static func clock(_ microseconds: Int64) -> String {
        var seconds = time_t(microseconds / 1_000_000)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return String(
            format: "%02d:%02d:%02d.%03d", parts.tm_hour, parts.tm_min, parts.tm_sec, Int(microseconds / 1000 % 1000))
    }

    // MARK: Row widgets

    private func addHeadings(to box: UnsafeMutablePointer<GtkWidget>) {
        for column in columns {
            let heading = makeCell(column, text: column.title)
            gtk_widget_add_css_class(heading, "dim-label")
            gtk_box_append(box.box, heading)
        }
    }

    /// A heading or a cell: a label for the value, which takes the room left, an inscription for
    /// the others, whose least and natural widths are the column's, whatever its text, one line
    /// high in the middle of its row.
    ///
    /// NB: Headings and cells line up because each column's cells and heading ask the row for the
    /// same widths, in the same font (style.css): the row then gives them the same room. A
    /// GtkInscription shows its text in as many lines as the height it is given holds, "12:08:00.1"
    /// over "75" beside a problem's message of several lines, where one line cut with "…" was meant.
    private func makeCell(_ column: Column, text: String? = nil) -> UnsafeMutablePointer<GtkWidget> {
        let cell: UnsafeMutablePointer<GtkWidget>
        if let characters = column.characters {
            cell = gtk_inscription_new(text)!
            gtk_inscription_set_min_chars(cell.inscription, characters.least)
            gtk_inscription_set_nat_chars(cell.inscription, characters.natural)
            gtk_inscription_set_text_overflow(cell.inscription, column.overflow)
            gtk_widget_set_valign(cell, GTK_ALIGN_CENTER)
        } else {
            cell = gtk_label_new(text)!
            gtk_label_set_xalign(cell.label, 0)
            // NB: Its least width comes from style.css (`.cell-value`); one character of natural
            // width lets the CSS minimum decide.
            gtk_label_set_max_width_chars(cell.label, 1)
            gtk_label_set_ellipsize(cell.label, PANGO_ELLIPSIZE_MIDDLE)
        }
        gtk_widget_set_hexpand(cell, column.expands ? 1 : 0)
        gtk_widget_add_css_class(cell, "cell-\(column)")
        return cell
    }

    /// Makes a row's cells, in a grid that takes the focus the row is given, a list item of its
    /// own.
    ///
    /// NB: GTK 4.8 offers AT-SPI's Selection on every GtkListView, whatever its selection model
    /// (GtkNoSelection here), and Orca 43 then reads each row it focuses as "… not selected". The
    /// row gives the focus to its first child that takes it, this grid, whose parent, the row,
    /// offers no Selection; the row draws the focus ring around it (style.css).
    ///
    /// NB: A grid, where the headings are a box: GTK 4.8's box gives a child that wraps, a
    /// problem's message, the width that makes the row least tall before the others have more
    /// than their least widths; in a panel 640 pixels wide the time had 59 pixels for its 84, its
    /// form and source moved out of their columns. A grid gives each cell its width as the box
    /// of headings does, then the message the lines it needs.
    private func setUpRow(_ item: UnsafeMutableRawPointer) {
        rowWidgets += 1
        let grid = formfields_widget_new_with_role(gtk_grid_get_type(), GTK_ACCESSIBLE_ROLE_LIST_ITEM)!
        gtk_widget_set_focusable(grid, 1)
        gtk_widget_add_css_class(grid, "write-row")
        for (index, column) in columns.enumerated() {
            let cell = makeCell(column)
            if column.isDimmed { gtk_widget_add_css_class(cell, "dim-label") }
            gtk_grid_attach(grid.grid, cell, Int32(index), 0, 1, 1)
        }
        gtk_list_item_set_child(item.listItem, grid)
    }

    private func bindRow(_ item: UnsafeMutableRawPointer) {
        guard let grid = gtk_list_item_get_child(item.listItem),
            let object = gtk_list_item_get_item(item.listItem)
        else { return }
        let row = String(cString: gtk_string_object_get_string(object.stringObject))
        let cells = row.split(separator: Self.separator, omittingEmptySubsequences: false)
        let isProblem = cells.first == "diagnostic"
        if isProblem {
            gtk_widget_add_css_class(grid, "diagnostic")
        } else {
            gtk_widget_remove_css_class(grid, "diagnostic")
        }
        // NB: GTK 4.8 reads no name from a row's labels: the grid, which takes the focus, is named
        // by its cells in their reading order, empty ones (a problem's field) left out.
        let byColumn = Dictionary(uniqueKeysWithValues: zip(columns, cells.dropFirst()))
        let read = Column.readingOrder.compactMap { byColumn[$0] }.filter { !$0.isEmpty }
        formfields_accessible_set_label(grid.accessible, read.joined(separator: ", "))
        var next = gtk_widget_get_first_child(grid)
        for (column, cell) in zip(columns, cells.dropFirst()) {
            guard let current = next else { break }
            next = gtk_widget_get_next_sibling(current)
            // NB: A cell cut short in a narrow panel is read in full in its tooltip.
            gtk_widget_set_tooltip_text(current, isProblem && column == .value ? nil : String(cell))
            guard column == .value else {
                gtk_inscription_set_text(current.inscription, String(cell))
                continue
            }
            gtk_label_set_text(current.label, isProblem ? String(cell) : Self.isolated(cell))
            // NB: A problem's message is read in full: it wraps instead of being cut, inside a
            // word too, so that a long file name does not widen the panel. A long value is cut in
            // the middle: typing changes its end, which consecutive rows of one field must show
            // apart.
            gtk_label_set_wrap(current.label, isProblem ? 1 : 0)
            gtk_label_set_wrap_mode(current.label, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_ellipsize(current.label, isProblem ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_MIDDLE)
        }
    }

    /// Shows the message of an empty list in place of the rows, or the rows; the focus stays in
    /// the list, on what shows now.
    ///
    /// NB: The row or the message that had the focus is hidden, or gone with the rows: Ctrl+L in
    /// the list left the focus on a row no longer shown, where F6, Tab and a screen reader found
    /// nothing.
    private func showEmptyState() {
        showEmptyState(count == 0)
    }

    /// Shows the message of an empty list (`isEmpty`) or the rows, as `showEmptyState()` does.
    private func showEmptyState(_ isEmpty: Bool) {
        guard isEmpty != (gtk_widget_get_visible(empty) != 0) else { return }
        let hadFocus = hasFocus
        gtk_widget_set_visible(empty, isEmpty ? 1 : 0)
        gtk_widget_set_visible(scroller, isEmpty ? 0 : 1)
        if hadFocus { focusNewestRow() }
    }
}
