import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Foundation
import Observation
import Testing

@Observable
@MainActor
final class Flat {
    var rooms: Int? = 3
    var title: String? = "Plan"
    var due: Date? = nil
}

/// A binding to a model property that remembers what the field wrote, so a test can tell the
/// field's writes from changes made elsewhere.
@MainActor
final class Recorded<Value> {
    private(set) var writes: [Value] = []
    let binding: Binding<Value>
    private var base: Binding<Value>

    init(_ base: Binding<Value>) {
        self.base = base
        weak var recorded: Recorded?
        binding = Binding(
            get: { base.wrappedValue },
            set: {
                base.wrappedValue = $0; recorded?.writes.append($0)
            })
        recorded = self
    }
}

@MainActor
@Suite(.gtkDisplay, .serialized)
struct FieldEntryLifetimeTests {
    @Test func aModelChangeMadeElsewhereIsShownBeforeTheNextFrameWithZeroWrites() {
        withWindow { window in
            let flat = Flat()
            let rooms = Recorded(Binding(flat, \.rooms))
            let entry = FieldEntry(form: "flat", id: "rooms", binding: rooms.binding)
            window.add(entry.widget)
            #expect(entry.text == "3")

            flat.rooms = 7  // a reset, elsewhere
            var shownWhenGTKWouldDraw: String?
            // NB: GDK lays out and paints at G_PRIORITY_HIGH_IDLE + 20 (GDK_PRIORITY_REDRAW).
            MainLoop.schedule(priority: G_PRIORITY_HIGH_IDLE + 20) { shownWhenGTKWouldDraw = entry.text }
            #expect(entry.text == "3")
            MainLoop.drain()
            #expect(shownWhenGTKWouldDraw == "7")
            #expect(rooms.writes == [])
            #expect(entry.field.counters.writes == 0)

            flat.rooms = nil
            MainLoop.drain()
            #expect(entry.text == "")
            #expect(rooms.writes == [])

            // The field's own writes come back as no change, and following goes on after them.
            var position: Int32 = 0
            gtk_editable_insert_text(entry.entry.editable, "1", -1, &position)
            gtk_editable_insert_text(entry.entry.editable, "2", -1, &position)
            MainLoop.drain()
            #expect(rooms.writes == [1, 12])
            #expect(entry.text == "12")
            flat.rooms = 5
            MainLoop.drain()
            #expect(entry.text == "5")
            #expect(rooms.writes == [1, 12])
        }
    }

    @Test func everyHandlerAndTheEntryItselfGoWhenTheWindowIsDestroyed() {
        let baseline = GLibBoxes.live
        weak var weakEntry: FieldEntry?
        weak var weakField: BufferedField<Int?>?
        withWindow { window in
            let rooms = EntryHarness(Int?.some(42), converter: .optional(.integer), in: window)
            rooms.field.observeModel(scheduler: MainLoop.schedule)
            rooms.place("[42]")
            rooms.type("7")
            #expect(GLibBoxes.live > baseline)
            weakEntry = rooms.bound
            weakField = rooms.field
        }
        #expect(GLibBoxes.live == baseline)
        #expect(weakEntry == nil)
        #expect(weakField == nil)
    }

    @Test func aClearThatHoldsWhatHoldsTheEntryIsLetGoWhenTheWindowIsDestroyed() {
        weak var weakDue: EntryHarness<Date?>?
        withWindow { window in
            let due = EntryHarness<Date?>(nil, transform: .maximumLength(10), converter: .optional(.day), in: window)
            // The clear reaches the field through what holds the entry, as an app's row would
            // through `self`.
            due.bound.clears { due.field.setModel(.null, source: .user) }
            due.type("2025")
            due.activate(.clear)
            #expect(due.shown == "|")
            weakDue = due
        }
        #expect(weakDue == nil, "the window's destruction ended the binding, and the clear with it")
    }

    @Test func aClearGivenAfterTheBindingEndedIsNotKept() {
        weak var weakDue: EntryHarness<Date?>?
        withWindow { window in
            let due = EntryHarness<Date?>(nil, transform: .maximumLength(10), converter: .optional(.day), in: window)
            weakDue = due
            due.type("2025-03-14")
            let writes = due.model.writes
            #expect(writes.count == 1)
            due.bound.unbind()
            due.bound.clears { due.field.setModel(.null, source: .user) }
            due.bound.clear()  // a clear button's click
            #expect(due.model.writes == writes, "an entry no longer bound does not clear")
        }
        #expect(weakDue == nil)
    }

    @Test func clearingWhileTheEntryHasFocusLeavesNilEvenWhenTheEntryIsDestroyed() {
        let flat = Flat()
        let title = Recorded(Binding(flat, \.title))
        withWindow { window in
            let optional = OptionalEntry(
                form: "flat", id: "title", binding: title.binding, converter: .string, choices: ["Plan", "Notes"])
            window.add(optional.widget)
            let entry = optional.fieldEntry
            gtk_widget_grab_focus(entry.entry)
            gtk_editable_set_position(entry.entry.editable, -1)
            var position = gtk_editable_get_position(entry.entry.editable)
            gtk_editable_insert_text(entry.entry.editable, " B", -1, &position)
            MainLoop.drain()
            #expect(title.writes == ["Plan B"])

            emit("clicked", on: optional.clearButton)  // a click that keeps focus in the entry
            #expect(flat.title == nil)
            #expect(entry.text == "")
            #expect(gtk_widget_get_visible(optional.choicesBox) != 0)
            // The window goes away at once, with the entry focused: no "" on the way out.
        }
        #expect(flat.title == nil)
        #expect(title.writes == ["Plan B", nil])
    }

    @Test func choosingAValueAgainShowsTheEntryWithFocusAndTheCaretAtTheEnd() {
        let flat = Flat()
        let title = Recorded(Binding(flat, \.title))
        withWindow { window in
            let optional = OptionalEntry(
                form: "flat", id: "title", binding: title.binding, converter: .string, choices: ["Plan", "Notes"])
            window.add(optional.widget)
            let text = gtk_editable_get_delegate(optional.fieldEntry.entry.editable)!
            gtk_widget_grab_focus(optional.fieldEntry.entry)
            emit("clicked", on: optional.clearButton)
            MainLoop.drain()
            #expect(gtk_widget_has_focus(text.widget) == 0)
            #expect(gtk_widget_has_focus(gtk_widget_get_first_child(optional.choicesBox)) != 0)
            #expect(flat.title == nil)

            // Where focusing an entry selects its text, as GTK does by default, the choice is not
            // selected: the next key goes on from it.
            let notes = gtk_widget_get_next_sibling(gtk_widget_get_first_child(optional.choicesBox))!
            Gtk.selectingOnFocus {
                emit("clicked", on: notes)
                Gtk.settle()
            }
            #expect(flat.title == "Notes")
            #expect(shownText(of: text) == "Notes|")
            #expect(gtk_widget_get_visible(optional.choicesBox) == 0)
            #expect(gtk_widget_has_focus(text.widget) != 0)

            flat.title = nil  // elsewhere: the entry goes, the choices come back, nothing is written
            MainLoop.drain()
            #expect(gtk_widget_get_visible(optional.choicesBox) != 0)
            #expect(title.writes == [nil, "Notes"])
        }
    }

    @Test func aGuardedTextFieldClearedElsewhereWhileFocusedStaysNilAsItsEntryIsDestroyed() {
        let flat = Flat()
        let source = Recorded(Binding(flat, \.title))
        withWindow { window in
            let field = BufferedField(
                form: "flat", id: "title", binding: Binding(guarding: source.binding), converter: .string)
            field.observeModel(scheduler: MainLoop.schedule)
            let entry = FieldEntry(field: field)
            window.add(entry.widget)
            gtk_widget_grab_focus(entry.entry)
            MainLoop.drain()

            flat.title = nil  // the clear button of seed 004, elsewhere
            MainLoop.drain()
            #expect(entry.text == "")
            gtk_box_remove(window.box.box, entry.widget)  // the row goes while its entry has focus
            MainLoop.drain()
        }
        #expect(flat.title == nil)
        #expect(source.writes == [])
    }
}

@MainActor
@Suite(.gtkDisplay, .serialized)
struct FieldEntryBindingTests {
    /// A flat's rooms field over a recorded binding, and a GtkEntry in `window` to bind it to.
    func roomsField(
        in window: TestWindow
    ) -> (flat: Flat, rooms: Recorded<Int?>, field: BufferedField<Int?>, entry: UnsafeMutablePointer<GtkWidget>) {
        let flat = Flat()
        let rooms = Recorded(Binding(flat, \.rooms))
        let field = BufferedField(form: "flat", id: "rooms", binding: rooms.binding, converter: .optional(.integer))
        let entry = gtk_entry_new()!
        window.add(entry)
        return (flat, rooms, field, entry)
    }

    @Test func anEntryFromAUIFileFollowsItsModelUnlessToldNotTo() {
        withWindow { window in
            let (flat, rooms, field, entry) = roomsField(in: window)
            field.bind(entry)
            flat.rooms = 5  // elsewhere
            MainLoop.drain()
            #expect(String(cString: gtk_editable_get_text(entry.editable)) == "5")
            #expect(rooms.writes == [], "shown, not written back")

            let (other, _, setOnly, otherEntry) = roomsField(in: window)
            setOnly.bind(otherEntry, followingModel: false)
            other.rooms = 5
            MainLoop.drain()
            #expect(String(cString: gtk_editable_get_text(otherEntry.editable)) == "3")
            setOnly.setModel(5, source: .external)
            #expect(String(cString: gtk_editable_get_text(otherEntry.editable)) == "5")
        }
    }

    @Test func anExistingEntryBindsAndUnbinds() {
        withWindow { window in
            let (_, rooms, field, entry) = roomsField(in: window)
            let bound = field.bind(entry)
            #expect(bound.messageLabel == nil)
            #expect(String(cString: gtk_editable_get_text(entry.editable)) == "3")

            var position: Int32 = 1
            gtk_editable_insert_text(entry.editable, "x", -1, &position)
            #expect(bound.text == "3x")  // no message line: the entry itself shows the error
            #expect(gtk_widget_has_css_class(entry, "error") != 0)
            #expect(rooms.writes == [])

            let controllers = controllerCount(of: entry)
            bound.unbind()
            gtk_editable_set_text(entry.editable, "")
            #expect(field.text == "3x")
            #expect(rooms.writes == [])
            #expect(controllerCount(of: entry) == controllers - 3)  // focus, shortcuts and clicks
            #expect(gtk_editable_get_enable_undo(entry.editable) != 0)
        }
    }
}

/// Binding again replaces the binding before it: one entry per field, one field per entry.
@MainActor
@Suite(.gtkDisplay, .serialized)
struct FieldEntryRebindingTests {
    /// Types `characters` at the end of `entry`, through its input method.
    func type(_ characters: String, into entry: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_grab_focus(entry)
        gtk_editable_set_position(entry.editable, -1)
        let text = gtk_editable_get_delegate(entry.editable)!
        for character in characters { emit("commit", on: inputMethod(of: text), String(character)) }
    }

    func shown(_ entry: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_editable_get_text(entry.editable))
    }

    @Test func aFieldBoundToASecondEntryLetsTheFirstGo() {
        withWindow { window in
            let nickname = WriteRecorder("")
            let field = BufferedField(
                form: "profile", id: "nickname", binding: nickname.binding, transform: .maximumLength(4),
                converter: .string)
            let first = FieldEntry(field: field)
            let second = gtk_entry_new()!
            window.add(first.widget)
            window.add(second)
            type("Q", into: first.entry)
            #expect(nickname.writes == ["Q"])

            let rebound = field.bind(second)
            #expect(shown(second) == "Q")
            type("Ab", into: second)
            #expect(shown(second) == "QAb")
            #expect(nickname.writes == ["Q", "QA", "QAb"])

            // The first entry is a plain entry again: its text is its own.
            type("xyz", into: first.entry)
            #expect(shown(first.entry) == "Qxyz")
            #expect(nickname.writes == ["Q", "QA", "QAb"])
            #expect(shown(second) == "QAb")
            #expect(field.surface === rebound)
            #expect(gtk_editable_get_enable_undo(first.entry.editable) != 0)
        }
    }

    @Test func aSecondFieldBoundToAnEntryReplacesTheFirstField() {
        withWindow { window in
            let nickname = WriteRecorder("Zd")
            let username = WriteRecorder("ann")
            let nicknameField = BufferedField(
                form: "profile", id: "nickname", binding: nickname.binding, transform: .maximumLength(4),
                converter: .string)
            let usernameField = BufferedField(
                form: "profile", id: "username", binding: username.binding, transform: .uppercase,
                converter: .string)
            let entry = gtk_entry_new()!
            window.add(entry)
            let first = nicknameField.bind(entry)
            let second = usernameField.bind(entry)
            MainLoop.drain()
            #expect(shown(entry) == "ANN")
            #expect(nickname.writes == [], "binding writes nothing")
            #expect(username.writes == [])

            type("bn", into: entry)
            #expect(shown(entry) == "ANNBN")
            #expect(username.writes == ["ANNB", "ANNBN"])
            #expect(nickname.writes == [], "the first field no longer hears the entry")
            #expect(nicknameField.surface == nil)
            #expect(usernameField.surface === second)
            #expect(first.counters.announced == 0, "the first binding heard none of it")
        }
    }
}

/// Only the clear button makes an optional value absent.
@MainActor
@Suite(.gtkDisplay, .serialized)
struct OptionalEntryEditingTests {
    @Test func emptyingTheEntryWritesEmptyTextAndKeepsTheEntryShown() {
        let flat = Flat()
        let title = Recorded(Binding(flat, \.title))
        withWindow { window in
            let optional = OptionalEntry(
                form: "flat", id: "title", binding: title.binding, converter: .string, choices: ["Plan"])
            window.add(optional.widget)
            let editable = optional.fieldEntry.entry.editable
            gtk_widget_grab_focus(optional.fieldEntry.entry)
            gtk_editable_delete_text(editable, 0, -1)
            MainLoop.drain()
            #expect(flat.title == "")
            #expect(title.writes == [""])
            #expect(gtk_widget_get_visible(optional.choicesBox) == 0, "the entry stays while the person types")
            var position: Int32 = 0
            gtk_editable_insert_text(editable, "Q", -1, &position)
            MainLoop.drain()
            #expect(title.writes == ["", "Q"])
        }
    }

    @Test func aScreenReaderNamesTheClearButtonThoughItShowsOnlyAnIcon() {
        let flat = Flat()
        withWindow { window in
            let optional = OptionalEntry(
                form: "flat", id: "title", binding: Binding(flat, \.title), converter: .string, choices: ["Plan"])
            window.add(optional.widget)
            #expect(formfields_test_accessible_has_label(optional.clearButton.accessible, "Clear") != 0)
        }
    }

    @Test func eachClearButtonIsNamedByTheLabelOfItsEntry() {
        let (flat, other) = (Flat(), Flat())
        withWindow { window in
            let title = OptionalEntry(
                form: "flat", id: "title", binding: Binding(flat, \.title), converter: .string, choices: ["Plan"])
            let subtitle = OptionalEntry(
                form: "flat", id: "subtitle", binding: Binding(other, \.title), converter: .string, choices: ["Plan"])
            for (label, optional) in [("_Title", title), ("_Subtitle", subtitle)] {
                let mnemonic = gtk_label_new_with_mnemonic(label)!
                gtk_label_set_mnemonic_widget(mnemonic.label, optional.fieldEntry.entry)
                window.add(mnemonic)
                window.add(optional.widget)
            }
            #expect(formfields_test_accessible_has_label(title.clearButton.accessible, "Clear Title") != 0)
            #expect(formfields_test_accessible_has_label(subtitle.clearButton.accessible, "Clear Subtitle") != 0)
        }
    }

    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func theLabelsMnemonicLandsOnTheFirstChoiceWhileTheEntryIsHidden() throws {
        let flat = Flat()
        flat.title = nil
        let title = Recorded(Binding(flat, \.title))
        try withWindow { window in
            let optional = OptionalEntry(
                form: "flat", id: "title", binding: title.binding, converter: .string, choices: ["Plan", "Notes"])
            let label = gtk_label_new_with_mnemonic("_Title")!
            gtk_label_set_mnemonic_widget(label.label, optional.fieldEntry.entry)
            window.add(label)
            window.add(optional.widget)
            let elsewhere = gtk_entry_new()!
            window.add(elsewhere)
            gtk_widget_grab_focus(elsewhere)

            try XKeyboard.key("alt+t")
            #expect(gtk_widget_has_focus(gtk_widget_get_first_child(optional.choicesBox)) != 0)
            try XKeyboard.type("Qa")
            #expect(title.writes == ["Q", "Qa"], "the keys after Alt+T start a title")

            gtk_widget_grab_focus(elsewhere)
            try XKeyboard.key("alt+t")
            #expect(gtk_widget_has_focus(gtk_editable_get_delegate(optional.fieldEntry.entry.editable)!.widget) != 0)
        }
    }

    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func keysTypedOnTheChoicesGoOnIntoTheEntry() throws {
        let flat = Flat()
        flat.title = nil
        let title = Recorded(Binding(flat, \.title))
        try withWindow { window in
            let optional = OptionalEntry(
                form: "flat", id: "title", binding: title.binding, converter: .string, choices: ["Plan", "Notes"])
            window.add(optional.widget)
            gtk_widget_grab_focus(gtk_widget_get_first_child(optional.choicesBox))
            try XKeyboard.type("Ad")
            #expect(title.writes == ["A", "Ad"], "every key landed, with no choice made and no \"\" first")
            #expect(gtk_widget_get_visible(optional.choicesBox) == 0)
            #expect(gtk_widget_has_focus(gtk_editable_get_delegate(optional.fieldEntry.entry.editable)!.widget) != 0)

            optional.clear()
            #expect(gtk_widget_get_visible(optional.choicesBox) != 0)
            try XKeyboard.key("Tab")  // moves focus along the choices and types nothing
            #expect(gtk_widget_get_visible(optional.choicesBox) != 0)

            // A dead key opens the entry but types nothing yet; leaving it brings the choices back.
            try XKeyboard.key("dead_acute")
            #expect(gtk_widget_get_visible(optional.choicesBox) == 0)
            let elsewhere = gtk_button_new_with_label("Elsewhere")!
            window.add(elsewhere)
            gtk_widget_grab_focus(elsewhere)
            #expect(gtk_widget_get_visible(optional.choicesBox) != 0)
            #expect(title.writes == ["A", "Ad", nil], "nothing was written on the way")
        }
    }

    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func aCharacterComposedOnTheChoicesLandsInTheEntryWhole() throws {
        let flat = Flat()
        flat.title = nil
        let title = Recorded(Binding(flat, \.title))
        try withWindow { window in
            let optional = OptionalEntry(
                form: "flat", id: "title", binding: title.binding, converter: .string, choices: ["Plan", "Notes"])
            window.add(optional.widget)
            let firstChoice = gtk_widget_get_first_child(optional.choicesBox)
            gtk_widget_grab_focus(firstChoice)
            // GTK's input method types a character by its code: Ctrl+Shift+U, the code, Space.
            try XKeyboard.key("ctrl+shift+u", "2", "0", "a", "c", "space")
            #expect(title.writes == ["€"], "the character of the code, not \"20ac \"")

            optional.clear()
            gtk_widget_grab_focus(firstChoice)
            try XKeyboard.key("Multi_key", "o", "c")  // Compose, then the keys of "©"
            #expect(title.writes == ["€", nil, "©"], "not \"o\" and \"oc\"")
        }
    }

    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func aValueSetElsewhereWhileThePersonIsInTheRowKeepsTheirKeysInTheRow() throws {
        let flat = Flat()
        let title = Recorded(Binding(flat, \.title))
        try withWindow { window in
            let name = gtk_entry_new()!  // the form's first field, where GTK would send the focus
            window.add(name)
            let optional = OptionalEntry(
                form: "flat", id: "title", binding: title.binding, converter: .string, choices: ["Plan", "Notes"])
            window.add(optional.widget)
            let text = gtk_editable_get_delegate(optional.fieldEntry.entry.editable)!
            let plan = try #require(gtk_widget_get_first_child(optional.choicesBox))
            gtk_widget_grab_focus(optional.fieldEntry.entry)
            gtk_editable_set_position(text, -1)
            Gtk.settle()

            // A Reset while the person types in the title: the choices show, and so does the focus.
            flat.title = nil
            MainLoop.drain()
            #expect(gtk_widget_get_visible(optional.choicesBox) != 0)
            #expect(gtk_widget_has_focus(plan) != 0)
            try XKeyboard.type("d")
            #expect(title.writes == ["d"], "the key starts a title, as on the choices")
            #expect(shownText(of: name.editable) == "|", "nothing reached the other field")

            // A value filled in while focus is on a choice: the entry shows, with the focus.
            optional.clear()
            #expect(gtk_widget_has_focus(plan) != 0)
            flat.title = "Notes"
            MainLoop.drain()
            #expect(gtk_widget_get_visible(optional.choicesBox) == 0)
            #expect(gtk_widget_has_focus(text.widget) != 0)
            try XKeyboard.type("!")
            #expect(title.writes == ["d", nil, "Notes!"], "the key goes on from the value, selecting nothing")
            #expect(shownText(of: name.editable) == "|")
        }
    }
}
