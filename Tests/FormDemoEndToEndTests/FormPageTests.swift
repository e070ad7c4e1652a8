import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Testing

@testable import FormDemo

extension EndToEndTests {
    /// A form's page, in this process.
    @MainActor
    @Suite struct FormPageBanner {
        @Test func submitsOutcomeGoesOnceAValueOfTheFormChanges() throws {
            let log = EventLog()
            let numbers = DemoForm.make(.numbers, log: log)
            let profile = DemoForm.make(.profile, log: log)
            try EndToEndTests.showing({ FormPage(numbers, log: log) }, root: \.root) { page, _ in
                page.showBanner("Not submitted. Price: “1,5” is not a number", kind: .problem)
                profile.session.fillExample()
                #expect(page.isBannerShown, "another form's values are no news about this one")

                let price = FakeEntry()
                price.attach(try #require(numbers.session.fields.first { $0.id == "price" } as? BufferedField<Double>))
                price.moveCaret(to: 0)
                price.type("x")
                price.backspace()
                #expect(page.isBannerShown, "edits that leave the value as it was change nothing")
                price.type("2")
                #expect(numbers.session.values["price"] == .number(20))
                #expect(!page.isBannerShown, "the price changed: the problem may be gone")

                page.showBanner("Submitted.", kind: .success)
                numbers.session.reset()
                #expect(!page.isBannerShown)
            }
        }

        /// A refused Submit's banner names a field and what it says; once the person makes that
        /// field say something else, the banner is news about text no longer there, also when
        /// the value the model kept behind it stays as it was.
        @Test func aRefusedSubmitsOutcomeGoesOnceTheFieldItNamesIsFixed() throws {
            let log = EventLog()
            let numbers = DemoForm.make(.numbers, log: log)
            try EndToEndTests.showing({ FormPage(numbers, log: log) }, root: \.root) { page, _ in
                let age = try #require(FormPageMessages.entry(of: "age", in: numbers))
                let price = try #require(FormPageMessages.entry(of: "price", in: numbers))
                gtk_editable_set_text(age.entry.editable, "20")
                var end: Int32 = 2
                gtk_editable_insert_text(age.entry.editable, "0", -1, &end)
                #expect(numbers.session.values["age"] == .integer(20), "200 is no age: the model keeps 20")

                let outcome = numbers.session.submit()
                #expect(outcome == .invalid(index: 2, message: "Enter a value from 0 to 130"))
                page.showBanner(
                    "Not submitted. Age: Enter a value from 0 to 130", kind: .problem,
                    about: numbers.session.fields[2])
                gtk_editable_delete_text(price.entry.editable, 3, 4)
                #expect(gtk_editable_get_text(price.entry.editable).map { String(cString: $0) } == "0.0")
                #expect(page.isBannerShown, "the age still says what the banner says")

                gtk_editable_delete_text(age.entry.editable, 2, 3)
                #expect(numbers.session.values["age"] == .integer(20))
                #expect(age.field.validation == .valid)
                #expect(!page.isBannerShown, "the age is fixed: the banner no longer tells how things stand")
            }
        }

        /// A screen reader announces an alert when it comes into view: the banner is one, shown
        /// only while it tells something, so while it is closed neither its empty text nor its
        /// Dismiss button is read (GTK 4.8 leaves hidden widgets out of the accessible tree).
        @Test func theBannerIsAnAlertShownOnlyWhileItTellsSomething() throws {
            let log = EventLog()
            try EndToEndTests.showing({ FormPage(DemoForm.make(.profile, log: log), log: log) }, root: \.root) {
                page, _ in
                // NB: Without animations the banner slides in and out at once.
                let animations = setGtkSetting("gtk-enable-animations", to: false)
                defer { setGtkSetting("gtk-enable-animations", to: animations) }
                let banner = try #require(descendants(of: page.root, withClass: "banner").first)
                #expect(gtk_test_accessible_has_role(banner.accessible, GTK_ACCESSIBLE_ROLE_ALERT) != 0)
                #expect(gtk_widget_is_visible(banner) == 0, "closed")

                page.showBanner("Submitted.", kind: .success)
                MainLoop.drain()
                #expect(gtk_widget_is_visible(banner) != 0)

                page.hideBanner()
                MainLoop.drain()
                #expect(gtk_widget_is_visible(banner) == 0, "closed again")
            }
        }
    }

    /// The banner as a screen reader reads it, in this process.
    @MainActor
    @Suite struct FormPageBannerFocus {
        /// GTK 4.8 tells a screen reader nothing as the banner shows: it takes the focus, where
        /// Orca reads it, "alert Submitted. Added to …"; it read nothing, and with no name of its
        /// own the alert was "GtkBox". Dismissed from the keyboard, it leaves the focus in the
        /// first field, where GTK 4.8 left it nowhere.
        @Test func theBannerTakesTheFocusNamedByItsTextAndGivesItToTheFirstFieldWhenItCloses() throws {
            let log = EventLog()
            // NB: In a scrolled window, as in the demo's window, where GTK 4.8 gave the focus of a
            // hidden Dismiss button to the scrolled window.
            try EndToEndTests.showing(
                { FormPage(DemoForm.make(.profile, log: log), log: log) },
                root: { page in
                    let scroller = gtk_scrolled_window_new()!
                    gtk_scrolled_window_set_child(scroller.scrolledWindow, page.root)
                    return scroller
                }
            ) { page, window in
                let animations = setGtkSetting("gtk-enable-animations", to: false)
                defer { setGtkSetting("gtk-enable-animations", to: animations) }
                let banner = try #require(descendants(of: page.root, withClass: "banner").first)
                let text = try #require(gtk_widget_get_first_child(banner))
                page.focusFirstField()
                let firstField = try #require(gtk_window_get_focus(window.window))

                page.showBanner("Submitted.", kind: .success)
                MainLoop.drain()
                #expect(gtk_window_get_focus(window.window) == banner)
                #expect(
                    formfields_test_accessible_has_relation_to(
                        banner.accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, text.accessible) != 0)

                page.hideBanner()
                MainLoop.drain()
                #expect(gtk_window_get_focus(window.window) == firstField)

                page.showBanner("Submitted.", kind: .success)
                let dismiss = try #require(gtk_widget_get_last_child(banner))
                #expect(gtk_widget_grab_focus(dismiss) != 0)
                // NB: A button activated as Space does is clicked after a 250 ms press effect.
                gtk_widget_activate(dismiss)
                let deadline = g_get_monotonic_time() + 2_000_000
                while page.isBannerShown && g_get_monotonic_time() < deadline { g_main_context_iteration(nil, 0) }
                MainLoop.drain()
                #expect(gtk_window_get_focus(window.window) == firstField, "Dismiss pressed with Space")
            }
        }
    }

    /// The Submit button's focus ring, as GTK draws it, in this process.
    @MainActor
    @Suite struct FormPageFocus {
        @Test func aKeyboardUserSeesWhenSubmitHasFocusInTheLightAndTheDarkTheme() throws {
            let log = EventLog()
            try EndToEndTests.showing(
                { FormPage(DemoForm.make(.profile, log: log), log: log) }, root: \.root, styled: true
            ) {
                page, window in
                // NB: Without animations the ring is drawn whole at once, not grown over 300 ms.
                let animations = setGtkSetting("gtk-enable-animations", to: false)
                let dark = setGtkSetting("gtk-application-prefer-dark-theme", to: false)
                defer {
                    setGtkSetting("gtk-enable-animations", to: animations)
                    setGtkSetting("gtk-application-prefer-dark-theme", to: dark)
                }
                let submit = try #require(descendants(of: page.root, withClass: "suggested-action").first)
                Self.addFormActions(to: window)
                let frames = FrameCounter(window: window)
                gtk_window_set_focus_visible(window.window, 1)
                for prefersDark in [false, true] {
                    setGtkSetting("gtk-application-prefer-dark-theme", to: prefersDark)
                    page.focusFirstField()
                    #expect(frames.waitForPaint(of: window))
                    var bounds = graphene_rect_t()
                    try #require(gtk_widget_compute_bounds(submit, window, &bounds) != 0)
                    // Beside the button's left edge: where a ring around it goes (1 to 3 pixels
                    // out), and the window behind, in the gap before the next button.
                    let middle = Int(bounds.origin.y + bounds.size.height / 2)
                    let ring = (x: Int(bounds.origin.x) - 2, y: middle)
                    let behind = (x: Int(bounds.origin.x) - 6, y: middle)
                    #expect(RenderedWindow(window).contrast(between: ring, and: behind) < 1.1, "dark: \(prefersDark)")

                    gtk_widget_grab_focus(submit)
                    #expect(frames.waitForPaint(of: window))
                    let contrast = RenderedWindow(window).contrast(between: ring, and: behind)
                    #expect(contrast >= 3, "a ring that stands out from the window; dark: \(prefersDark)")
                }
            }
        }

        /// Gives `window` the actions of the form's buttons, which do nothing here.
        ///
        /// NB: A button whose action is missing is insensitive, and takes no focus.
        private static func addFormActions(to window: UnsafeMutablePointer<GtkWidget>) {
            let group = g_simple_action_group_new()!
            for action in [DemoAction.reset, .fillExample, .submit] {
                let simple = g_simple_action_new(action.rawValue, nil)!
                g_action_map_add_action(
                    group.opaque(checking: g_action_map_get_type()), simple.opaque(checking: g_action_get_type()))
                g_object_unref(simple.rawPointer)
            }
            gtk_widget_insert_action_group(window, DemoAction.Scope.win.rawValue, group.actionGroup)
            g_object_unref(group.rawPointer)
        }
    }

    /// A form's page in a right-to-left layout, in this process.
    @MainActor
    @Suite struct FormPageRightToLeft {
        @Test func thePhoneHintReadsLeftToRightAsTheNumberTypedAboveIt() throws {
            var direction: GtkTextDirection?
            defer { if let direction { gtk_widget_set_default_direction(direction) } }
            let log = EventLog()
            // NB: Set once GTK is initialised, which sets the direction of the locale.
            let makePage = {
                direction = gtk_widget_get_default_direction()
                gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
                return FormPage(DemoForm.make(.payment, log: log), log: log)
            }
            try EndToEndTests.showing(makePage, root: \.root) { page, window in
                #expect(FrameCounter(window: window).waitForPaint(of: window))
                let hints = descendants(of: page.root, withClass: "field-hint")
                let phone = try #require(hints.first { String(cString: gtk_label_get_text($0.label)).contains("###") })
                let text = String(cString: gtk_label_get_text(phone.label))
                let plus = try #require(text.utf8.firstIndex(of: UInt8(ascii: "+")))
                let lastDigit = try #require(text.utf8.lastIndex(of: UInt8(ascii: "#")))
                let layout = gtk_label_get_layout(phone.label)
                var plusAt = PangoRectangle()
                var lastDigitAt = PangoRectangle()
                pango_layout_index_to_pos(layout, Int32(text.utf8.distance(from: text.startIndex, to: plus)), &plusAt)
                pango_layout_index_to_pos(
                    layout, Int32(text.utf8.distance(from: text.startIndex, to: lastDigit)), &lastDigitAt)
                #expect(plusAt.x < lastDigitAt.x, "“+1” on the left, as in the entry: \(text)")
            }
        }
    }

    /// A form's page while a person types, in this process.
    @MainActor
    @Suite struct FormPageMessages {
        @Test func aMessageTakesTheHintsPlaceSoTheRowsBelowStayWhereTheyAre() throws {
            let log = EventLog()
            let numbers = DemoForm.make(.numbers, log: log)
            try EndToEndTests.showing({ FormPage(numbers, log: log) }, root: \.root) { page, window in
                // NB: Without animations the hint and the message are not both shown mid-fade.
                let animations = setGtkSetting("gtk-enable-animations", to: false)
                defer { setGtkSetting("gtk-enable-animations", to: animations) }
                let age = try #require(Self.entry(of: "age", in: numbers))
                let price = try #require(Self.entry(of: "price", in: numbers))
                let frames = FrameCounter(window: window)
                #expect(frames.waitForPaint(of: window))
                let priceTop = try top(of: price.entry, in: page.root)
                #expect(Self.caption(of: age) == ["0 to 130"])
                #expect(Self.description(of: age) == ["0 to 130"], "a screen reader hears what is shown")

                gtk_editable_set_text(age.entry.editable, "200")
                #expect(frames.waitForPaint(of: window))
                #expect(Self.caption(of: age) == ["Enter a value from 0 to 130"])
                #expect(Self.description(of: age) == ["Enter a value from 0 to 130"])
                #expect(try top(of: price.entry, in: page.root) == priceTop, "the next row stays")

                gtk_editable_delete_text(age.entry.editable, 2, 3)
                #expect(frames.waitForPaint(of: window))
                #expect(age.field.currentValue == .integer(20))
                #expect(Self.caption(of: age) == ["0 to 130"])
                #expect(Self.description(of: age) == ["0 to 130"])
                #expect(try top(of: price.entry, in: page.root) == priceTop)
            }
        }

        /// Submit refusing empty fields the form needs marks each of them as bad input is marked,
        /// so a person need not match the banner to a field, and a screen reader on the field
        /// hears why; typing there brings what the field itself says.
        @Test func eachEmptyFieldSubmitRefusesSaysSoUnderItAndIsInErrorUntilThePersonTypesThere() throws {
            let log = EventLog()
            let payment = DemoForm.make(.payment, log: log)
            try EndToEndTests.showing({ FormPage(payment, log: log) }, root: \.root) { page, window in
                // NB: Without animations the hint and the message are not both shown mid-fade.
                let animations = setGtkSetting("gtk-enable-animations", to: false)
                defer { setGtkSetting("gtk-enable-animations", to: animations) }
                let entries = try ["card", "expiry", "phone", "amount"].map {
                    try #require(Self.entry(of: $0, in: payment))
                }
                let submit = try #require(descendants(of: page.root, withClass: "suggested-action").first)
                let frames = FrameCounter(window: window)
                #expect(frames.waitForPaint(of: window))
                let submitTop = try top(of: submit, in: page.root)

                #expect(payment.session.submit() == .invalid(index: 0, message: "This field is required"))
                #expect(frames.waitForPaint(of: window))
                for entry in entries {
                    #expect(Self.caption(of: entry) == ["This field is required"], "\(entry.field.id)")
                    #expect(Self.description(of: entry) == ["This field is required"], "\(entry.field.id)")
                    #expect(gtk_widget_has_css_class(entry.entry, "error") != 0, "\(entry.field.id)")
                    #expect(
                        gtk_test_accessible_has_state(entry.entry.accessible, GTK_ACCESSIBLE_STATE_INVALID) == 0,
                        "never the state Orca takes for a gone object: \(entry.field.id)")
                }
                #expect(try top(of: submit, in: page.root) == submitTop, "the rows keep their room")

                gtk_editable_set_text(entries[0].entry.editable, "4")
                #expect(frames.waitForPaint(of: window))
                #expect(Self.caption(of: entries[0]) == ["Enter 15 more digits"])
                #expect(gtk_widget_has_css_class(entries[0].entry, "error") == 0)
                #expect(Self.caption(of: entries[1]) == ["This field is required"], "the expiry is still empty")
            }
        }

        @Test func anErrorCanBeReadInTheEntryUnderItAndInTheBannerInTheLightAndTheDarkTheme() throws {
            let log = EventLog()
            let numbers = DemoForm.make(.numbers, log: log)
            try EndToEndTests.showing({ FormPage(numbers, log: log) }, root: \.root, styled: true) { page, window in
                // NB: Without animations the message is drawn whole, not faded in over the hint.
                let animations = setGtkSetting("gtk-enable-animations", to: false)
                let dark = setGtkSetting("gtk-application-prefer-dark-theme", to: false)
                defer {
                    setGtkSetting("gtk-enable-animations", to: animations)
                    setGtkSetting("gtk-application-prefer-dark-theme", to: dark)
                }
                let age = try #require(Self.entry(of: "age", in: numbers))
                let message = try #require(age.messageLabel)
                gtk_editable_set_text(age.entry.editable, "200")
                page.showBanner("Not submitted. Age: Enter a value from 0 to 130", kind: .problem)
                let banner = try #require(descendants(of: page.root, withClass: "banner").first)
                let bannerText = try #require(descendants(of: banner) { $0.isInstance(of: gtk_label_get_type()) }.first)
                // NB: The entry's text widget, inside its border: a border light enough would pass.
                let ageText = try #require(gtk_editable_get_delegate(age.entry.editable)).widget
                try #require(gtk_widget_has_css_class(age.entry, "error") != 0)
                let frames = FrameCounter(window: window)
                for prefersDark in [false, true] {
                    setGtkSetting("gtk-application-prefer-dark-theme", to: prefersDark)
                    #expect(frames.waitForPaint(of: window))
                    let shown = RenderedWindow(window)
                    // "200", the message and the banner's text stand at the start of their lines;
                    // the colour behind them shows at the end.
                    for (widget, part) in [(ageText, "entry"), (message, "message"), (bannerText, "banner")] {
                        let line = try bounds(of: widget, in: window)
                        let (left, middle) = (Int(line.origin.x), Int(line.origin.y + line.size.height / 2))
                        let behind = (x: left + Int(line.size.width) - 4, y: middle)
                        let contrast = shown.highestContrast(
                            in: (left..<left + 48, middle - 6..<middle + 6), against: behind)
                        #expect(contrast >= 4.5, "\(part), dark: \(prefersDark)")
                    }
                }
            }
        }

        @Test func theSearchFormStaysWhereItIsWhileTheOutputAndItsCountsGrow() throws {
            let log = EventLog()
            let search = DemoForm.make(.search, log: log)
            // NB: Wider than the form, which stands centred at its natural width.
            try EndToEndTests.showing({ FormPage(search, log: log) }, root: \.root, defaultSize: (1000, 600)) {
                page, window in
                let query = try #require(Self.entry(of: "query", in: search))
                let frames = FrameCounter(window: window)
                #expect(frames.waitForPaint(of: window))
                let queryLeft = try left(of: query.entry, in: window)
                let submit = try #require(descendants(of: page.root, withClass: "suggested-action").first)
                let submitTop = try top(of: submit, in: window)

                gtk_editable_set_text(query.entry.editable, String(repeating: "gated output ", count: 6))
                #expect(frames.waitForPaint(of: window))
                #expect(try left(of: query.entry, in: window) == queryLeft, "a long query’s results")

                for edit in 0..<120 { gtk_editable_set_text(query.entry.editable, edit.isMultiple(of: 2) ? "gtk" : "") }
                #expect(frames.waitForPaint(of: window))
                #expect(try left(of: query.entry, in: window) == queryLeft, "counts of three digits")
                #expect(try top(of: submit, in: window) == submitTop, "and the buttons below stay too")
            }
        }

        @Test func theCompareFormNeedsNoMoreRoomAsItsCountsGrow() throws {
            let log = EventLog()
            let compare = DemoForm.make(.compare, log: log)
            try EndToEndTests.showing({ FormPage(compare, log: log) }, root: \.root) { page, window in
                let frames = FrameCounter(window: window)
                #expect(frames.waitForPaint(of: window))
                let narrowest = minimumWidth(of: page.root)
                let naive = try #require(descendants(of: page.root, withClass: "naive").first)
                let entry = try #require(descendants(of: naive) { $0.isInstance(of: gtk_entry_get_type()) }.first)

                for edit in 0..<60 { gtk_editable_set_text(entry.editable, edit.isMultiple(of: 2) ? "Flowers" : "") }
                #expect(frames.waitForPaint(of: window))
                #expect(compare.session.fields[0].counters.writes > 100)
                #expect(minimumWidth(of: page.root) <= narrowest, "a window as narrow as before still fits")
            }
        }

        @Test func theCompareCountsWrapAfterAMiddleDotSoNoLineStartsWithOne() throws {
            let log = EventLog()
            let compare = DemoForm.make(.compare, log: log)
            try EndToEndTests.showing({ FormPage(compare, log: log) }, root: \.root, styled: true) { page, window in
                let naive = try #require(descendants(of: page.root, withClass: "naive").first)
                let entry = try #require(descendants(of: naive) { $0.isInstance(of: gtk_entry_get_type()) }.first)
                for edit in 0..<30 { gtk_editable_set_text(entry.editable, edit.isMultiple(of: 2) ? "Flowers" : "") }
                #expect(FrameCounter(window: window).waitForPaint(of: window))
                let counts = descendants(of: page.root) {
                    $0.isInstance(of: gtk_label_get_type()) && Self.text(of: $0).hasPrefix("edits")
                }
                #expect(counts.count == 2, "the naive column's counts and the buffered one's")
                for label in counts {
                    let lines = Self.lines(of: label)
                    #expect(lines.count > 1, "four counts wrap in a column this narrow")
                    #expect(!lines.contains { $0.hasPrefix("·") }, "\(lines)")
                    #expect(lines.allSatisfy { $0.last?.isNumber == true || $0.hasSuffix("·") }, "\(lines)")
                }
            }
        }

        @Test func theCompareColumnsStandSideBySideWhereThereIsRoomAndOneAboveTheOtherWhereNot() throws {
            let log = EventLog()
            let compare = DemoForm.make(.compare, log: log)
            try EndToEndTests.showing(
                { FormPage(compare, log: log) }, root: \.root, defaultSize: (1000, 700), styled: true
            ) {
                page, window in
                let frames = FrameCounter(window: window)
                #expect(frames.waitForPaint(of: window))
                let naive = try #require(descendants(of: page.root, withClass: "naive").first)
                let buffered = try #require(descendants(of: page.root, withClass: "buffered").first)
                #expect(try top(of: buffered, in: window) == top(of: naive, in: window))
                #expect(try left(of: buffered, in: window) > left(of: naive, in: window))
                let entries = [naive, buffered].compactMap {
                    descendants(of: $0) { $0.isInstance(of: gtk_entry_get_type()) }.first
                }
                let lists = [naive, buffered].compactMap { descendants(of: $0, withClass: "write-list").first }
                #expect(entries.count == 2 && lists.count == 2)
                #expect(
                    try Set(entries.map { try top(of: $0, in: window) }).count == 1,
                    "the entries line up, whatever the lines of the captions above them")
                #expect(try Set(lists.map { try top(of: $0, in: window) }).count == 1, "and so do the lists")
                log.record(
                    FieldEvent(
                        kind: .write, source: .user, form: "compare", field: "naive", text: "Flowe", caret: 5,
                        value: .string("Flowe")))
                #expect(frames.waitForPaint(of: window))
                let flowe = try #require(
                    descendants(of: naive, withClass: "cell-value").first {
                        Self.text(of: $0) == "\u{2068}\"Flowe\"\u{2069}"
                    })
                #expect(pango_layout_is_ellipsized(gtk_label_get_layout(flowe.label)) == 0, "the write to see")

                // NB: A window of width 1 takes the page's narrowest width.
                #expect(EndToEndTests.resize(window, width: 1, height: 700, frames: frames))
                #expect(try left(of: buffered, in: window) == left(of: naive, in: window))
                #expect(
                    try top(of: buffered, in: window) > top(of: naive, in: window) + Float(gtk_widget_get_height(naive))
                )
                #expect(pango_layout_is_ellipsized(gtk_label_get_layout(flowe.label)) == 0, "in one column too")
            }
        }

        @Test func theCompareListsFramesStandOutInTheHighContrastTheme() throws {
            let log = EventLog()
            let compare = DemoForm.make(.compare, log: log)
            try EndToEndTests.showing(
                { FormPage(compare, log: log) }, root: \.root, defaultSize: (1000, 700), styled: true
            ) {
                page, window in
                let theme = setGtkSetting("gtk-theme-name", to: "HighContrast")
                defer { setGtkSetting("gtk-theme-name", to: theme) }
                #expect(FrameCounter(window: window).waitForPaint(of: window))
                let shown = RenderedWindow(window)
                let list = try #require(descendants(of: page.root, withClass: "write-list").first)
                let frame = try bounds(of: list, in: window)
                // The frame's left edge, halfway down, against the window's background beside it.
                let (left, middle) = (Int(frame.origin.x), Int(frame.origin.y + frame.size.height / 2))
                let contrast = shown.highestContrast(
                    in: (left..<left + 2, middle..<middle + 1), against: (left - 4, middle))
                // WCAG asks 3:1 of what shows where a control is; the theme's own borders give that.
                #expect(contrast >= 3)
            }
        }

        @Test func theSuggestedTitlesAreAGroupNamedByTheTitlesLabel() throws {
            let log = EventLog()
            let draft = DemoForm.make(.draft, log: log)
            try EndToEndTests.showing({ FormPage(draft, log: log) }, root: \.root) { page, _ in
                let suggestions = try #require(descendants(of: page.root, withClass: "suggestions").first)
                let label = try #require(
                    descendants(of: page.root, withClass: "field-label").first {
                        String(cString: gtk_label_get_text($0.label)) == "Title"
                    })
                #expect(
                    formfields_test_accessible_has_relation_to(
                        suggestions.accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label.accessible) != 0)
            }
        }

        /// A screen reader reads the hint with the suggested titles, as it does with the entry.
        @Test func theSuggestedTitlesAreDescribedByTheTitlesHint() throws {
            let log = EventLog()
            let draft = DemoForm.make(.draft, log: log)
            try EndToEndTests.showing({ FormPage(draft, log: log) }, root: \.root) { page, _ in
                let suggestions = try #require(descendants(of: page.root, withClass: "suggestions").first)
                let row = try #require(gtk_widget_get_parent(suggestions))
                let hint = try #require(descendants(of: row, withClass: "field-hint").first)
                #expect(Self.text(of: hint).hasPrefix("Pick or type one"))
                #expect(
                    formfields_test_accessible_has_relation_to(
                        suggestions.accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, hint.accessible) != 0)
                // NB: GTK 4.8 reads a description of the group's own property only.
                #expect(formfields_test_accessible_has_description(suggestions.accessible, Self.text(of: hint)) != 0)
            }
        }

        @Test func theSuggestedTitlesGoWithFillExampleAndComeBackWithReset() throws {
            let log = EventLog()
            let draft = DemoForm.make(.draft, log: log)
            try EndToEndTests.showing({ FormPage(draft, log: log) }, root: \.root) { page, _ in
                let suggestions = try #require(descendants(of: page.root, withClass: "suggestions").first)
                let title = try #require(Self.entry(of: "title", in: draft))
                #expect(gtk_widget_is_visible(suggestions) != 0)
                #expect(gtk_widget_is_visible(title.entry) == 0)

                draft.session.fillExample()
                MainLoop.drain()
                #expect(title.text == "Quarterly plan")
                #expect(gtk_widget_is_visible(title.entry) != 0)
                #expect(gtk_widget_is_visible(suggestions) == 0)

                draft.session.reset()
                MainLoop.drain()
                #expect(gtk_widget_is_visible(suggestions) != 0)
                #expect(gtk_widget_is_visible(title.entry) == 0)
            }
        }

        @Test func theSuggestedTitlesWrapTheirWordsSoTheDraftIsNoWiderThanWithATitle() throws {
            let log = EventLog()
            let draft = DemoForm.make(.draft, log: log)
            // NB: A window of width 1 takes the page's narrowest width.
            try EndToEndTests.showing({ FormPage(draft, log: log) }, root: \.root, defaultSize: (1, 600), styled: true)
            {
                page, window in
                let frames = FrameCounter(window: window)
                #expect(frames.waitForPaint(of: window))
                let suggestions = try #require(descendants(of: page.root, withClass: "suggestions").first)
                let titles = descendants(of: suggestions) { $0.isInstance(of: gtk_label_get_type()) }
                #expect(titles.map(Self.text(of:)) == ["Quarterly plan", "Team offsite", "Release notes"])
                #expect(titles.map(Self.lineCount(of:)) == [2, 2, 2], "one word a line, side by side")
                let narrowest = minimumWidth(of: page.root)

                draft.session.fillExample()
                #expect(frames.waitForPaint(of: window))
                #expect(gtk_widget_is_visible(suggestions) == 0)
                #expect(minimumWidth(of: page.root) == narrowest, "the entry in their place needs as much room")

                draft.session.reset()
                MainLoop.drain()
                #expect(gtk_widget_is_visible(suggestions) != 0)
                #expect(EndToEndTests.resize(window, width: 1000, height: 600, frames: frames))
                #expect(titles.map(Self.lineCount(of:)) == [1, 1, 1], "where there is room, as before")
            }
        }

        @Test func theDraftsTitleIsDescribedByItsHintToo() throws {
            let log = EventLog()
            let draft = DemoForm.make(.draft, log: log)
            try EndToEndTests.showing({ FormPage(draft, log: log) }, root: \.root) { _, _ in
                let title = try #require(Self.entry(of: "title", in: draft))
                #expect(Self.description(of: title) == Self.caption(of: title))
                #expect(Self.description(of: title).first?.isEmpty == false)
            }
        }

        /// The entry bound to the field `id` of `form`.
        static func entry(of id: String, in form: DemoForm) -> FieldEntry? {
            let field = form.session.fields.first { $0.id == id }
            return (field as? any FormField)?.surface as? FieldEntry
        }

        /// The lines shown under `entry`'s entry: its hint, its message, or both.
        private static func caption(of entry: FieldEntry) -> [String] {
            captionLines(of: entry).filter { gtk_widget_get_mapped($0) != 0 }.map(text(of:))
        }

        /// The texts of the caption lines under `entry`'s entry that describe it to assistive
        /// technologies.
        private static func description(of entry: FieldEntry) -> [String] {
            captionLines(of: entry).filter { line in
                formfields_test_accessible_has_relation_to(
                    entry.entry.accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, line.accessible) != 0
            }.map(text(of:))
        }

        /// The labels under `entry`'s entry, shown or not: its hint and its message line.
        private static func captionLines(of entry: FieldEntry) -> [UnsafeMutablePointer<GtkWidget>] {
            guard let message = entry.messageLabel, let line = gtk_widget_get_parent(message) else { return [] }
            return descendants(of: line) { $0.isInstance(of: gtk_label_get_type()) }
        }

        /// The lines `label` shows its text on, without the spaces around them.
        private static func lines(of label: UnsafeMutablePointer<GtkWidget>) -> [String] {
            let layout = gtk_label_get_layout(label.label)
            let bytes = Array(text(of: label).utf8)
            return (0..<pango_layout_get_line_count(layout)).compactMap { index in
                guard let line = pango_layout_get_line_readonly(layout, index)?.pointee else { return nil }
                let start = Int(line.start_index)
                return String(decoding: bytes[start..<start + Int(line.length)], as: UTF8.self)
                    .trimmingCharacters(in: .whitespaces)
            }
        }

        /// How many lines `label` shows its text on.
        private static func lineCount(of label: UnsafeMutablePointer<GtkWidget>) -> Int32 {
            pango_layout_get_line_count(gtk_label_get_layout(label.label))
        }

        private static func text(of label: UnsafeMutablePointer<GtkWidget>) -> String {
            String(cString: gtk_label_get_text(label.label))
        }
    }

    /// The underlined letters of a form's labels and buttons, in this process.
    @MainActor
    @Suite struct FormPageMnemonics {
        /// Alt and a letter underlined twice in a form goes to one of the two first, and a second
        /// press to the other: Alt+E for the expiry went to Fill Example.
        @Test(arguments: DemoFormID.allCases)
        func eachUnderlinedLetterOfAFormReachesOneControl(_ id: DemoFormID) throws {
            let log = EventLog()
            try EndToEndTests.showing({ FormPage(DemoForm.make(id, log: log), log: log) }, root: \.root) { page, _ in
                var labels: [UInt32: [String]] = [:]
                for label in descendants(of: page.root, where: { $0.isInstance(of: gtk_label_get_type()) }) {
                    let key = gtk_label_get_mnemonic_keyval(label.label)
                    guard key != UInt32(GDK_KEY_VoidSymbol) else { continue }
                    let text = String(cString: gtk_label_get_text(label.label))
                    labels[gdk_keyval_to_lower(key), default: []].append(text)
                }
                #expect(labels.count >= 4, "the form's fields and its three buttons")
                #expect(labels.values.filter { $0.count > 1 } == [], "\(id)")
            }
        }
    }

    /// A clearable field's clear button, in this process.
    @MainActor
    @Suite struct FormPageClearButton {
        @Test func theDueDatesClearButtonIsOffWhileThereIsNothingToClear() throws {
            let log = EventLog()
            let draft = DemoForm.make(.draft, log: log)
            try EndToEndTests.showing({ FormPage(draft, log: log) }, root: \.root) { _, _ in
                let due = try #require(FormPageMessages.entry(of: "dueDate", in: draft))
                let clear = try #require(gtk_widget_get_next_sibling(due.entry))
                try #require(gtk_widget_has_css_class(clear, "clear-button") != 0)
                let isOn = { gtk_widget_get_sensitive(clear) != 0 }
                #expect(!isOn(), "no date, no text: nothing to clear")

                var caret: Int32 = 0
                gtk_editable_insert_text(due.entry.editable, "2", -1, &caret)
                #expect(due.field.currentValue == .null)
                #expect(isOn(), "half-typed text is there to clear")

                draft.session.fillExample()
                let example = FieldValue.string("2025-03-14T00:00:00Z")
                #expect(due.field.currentValue == example)
                #expect(isOn())

                // As Space on the focused button: "clicked" comes after GTK's 250 ms press effect.
                gtk_widget_activate(clear)
                let pressed = ContinuousClock.now
                while due.field.currentValue != .null, ContinuousClock.now - pressed < .seconds(5) {
                    g_main_context_iteration(nil, 1)
                }
                #expect(due.field.currentValue == .null)
                #expect(String(cString: gtk_editable_get_text(due.entry.editable)) == "")
                #expect(!isOn(), "cleared")

                due.undo()
                #expect(due.field.currentValue == example)
                #expect(isOn(), "the date is back")
            }
        }
    }
}
