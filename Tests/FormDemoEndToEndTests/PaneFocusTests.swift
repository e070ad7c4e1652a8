import CGtk
import FormFields
import FormFieldsGtk
import Testing

@testable import FormDemo

extension EndToEndTests {
    /// F6 between the form and the side panel's list of writes, in this process.
    @MainActor
    @Suite struct PaneFocusSwitch {
        @Test func f6TakesTheFocusToTheNewestWriteAndBackToTheFieldWithItsSelection() throws {
            try DemoWindowChooser.showingWindow(first: .profile) { demo in
                demo.current.form.session.fillExample()
                try DemoWindowChooser.settle(demo)
                let nickname = try #require(gtk_window_get_focus(demo.window.window))
                try #require(nickname.isInstance(of: gtk_text_get_type()))
                gtk_editable_select_region(nickname.editable, 1, 3)
                let writes = demo.panel.writes.writeCount

                demo.switchPane()
                let row = try #require(gtk_window_get_focus(demo.window.window))
                let newest = demo.panel.writes.row(at: demo.panel.writes.count - 1)
                // Time, form, field, value and source; the value as text of its own direction.
                var cells = newest.split(separator: "\u{1F}").dropFirst().map(String.init)
                cells[3] = "\u{2068}\(cells[3])\u{2069}"
                #expect(Self.cells(of: row) == cells)
                #expect(gtk_widget_is_ancestor(row, demo.panel.writes.root) != 0)

                demo.switchPane()
                try DemoWindowChooser.settle(demo)
                #expect(gtk_window_get_focus(demo.window.window) == nickname, "the field the focus came from")
                var start: Int32 = -1
                var end: Int32 = -1
                gtk_editable_get_selection_bounds(nickname.editable, &start, &end)
                #expect((start, end) == (1, 3), "its selection as it was, not all of its text")
                #expect(demo.panel.writes.writeCount == writes, "no model write")
            }
        }

        @Test func tabGoesAsBeforeAndNeverIntoTheListAfterF6CameBack() throws {
            try DemoWindowChooser.showingWindow(first: .profile) { demo in
                demo.current.form.session.fillExample()
                try DemoWindowChooser.settle(demo)
                let before = Self.tabStops(of: demo)

                demo.switchPane()
                try #require(
                    gtk_widget_is_ancestor(gtk_window_get_focus(demo.window.window), demo.panel.writes.root) != 0)
                demo.switchPane()
                try DemoWindowChooser.settle(demo)

                let after = Self.tabStops(of: demo)
                #expect(after == before)
                #expect(!after.contains { gtk_widget_is_ancestor($0, demo.panel.writes.root) != 0 })
            }
        }

        /// The widgets Tab reaches from the form's first field, once round the window.
        private static func tabStops(of demo: DemoWindow) -> [UnsafeMutablePointer<GtkWidget>] {
            demo.current.focusFirstField()
            let first = gtk_window_get_focus(demo.window.window)
            var stops: [UnsafeMutablePointer<GtkWidget>] = []
            for _ in 0..<60 {
                // As Tab does: past the last widget, round to the first.
                if gtk_widget_child_focus(demo.window, GTK_DIR_TAB_FORWARD) == 0 {
                    gtk_window_set_focus(demo.window.window, nil)
                    gtk_widget_child_focus(demo.window, GTK_DIR_TAB_FORWARD)
                }
                guard let focus = gtk_window_get_focus(demo.window.window), focus != first else { break }
                stops.append(focus)
            }
            return stops
        }

        /// The texts of the cells of the list row `row`.
        private static func cells(of row: UnsafeMutablePointer<GtkWidget>) -> [String] {
            descendants(of: row) {
                $0.isInstance(of: gtk_label_get_type()) || $0.isInstance(of: gtk_inscription_get_type())
            }.map { cell in
                // NB: The value is a label, the other cells inscriptions (WriteList.makeCell).
                guard cell.isInstance(of: gtk_label_get_type()) else {
                    return gtk_inscription_get_text(cell.inscription).map { String(cString: $0) } ?? ""
                }
                return String(cString: gtk_label_get_text(cell.label))
            }
        }
    }
}

extension EndToEndTests {
    /// The side panel's rows as a screen reader reads them, over AT-SPI.
    @Suite(.enabled(if: AccessibleTree.missing == nil, Comment(rawValue: AccessibleTree.missing ?? "AT-SPI runs")))
    struct WriteListRowNames {
        /// F6 brings the focus to the newest write, read by what was written, then where and
        /// when; Orca 43 read it time first and "not selected" after it, as it reads a list item
        /// whose parent offers AT-SPI's Selection, which GTK 4.8 offers on every GtkListView.
        @Test func theNewestWriteIsReadFieldFirstAndNotAsASelection() async throws {
            let bus = try PrivateBus.start()
            defer { bus.stop() }
            let demo = try await DemoProcess.start(form: "profile", arguments: ["--no-restore"], bus: bus)
            defer { demo.close() }

            try await demo.keyboard.type("Fl")
            try await demo.waitFor("Fl") { $0.isWrite(of: "nickname") && $0.value == .string("Fl") }
            try await demo.keyboard.key("F6")
            let row = /nickname, "Fl", user, profile, \d\d:\d\d:\d\d\.\d\d\d/
            try await waitUntil("the newest row has the focus") {
                (try? AccessibleTree.focused(on: bus))?.name.wholeMatch(of: row) != nil
            }
            let focused = try #require(try AccessibleTree.focused(on: bus))
            #expect(focused.role == "list item")
            #expect(!focused.parentInterfaces.contains("org.a11y.atspi.Selection"), "\(focused.parentInterfaces)")
        }
    }
}
