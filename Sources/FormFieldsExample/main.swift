// formfields-example: a GTK app with four entries over an @Observable model, a button that
// changes the model from code, and a draft that keeps what the fields held. README.md ("Using the library") shows this file; a test keeps the
// two the same. Run it with `swift run formfields-example`: every edit and model write is printed
// as a JSON line.
import CGtk
import FormFields
import FormFieldsGtk
import Foundation
import Observation

@Observable final class Profile {
    var nickname = ""
    var age = 18
    var rooms: Int? = nil
    var phone = ""
}

let profile = Profile()
let log = EventLog()
let printer = log.subscribe { event in
    print(event.jsonLine)
    fflush(nil)  // each line at once, also into a pipe
}

/// Where the form's draft is kept: `$XDG_STATE_HOME/io.github.formfields.Example/drafts/profile.json`.
let drafts = DraftStore(
    directory: URL(fileURLWithPath: String(cString: g_get_user_state_dir()))
        .appending(path: "io.github.formfields.Example/drafts"))

/// Adds `entry` to `box` under a label; Alt and the label's underlined letter focus the entry.
@MainActor func add(_ entry: FieldEntry, label text: String, to box: UnsafeMutablePointer<GtkWidget>) {
    let label = gtk_label_new_with_mnemonic(text)!
    gtk_label_set_mnemonic_widget(label.label, entry.entry)
    gtk_label_set_xalign(label.label, 0)
    gtk_box_append(box.box, label)
    gtk_box_append(box.box, entry.widget)  // the entry with its message line under it
}

@MainActor func showWindow(of app: UnsafeMutablePointer<GtkApplication>) {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
    gtk_widget_set_margin_top(box, 18)
    gtk_widget_set_margin_bottom(box, 18)
    gtk_widget_set_margin_start(box, 18)
    gtk_widget_set_margin_end(box, 18)
    let nickname = FieldEntry(
        form: "profile", id: "nickname", binding: Binding(profile, \.nickname),
        transform: .maximumLength(4), converter: .string, log: log)
    let age = FieldEntry(form: "profile", id: "age", binding: Binding(profile, \.age), in: 0...130, log: log)
    let rooms = FieldEntry(
        form: "profile", id: "rooms", binding: Binding(profile, \.rooms), log: log,
        hint: "Whole number, optional")  // empty is nil; the field's message shows in the hint's place
    let phone = FieldEntry(
        form: "profile", id: "phone", binding: Binding(profile, \.phone),
        format: .phoneNumberUS, log: log)
    add(nickname, label: "_Nickname", to: box)
    add(age, label: "_Age", to: box)
    add(rooms, label: "_Rooms", to: box)
    add(phone, label: "_Phone", to: box)
    // What the fields held when the window last closed comes back, half-typed text too.
    let fields = [nickname.field, age.field, rooms.field, phone.field]
    if let draft = try? drafts.load(form: "profile") { draft.restore(into: fields) }

    let fill = gtk_button_new_with_mnemonic("_Fill in from code")!
    fill.connect(.clicked) {
        // A change made elsewhere, on the main actor as an async reply would make it: the
        // entries show it, and nothing is written back.
        Task { @MainActor in
            profile.nickname = "Fern"
            profile.age = 36
            profile.rooms = 3
            profile.phone = "5551234567"
        }
    }.keepConnected()
    gtk_box_append(box.box, fill)

    let window = gtk_application_window_new(app)!
    gtk_window_set_title(window.window, "FormFields example")
    gtk_window_set_default_size(window.window, 360, -1)
    gtk_window_set_child(window.window, box)
    window.connect(.closeRequest) {
        try? drafts.save(Draft(fields: fields), form: "profile")  // an app would show the DraftError's sentence
        return false  // and close
    }.keepConnected()
    gtk_window_present(window.window)
}

let app = gtk_application_new("io.github.formfields.Example", G_APPLICATION_NON_UNIQUE)!
app.connect(.activate) { showWindow(of: app) }.keepConnected()
MainLoop.bridgeMainQueue()  // lets Task { @MainActor in } and DispatchQueue.main run
exit(g_application_run(app.gApplication, CommandLine.argc, CommandLine.unsafeArgv))
