import CGtk
import FormFields
import FormFieldsGtk
import Foundation
import Testing

@testable import FormDemo

extension EndToEndTests {
    /// What a screen reader calls the demo's controls, built from every `.ui` file in this process.
    @MainActor
    @Suite struct AccessibleNames {
        /// A button with an icon and no text, and a drop-down (which shows its choice, not its
        /// purpose), have no name of their own; a tooltip is only their description.
        @Test func everyButtonThatShowsOnlyAnIconAndEveryDropDownHasAName() throws {
            try #require(gtk_init_check() != 0)
            DemoResources.register()
            let files = try FileManager.default.contentsOfDirectory(atPath: ResourceTests.resources.path)
                .filter { $0.hasSuffix(".ui") }.sorted()
            var unnamed: [String] = []
            for file in files {
                Self.withObjects(of: file) { object in
                    guard Self.showsNoName(object),
                        gtk_test_accessible_has_property(object.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL) == 0
                    else { return }
                    let tooltip = gtk_widget_get_tooltip_text(object.widget).map { String(cString: $0) }
                    unnamed.append("\(file): \(tooltip ?? "no tooltip")")
                }
            }
            #expect(unnamed == [])
        }

        /// GTK 4.8 names a button with an underlined letter by its label property ("_Reset") and
        /// by the label it shows ("Reset"): "_Reset Reset", underscore and all.
        @Test func theFormsButtonsAreNamedByTheirShownLabelAlone() throws {
            let log = EventLog()
            let form = DemoForm.make(.profile, log: log)
            try EndToEndTests.showing({ FormPage(form, log: log) }, root: \.root) { page, _ in
                let submit = try #require(descendants(of: page.root, withClass: "suggested-action").first)
                let buttons = try #require(gtk_widget_get_parent(submit))
                var names: [String] = []
                var child = gtk_widget_get_first_child(buttons)
                while let button = child {
                    let label = try #require(gtk_button_get_child(button.button))
                    #expect(gtk_test_accessible_has_property(button.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL) == 0)
                    #expect(
                        formfields_test_accessible_has_relation_to(
                            button.accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label.accessible) != 0)
                    names.append(String(cString: gtk_label_get_text(label.label)))
                    child = gtk_widget_get_next_sibling(button)
                }
                #expect(names == ["Reset", "Fill Example", "Submit"])
            }
        }

        /// GTK 4.8 has a button that shows an icon labelled by its icon, an image it names by its
        /// type: Orca 43 read "GtkImage Clear the List push button", "GtkImage Side Panel …".
        @Test func aButtonThatShowsAnIconIsNamedByItsOwnNameAlone() throws {
            try EndToEndTests.DemoWindowChooser.showingWindow(first: .draft) { demo in
                let buttons = descendants(of: demo.window) {
                    $0.isInstance(of: gtk_button_get_type()) && gtk_button_get_icon_name($0.button) != nil
                }
                #expect(buttons.count == 5, "the draft's two clear buttons, Dismiss, Clear the List, Side Panel")
                let labelledByTheirIcon = buttons.filter {
                    gtk_test_accessible_has_relation($0.accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY) != 0
                }
                #expect(labelledByTheirIcon.map { gtk_widget_get_tooltip_text($0).map { String(cString: $0) } } == [])
            }
        }

        /// The draft has two clear buttons: each says which field it empties.
        @Test func aClearButtonIsNamedByTheFieldItClears() throws {
            let log = EventLog()
            let form = DemoForm.make(.draft, log: log)
            try EndToEndTests.showing({ FormPage(form, log: log) }, root: \.root) { page, _ in
                let buttons = descendants(of: page.root, withClass: "clear-button")
                #expect(buttons.count == 2)
                for (button, name) in zip(buttons, ["Clear Title", "Clear Due date"]) {
                    #expect(formfields_test_accessible_has_label(button.accessible, name) != 0, "\(name)")
                }
            }
        }

        /// Each entry of the compare form is described by the caption above it, which says how
        /// it is wired, as a field of the other forms is by its hint.
        @Test func theCompareFormsEntriesAreDescribedByTheirCaptions() throws {
            let log = EventLog()
            let form = DemoForm.make(.compare, log: log)
            try EndToEndTests.showing({ FormPage(form, log: log) }, root: \.root) { page, _ in
                for column in ["naive", "buffered"] {
                    let box = try #require(descendants(of: page.root, withClass: column).first)
                    let entry = try #require(descendants(of: box) { $0.isInstance(of: gtk_entry_get_type()) }.first)
                    let caption = try #require(descendants(of: box, withClass: "dim-label").first)
                    #expect(
                        formfields_test_accessible_has_relation_to(
                            entry.accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, caption.accessible) != 0,
                        "\(column)")
                    // NB: GTK 4.8 reads a description of the entry's own property only.
                    let said = String(cString: gtk_label_get_text(caption.label))
                    #expect(formfields_test_accessible_has_description(entry.accessible, said) != 0, "\(column)")
                }
            }
        }

        /// Each column's list of model writes says whose writes it lists, as the side panel's
        /// "Model Writes" does: the two lists look alike to a screen reader otherwise.
        @Test func theCompareFormsListsSayWhichFieldsWritesTheyList() throws {
            let log = EventLog()
            let form = DemoForm.make(.compare, log: log)
            try EndToEndTests.showing({ FormPage(form, log: log) }, root: \.root) { page, _ in
                for (column, name) in [("naive", "Model Writes: Naive"), ("buffered", "Model Writes: Buffered")] {
                    let box = try #require(descendants(of: page.root, withClass: column).first)
                    let list = try #require(
                        descendants(of: box) { $0.isInstance(of: gtk_list_view_get_type()) }.first)
                    #expect(formfields_test_accessible_has_label(list.accessible, name) != 0, "\(column)")
                }
            }
        }

        /// Read as the form shows it, its label first: "Output: —", not "— Output".
        @Test func theSearchOutputThatTabReachesIsNamedOutputThenWhatItShows() throws {
            let log = EventLog()
            let form = DemoForm.make(.search, log: log)
            try EndToEndTests.showing({ FormPage(form, log: log) }, root: \.root) { page, _ in
                let output = try #require(descendants(of: page.root, withClass: "output-value").first)
                #expect(gtk_label_get_selectable(output.label) != 0, "Tab reaches it")
                #expect(formfields_test_accessible_has_label(output.accessible, "Output: —") != 0)

                form.session.fillExample()
                MainLoop.drain()
                let shown = String(cString: gtk_label_get_text(output.label))
                #expect(shown.hasPrefix("Results for"))
                #expect(formfields_test_accessible_has_label(output.accessible, "Output: \(shown)") != 0)
            }
        }

        /// Whether `object` is a control whose own content names nothing.
        private static func showsNoName(_ object: UnsafeMutablePointer<GObject>) -> Bool {
            if object.isInstance(of: gtk_drop_down_get_type()) { return true }
            if object.isInstance(of: gtk_menu_button_get_type()) {
                return gtk_menu_button_get_label(object.opaque(checking: gtk_menu_button_get_type())) == nil
            }
            if object.isInstance(of: gtk_button_get_type()) { return gtk_button_get_label(object.button) == nil }
            return false
        }

        /// Runs `body` on each object `file` builds, then destroys its windows and the rest.
        private static func withObjects(of file: String, _ body: (UnsafeMutablePointer<GObject>) -> Void) {
            let builder = gtk_builder_new_from_string(DemoResources.text(file), -1)!
            let list = gtk_builder_get_objects(builder)
            var objects: [UnsafeMutablePointer<GObject>] = []
            var node = list
            while let current = node {
                objects.append(current.pointee.data.assumingMemoryBound(to: GObject.self))
                node = current.pointee.next
            }
            g_slist_free(list)
            objects.forEach(body)
            for window in objects where window.isInstance(of: gtk_window_get_type()) {
                gtk_window_destroy(window.window)
            }
            g_object_unref(builder.rawPointer)
            MainLoop.drain()
        }
    }
}
