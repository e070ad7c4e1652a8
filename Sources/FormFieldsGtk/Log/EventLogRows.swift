import CGtk
import FormFields

/// The rows of a GtkListView that lists events, one line of text per event, brought up to date
/// once per frame instead of once per event.
///
/// An event only joins a queue, with the time it came: the keystroke that recorded it pays for
/// nothing more. At the start of the list's next frame, before GTK lays it out, the queued events
/// are formatted and added in one `gtk_string_list_splice`, and the list scrolls to its newest row
/// if it showed the newest before. However many events a frame brings, they arrive in one change
/// of the list. The oldest rows beyond `capacity` go in bulk, once `slack` of them have gathered.
///
/// ```swift
/// let list = gtk_list_view_new(nil, factory)!  // the factory binds GtkStringObjects
/// let rows = EventLogRows(list: list, capacity: 10_000) { event, _ in event.jsonLine }
/// rows.follow(log) { $0.kind == .write }
/// ```
///
/// The frames are those of the list's window, so a list that is hidden (behind an empty state,
/// in a closed side panel) still gets its rows once per frame. A list in no window has no frames:
/// its events wait for the first frame after it is shown, and the queue keeps at most the newest
/// `2 × capacity` of them meanwhile. Reading (`count`, `row(at:)`, `flush()`) first applies what
/// is queued, so a reader sees every event added so far whether or not a frame has run: tests,
/// and a program without a display, need nothing else.
///
/// > Note: The rows hold the list weakly and their string list strongly, so reading them works
/// > after the list is gone. The callback waiting for a frame holds the rows weakly; GTK releases
/// > it after it ran, or unrun with the widget it waits on. Main-thread only.
@MainActor
public final class EventLogRows {
    /// Turns an event into its row's text, at the frame that shows it.
    /// - Parameters:
    ///   - event: The event as it was recorded.
    ///   - recordedAt: When it was added to the rows: microseconds since 1970 (`g_get_real_time()`).
    public typealias Format = @MainActor (_ event: FieldEvent, _ recordedAt: Int64) -> String

    /// How many of the newest rows are kept.
    public let capacity: Int
    /// How many rows beyond `capacity` gather before the oldest are dropped together: an eighth
    /// of `capacity`.
    ///
    /// NB: Each time rows are dropped from the top, GtkListView (4.8) builds the widgets of the
    /// rows it shows anew. Dropping a few every frame doubled what a frame of new rows cost beside
    /// a full list of 10,000 (perf).
    public var slack: Int { capacity / 8 }
    /// Runs after every change to the rows (a flush that added rows, `removeAll()`).
    public var didChange: (@MainActor () -> Void)?

    /// The rows, as the list's model sees them: a GtkStringList.
    private let strings: OpaquePointer
    /// The GtkListView, held weakly.
    private let list: UnsafeMutablePointer<GWeakRef>
    private let format: Format
    private var queue: [(event: FieldEvent, recordedAt: Int64)] = []
    /// The flush waiting for the next frame, if one waits.
    private var frameRequest: FrameCallback?
    /// Whether the next frame scrolls to the newest row again: new rows are laid out for the
    /// first time in the frame that adds them, and only then can GtkListView tell where the
    /// newest of them goes.
    private var scrollAgain = ScrollAgain.no

    private enum ScrollAgain {
        case no
        /// The list was empty: it shows its top until it has measured a row, so scroll anyway.
        case always
        /// Unless the person scrolled away from the newest row meanwhile.
        case whileFollowing
    }
    private var subscriptions: [Subscription] = []

    /// How far above the bottom (in pixels) the list still counts as showing the newest row:
    /// GtkListView estimates the height of rows it has not measured; about two rows of slack.
    private static let followingSlack = 48.0

    /// Makes `list` show these rows.
    /// - Parameters:
    ///   - list: A GtkListView whose factory binds GtkStringObjects; its model is replaced.
    ///   - capacity: How many of the newest rows are kept (and up to `slack` more).
    ///   - format: The text of an event's row; runs once for each event that gets a row, at the
    ///     frame that shows it (events that `capacity` would drop at once are never formatted).
    public init(list: UnsafeMutablePointer<GtkWidget>, capacity: Int = 10_000, format: @escaping Format) {
        self.capacity = max(capacity, 1)
        self.format = format
        strings = gtk_string_list_new(nil)
        self.list = .allocate(capacity: 1)
        self.list.initialize(to: GWeakRef())
        g_weak_ref_init(self.list, list.rawPointer)
        // NB: GtkNoSelection takes the reference it is given; the list view takes its own.
        let selection = gtk_no_selection_new(g_object_ref(strings.rawPointer).listModel)!
        gtk_list_view_set_model(list.listView, selection.selectionModel)
        g_object_unref(selection.rawPointer)
    }

    isolated deinit {
        g_weak_ref_clear(list)
        list.deallocate()
        g_object_unref(strings.rawPointer)
    }

    // MARK: Adding

    /// Adds a row for every event `log` records from now on that `isIncluded` accepts, while
    /// these rows exist.
    /// - Parameters:
    ///   - log: The log to follow.
    ///   - isIncluded: Decides at once, while the event is recorded, whether it gets a row.
    public func follow(_ log: EventLog, where isIncluded: @escaping @MainActor (FieldEvent) -> Bool = { _ in true }) {
        subscriptions.append(
            log.subscribe { [weak self] event in
                guard let self, isIncluded(event) else { return }
                self.append(event)
            })
    }

    /// Queues `event` as the newest row; it is formatted and shown at the list's next frame, or
    /// when the rows are read.
    public func append(_ event: FieldEvent) {
        queue.append((event, Int64(g_get_real_time())))
        if queue.count > 2 * capacity { queue.removeFirst(queue.count - capacity) }
        requestFrame()
    }

    /// Removes every row, and the queued events too.
    public func removeAll() {
        queue.removeAll()
        gtk_string_list_splice(strings, 0, g_list_model_get_n_items(strings.listModel), nil)
        didChange?()
    }

    // MARK: Reading

    /// How many rows there are, queued events included.
    public var count: Int {
        flush()
        return Int(g_list_model_get_n_items(strings.listModel))
    }

    /// The text of the row at `index` (0 is the oldest), queued events included.
    public func row(at index: Int) -> String {
        flush()
        return String(cString: gtk_string_list_get_string(strings, guint(index)))
    }

    /// How many events wait for the next frame (or read) to become rows.
    public var queuedCount: Int { queue.count }

    /// Formats the queued events and adds them as rows now, dropping the oldest rows beyond
    /// `capacity` if there are more than `slack` of them; then scrolls to the newest row if the
    /// list showed the newest before, and runs `didChange`. Does nothing when nothing is queued.
    public func flush() {
        guard !queue.isEmpty else { return }
        let taken = queue.count
        let texts = queue.suffix(capacity).map { format($0.event, $0.recordedAt) }
        // NB: Removed only now that no slice shares the queue's storage, so that the storage
        // takes the next frame's events rather than being replaced by a new one of the same
        // size; an event `format` records meanwhile stays queued.
        queue.removeFirst(taken)

        let listView = g_weak_ref_get(list)
        defer { if let listView { g_object_unref(listView) } }
        let following = listView.map(Self.showsNewest) ?? false
        let kept = Int(g_list_model_get_n_items(strings.listModel))
        let excess = kept + texts.count - capacity
        let dropped = excess > slack ? excess : 0
        if dropped > 0 { gtk_string_list_splice(strings, 0, guint(dropped), nil) }
        texts.withCStrings { gtk_string_list_splice(strings, guint(kept - dropped), 0, $0) }
        if following, let listView {
            Self.scrollToNewest(listView.widget, count: kept - dropped + texts.count)
            scrollAgain = kept - dropped == 0 ? .always : .whileFollowing
            requestFrame()
        }
        didChange?()
    }

    // MARK: Frames

    /// Asks for the next frame to flush, once for all the events until then.
    ///
    /// NB: The request goes to the list's topmost ancestor, normally its window, not to the list:
    /// a widget gets frames only while it is realized, and a list that is hidden (behind an
    /// empty state, in a closed panel) is not, so it would never show the rows that reveal it.
    /// A list in no window yet asks the top of its own tree, which gets frames once shown.
    private func requestFrame() {
        guard frameRequest?.isPending != true, let listView = g_weak_ref_get(list) else { return }
        defer { g_object_unref(listView) }
        var top = listView.widget
        while let parent = gtk_widget_get_parent(top) { top = parent }
        frameRequest = top.atNextFrame { [weak self] in self?.frameArrived() }
    }

    /// Scrolls to the newest row if the last frame asked for it, then adds what is queued.
    private func frameArrived() {
        frameRequest = nil  // this one has run: a flush below may ask for the next
        if scrollAgain != .no, let listView = g_weak_ref_get(list) {
            if scrollAgain == .always || Self.showsNewest(listView) {
                Self.scrollToNewest(listView.widget, count: Int(g_list_model_get_n_items(strings.listModel)))
            }
            scrollAgain = .no
            g_object_unref(listView)
        }
        flush()
    }

    // MARK: Following the newest row

    /// Whether the newest row is in view (or nearly): then new rows scroll into view too. Once
    /// the person scrolls up to read, new rows no longer move the list.
    private static func showsNewest(_ listView: UnsafeMutableRawPointer) -> Bool {
        guard let adjustment = gtk_scrollable_get_vadjustment(listView.scrollable) else { return true }
        let bottom = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        return gtk_adjustment_get_value(adjustment) >= bottom - followingSlack
    }

    /// Scrolls the newest row into view through GtkListView's own action (GTK 4.8 has no
    /// `gtk_list_view_scroll_to`).
    ///
    /// NB: GtkListView places rows it has not measured yet by the height of those it has, or all
    /// at the top when it has measured none, and scrolls by that guess: after Fill Example and
    /// Reset added their rows in two frames, the newest row stayed just below the view.
    /// `flush()` scrolls once more at the frame after it added rows, when they are measured.
    private static func scrollToNewest(_ listView: UnsafeMutablePointer<GtkWidget>, count: Int) {
        guard count > 0 else { return }
        gtk_widget_activate_action_variant(listView, "list.scroll-to-item", g_variant_new_uint32(guint32(count - 1)))
    }
}

extension Array where Element == String {
    /// Calls `body` with the strings as a NULL-terminated C array, the way GTK takes string
    /// lists; the array and its strings live until `body` returns.
    fileprivate func withCStrings<Result>(_ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(reduce(0) { $0 + $1.utf8.count + 1 })
        var starts: [Int] = []
        starts.reserveCapacity(count)
        for string in self {
            starts.append(bytes.count)
            bytes.append(contentsOf: string.utf8)
            bytes.append(0)
        }
        return bytes.withUnsafeBytes { buffer in
            let base = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
            let pointers: [UnsafePointer<CChar>?] = starts.map { base + $0 } + [nil]
            return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
        }
    }
}
