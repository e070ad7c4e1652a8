import CGtk
import FormFields
import FormFieldsGtk
import Testing

/// A scrolled GtkListView fed by `EventLogRows`, with what the rows formatted and every
/// "items-changed" its model emitted written down.
@MainActor
final class LogList {
    let scroller: UnsafeMutablePointer<GtkWidget>
    let list: UnsafeMutablePointer<GtkWidget>
    let rows: EventLogRows
    let log = EventLog()
    /// Sequence numbers of the events formatted so far, in order.
    private(set) var formatted: [Int] = []
    /// Runs as each event is formatted.
    var whileFormatting: (FieldEvent) -> Void = { _ in }
    /// "items-changed" emissions: position, removed, added.
    private(set) var changes: [[UInt32]] = []
    private var connection: SignalConnection?

    /// A row is a label bound to the string of its item.
    private static let rowTemplate = """
        <interface><template class="GtkListItem"><property name="child"><object class="GtkLabel">
        <binding name="label"><lookup name="string" type="GtkStringObject"><lookup name="item">GtkListItem</lookup>
        </lookup></binding></object></property></template></interface>
        """

    /// - Parameter capacity: How many of the newest rows are kept.
    init(capacity: Int = 10_000) {
        let bytes = Self.rowTemplate.withCString { g_bytes_new($0, gsize(strlen($0))) }
        list = gtk_list_view_new(nil, gtk_builder_list_item_factory_new_from_bytes(nil, bytes))
        g_bytes_unref(bytes)
        scroller = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(OpaquePointer(scroller), list)
        gtk_widget_set_size_request(scroller, 300, 200)
        weak var weakSelf: LogList?
        rows = EventLogRows(list: list, capacity: capacity) { event, _ in
            weakSelf?.formatted.append(event.sequence)
            weakSelf?.whileFormatting(event)
            return "\(event.sequence) \(event.field)=\((event.value ?? .null).json)"
        }
        weakSelf = self
        connection = gtk_list_view_get_model(list.listView)!.connect(.itemsChanged) { [unowned self] in
            changes.append([$0, $1, $2])
        }
        rows.follow(log) { $0.kind == .write }
    }

    /// Records a write of `value` to `field`.
    func write(_ field: String, _ value: Int) {
        log.record(
            FieldEvent(
                kind: .write, source: .user, form: "flat", field: field, text: "\(value)", caret: 1,
                value: .integer(value)))
    }

    /// Records an edit, which these rows leave out.
    func edit(_ field: String) {
        log.record(FieldEvent(kind: .edit, source: .user, form: "flat", field: field, text: "x", caret: 1))
    }

    /// Every row's text, oldest first (reading flushes).
    var texts: [String] { (0..<rows.count).map { rows.row(at: $0) } }

    /// The list's vertical scroll position and how far it can go.
    var scrolled: (value: Double, bottom: Double) {
        let adjustment = gtk_scrollable_get_vadjustment(list.scrollable)!
        return (
            gtk_adjustment_get_value(adjustment),
            gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        )
    }
}

@MainActor
@Suite(.gtkDisplay, .serialized)
struct EventLogRowsTests {
    @Test func eventsWaitForTheNextFrameAndThenArriveInOneSplice() {
        withWindow { window in
            let panel = LogList()
            window.add(panel.scroller)
            let frames = FrameCounter(window: window.window)

            panel.write("rooms", 4)  // the keystroke: the write is queued, nothing formatted
            panel.edit("rooms")
            panel.write("rooms", 42)
            panel.write("title", 7)
            #expect(panel.rows.queuedCount == 3, "the edit is left out")
            #expect(panel.formatted == [])
            #expect(panel.changes == [])

            #expect(frames.waitForPaint(of: panel.list))
            #expect(panel.formatted == [1, 3, 4])
            #expect(panel.changes == [[0, 0, 3]], "one items-changed for the whole frame")
            #expect(panel.rows.queuedCount == 0)
            #expect(panel.texts == ["1 rooms=4", "3 rooms=42", "4 title=7"])

            panel.write("rooms", 420)
            #expect(frames.waitForPaint(of: panel.list))
            #expect(panel.changes == [[0, 0, 3], [3, 0, 1]])
            #expect(panel.texts.last == "5 rooms=420")
        }
    }

    @Test func readingTheRowsAppliesWhatIsQueuedWhenNoFrameComes() {
        let baseline = GLibBoxes.live
        do {
            let panel = LogList()  // in no window: no frames
            g_object_ref_sink(panel.scroller.rawPointer)
            defer { g_object_unref(panel.scroller.rawPointer) }
            let idle = GLibBoxes.live

            panel.write("rooms", 4)
            panel.write("rooms", 42)
            MainLoop.drain()
            #expect(panel.formatted == [])
            #expect(GLibBoxes.live == idle + 1, "one frame callback waits for the list to be shown")

            #expect(panel.rows.count == 2)
            #expect(panel.formatted == [1, 2])
            #expect(panel.changes == [[0, 0, 2]])
            #expect(panel.rows.row(at: 1) == "2 rooms=42")

            panel.write("title", 7)
            panel.rows.flush()
            #expect(panel.formatted == [1, 2, 3])
            #expect(panel.changes == [[0, 0, 2], [2, 0, 1]])
        }
        #expect(GLibBoxes.live == baseline, "the waiting frame callback went with its list")
    }

    @Test func anEventRecordedWhileRowsAreFormattedBecomesARowAtTheNextFlush() {
        let panel = LogList()  // in no window: flushed by hand
        g_object_ref_sink(panel.scroller.rawPointer)
        defer { g_object_unref(panel.scroller.rawPointer) }
        panel.whileFormatting = { [unowned panel] event in
            if event.field == "rooms" { panel.write("echo", event.value == .integer(1) ? 10 : 20) }
        }

        panel.write("rooms", 1)
        panel.write("rooms", 2)
        panel.rows.flush()
        #expect(panel.formatted == [1, 2])
        #expect(panel.rows.queuedCount == 2, "the two events recorded while formatting wait")

        panel.rows.flush()
        #expect(panel.formatted == [1, 2, 3, 4])
        #expect(panel.texts == ["1 rooms=1", "2 rooms=2", "3 echo=10", "4 echo=20"])
    }

    @Test func beyondCapacityTheOldestRowsGoAndOnlyTheNewestAreFormatted() {
        withWindow { window in
            let panel = LogList(capacity: 3)
            window.add(panel.scroller)
            let frames = FrameCounter(window: window.window)

            for value in 1...5 { panel.write("rooms", value) }
            #expect(frames.waitForPaint(of: panel.list))
            #expect(panel.formatted == [3, 4, 5], "events 1 and 2 would be dropped at once: never formatted")
            #expect(panel.changes == [[0, 0, 3]])

            panel.write("rooms", 6)
            panel.write("rooms", 7)
            #expect(frames.waitForPaint(of: panel.list))
            #expect(panel.changes == [[0, 0, 3], [0, 2, 0], [1, 0, 2]], "the oldest two out, the newest two in")
            #expect(panel.texts == ["5 rooms=5", "6 rooms=6", "7 rooms=7"])

            panel.write("rooms", 8)
            panel.rows.removeAll()
            #expect(panel.texts == [], "what was queued goes too")
            #expect(frames.waitForPaint(of: panel.list))
            #expect(panel.formatted == [3, 4, 5, 6, 7])
        }
    }

    @Test func aLongListDropsItsOldestRowsInBulkNotEveryFrame() {
        withWindow { window in
            let panel = LogList(capacity: 16)
            window.add(panel.scroller)
            let frames = FrameCounter(window: window.window)
            #expect(panel.rows.slack == 2)

            for value in 1...16 { panel.write("rooms", value) }
            #expect(frames.waitForPaint(of: panel.list))
            panel.write("rooms", 17)
            #expect(frames.waitForPaint(of: panel.list))
            panel.write("rooms", 18)
            #expect(frames.waitForPaint(of: panel.list))
            #expect(panel.changes == [[0, 0, 16], [16, 0, 1], [17, 0, 1]], "two rows over: nothing dropped yet")
            #expect(panel.texts.first == "1 rooms=1")

            panel.write("rooms", 19)
            #expect(frames.waitForPaint(of: panel.list))
            #expect(panel.changes.suffix(2) == [[0, 3, 0], [15, 0, 1]], "three over: the oldest three go at once")
            #expect(panel.texts == (4...19).map { "\($0) rooms=\($0)" })
        }
    }

    @Test func aListHiddenFromTheStartGetsItsRowsFromItsWindowsFrames() {
        withWindow { window in
            let panel = LogList()
            gtk_widget_set_visible(panel.scroller, 0)  // an empty state shown instead, say
            window.add(panel.scroller)
            let frames = FrameCounter(window: window.window)
            #expect(gtk_widget_get_realized(panel.list) == 0, "a hidden list gets no frames of its own")

            panel.write("rooms", 4)
            #expect(frames.waitForPaint(of: window.window))
            #expect(panel.formatted == [1], "formatted at the frame, without a read")
            #expect(panel.changes == [[0, 0, 1]])
        }
    }

    @Test func theListFollowsTheNewestRowUntilThePersonScrollsUp() {
        withWindow { window in
            let panel = LogList()
            window.add(panel.scroller)
            let frames = FrameCounter(window: window.window)

            // NB: A list that has laid out no row yet cannot tell where a row it has not measured
            // goes until the frame after; from its first row on it follows in the same frame.
            panel.write("rooms", 0)
            #expect(frames.waitForPaint(of: panel.list))
            #expect(panel.scrolled.bottom == 0, "one row fits")

            for value in 1...200 { panel.write("rooms", value) }
            #expect(frames.waitForPaint(of: panel.list))
            let filled = panel.scrolled
            #expect(filled.bottom > 0, "201 rows do not fit")
            #expect(filled.value == filled.bottom, "the newest row is in view at the same frame")

            gtk_adjustment_set_value(gtk_scrollable_get_vadjustment(panel.list.scrollable), 0)
            for value in 201...210 { panel.write("rooms", value) }
            #expect(frames.waitForPaint(of: panel.list))
            #expect(frames.waitForPaint(of: panel.list))
            #expect(panel.scrolled.value == 0, "a person reading older rows is not moved")
            #expect(panel.rows.count == 211)
        }
    }

    @Test func aFirstBatchTallerThanTheListEndsWithTheNewestRowInView() {
        withWindow { window in
            let panel = LogList()
            window.add(panel.scroller)
            let frames = FrameCounter(window: window.window)
            #expect(frames.waitForPaint(of: panel.list))

            for value in 0..<200 { panel.write("rooms", value) }
            #expect(frames.waitForPaint(of: panel.list))
            #expect(frames.waitForPaint(of: panel.list))
            let scrolled = panel.scrolled
            #expect(scrolled.bottom > 0, "200 rows do not fit")
            #expect(scrolled.value == scrolled.bottom, "the newest row is in view by the next frame")
        }
    }

    @Test func noFrameCallbackOutlivesTheWindowAndTheRowsDoNotOutliveTheirOwner() {
        let baseline = GLibBoxes.live
        weak var released: EventLogRows?
        withWindow { window in
            let panel = LogList()
            released = panel.rows
            window.add(panel.scroller)
            let idle = GLibBoxes.live
            panel.write("rooms", 4)
            #expect(GLibBoxes.live == idle + 1, "the frame callback waits")
        }
        #expect(released == nil, "the waiting callback holds the rows weakly")
        #expect(GLibBoxes.live == baseline)
    }
}
