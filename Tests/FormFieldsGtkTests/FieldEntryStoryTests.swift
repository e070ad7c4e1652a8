import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Foundation
import Testing

/// The seeds' stories and the caret rules on a real GtkEntry.
@MainActor
@Suite(.gtkDisplay, .serialized)
struct FieldEntryStoryTests {
    @Test func flowerTypedIntoALimitFourFieldWritesFourValuesAndKeepsTheCaret() {
        withWindow { window in
            let nickname = EntryHarness("", transform: .maximumLength(4), converter: .string, in: window)
            nickname.type("Flow")
            #expect(nickname.shown == "Flow|")
            #expect(nickname.model.writes == ["F", "Fl", "Flo", "Flow"])
            #expect(nickname.changed == 4)

            nickname.type("er")
            #expect(nickname.shown == "Flow|")
            #expect(nickname.model.writes == ["F", "Fl", "Flo", "Flow"])
            #expect(nickname.changed == 4)  // refused keystrokes never reach the buffer
            #expect(nickname.bound.counters.dropped == 2)
            #expect(nickname.field.counters.rejected == 2)
        }
    }

    @Test func aRefusedKeystrokeInTheMiddleKeepsTheCaret() {
        withWindow { window in
            let pin = EntryHarness("1234", transform: .digits, converter: .string, in: window)
            pin.place("12|34")
            pin.type("x")
            #expect(pin.shown == "12|34")
            #expect(pin.model.writes == [])
            #expect(pin.changed == 0)

            pin.type("5")
            #expect(pin.shown == "125|34")
            #expect(pin.model.writes == ["12534"])
        }
    }

    @Test func aProgrammaticInsertThatIsRewrittenLeavesTheCaretToItsCaller() {
        withWindow { window in
            let code = EntryHarness("AB", transform: .uppercase, converter: .string, in: window)
            code.place("A|B")
            // GTK's own insertions leave a caret standing at the insertion point where it is;
            // the caller moves it to the position handed back, as GtkText does after typing.
            var position: Int32 = 1
            gtk_editable_insert_text(code.bound.entry.editable, "x", -1, &position)
            MainLoop.drain()
            #expect(code.shown == "A|XB")
            #expect(position == 2)
            #expect(code.model.writes == ["AXB"])
            gtk_editable_set_position(code.bound.entry.editable, position)
            #expect(code.shown == "AX|B")

            // Typed, the same rewrite ends with the caret after it.
            code.type("y")
            #expect(code.shown == "AXY|B")
            #expect(code.model.writes == ["AXB", "AXYB"])
        }
    }

    @Test func gtksOwnKeystrokeCodeCannotMoveTheCaretPastARefusedCharacter() {
        withWindow { window in
            let pin = EntryHarness("1234", transform: .digits, converter: .string, in: window)
            pin.place("12|34")
            // GTK moves the caret to the position insert-text returns, after "changed"; the
            // entry stops the insertion and returns the field's caret.
            pin.keybinding(.insertAtCursor("x"))
            #expect(pin.shown == "12|34")
            pin.keybinding(.insertAtCursor("7"))
            #expect(pin.shown == "127|34")
            pin.keybinding(.backspace)
            #expect(pin.shown == "12|34")
            pin.keybinding(.deleteForward)
            #expect(pin.shown == "12|4")
            #expect(pin.model.writes == ["12734", "1234", "124"])
            #expect(pin.changed == 3)
        }
    }

    @Test func aTransformThatDropsCharactersBeforeTheCaretMovesItLeftByThatMany() {
        withWindow { window in
            let pin = EntryHarness("1234", transform: .digits, converter: .string, in: window)
            pin.place("12|34")
            pin.commit("5-6-7")  // a paste: raw "125-6-7|34", two characters dropped before the caret
            #expect(pin.shown == "12567|34")
            #expect(pin.model.writes == ["1256734"])
            #expect(pin.changed == 1)
        }
    }

    @Test func aTransformThatAddsCharactersBeforeTheCaretMovesItRight() {
        withWindow { window in
            let street = EntryHarness("ab", transform: .uppercase, converter: .string, in: window)
            #expect(street.shown == "AB|")
            street.place("A|B")
            street.type("ß")  // uppercases to "SS"
            #expect(street.shown == "ASS|B")
            #expect(street.model.writes == ["ASSB"])
        }
    }

    @Test func emojiAndCombiningMarksCountAsGTKCountsThemAndTheCaretNeverSplitsThem() {
        withWindow { window in
            let name = EntryHarness("ab", transform: .maximumLength(4), converter: .string, in: window)
            name.place("a|b")
            name.commit("👨‍👩‍👧")  // five code points, one character, one edit
            #expect(name.shown == "a👨‍👩‍👧|b")
            name.place("a👨‍👩‍👧b|")
            name.commit("e")
            name.commit("\u{301}")  // a combining acute joins the "e": still four characters
            #expect(name.shown == "a👨‍👩‍👧bé|")
            #expect(name.model.writes == ["a👨‍👩‍👧b", "a👨‍👩‍👧be", "a👨‍👩‍👧bé"])

            name.type("x")  // a fifth character is refused
            #expect(name.shown == "a👨‍👩‍👧bé|")

            gtk_editable_set_position(name.text, 3)  // inside the family
            MainLoop.drain()
            #expect(name.shown == "a👨‍👩‍👧|bé")
            #expect(name.model.writes.count == 3)
        }
    }

    @Test func theCaretStopsWherePangoStopsItInsideWhatSwiftCountsAsOneCharacter() {
        withWindow { window in
            // Swift joins "स्ते" (a conjunct, Unicode 15.1) and "กำ" (Thai SARA AM) into one
            // character each; GTK's arrow keys stop inside them, and the field keeps that caret.
            let greeting = EntryHarness("नमस्ते", converter: .string, in: window)
            greeting.keybinding(.move(-1))
            #expect(greeting.shown == "नमस्|ते")
            greeting.keybinding(.move(-1))
            #expect(greeting.shown == "नम|स्ते")
            greeting.keybinding(.move(1, selecting: true))
            #expect(greeting.shown == "नम[स्]ते")
            greeting.type("x")
            #expect(greeting.shown == "नमx|ते")
            #expect(greeting.model.writes == ["नमxते"])

            let thai = EntryHarness("กำ", converter: .string, in: window)
            thai.keybinding(.move(-1))
            #expect(thai.shown == "ก|ำ")

            // A virama typed between two consonants joins them; the caret stays after it.
            let word = EntryHarness("कष", converter: .string, in: window)
            word.place("क|ष")
            word.type("\u{94D}")
            #expect(word.shown == "क\u{94D}|ष")
            #expect(word.model.writes == ["क\u{94D}ष"])

            // A program's caret inside a cluster GTK does not stop in still moves to its end.
            let family = EntryHarness("a👨‍👩‍👧", converter: .string, in: window)
            gtk_editable_set_position(family.text, 3)
            MainLoop.drain()
            #expect(family.shown == "a👨‍👩‍👧|")
        }
    }

    @Test func backspaceThatTakesAVowelMarkOffALetterIsOneEditWithOneWrite() {
        withWindow { window in
            // GTK deletes the whole letter and inserts it again without its last mark.
            let name = EntryHarness("דוֹד", converter: .string, in: window)
            name.place("דוֹ|ד")
            name.keybinding(.backspace)
            #expect(name.shown == "דו|ד")
            #expect(name.model.writes == ["דוד"])
            name.activate(.undo)
            #expect(name.shown == "דוֹ|ד", "the letter comes back with its mark")
            #expect(name.model.writes == ["דוד", "דוֹד"])

            let word = EntryHarness("كَتَبَ", transform: .trimmed, converter: .string, in: window)
            word.keybinding(.backspace)
            #expect(word.shown == "كَتَب|")
            #expect(word.model.writes == ["كَتَب"])
        }
    }

    @Test func backspaceAfterALetterGTKDeletesWholeWritesAtOnceAsAfterAnyLetter() {
        withWindow { window in
            // "é" and "한" decompose, but GTK deletes them whole and inserts nothing after them.
            let word = EntryHarness("café", converter: .string, in: window)
            emit("backspace", on: word.text, draining: false)
            #expect(word.model.writes == ["caf"], "before the main loop's next turn")
            word.type("e")  // the next key of the same batch of events
            #expect(word.shown == "cafe|")
            #expect(word.model.writes == ["caf", "cafe"], "two edits, two writes")

            let syllable = EntryHarness("한", converter: .string, in: window)
            emit("backspace", on: syllable.text, draining: false)
            #expect(syllable.model.writes == [""])
        }
    }

    @Test func anInputMethodReplacingTheLetterBeforeTheCaretIsOneEditWithOneWrite() {
        withWindow { window in
            let word = EntryHarness("", converter: .string, in: window)
            word.type("a")
            word.inputMethodReplaces(1, with: "â")  // Telex: "a" typed again
            #expect(word.shown == "â|")
            #expect(word.model.writes == ["a", "â"], "never the empty text between the two")
            word.activate(.undo)
            #expect(word.shown == "a|")
        }
    }

    /// NB: The input method's signals are emitted as GtkIMContextSimple emits them for a dead
    /// key: a real dead_acute typed with xdotool maps a spare keycode first, and GTK sometimes
    /// read the key before it heard of the new mapping, typing nothing.
    @Test func aCharacterComposedWithADeadKeyOverASelectionIsOneEditWithOneWrite() {
        withWindow { window in
            let code = EntryHarness("ab", transform: .uppercase, converter: .string, in: window)
            code.place("[AB]")
            let composer = inputMethod(of: code.text)
            emit("preedit-start", on: composer)  // a dead key: GTK deletes the selection as composing starts
            #expect(code.shown == "|")
            #expect(code.model.writes == [], "nothing is written while the character is composed")
            emit("preedit-end", on: composer, draining: false)  // e completes "é", in the same turn
            code.commit("é")
            #expect(code.shown == "É|")
            #expect(code.model.writes == ["É"])
            code.activate(.undo)
            #expect(code.shown == "[AB]")

            emit("preedit-start", on: composer)
            emit("preedit-end", on: composer)  // Esc: composing given up, the selection is gone
            MainLoop.drain()
            #expect(code.shown == "|")
            #expect(code.model.writes == ["É", "AB", ""])
        }
    }

    @Test func aCharacterComposedOverASelectionInOverwriteModeIsOneEditWithOneWrite() {
        withWindow { window in
            let word = EntryHarness("abcdef", converter: .string, in: window)
            gtk_text_set_overwrite_mode(word.text.gtkText, 1)  // Insert pressed
            word.place("ab[cd]ef")
            let composer = inputMethod(of: word.text)
            emit("preedit-start", on: composer)  // a dead key: GTK deletes the selection
            #expect(word.shown == "ab|ef")
            word.commit("é")  // and types over the character after it
            emit("preedit-end", on: composer)
            #expect(word.shown == "abé|f")
            #expect(word.model.writes == ["abéf"], "never \"abef\" on the way")
            word.activate(.undo)
            #expect(word.shown == "ab[cd]ef")
        }
    }

    @Test func aValueSetElsewhereWhileACharacterIsComposedStaysWithTheCharacterAfterIt() {
        withWindow { window in
            let note = EntryHarness("abcd", converter: .string, in: window)
            note.place("ab[cd]")
            let composer = inputMethod(of: note.text)
            emit("preedit-start", on: composer)  // a dead key: GTK deletes the selection
            #expect(note.shown == "ab|")
            note.model.setFromElsewhere("xy")  // the app sets a value before the next key
            note.field.modelChanged()
            #expect(note.shown == "xy|")

            note.commit("é")
            emit("preedit-end", on: composer)
            #expect(note.shown == "xyé|")
            #expect(note.field.text == "xyé", "the field shows what the entry shows")
            #expect(note.model.writes == ["xyé"], "never the text the app's value replaced")
        }
    }

    @Test func theValueTheFieldHoldsSetAgainWhileACharacterIsComposedIsNotDeletedAfterwards() {
        withWindow { window in
            let nickname = EntryHarness("Flow", transform: .maximumLength(4), converter: .string, in: window)
            nickname.place("[Flow]")
            let composer = inputMethod(of: nickname.text)
            emit("preedit-start", on: composer)  // a dead key: GTK deletes the selection
            #expect(nickname.shown == "|")
            #expect(nickname.field.setModel("Flow", source: .external))  // Fill Example, as Ctrl+Shift+E
            #expect(nickname.shown == "[Flow]", "the text and selection the field held")

            emit("preedit-end", on: composer)  // the shortcut ended the composing
            #expect(String(cString: gtk_editable_get_text(nickname.text)) == "Flow", "the value the app set stays")
            #expect(nickname.field.text == "Flow")
            #expect(nickname.model.writes == ["Flow"], "no \"\" after the app's value, as if typed")
        }
    }

    @Test func aSubmitWhileACharacterIsComposedOverASelectionKeepsTheValueSubmitted() {
        withWindow { window in
            let nickname = EntryHarness("Flow", transform: .maximumLength(4), converter: .string, in: window)
            nickname.place("[Flow]")
            let composer = inputMethod(of: nickname.text)
            emit("preedit-start", on: composer)  // a dead key: GTK deletes the selection
            nickname.field.commit()  // Submit (Ctrl+Return) ends editing in every field
            #expect(String(cString: gtk_editable_get_text(nickname.text)) == "Flow")

            emit("preedit-end", on: composer)  // the shortcut ended the composing
            #expect(String(cString: gtk_editable_get_text(nickname.text)) == "Flow", "the value submitted stays")
            #expect(nickname.model.writes == [], "no \"\" after the value submitted")
        }
    }

    @Test func anOptionalNumberEmptiedBecomesNilNeverZero() {
        withWindow { window in
            let rooms = EntryHarness(Int?.some(42), converter: .optional(.integer), in: window)
            #expect(rooms.shown == "42|")
            rooms.place("[42]")
            rooms.keybinding(.backspace)
            #expect(rooms.shown == "|")
            #expect(rooms.model.writes == [nil])
            #expect(rooms.message == nil)

            rooms.type("-")
            #expect(rooms.shown == "-|")
            #expect(rooms.model.writes == [nil])
            #expect(rooms.message == "Enter a whole number")
            #expect(!rooms.showsError)  // a number on its way is a hint, not an error

            rooms.bound.commit()
            #expect(rooms.shown == "|")
            #expect(rooms.model.writes == [nil])
            #expect(rooms.message == nil)
        }
    }

    @Test func typingOverASelectionIsOneEditWithOneWrite() {
        withWindow { window in
            let rooms = EntryHarness(Int?.some(42), converter: .optional(.integer), in: window)
            rooms.place("[42]")
            rooms.type("7")  // GTK deletes the selection, then inserts: two "changed"
            #expect(rooms.shown == "7|")
            #expect(rooms.model.writes == [7])
            #expect(rooms.changed == 2)
        }
    }

    @Test func pastingOverASelectionIsOneEditCleanedAsAWhole() {
        withWindow { window in
            let nickname = EntryHarness("Rose", transform: .maximumLength(4), converter: .string, in: window)
            nickname.place("R[os]e")
            nickname.paste("Flower")  // GTK: delete "os", insert "Flower", one "changed"
            #expect(nickname.shown == "RFl|e")  // the caret follows what was kept of the paste
            #expect(nickname.model.writes == ["RFle"])
            #expect(nickname.changed == 1)
        }
    }

    @Test func aPasteCutByTheLimitNextToASpaceLeavesOneSpaceOrNothing() {
        withWindow { window in
            let fullName = EntryHarness(
                "Ada Byron", transform: .trimmed.then(.collapsingWhitespace).then(.maximumLength(13)),
                converter: .string, in: window)
            fullName.place("Ada| Byron")
            fullName.paste(" of Lovelace")  // " of " fits; its space meets the one before "Byron"
            #expect(fullName.shown == "Ada of |Byron")
            #expect(fullName.model.writes == ["Ada of Byron"])

            fullName.place("Ada| of Byron")
            fullName.paste(" the")  // only " " fits, and it joins the next space: refused
            #expect(fullName.shown == "Ada| of Byron")
            #expect(fullName.model.writes == ["Ada of Byron"])
            #expect(fullName.field.counters.rejected == 1)
        }
    }

    @Test func settingTheTextFromTheAppIsOneEditWithoutThePhantomEmptyValue() {
        withWindow { window in
            let rooms = EntryHarness(Int?.some(42), converter: .optional(.integer), in: window)
            gtk_editable_set_text(rooms.bound.entry.editable, "43")  // GTK: "" and then "43"
            MainLoop.drain()
            #expect(rooms.shown == "|43")  // GTK's set_text leaves the caret at the start
            #expect(rooms.model.writes == [43])
        }
    }

    @Test func anInvalidNumberShowsTheErrorStateAndClearsIt() {
        withWindow { window in
            let age = EntryHarness(0, converter: FieldConverter<Int>.integer.limited(to: 0...130), in: window)
            age.place("[0]")
            age.type("200")
            #expect(age.model.writes == [2, 20])
            #expect(age.message == "Enter a value from 0 to 130")
            #expect(age.showsError)
            #expect(age.messageDescribesEntry)  // what a screen reader hears of the error
            #expect(!age.isMarkedInvalid)

            age.keybinding(.backspace)
            #expect(age.shown == "20|")
            #expect(age.message == nil)
            #expect(!age.showsError)
            #expect(age.model.writes == [2, 20])
        }
    }

    /// An age of 0 to 130, writing to `model`: a field with a message to show.
    private static func age(_ model: WriteRecorder<Int>) -> BufferedField<Int> {
        BufferedField(
            form: "story", id: "age", binding: model.binding,
            converter: FieldConverter<Int>.integer.limited(to: 0...130))
    }

    @Test func theHintDescribesTheEntryUntilAMessageTakesItsPlace() {
        withWindow { window in
            let model = WriteRecorder(0)
            let age = Self.age(model)
            let entry = gtk_entry_new()!
            let hint = gtk_label_new("0 to 130")!
            let message = gtk_label_new(nil)!
            for widget in [entry, hint, message] { window.add(widget) }
            age.bind(entry, messageLabel: message, hintLabel: hint)
            #expect(isDescribed(entry, by: hint), "a screen reader says what the field takes")

            gtk_editable_set_text(entry.editable, "200")
            MainLoop.drain()
            #expect(String(cString: gtk_label_get_text(message.label)) == "Enter a value from 0 to 130")
            #expect(isDescribed(entry, by: message), "the message, not the hint it replaces")

            gtk_editable_delete_text(entry.editable, 2, 3)
            MainLoop.drain()
            #expect(model.writes == [20])
            #expect(isDescribed(entry, by: hint), "not the hidden, empty message line")
        }
    }

    @Test func aHintWrittenAfterBindingDescribesTheEntryAsItReads() {
        withWindow { window in
            let age = Self.age(WriteRecorder(0))
            let entry = gtk_entry_new()!
            let hint = gtk_label_new(nil)!
            let message = gtk_label_new(nil)!
            for widget in [entry, hint, message] { window.add(widget) }
            age.bind(entry, messageLabel: message, hintLabel: hint)
            gtk_label_set_text(hint.label, "0 to 130")  // the row fills in its hint afterwards
            #expect(isDescribed(entry, by: hint))
            gtk_label_set_text(hint.label, "0 bis 130")
            #expect(isDescribed(entry, by: hint), "a screen reader says the hint as it reads now")
        }
    }

    @Test func aMessageLineOfAUIFileShowsWhatTheFieldSaysFromTheStart() {
        withWindow { window in
            let model = WriteRecorder(0)
            let age = Self.age(model)
            let entry = gtk_entry_new()!
            let message = gtk_label_new(nil)!  // visible, as a GtkLabel of a .ui file is
            for widget in [entry, message] { window.add(widget) }
            age.bind(entry, messageLabel: message)
            #expect(gtk_widget_get_visible(message) == 0, "no blank line under a fresh entry")

            gtk_editable_set_text(entry.editable, "200")
            MainLoop.drain()
            #expect(gtk_widget_get_visible(message) != 0)

            // The dialog opens again: new widgets for the field that still shows "200".
            let reopened = gtk_entry_new()!
            let reopenedMessage = gtk_label_new(nil)!
            for widget in [reopened, reopenedMessage] { window.add(widget) }
            age.bind(reopened, messageLabel: reopenedMessage)
            #expect(String(cString: gtk_editable_get_text(reopened.editable)) == "200")
            #expect(String(cString: gtk_label_get_text(reopenedMessage.label)) == "Enter a value from 0 to 130")
            #expect(gtk_widget_get_visible(reopenedMessage) != 0)
            #expect(gtk_widget_has_css_class(reopened, "error") != 0, "marked as the first entry was")
            #expect(model.writes == [], "200 never reached the model")
        }
    }

    @Test func focusOutAndEnterNormaliseTheTextWithoutExtraWrites() {
        withWindow { window in
            let count = EntryHarness(0, converter: .integer, in: window)
            let other = gtk_entry_new()!
            window.add(other)
            gtk_widget_grab_focus(count.bound.entry)
            count.place("[0]")
            count.type("007")
            #expect(count.model.writes == [7])

            gtk_widget_grab_focus(other)  // focus-out
            MainLoop.drain()
            #expect(count.shown == "7|")
            #expect(count.model.writes == [7])

            gtk_widget_grab_focus(count.bound.entry)
            count.place("7|")
            count.type("0")
            count.place("|70")
            count.type("0")
            #expect(count.shown == "0|70")
            count.keybinding(.activate)  // Enter
            #expect(count.shown == "70|")
            #expect(count.model.writes == [7, 70])
        }
    }

    @Test func aCommitThatWritesTheNumberOutInFullLeavesTheCaretAfterItAsTheLogSays() {
        withWindow { window in
            let amount = AmountFormat(decimals: 2)
            let price = EntryHarness(Decimal(0), transform: amount, converter: amount.converter, in: window)
            let other = gtk_entry_new()!
            window.add(other)
            gtk_widget_grab_focus(price.bound.entry)
            gtk_editable_select_region(price.text, 0, -1)
            price.type("1234.5")
            #expect(price.shown == "1,234.5|")

            gtk_widget_grab_focus(other)  // focus-out writes the amount in full
            MainLoop.drain()
            #expect(price.shown == "1,234.50|", "the caret stays after the text it followed")
            #expect(price.log.events.last?.caret == 8)
            gtk_entry_grab_focus_without_selecting(price.bound.entry.entry)
            price.keybinding(.backspace)
            #expect(price.shown == "1,234.5|", "Backspace takes the 0 written in, not the 5 before it")
            #expect(price.model.writes == [1, 12, 123, 1_234, Decimal(string: "1234.5")!])
        }
    }

    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func tabFromAnEntryWithItsTextSelectedLeavesTheNextOnesTextSelectedForTheKeyThatFollows() throws {
        let server = WriteRecorder("example.org")
        let volume = WriteRecorder(50)
        try Gtk.selectingOnFocus {
            let serverEntry = FieldEntry(
                field: BufferedField(
                    form: "settings", id: "server", binding: server.binding, transform: .trimmed, converter: .string))
            let volumeEntry = FieldEntry(
                field: BufferedField(form: "settings", id: "volume", binding: volume.binding, converter: .integer))
            // NB: The window's first focus selects the server's text as a dialog's does. Whether
            // the next entry kept its selection depended on the order in which X11's news of
            // PRIMARY's owners arrived, so the story goes round three times.
            try withWindow(holding: [serverEntry.widget, volumeEntry.widget]) { _ in
                for digit in ["7", "8", "9"] {
                    try XKeyboard.key("Tab")
                    Gtk.settle()
                    try XKeyboard.type(digit)
                    #expect(
                        shownText(of: gtk_editable_get_delegate(volumeEntry.entry.editable)) == digit + "|",
                        "the \(digit) replaced the number, rather than going in before it")
                    try XKeyboard.key("shift+Tab")  // back to the server, its text selected
                    Gtk.settle()
                }
            }
            #expect(volume.writes == [7, 8, 9])
            #expect(server.writes == [])
        }
    }

    @Test(.enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
    func tabFromAnEntryWhoseCommitTakesItsSelectedTextAwayLeavesTheNextOnesTextSelected() throws {
        let count = WriteRecorder(7)
        let volume = WriteRecorder(50)
        try Gtk.selectingOnFocus {
            let countEntry = FieldEntry(
                field: BufferedField(form: "order", id: "count", binding: count.binding, converter: .integer))
            let volumeEntry = FieldEntry(
                field: BufferedField(form: "order", id: "volume", binding: volume.binding, converter: .integer))
            let countText = gtk_editable_get_delegate(countEntry.entry.editable)!
            let volumeText = gtk_editable_get_delegate(volumeEntry.entry.editable)!
            // Two commits that take all the selected text away: the zeros of "007" go, and a lone
            // "-" gives way to the model's 7.
            let selections = [
                (keys: ["Home", "0", "0", "shift+Home"], shown: "[00]7"),
                (keys: ["minus", "ctrl+a"], shown: "[-]"),
            ]
            // NB: As in the story above, whether the next entry kept its selection depended on
            // the order of X11's news of PRIMARY's owners, so this one goes round six times.
            try withWindow(holding: [countEntry.widget, volumeEntry.widget]) { _ in
                for (round, digit) in ["1", "2", "3", "4", "5", "6"].enumerated() {
                    let selection = selections[round % selections.count]
                    for key in selection.keys { try XKeyboard.key(key) }
                    #expect(shownText(of: countText) == selection.shown)
                    try XKeyboard.key("Tab")
                    Gtk.settle()
                    #expect(String(cString: gtk_editable_get_text(countText)) == "7")
                    try XKeyboard.type(digit)
                    #expect(
                        shownText(of: volumeText) == digit + "|",
                        "the \(digit) replaced the number, rather than going in before it")
                    try XKeyboard.key("shift+Tab")  // back to the count, its text selected
                    Gtk.settle()
                }
            }
            #expect(volume.writes == [1, 2, 3, 4, 5, 6])
            #expect(count.writes == [], "\"007\" and \"-\" both go back to the 7 the model holds")
        }
    }

    @Test func aNoOpEditNeverTouchesTheEntry() {
        withWindow { window in
            let name = EntryHarness("Flow", converter: .string, in: window)
            let changedBefore = name.changed
            name.bound.commit()
            name.field.modelChanged(force: true)
            #expect(name.changed == changedBefore)
            #expect(name.model.writes == [])
        }
    }

    @Test func inputPurposeFollowsTheConverter() {
        withWindow { window in
            let count = EntryHarness(0, converter: .integer, in: window)
            let price = EntryHarness(0.0, converter: .double, in: window)
            let name = EntryHarness("", converter: .string, in: window)
            #expect(gtk_entry_get_input_purpose(count.bound.entry.entry) == GTK_INPUT_PURPOSE_DIGITS)
            #expect(gtk_entry_get_input_purpose(price.bound.entry.entry) == GTK_INPUT_PURPOSE_NUMBER)
            #expect(gtk_entry_get_input_purpose(name.bound.entry.entry) == GTK_INPUT_PURPOSE_FREE_FORM)
        }
    }
}

/// GtkEntryBuffer keeps at most 65,534 bytes; the field must agree with what the entry kept.
@MainActor
@Suite(.gtkDisplay, .serialized)
struct FieldEntryCapacityTests {
    @Test(arguments: [("a", 65_534), ("é", 32_768), ("👍", 16_385), ("👍🏽", 16_384)])
    func aHugePasteReachesTheModelAsTheEntryKeptIt(unit: String, kept: Int) {
        withWindow { window in
            let notes = EntryHarness("ab", converter: .string, in: window)  // 2 of the 65,534 bytes
            notes.place("a|b")
            notes.commit(String(repeating: unit, count: 70_000))
            let shown = notes.bound.text
            #expect(shown.unicodeScalars.count == kept)
            #expect(shown.utf8.count <= 65_534)
            #expect(notes.field.text == shown, "the field holds what the entry shows")
            #expect(notes.model.writes == [shown], "one write, of the text the entry kept")
            #expect(shown.hasPrefix("a") && shown.hasSuffix("b"))
        }
    }

    @Test func aPasteCutByTheEntrysMaximumLengthKeepsWholeCharacters() {
        withWindow { window in
            let reaction = EntryHarness("", converter: .string, in: window)
            gtk_entry_set_max_length(reaction.bound.entry.entry, 3)  // code points, as GTK counts
            reaction.paste("ab👍🏽")
            #expect(reaction.shown == "ab|", "no thumb without its skin tone")
            reaction.paste("🇩🇪")
            #expect(reaction.shown == "ab|", "no half of a flag")
            reaction.paste("c🇩🇪")
            #expect(reaction.shown == "abc|")
            #expect(reaction.model.writes == ["ab", "abc"])
        }
    }
}
