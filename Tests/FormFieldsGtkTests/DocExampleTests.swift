import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Foundation
import Observation
import Testing

/// Every Swift example in FormFieldsGtk's doc comments is one the build compiles: each is written
/// out below (`DocExamples`), and this test finds each there; no display needed.
@Suite struct DocExampleTests {
    @Test func everyDocExampleIsWrittenOutBelow() throws {
        #expect(try DocExampleText.examples(in: "Sources/FormFieldsGtk").count >= 15)
        let missing = try DocExampleText.missing(from: "Sources/FormFieldsGtk", in: #filePath)
        #expect(missing == [], "not written out in DocExamples")
    }
}

@Observable private final class Profile {
    var nickname = ""
    var age = 18
    var phone = ""
}

@Observable private final class Draft {
    var title: String? = nil
    var due: Date? = nil
}

/// Doc examples that must also hold up when run, on real widgets.
@MainActor
@Suite(.gtkDisplay, .serialized)
struct DocExampleRunTests {
    @Test func aSaveButtonFollowingItsFieldsAsTheDocsShowLetsThemGoWithTheWindow() {
        weak var weakNickname: (any FormField)?
        weak var weakPhone: (any FormField)?
        withWindow { window in
            let nickname = FieldEntry(
                form: "profile", id: "nickname", binding: WriteRecorder("").binding, converter: .string)
            let phone = FieldEntry(
                form: "profile", id: "phone", binding: WriteRecorder("").binding, format: .phoneNumberUS)
            let save = gtk_button_new()!
            for widget in [nickname.widget, phone.widget, save] { window.add(widget) }
            DocExamples.saveButton(nickname: nickname, phone: phone, save: save)
            #expect(gtk_widget_get_sensitive(save) == 0, "the phone number is empty")
            gtk_editable_set_text(phone.entry.editable, "5551234567")
            #expect(gtk_widget_get_sensitive(save) != 0)
            weakNickname = nickname.field
            weakPhone = phone.field
        }
        #expect(weakNickname == nil)
        #expect(weakPhone == nil)
    }
}

/// The doc examples, each as written, with what it names given as parameters. Compiled; run only by
/// `DocExampleRunTests`.
@MainActor
private enum DocExamples {
    static func fieldEntry(profile: Profile, log: EventLog, form: UnsafeMutablePointer<GtkWidget>) {
        let nickname = FieldEntry(
            form: "profile", id: "nickname", binding: Binding(profile, \.nickname),
            transform: .maximumLength(4), converter: .string, log: log)
        gtk_box_append(form.box, nickname.widget)  // the entry with its message line under it
    }

    static func saveButton(nickname: FieldEntry, phone: FieldEntry, save: UnsafeMutablePointer<GtkWidget>) {
        // The fields keep their handlers, so the handlers reach the fields weakly: the fields go with
        // their window.
        let updateSave = { [weak nickname = nickname.field, weak phone = phone.field] in
            let complete = [nickname, phone].allSatisfy { $0?.isComplete == true }
            gtk_widget_set_sensitive(save, complete ? 1 : 0)
        }
        for field in [nickname.field, phone.field] { field.validationChanged = { _ in updateSave() } }
        updateSave()  // off while the phone number is empty
    }

    static func hint(profile: Profile) {
        let phone = FieldEntry(
            form: "profile", id: "phone", binding: Binding(profile, \.phone), format: .phoneNumberUS,
            hint: "10 digits, required")
        _ = phone
    }

    static func fieldEntryOverAField(profile: Profile, form: UnsafeMutablePointer<GtkWidget>) {
        let age = BufferedField(form: "profile", id: "age", binding: Binding(profile, \.age), converter: .integer)
        gtk_box_append(form.box, FieldEntry(field: age, hint: "Whole number, required").widget)
    }

    static func showsMessage(
        field: BufferedField<Int>, ui: (String) -> UnsafeMutablePointer<GtkWidget>,
        connections: inout [SignalConnection]
    ) {
        connections.append(ui("caption").showsMessage(ui("message"), inPlaceOf: ui("hint")))
        field.bind(ui("entry"), messageLabel: ui("message"), hintLabel: ui("hint"))
    }

    static func bind(field: BufferedField<Int>, builder: OpaquePointer, ageMessage: UnsafeMutablePointer<GtkWidget>) {
        field.bind(gtk_builder_get_object(builder, "age")!.widget, messageLabel: ageMessage)
    }

    static func numbers(profile: Profile, flat: Flat) {
        let age = FieldEntry(form: "profile", id: "age", binding: Binding(profile, \.age), in: 0...130)
        let rooms = FieldEntry(form: "flat", id: "rooms", binding: Binding(flat, \.rooms))  // Int?
        _ = (age, rooms)
    }

    static func formats(profile: Profile) {
        let phone = FieldEntry(
            form: "profile", id: "phone", binding: Binding(profile, \.phone),
            format: PatternFormat("+1 (###) ###-####"))
        _ = phone
    }

    static func optionalEntry(draft: Draft, log: EventLog, form: UnsafeMutablePointer<GtkWidget>) {
        let title = OptionalEntry(
            form: "draft", id: "title", binding: Binding(draft, \.title), converter: .string,
            choices: ["Plan", "Notes"], log: log)
        gtk_box_append(form.box, title.widget)
    }

    static func optionalEntryOnABuilderFile(draft: Draft, builder: OpaquePointer) {
        let ui = { (id: String) in gtk_builder_get_object(builder, id)!.widget }
        let title = OptionalField(form: "draft", id: "title", binding: Binding(draft, \.title), converter: .string)
        let row = OptionalEntry(
            title, fieldEntry: title.field.bind(ui("entry"), messageLabel: ui("message")),
            editor: ui("entry-line"), clearButton: ui("clear"), choicesBox: ui("choices"),
            choices: ["Plan", "Notes"], widget: ui("row"))
        _ = row
    }

    static func clears(draft: Draft, clearButton: UnsafeMutablePointer<GtkWidget>) {
        let due = BufferedField(form: "draft", id: "due", binding: Binding(draft, \.due), converter: .optional(.day))
        let bound = FieldEntry(field: due)
        bound.clears { due.setModel(.null, source: .user) }
        clearButton.connect(.clicked) { bound.clear() }.keepConnected()
    }

    static func forwardsUndo(
        choicesBox: UnsafeMutablePointer<GtkWidget>, entry: UnsafeMutablePointer<GtkWidget>,
        connections: inout [SignalConnection], showPresence: @escaping @MainActor () -> Void
    ) {
        connections.append(choicesBox.forwardsUndo(to: entry) { showPresence() })
    }

    static func forwardsTyping(
        choicesBox: UnsafeMutablePointer<GtkWidget>, entry: UnsafeMutablePointer<GtkWidget>,
        connections: inout [SignalConnection], showEntry: @escaping @MainActor () -> Void
    ) {
        connections.append(choicesBox.forwardsTyping(to: entry) { showEntry() })
    }

    static func forwardsMnemonic(
        choicesBox: UnsafeMutablePointer<GtkWidget>, entry: UnsafeMutablePointer<GtkWidget>,
        connections: inout [SignalConnection]
    ) {
        connections.append(entry.forwardsMnemonicWhileHidden { gtk_widget_get_first_child(choicesBox) })
    }

    static func eventLogRows(factory: OpaquePointer, log: EventLog) {
        let list = gtk_list_view_new(nil, factory)!  // the factory binds GtkStringObjects
        let rows = EventLogRows(list: list, capacity: 10_000) { event, _ in event.jsonLine }
        rows.follow(log) { $0.kind == .write }
    }

    static func frameCounter(
        window: UnsafeMutablePointer<GtkWidget>, entry: UnsafeMutablePointer<GtkWidget>, position: inout Int32
    ) {
        let frames = FrameCounter(window: window)
        gtk_editable_insert_text(entry.editable, "x", -1, &position)
        frames.waitForPaint(of: entry)  // the frame that shows the "x" has been painted
    }

    static func casts(entry: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_add_css_class(entry.widget, "error")
        gtk_editable_set_position(entry.editable, 2)
    }

    static func signals(button: UnsafeMutablePointer<GtkWidget>, checkButton: UnsafeMutablePointer<GtkWidget>) {
        let token = button.connect(.clicked) { print("clicked") }
        let toggled = checkButton.connect(Signal<SignalHandlers.Plain>("toggled")) { print("toggled") }
        _ = (token, toggled)
    }

    static func signalConnection(entry: UnsafeMutablePointer<GtkWidget>) {
        let token = entry.connect(.changed) { print("changed") }
        token.blocked { gtk_editable_set_text(entry.editable, "quiet") }  // no "changed" call
        token.cancel()
    }

    static func keepConnected(button: UnsafeMutablePointer<GtkWidget>, save: @escaping @MainActor () -> Void) {
        button.connect(.clicked) { save() }.keepConnected()
    }

    static func atNextFrame(window: UnsafeMutablePointer<GtkWidget>, rows: EventLogRows) {
        window.atNextFrame { rows.flush() }  // what changed shows in the frame about to be drawn
    }

    static func bridgeMainQueue(app: UnsafeMutablePointer<GtkApplication>) {
        MainLoop.bridgeMainQueue()
        exit(g_application_run(app.gApplication, CommandLine.argc, CommandLine.unsafeArgv))
    }
}
