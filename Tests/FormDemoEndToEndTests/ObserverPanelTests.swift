import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Testing

@testable import FormDemo

extension EndToEndTests {
    /// The side panel's per-field counters, in this process.
    @MainActor
    @Suite struct ObserverPanelCounters {
        @Test func theCountersShowAFramesEditsAtThatFrame() throws {
            let log = EventLog()
            try EndToEndTests.showing({ ObserverPanel(log: log) }, root: \.root) { panel, window in
                let form = DemoForm.draft(log: log)
                panel.show(form.session)
                let frames = FrameCounter(window: window)
                #expect(frames.waitForPaint(of: window))
                let title = try #require(form.session.fields.first as? BufferedField<String>)
                let entry = FakeEntry()
                entry.attach(title)
                #expect(panel.shownCounters(of: "title") == ["0", "0", "0", "0"])

                entry.type("Plan")
                #expect(
                    panel.shownCounters(of: "title") == ["0", "0", "0", "0"], "nothing shown inside the keystrokes")
                #expect(frames.waitForPaint(of: window))
                // Edits, writes, rejected, rewrites: four keystrokes, each written.
                #expect(panel.shownCounters(of: "title") == ["4", "4", "0", "0"])
                #expect(panel.shownCounters(of: "dueDate") == ["0", "0", "0", "0"])
            }
        }

        /// A screen reader reads a counter's number with its field and its heading, "nickname,
        /// Writes", where it read "0" alone.
        @Test func aCounterIsDescribedByItsFieldAndItsHeading() throws {
            let log = EventLog()
            try EndToEndTests.showing({ ObserverPanel(log: log) }, root: \.root) { panel, _ in
                panel.show(DemoForm.make(.profile, log: log).session)
                let cells = try #require(panel.counterLabels["nickname"])
                for (cell, heading) in zip(cells, ["Edits", "Writes", "Rejected", "Rewrites"]) {
                    let said = "nickname, \(heading)"
                    #expect(formfields_test_accessible_has_description(cell.accessible, said) != 0, "\(said)")
                }
            }
        }

        /// Tab reaches each field's counters, which a screen reader reads as one line, the
        /// numbers as they are shown; no key reached them.
        @Test func tabReachesEachFieldsCountersReadAsOneLine() throws {
            let log = EventLog()
            try EndToEndTests.showing({ ObserverPanel(log: log) }, root: \.root) { panel, window in
                let form = DemoForm.draft(log: log)
                panel.show(form.session)
                let title = try #require(form.session.fields.first as? BufferedField<String>)
                let entry = FakeEntry()
                entry.attach(title)
                entry.type("Plan")
                #expect(FrameCounter(window: window).waitForPaint(of: window))

                // NB: Tab comes round to the first row again: the Clear button, without its
                // window's action, is off.
                var reached: [String] = []
                for _ in form.session.fields {
                    guard gtk_widget_child_focus(window, GTK_DIR_TAB_FORWARD) != 0,
                        let focus = gtk_window_get_focus(window.window),
                        gtk_test_accessible_has_role(focus.accessible, GTK_ACCESSIBLE_ROLE_LIST_ITEM) != 0
                    else { break }
                    // Four keystrokes in the title, each written.
                    reached += form.session.fields.map(\.id).filter { id in
                        let typed = id == "title" ? 4 : 0
                        let said = "\(id): edits \(typed), writes \(typed), rejected 0, rewrites 0"
                        return formfields_test_accessible_has_label(focus.accessible, said) != 0
                    }
                }
                #expect(reached == form.session.fields.map(\.id), "Tab goes down the rows, each read as its numbers")
            }
        }

        @Test func theTitlesNumberCountsModelWritesNotTheProblemsListedWithThem() throws {
            let log = EventLog()
            try EndToEndTests.showing({ ObserverPanel(log: log) }, root: \.root) { panel, window in
                let frames = FrameCounter(window: window)
                #expect(panel.shownCount == "0")

                log.record(write("F"))
                log.record(
                    FieldEvent(
                        kind: .diagnostic, source: .restore, form: "profile", field: "", text: "", caret: 0,
                        reason: "The draft’s values for age do not fit the form; ignored."))
                log.record(
                    FieldEvent(kind: .edit, source: .user, form: "profile", field: "nickname", text: "Fl", caret: 2))
                log.record(write("Fl"))
                #expect(frames.waitForPaint(of: window))
                #expect(panel.writes.count == 3, "two writes and the problem are listed")
                #expect(panel.shownCount == "2")

                panel.clear()
                #expect(panel.shownCount == "0")
            }
        }

        /// A field's name in the counters is cut only when the panel has no room for it: the
        /// profile form showed "userna…" in a panel half empty, its name wider than eight
        /// average characters.
        @Test(arguments: DemoFormID.allCases)
        func eachFieldsNameIsShownWholeInAPanelWithRoomForIt(_ id: DemoFormID) throws {
            let log = EventLog()
            try EndToEndTests.showing(
                { ObserverPanel(log: log) }, root: \.root, defaultSize: (640, 400), styled: true
            ) { panel, window in
                panel.show(DemoForm.make(id, log: log).session)
                #expect(FrameCounter(window: window).waitForPaint(of: window))
                for field in DemoForm.make(id, log: log).session.fields {
                    let name = try #require(panel.counterNames[field.id])
                    let layout = try #require(gtk_widget_create_pango_layout(name, field.id))
                    defer { g_object_unref(layout.rawPointer) }
                    var textWidth: Int32 = 0
                    pango_layout_get_pixel_size(layout, &textWidth, nil)
                    #expect(gtk_widget_get_width(name) >= textWidth, "\(field.id)")
                }
            }
        }

        private func write(_ nickname: String) -> FieldEvent {
            FieldEvent(
                kind: .write, source: .user, form: "profile", field: "nickname", text: nickname,
                caret: nickname.count, value: .string(nickname))
        }
    }
}

extension EndToEndTests {
    /// The problems the side panel lists among the writes, in this process.
    @MainActor
    @Suite struct ObserverPanelProblems {
        @Test func aProblemCanBeReadInTheLightAndTheDarkTheme() throws {
            let log = EventLog()
            try EndToEndTests.showing(
                { ObserverPanel(log: log) }, root: \.root, defaultSize: (640, 400), styled: true
            ) { panel, window in
                let dark = setGtkSetting("gtk-application-prefer-dark-theme", to: false)
                defer { setGtkSetting("gtk-application-prefer-dark-theme", to: dark) }
                let problem = "The draft numbers.json could not be read; moved to numbers.json.corrupt-1796044754."
                log.record(
                    FieldEvent(
                        kind: .diagnostic, source: .restore, form: "numbers", field: "", text: "", caret: 0,
                        reason: problem))
                let frames = FrameCounter(window: window)
                for prefersDark in [false, true] {
                    setGtkSetting("gtk-application-prefer-dark-theme", to: prefersDark)
                    #expect(frames.waitForPaint(of: window))
                    let shown = RenderedWindow(window)
                    // The message's first line starts at the top left of its cell, the form's
                    // name at the left of its cell's middle; the panel's background shows in the
                    // margin right of the message.
                    let row = try #require(descendants(of: panel.root, withClass: "write-row").first)
                    let message = try bounds(of: Self.cell("cell-value", of: row), in: window)
                    let form = try bounds(of: Self.cell("cell-form", of: row), in: window)
                    let behind = (x: Int(message.origin.x + message.size.width) + 4, y: Int(message.origin.y) + 8)
                    for (cell, top, what) in [
                        (message, Int(message.origin.y) + 2, "message"),
                        (form, Int(form.origin.y + form.size.height / 2) - 6, "form"),
                    ] {
                        let left = Int(cell.origin.x)
                        let contrast = shown.highestContrast(in: (left..<left + 40, top..<top + 12), against: behind)
                        #expect(contrast >= 4.5, "\(what), dark: \(prefersDark)")
                    }
                }
            }
        }

        /// A problem's time, form and source stand in their columns as in every other row, the
        /// time whole on one line, beside a message that wraps: GTK 4.8's box gave the message
        /// the width that made its row least tall, leaving the other cells their least widths,
        /// and the time showed in as many lines as the row held, "12:08:00.1" over "75", its
        /// form's name out of its column.
        @Test func aProblemsTimeIsShownWholeOnOneLineInItsColumn() throws {
            let log = EventLog()
            try EndToEndTests.showing(
                { ObserverPanel(log: log) }, root: \.root, defaultSize: (640, 400), styled: true
            ) { panel, window in
                log.record(
                    FieldEvent(
                        kind: .diagnostic, source: .restore, form: "profile", field: "", text: "", caret: 0,
                        reason: "The draft profile.json could not be read (not valid JSON); moved to "
                            + "profile.json.corrupt-1796126880."))
                log.record(
                    FieldEvent(
                        kind: .write, source: .restore, form: "numbers", field: "quantity", text: "1", caret: 1,
                        value: .integer(1)))
                #expect(FrameCounter(window: window).waitForPaint(of: window))
                let rows = descendants(of: panel.root, withClass: "write-row")
                try #require(rows.count == 2)
                let (problem, write) = (rows[0], rows[1])
                let message = try bounds(of: Self.cell("cell-value", of: problem), in: window)
                let value = try bounds(of: Self.cell("cell-value", of: write), in: window)
                #expect(message.size.height > value.size.height, "the message wraps")
                for column in ["cell-time", "cell-form", "cell-field", "cell-source"] {
                    let cell = try bounds(of: Self.cell(column, of: problem), in: window)
                    let inWrite = try bounds(of: Self.cell(column, of: write), in: window)
                    #expect(
                        (cell.origin.x, cell.size.width) == (inWrite.origin.x, inWrite.size.width),
                        "\(column) in its column")
                }
                let time = try Self.cell("cell-time", of: problem)
                let shown = gtk_inscription_get_text(time.inscription)
                let layout = try #require(gtk_widget_create_pango_layout(time, shown))
                defer { g_object_unref(layout.rawPointer) }
                var textWidth: Int32 = 0
                pango_layout_get_pixel_size(layout, &textWidth, nil)
                #expect(gtk_widget_get_width(time) >= textWidth, "the time is whole")
                #expect(gtk_widget_get_height(time) == Int32(value.size.height), "on one line")
            }
        }

        /// The label of `row` that shows the column of CSS class `name`.
        private static func cell(_ name: String, of row: UnsafeMutablePointer<GtkWidget>) throws
            -> UnsafeMutablePointer<GtkWidget>
        {
            try #require(descendants(of: row, withClass: name).first)
        }
    }
}

extension EndToEndTests {
    /// The side panel with large text, in this process.
    @MainActor
    @Suite struct ObserverPanelLargeText {
        /// NB: GTK takes `gtk-xft-dpi` set here as it takes XSETTINGS' Xft/DPI from GNOME's
        /// settings daemon (`PrivateDisplay.start(textScale:)`): the panel measured the same
        /// both ways. The test process's display has no settings manager of its own.
        @Test func aShortValueIsReadInFullAtTheNarrowestPanelWithTextOneAndAHalfTimesTheSize() throws {
            let log = EventLog()
            // NB: A window of width 1 takes the panel's narrowest width, as a demo window at its
            // narrowest gives it.
            try EndToEndTests.showing(
                { ObserverPanel(log: log) }, root: \.root, defaultSize: (1, 500), styled: true
            ) { panel, window in
                let dpi = setGtkSetting("gtk-xft-dpi", to: Int32(96 * 1024 * 3 / 2))
                defer { setGtkSetting("gtk-xft-dpi", to: dpi) }
                panel.show(DemoForm.draft(log: log).session)
                log.record(
                    FieldEvent(
                        kind: .write, source: .user, form: "compare", field: "buffered", text: "Flow", caret: 4,
                        value: .string("Flow")))
                #expect(FrameCounter(window: window).waitForPaint(of: window))
                let flow = try #require(
                    descendants(of: panel.root, withClass: "cell-value").first {
                        String(cString: gtk_label_get_text($0.label)) == "\u{2068}\"Flow\"\u{2069}"
                    })
                #expect(pango_layout_is_ellipsized(gtk_label_get_layout(flow.label)) == 0)
            }
        }
    }
}

extension EndToEndTests {
    /// The side panel's text in the high-contrast theme, in this process.
    @MainActor
    @Suite struct ObserverPanelHighContrast {
        @Test func itsHeadingsTimesAndSourcesAreNoFainterThanTheThemesOwnDimmedText() throws {
            let log = EventLog()
            try EndToEndTests.showing(
                { ObserverPanel(log: log) }, root: \.root, defaultSize: (640, 400), styled: true
            ) { panel, window in
                let theme = setGtkSetting("gtk-theme-name", to: "HighContrast")
                defer { setGtkSetting("gtk-theme-name", to: theme) }
                panel.show(DemoForm.draft(log: log).session)
                log.record(
                    FieldEvent(
                        kind: .write, source: .user, form: "draft", field: "title", text: "Plan", caret: 4,
                        value: .string("Plan")))
                #expect(FrameCounter(window: window).waitForPaint(of: window))
                let shown = RenderedWindow(window)
                let row = try #require(descendants(of: panel.root, withClass: "write-row").first)
                let heading = try #require(descendants(of: panel.root, withClass: "write-list-headings").first)
                // The time's cell is wider than the time: the panel's background shows at its end.
                let time = try bounds(of: try #require(descendants(of: row, withClass: "cell-time").first), in: window)
                let behind = (x: Int(time.origin.x + time.size.width) - 2, y: Int(time.origin.y + time.size.height / 2))
                for (label, what) in [
                    (descendants(of: heading, withClass: "cell-time").first, "the heading Time"),
                    (descendants(of: row, withClass: "cell-time").first, "a time"),
                    (descendants(of: row, withClass: "cell-source").first, "a source"),
                    (descendants(of: panel.root, withClass: "counter-heading").first, "the heading Field"),
                ] {
                    let area = try bounds(of: try #require(label, "\(what)"), in: window)
                    let (left, top) = (Int(area.origin.x), Int(area.origin.y))
                    let contrast = shown.highestContrast(
                        in: (left..<left + 30, top..<top + Int(area.size.height)), against: behind)
                    // The theme dims its own text (.dim-label: a field's hint, the list's count)
                    // to 10:1 and more here; dimmed by an opacity of the demo's, the headings
                    // read at 4:1 and the cells at 7:1.
                    #expect(contrast >= 9, "\(what)")
                }
            }
        }
    }
}

extension EndToEndTests {
    /// The side panel and the keyboard, on the real app.
    @Suite struct ObserverPanelKeys {
        @Test func f9HidingThePanelThatHasFocusGivesFocusBackToTheForm() async throws {
            let demo = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"])
            defer { demo.close() }

            // From the nickname past the other three fields and the form's three buttons to the
            // panel's Clear the List; F9 hides the panel around it.
            for _ in 1...7 { try await demo.keyboard.key("Tab") }
            try await demo.keyboard.key("F9")
            try await demo.keyboard.type("Fe")
            try await demo.waitFor("the typed nickname") { $0.isWrite(of: "nickname") && $0.value == .string("Fe") }
            #expect(demo.lines.writes(of: "nickname") == [.string("F"), .string("Fe")])
        }

        /// F6 and Shift+F6 go to the newest write and back to the field, its caret where it was;
        /// Escape in the list goes back too. Keys pressed in the list write nothing.
        @Test func f6ShiftF6AndEscapeGoToTheListAndBackToTheFieldsCaret() async throws {
            let demo = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"])
            defer { demo.close() }

            try await demo.keyboard.type("Fw")
            try await demo.waitFor("Fw") { $0.isWrite(of: "nickname") && $0.value == .string("Fw") }
            // The caret between F and w; Up and Down go from row to row in the list.
            try await demo.keyboard.key("Left", "F6", "Up", "Down", "z", "shift+F6")
            try await demo.keyboard.type("l")
            try await demo.waitFor("Flw") { $0.isWrite(of: "nickname") && $0.value == .string("Flw") }
            try await demo.keyboard.key("F6", "Escape")
            try await demo.keyboard.type("o")
            try await demo.waitFor("Flow") { $0.isWrite(of: "nickname") && $0.value == .string("Flow") }
            #expect(demo.lines.writes(of: "nickname") == ["F", "Fw", "Flw", "Flow"].map(FieldValue.string))
        }

        /// With the panel hidden, F6 shows it and goes to its list: the keys typed there reach
        /// no field.
        @Test func f6WithThePanelHiddenShowsItAndGoesToItsList() async throws {
            let demo = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"])
            defer { demo.close() }

            try await demo.keyboard.type("F")
            try await demo.waitFor("F") { $0.isWrite(of: "nickname") && $0.value == .string("F") }
            try await demo.keyboard.key("F9", "F6", "x", "F6")
            try await demo.keyboard.type("e")
            try await demo.waitFor("Fe") { $0.isWrite(of: "nickname") && $0.value == .string("Fe") }
            #expect(demo.lines.writes(of: "nickname") == [.string("F"), .string("Fe")])
        }
    }
}

extension EndToEndTests {
    /// The side panel's counters as a screen reader reaches and reads them, over AT-SPI.
    @Suite(.enabled(if: AccessibleTree.missing == nil, Comment(rawValue: AccessibleTree.missing ?? "AT-SPI runs")))
    struct CounterRowNames {
        /// Tab goes from the form to its fields' counters, and Down from one field's to the next,
        /// each read as one line; Tab went past them to the panel's Clear button.
        @Test func tabAndDownReachEachFieldsCountersReadAsOneLine() async throws {
            let bus = try PrivateBus.start()
            defer { bus.stop() }
            let demo = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"], bus: bus)
            defer { demo.close() }

            try await demo.keyboard.type("Fl")
            try await demo.waitFor("Fl") { $0.isWrite(of: "nickname") && $0.value == .string("Fl") }
            let nickname = "nickname: edits 2, writes 2, rejected 0, rewrites 0"
            var focus = try AccessibleTree.focused(on: bus)
            for _ in 0..<10 where focus?.role != "list item" {
                let previous = focus
                try await demo.keyboard.key("Tab")
                try await waitUntil("Tab moves the focus from \(String(describing: previous))") {
                    focus = try? AccessibleTree.focused(on: bus)
                    return focus != nil && focus != previous
                }
            }
            #expect(focus?.name == nickname)
            try await demo.keyboard.key("Down")
            try await waitUntil("Down goes to the full name's") {
                (try? AccessibleTree.focused(on: bus))?.name == "fullName: edits 0, writes 0, rejected 0, rewrites 0"
            }
        }
    }
}
