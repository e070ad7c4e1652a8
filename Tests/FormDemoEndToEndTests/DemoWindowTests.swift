import CGtk
import FormFields
import FormFieldsGtk
import Testing

@testable import FormDemo

extension EndToEndTests {
    /// The main window and its form chooser, in this process.
    @MainActor
    @Suite struct DemoWindowChooser {
        @Test func aFormChosenInTheChoosersListHasItsFirstFieldsTextSelectedSoTheNextKeyReplacesIt() throws {
            try Self.showingWindow(first: .profile) { demo in
                let (chooser, button) = try Self.chooser(of: demo)
                // Opened as a click or Space on the chooser opens it: its list has the focus.
                gtk_widget_activate(button)
                let inList = Self.runMainLoop {
                    gtk_window_get_focus(demo.window.window).map {
                        gtk_widget_get_native($0) != gtk_widget_get_native(chooser)
                    } ?? false
                }
                try #require(inList, "the list's popover is open")
                try Self.settle(demo)
                let row = try #require(gtk_window_get_focus(demo.window.window))

                // Numbers, as a click on its row chooses it: the row is selected, then activated.
                let numbers = guint32(try #require(DemoFormID.allCases.firstIndex(of: .numbers)))
                var selection = [g_variant_new_uint32(numbers), g_variant_new_boolean(0), g_variant_new_boolean(0)]
                try #require(
                    gtk_widget_activate_action_variant(row, "list.select-item", g_variant_new_tuple(&selection, 3)) != 0
                )
                try #require(
                    gtk_widget_activate_action_variant(row, "list.activate-item", g_variant_new_uint32(numbers)) != 0)
                try Self.settle(demo)

                #expect(demo.current.form.id == .numbers)
                let quantity = try #require(
                    descendants(of: demo.current.root) { $0.isInstance(of: gtk_text_get_type()) }.first)
                #expect(
                    gtk_window_get_focus(demo.window.window) == quantity, "the first field, Quantity, has the focus")
                #expect(String(cString: gtk_editable_get_text(quantity.editable)) == "1")
                var start: Int32 = -1
                var end: Int32 = -1
                gtk_editable_get_selection_bounds(quantity.editable, &start, &end)
                #expect((start, end) == (0, 1), "“1” is selected, as after Tab: the key 5 makes 5, not 15")
            }
        }

        @Test func aFormNamedByALaterLaunchTakesTheFocusFromTheChooserWithItsFirstFieldsTextSelected() throws {
            try Self.showingWindow(first: .profile) { demo in
                // The chooser has the focus, as after its list was closed with Esc.
                let chooser = try Self.chooser(of: demo).dropDown
                try #require(gtk_widget_grab_focus(chooser) != 0)

                demo.choose(.numbers)
                try Self.settle(demo)

                let quantity = try #require(
                    descendants(of: demo.current.root) { $0.isInstance(of: gtk_text_get_type()) }.first)
                #expect(gtk_window_get_focus(demo.window.window) == quantity)
                var start: Int32 = -1
                var end: Int32 = -1
                gtk_editable_get_selection_bounds(quantity.editable, &start, &end)
                #expect((start, end) == (0, 1))
            }
        }

        /// GTK 4.8's drop-down takes the focus in a toggle button of its own, which has no name;
        /// a screen reader says the one it is given: what the chooser chooses and the form shown.
        @Test func theChoosersPartThatTabReachesIsNamedByTheFormShown() throws {
            try Self.showingWindow(first: .profile) { demo in
                let (chooser, button) = try Self.chooser(of: demo)
                #expect(gtk_widget_get_focusable(button) != 0)
                #expect(gtk_widget_get_focusable(chooser) == 0, "Tab stops at the button, not the drop-down")
                #expect(formfields_test_accessible_has_label(button.accessible, "Form: Profile") != 0)

                demo.choose(.numbers)
                try Self.settle(demo)
                #expect(formfields_test_accessible_has_label(button.accessible, "Form: Numbers") != 0)
            }
        }

        /// A screen reader names the form the focus comes into by its title, "Numbers panel", where
        /// Orca 43 read "GtkStackPage panel": GTK 4.8 names a page of a stack by its type when
        /// it has no title.
        @Test func theFormsPageIsNamedByItsTitle() throws {
            try Self.showingWindow(first: .profile) { demo in
                demo.choose(.numbers)
                try Self.settle(demo)
                let stack = try #require(gtk_widget_get_parent(demo.current.root))
                let page = try #require(gtk_stack_get_page(stack.stack, demo.current.root))
                #expect(formfields_test_accessible_has_label(page.accessible, "Numbers") != 0)
            }
        }

        /// The application the tests' windows belong to, registered the first time it is asked for.
        ///
        /// NB: GTK adds a window to an application only once the application is registered; on the
        /// test run's session bus, a second application of the same id fails to register.
        private static var application: UnsafeMutablePointer<GtkApplication>?

        /// Shows the demo's window, on `first`, active, in an application of this process, and
        /// destroys it once `body` returns.
        static func showingWindow(first: DemoFormID, _ body: (DemoWindow) throws -> Void) throws {
            try #require(gtk_init_check() != 0)
            DemoResources.register()
            // NB: GTK's default, as on a person's desktop; the library's GTK tests, in this
            // process too, turn it off for their stories.
            let selecting = setGtkSetting("gtk-entry-select-on-focus", to: true)
            defer { setGtkSetting("gtk-entry-select-on-focus", to: selecting) }
            let app =
                try application
                ?? {
                    let app = gtk_application_new("\(DemoApplication.id).WindowTests", G_APPLICATION_NON_UNIQUE)!
                    let registered = g_application_register(app.gApplication, nil, nil)
                    try #require(registered != 0)
                    application = app
                    return app
                }()
            let log = EventLog()
            let demo = DemoWindow(
                app: app, forms: DemoFormID.allCases.map { DemoForm.make($0, log: log) }, log: log, first: first)
            defer {
                gtk_window_destroy(demo.window.window)
                MainLoop.drain()
            }
            demo.present()
            try settle(demo)
            try #require(gtk_window_is_active(demo.window.window) != 0, "the window has the keyboard")
            try body(demo)
        }

        /// The window's form chooser, and the toggle button inside it that Tab reaches and a
        /// click or Space opens its list with.
        private static func chooser(
            of demo: DemoWindow
        ) throws -> (dropDown: UnsafeMutablePointer<GtkWidget>, button: UnsafeMutablePointer<GtkWidget>) {
            let dropDown = try #require(
                descendants(of: demo.window) { $0.isInstance(of: gtk_drop_down_get_type()) }.first)
            let button = try #require(
                descendants(of: dropDown) { $0.isInstance(of: gtk_toggle_button_get_type()) }.first)
            return (dropDown, button)
        }

        /// Runs the main loop until `condition` holds, for two seconds at most.
        /// - Returns: Whether it holds.
        private static func runMainLoop(until condition: () -> Bool) -> Bool {
            let deadline = g_get_monotonic_time() + 2_000_000
            while !condition() && g_get_monotonic_time() < deadline { g_main_context_iteration(nil, 0) }
            return condition()
        }

        /// Runs the main loop until what the display has to tell the window about what was done so
        /// far (the keyboard taken by a popover or given back) has arrived and been handled.
        ///
        /// NB: The display's news comes on its own time: a round trip to it makes sure it is here.
        static func settle(_ demo: DemoWindow) throws {
            let frames = FrameCounter(window: demo.window)
            for _ in 0..<3 {
                gdk_display_sync(gtk_widget_get_display(demo.window))
                MainLoop.drain()
                try #require(frames.waitForPaint(of: demo.window))
            }
        }
    }
}
