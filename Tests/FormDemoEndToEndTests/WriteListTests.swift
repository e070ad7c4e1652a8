import CGtk
import FormFields
import FormFieldsGtk
import Foundation
import Testing

@testable import FormDemo

extension EndToEndTests {
    /// The side panel's list of writes, in this process: 10,000 rows cost what 10 do.
    @MainActor
    @Suite struct WriteListRows {
        @Test func tenThousandWritesMakeOnlyTheVisibleRowWidgets() throws {
            try EndToEndTests.showing(
                { WriteList(columns: WriteList.Column.allCases, capacity: 10_000) }, root: \.root,
                defaultSize: (480, 400)
            ) { list, window in
                let frames = FrameCounter(window: window)

                let started = ContinuousClock.now
                for index in 1...10_000 { list.append(write(index)) }
                #expect(frames.waitForPaint(of: window))
                let filled = ContinuousClock.now - started
                #expect(list.count == 10_000)
                let widgets = list.rowWidgets
                #expect(widgets > 0 && widgets <= 250, "a bounded pool of row widgets, not one per row: \(widgets)")

                for index in 10_001...10_005 { list.append(write(index)) }
                #expect(frames.waitForPaint(of: window))
                #expect(list.count == 10_005, "a few rows over: the oldest wait to go together")
                for index in 10_006...11_251 { list.append(write(index)) }
                #expect(frames.waitForPaint(of: window))
                #expect(list.count == 10_000, "1,251 rows over, more than an eighth: the oldest go")
                #expect(list.row(at: 0).contains("\u{1F}1252\u{1F}"), "rows 1 to 1,251 are gone: \(list.row(at: 0))")
                #expect(list.row(at: 9_999).contains("\u{1F}11251\u{1F}"), "the newest is last")
                #expect(list.rowWidgets == widgets, "new rows reuse the pool")
                print("WriteList: 10,000 rows appended and shown in \(filled), \(widgets) row widgets")
            }
        }

        @Test func writesAreListedAtTheNextFrameAndNothingOutlivesTheWindow() throws {
            let baseline = GLibBoxes.live
            weak var released: WriteList?
            let log = EventLog()
            try EndToEndTests.showing({ WriteList(columns: [.field, .value, .source]) }, root: \.root) { list, window in
                released = list
                var changes = 0
                list.didChange = { changes += 1 }
                list.follow(log) { $0.kind == .write }
                let frames = FrameCounter(window: window)

                log.record(write(1))
                log.record(
                    FieldEvent(kind: .edit, source: .user, form: "profile", field: "nickname", text: "2", caret: 1))
                log.record(write(2))
                #expect(changes == 0, "nothing listed inside the keystroke")
                #expect(frames.waitForPaint(of: window))
                #expect(changes == 1, "both writes at one frame")
                #expect(list.row(at: 1) == "write\u{1F}nickname\u{1F}2\u{1F}user", "the edit is left out")
                #expect(list.count == 2)
            }
            #expect(released == nil)
            #expect(GLibBoxes.live == baseline, "row handlers and frame callbacks go with the window")
        }

        @Test func theWriteCountLeavesOutProblemsAndThoseDroppedWithTheOldestRows() throws {
            try EndToEndTests.showing({ WriteList(columns: [.field, .value], capacity: 8) }, root: \.root) { list, _ in
                list.append(problem())
                for index in 1...7 { list.append(write(index)) }
                #expect(list.count == 8)
                #expect(list.writeCount == 7)

                for index in 8...9 { list.append(write(index)) }
                #expect(list.count == 8, "two over, more than an eighth: the problem and write 1 go")
                #expect(list.writeCount == 8)

                list.append(problem())
                #expect(list.count == 9)
                #expect(list.writeCount == 8)

                list.removeAll()
                list.append(write(10))
                #expect(list.writeCount == 1)
            }
        }

        @Test func aLongValueIsCutAndALongProblemWrapsRatherThanWideningTheList() throws {
            // NB: A window of width 1 takes the list's narrowest width.
            try EndToEndTests.showing(
                { WriteList(columns: WriteList.Column.allCases) }, root: \.root, defaultSize: (1, 400), styled: true
            ) { list, window in
                let frames = FrameCounter(window: window)
                list.append(write(1))
                #expect(frames.waitForPaint(of: window))
                let narrowest = minimumWidth(of: list.root)

                let title = "Quarterly planning notes for the team offsite in late March!"
                list.append(
                    FieldEvent(
                        kind: .write, source: .user, form: "draft", field: "title", text: title, caret: 60,
                        value: .string(title)))
                let setAside =
                    "numbers.json, which holds values no field took, was moved to numbers.json.unused-20261130T093744Z."
                list.append(
                    FieldEvent(
                        kind: .diagnostic, source: .restore, form: "numbers", field: "", text: "", caret: 0,
                        reason: setAside))
                #expect(frames.waitForPaint(of: window))
                #expect(minimumWidth(of: list.root) == narrowest, "the window need not grow")

                let values = descendants(of: list.root, withClass: "cell-value")
                let heading = try #require(values.first)
                // The value shows as text of its own direction (U+2068 … U+2069).
                let value = try #require(values.first { Self.text(of: $0) == "\u{2068}\"\(title)\"\u{2069}" })
                let problem = try #require(values.first { Self.text(of: $0) == setAside })
                #expect(Self.isCut(value), "the title is cut in the middle")
                #expect(!Self.isCut(problem), "the problem reads in full, on several lines")
                #expect(!Self.isCut(heading), "the column is still headed “Value”")
                #expect(try left(of: value, in: window) == left(of: heading, in: window))
            }
        }

        /// GTK 4.8 names no row by what it shows: a screen reader would read the newest write,
        /// which F6 brings the focus to, as nothing at all. It reads what was written first, the
        /// form last, where it read the time first in the side panel.
        @Test func theRowF6FocusesIsTheNewestAndIsNamedByWhatWasWrittenFirst() throws {
            try EndToEndTests.showing({ WriteList(columns: [.form, .field, .value, .source]) }, root: \.root) {
                list, window in
                let frames = FrameCounter(window: window)
                for index in 1...3 { list.append(write(index)) }
                list.append(problem())
                #expect(frames.waitForPaint(of: window))

                #expect(list.focusNewestRow())
                let newest = try #require(gtk_window_get_focus(window.window))
                #expect(gtk_test_accessible_has_role(newest.accessible, GTK_ACCESSIBLE_ROLE_LIST_ITEM) != 0)
                #expect(
                    formfields_test_accessible_has_label(
                        newest.accessible, "The draft could not be read; it was set aside., problem, profile") != 0,
                    "the problem's empty field is left out")
                let previousRow = try #require(gtk_widget_get_prev_sibling(gtk_widget_get_parent(newest)))
                let previous = try #require(gtk_widget_get_first_child(previousRow))
                #expect(formfields_test_accessible_has_label(previous.accessible, "nickname, 3, user, profile") != 0)
            }
        }

        /// Emptied while it has the focus, the list keeps it, on its message; the first row
        /// that comes takes it from there.
        @Test func theFocusStaysInTheListWhenItIsEmptiedAndWhenItsFirstRowComes() throws {
            try EndToEndTests.showing({ WriteList(columns: [.field, .value]) }, root: \.root) { list, window in
                let frames = FrameCounter(window: window)
                list.append(write(1))
                #expect(frames.waitForPaint(of: window))
                #expect(list.focusNewestRow())

                #expect(GtkCriticals.logged { list.removeAll() } == [])
                let message = try #require(gtk_window_get_focus(window.window), "the focus is somewhere")
                #expect(message.isInstance(of: gtk_label_get_type()))
                #expect(String(cString: gtk_label_get_text(message.label)) == "Model writes appear here as they happen")

                let criticals = GtkCriticals.logged {
                    list.append(write(2))
                    #expect(frames.waitForPaint(of: window))
                }
                #expect(criticals == [])
                let row = try #require(gtk_window_get_focus(window.window), "the focus is somewhere")
                #expect(formfields_test_accessible_has_label(row.accessible, "nickname, 2") != 0)
            }
        }

        /// Whether `label` shows its text cut, with "…".
        private static func isCut(_ label: UnsafeMutablePointer<GtkWidget>) -> Bool {
            pango_layout_is_ellipsized(gtk_label_get_layout(label.label)) != 0
        }

        private static func text(of label: UnsafeMutablePointer<GtkWidget>) -> String {
            String(cString: gtk_label_get_text(label.label))
        }

        private func problem() -> FieldEvent {
            FieldEvent(
                kind: .diagnostic, source: .restore, form: "profile", field: "", text: "", caret: 0,
                reason: "The draft could not be read; it was set aside.")
        }

        private func write(_ index: Int) -> FieldEvent {
            FieldEvent(
                kind: .write, source: .user, form: "profile", field: "nickname", text: "\(index)", caret: 1,
                value: .integer(index))
        }
    }
}

extension EndToEndTests {
    /// The list of writes in a right-to-left layout (Hebrew, Arabic), in this process.
    @MainActor
    @Suite struct WriteListRightToLeft {
        @Test func aNegativeNumberReadsWithItsMinusSignOnTheLeft() throws {
            var direction: GtkTextDirection?
            defer { if let direction { gtk_widget_set_default_direction(direction) } }
            // NB: Set once GTK is initialised, which sets the direction of the locale.
            let makeList = {
                direction = gtk_widget_get_default_direction()
                gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
                return WriteList(columns: [.field, .value, .source])
            }
            try EndToEndTests.showing(makeList, root: \.root, styled: true) { list, window in
                list.append(
                    FieldEvent(
                        kind: .write, source: .user, form: "numbers", field: "quantity", text: "-5", caret: 2,
                        value: .integer(-5)))
                #expect(FrameCounter(window: window).waitForPaint(of: window))
                let value = try #require(
                    descendants(of: list.root, withClass: "cell-value").first {
                        String(cString: gtk_label_get_text($0.label)).contains("5")
                    })
                let text = String(cString: gtk_label_get_text(value.label))
                let layout = gtk_label_get_layout(value.label)
                var minusAt = PangoRectangle()
                var digitAt = PangoRectangle()
                let minus = try #require(text.utf8.firstIndex(of: UInt8(ascii: "-")))
                let digit = try #require(text.utf8.firstIndex(of: UInt8(ascii: "5")))
                pango_layout_index_to_pos(layout, Int32(text.utf8.distance(from: text.startIndex, to: minus)), &minusAt)
                pango_layout_index_to_pos(layout, Int32(text.utf8.distance(from: text.startIndex, to: digit)), &digitAt)
                #expect(minusAt.x < digitAt.x, "“-5”, as the field shows it, not “5-”")
            }
        }

        @Test func aValueStandsAsFarFromTheSourceAsInALeftToRightLayout() throws {
            let leftToRight = try gapAfterTheValue(in: GTK_TEXT_DIR_LTR)
            #expect(leftToRight > 0, "a margin after the value")
            #expect(try gapAfterTheValue(in: GTK_TEXT_DIR_RTL) == leftToRight, "after the value, on its left")
        }

        /// The room between the value "Flowe" and the source's column after it, in a list laid
        /// out in `layoutDirection`.
        private func gapAfterTheValue(in layoutDirection: GtkTextDirection) throws -> Float {
            var direction: GtkTextDirection?
            defer { if let direction { gtk_widget_set_default_direction(direction) } }
            let makeList = {
                direction = gtk_widget_get_default_direction()
                gtk_widget_set_default_direction(layoutDirection)
                return WriteList(columns: [.time, .value, .source])
            }
            var gap: Float = 0
            // NB: A window of width 1 takes the list's narrowest width: the value's column is no
            // wider than its cells' minimum, as in the compare form's narrow lists.
            try EndToEndTests.showing(makeList, root: \.root, defaultSize: (1, 300), styled: true) { list, window in
                list.append(
                    FieldEvent(
                        kind: .write, source: .user, form: "compare", field: "naive", text: "Flowe", caret: 5,
                        value: .string("Flowe")))
                #expect(FrameCounter(window: window).waitForPaint(of: window))
                let row = try #require(descendants(of: list.root, withClass: "write-row").first)
                let value = try bounds(
                    of: try #require(descendants(of: row, withClass: "cell-value").first), in: window)
                let source = try bounds(
                    of: try #require(descendants(of: row, withClass: "cell-source").first), in: window)
                gap =
                    layoutDirection == GTK_TEXT_DIR_RTL
                    ? value.origin.x - (source.origin.x + source.size.width)
                    : source.origin.x - (value.origin.x + value.size.width)
            }
            return gap
        }
    }
}
