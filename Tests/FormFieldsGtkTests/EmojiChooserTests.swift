import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Testing

/// GtkText's emoji chooser (Ctrl+. or Ctrl+;, or Insert Emoji in the entry's menu), opened and
/// closed with real keys.
@MainActor
@Suite(
    .gtkDisplay, .serialized,
    .enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
struct EmojiChooserTests {
    @Test func closingTheChooserLeavesTheTextAsTypedForTheNextKey() throws {
        try withWindow { window in
            let name = EntryHarness("", transform: .trimmed, converter: .string, in: window)
            try XKeyboard.type("Ada ")
            try XKeyboard.key("ctrl+period")
            #expect(isChooserOpen(of: name), "Ctrl+. opened the chooser")
            try XKeyboard.key("Escape")
            #expect(!isChooserOpen(of: name))
            #expect(name.shown == "Ada |", "the person is still typing: the space is not trimmed as on leaving")
            try XKeyboard.type("L")
            #expect(name.shown == "Ada L|")
            #expect(name.model.writes == ["A", "Ad", "Ada", "Ada L"], "never \"AdaL\"")
        }
    }

    @Test func aPickedEmojiIsOneWriteWithTheCaretAfterIt() throws {
        try withWindow { window in
            let note = EntryHarness("ab", converter: .string, in: window)
            note.place("a|b")
            try XKeyboard.key("ctrl+period")
            pick("😀", in: note)
            try XKeyboard.key("Escape")
            #expect(note.shown == "a😀|b")
            #expect(note.model.writes == ["a😀b"])
        }
    }

    @Test func anEmojiTheFieldRefusesLeavesTextAndCaret() throws {
        try withWindow { window in
            let username = EntryHarness(
                "ab", transform: .allowing { ("a"..."z").contains($0) }, converter: .string, in: window)
            username.place("a|b")
            try XKeyboard.key("ctrl+period")
            pick("😀", in: username)
            try XKeyboard.key("Escape")
            #expect(username.shown == "a|b")
            #expect(username.model.writes == [])
            #expect(username.field.counters.rejected == 1)
        }
    }

    /// The entry's emoji chooser: GtkText makes it on first use and keeps it.
    private func chooser<Value>(of entry: EntryHarness<Value>) -> UnsafeMutablePointer<GtkWidget>? {
        g_object_get_data(entry.text.rawPointer.object, "gtk-emoji-chooser")?.assumingMemoryBound(to: GtkWidget.self)
    }

    private func isChooserOpen<Value>(of entry: EntryHarness<Value>) -> Bool {
        chooser(of: entry).map { gtk_widget_get_visible($0) != 0 } ?? false
    }

    /// Picks `emoji` in the open chooser, as a click on it does.
    private func pick<Value>(_ emoji: String, in entry: EntryHarness<Value>) {
        guard let chooser = chooser(of: entry) else {
            Issue.record("the chooser is not open")
            return
        }
        emit("emoji-picked", on: chooser, emoji)
    }
}
