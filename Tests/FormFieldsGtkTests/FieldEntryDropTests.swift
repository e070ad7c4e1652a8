import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Testing

/// Text dragged with the mouse into an entry, out of one into another, and within one, as the
/// X server hands GTK the drag.
@MainActor
@Suite(.gtkDisplay, .serialized, .enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to drag"))
struct FieldEntryDropTests {
    /// Drags the selection of `source` (its middle) to `offset` in `destination`.
    private func drag<A, B>(
        _ source: EntryHarness<A>, to offset: Int, in destination: EntryHarness<B>, moving: Bool = false
    ) throws {
        let (caret, anchor) = (Int(gtk_editable_get_position(source.text)), selectionAnchor(of: source.text))
        try XPointer.drag(
            from: source.screenPoint(at: (caret + anchor) / 2), to: destination.screenPoint(at: offset), moving: moving)
    }

    private func selectionAnchor(of text: OpaquePointer) -> Int {
        var start: Int32 = 0
        var end: Int32 = 0
        gtk_editable_get_selection_bounds(text, &start, &end)
        return Int(start) == gtk_editable_get_position(text) ? Int(end) : Int(start)
    }

    /// Drags "world", selected in "hello world", to `offset` in the entry `destination` makes,
    /// with Shift held (a move) when `moving`.
    private func dragWorld<B>(
        to offset: Int, moving: Bool = false, in window: TestWindow,
        into destination: (TestWindow) -> EntryHarness<B>
    ) throws -> (source: EntryHarness<String>, destination: EntryHarness<B>) {
        let source = EntryHarness("hello world", converter: .string, in: window)
        let target = destination(window)
        gtk_widget_grab_focus(source.bound.entry)
        source.place("hello [world]")
        try drag(source, to: offset, in: target, moving: moving)
        return (source, target)
    }

    @Test func textDroppedIntoAnEntryIsOneEditWithTheCaretAfterIt() throws {
        try withWindow { window in
            let (source, name) = try dragWorld(to: 3, in: window) { EntryHarness("abc", converter: .string, in: $0) }
            #expect(name.shown == "abcworld|")
            #expect(name.model.writes == ["abcworld"])
            #expect(name.changed == 1)
            #expect(source.model.writes == [], "a drop without Shift copies")
            #expect(source.shown == "hello [world]")
        }
    }

    @Test func aMoveTheFieldTakesWholeLeavesTheSourceWithoutTheText() throws {
        try withWindow { window in
            let (source, name) = try dragWorld(to: 3, moving: true, in: window) {
                EntryHarness("abc", converter: .string, in: $0)
            }
            #expect(name.shown == "abcworld|")
            #expect(name.model.writes == ["abcworld"])
            #expect(source.shown == "hello |")
            #expect(source.model.writes == ["hello "])
        }
    }

    @Test func lettersMovedIntoANumberFieldStayWhereTheyWere() throws {
        try withWindow { window in
            let (source, pin) = try dragWorld(to: 3, moving: true, in: window) {
                EntryHarness("123", transform: .digits, converter: .string, in: $0)
            }
            #expect(pin.shown == "123|")
            #expect(pin.model.writes == [])
            #expect(source.shown == "hello [world]", "the refused text is not deleted from where it came")
            #expect(source.model.writes == [])
        }
    }

    @Test func aMoveTheFieldCutsToFitIsACopy() throws {
        try withWindow { window in
            let (source, nickname) = try dragWorld(to: 2, moving: true, in: window) {
                EntryHarness("ab", transform: .maximumLength(4), converter: .string, in: $0)
            }
            #expect(nickname.shown == "abwo|")
            #expect(nickname.model.writes == ["abwo"])
            #expect(source.shown == "hello [world]", "\"rld\" is not lost")
            #expect(source.model.writes == [])
        }
    }

    /// Drags "world", selected in "hello world" in another program, to `offset` in the entry
    /// `destination` makes, with Shift held (a move); the other program's entry as the drop left it.
    private func dragWorldFromAnotherProgram<B>(
        to offset: Int, in window: TestWindow, into destination: (TestWindow) -> EntryHarness<B>
    ) throws -> (source: String, destination: EntryHarness<B>) {
        let target = destination(window)
        // NB: Both windows show at the top left corner without a window manager.
        let other = try OtherProgramEntry(at: XPointer.Point(x: 0, y: 400))
        defer { other.close() }
        try XPointer.drag(from: other.world, to: target.screenPoint(at: offset), moving: true, into: target.text)
        return (try other.text(), target)
    }

    @Test(.otherProgram)
    func lettersMovedFromAnotherProgramIntoANumberFieldStayThere() throws {
        try withWindow { window in
            let (source, pin) = try dragWorldFromAnotherProgram(to: 3, in: window) {
                EntryHarness("123", transform: .digits, converter: .string, in: $0)
            }
            #expect(pin.shown == "123|")
            #expect(pin.model.writes == [])
            #expect(source == "hello world", "the other program keeps the text the field refused")
        }
    }

    @Test(.otherProgram)
    func aMoveFromAnotherProgramTheFieldCutsIsACopy() throws {
        try withWindow { window in
            let (source, nickname) = try dragWorldFromAnotherProgram(to: 2, in: window) {
                EntryHarness("ab", transform: .maximumLength(4), converter: .string, in: $0)
            }
            #expect(nickname.shown == "abwo|")
            #expect(nickname.model.writes == ["abwo"])
            #expect(source == "hello world", "\"rld\" is not lost")
        }
    }

    @Test(.otherProgram)
    func aMoveFromAnotherProgramTheFieldTakesWholeLeavesItWithoutTheText() throws {
        try withWindow { window in
            let (source, name) = try dragWorldFromAnotherProgram(to: 3, in: window) {
                EntryHarness("abc", converter: .string, in: $0)
            }
            #expect(name.shown == "abcworld|")
            #expect(name.model.writes == ["abcworld"])
            #expect(source == "hello ")
        }
    }

    @Test func aMoveTheFieldRewritesIsACopy() throws {
        try withWindow { window in
            let notes = EntryHarness("call 555-123-4567", converter: .string, in: window)
            let phone = EntryHarness(
                "", transform: PatternFormat.phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter,
                in: window)
            gtk_widget_grab_focus(notes.bound.entry)
            notes.place("call [555-123-4567]")

            try drag(notes, to: 0, in: phone, moving: true)
            #expect(phone.shown == "+1 (555) 123-4567|")
            #expect(phone.model.writes == ["5551234567"])
            #expect(notes.shown == "call [555-123-4567]", "the field took the digits, not the text as it was")
            #expect(notes.model.writes == [])
        }
    }

    @Test func movingAWordWithinAnEntryIsOneEditAndOneWrite() throws {
        try withWindow { window in
            let name = EntryHarness("hello world", converter: .string, in: window)
            name.place("[hello] world")

            try drag(name, to: 11, in: name)
            #expect(name.shown == " worldhello|")
            #expect(name.model.writes == [" worldhello"], "never \"hello worldhello\" on the way")
        }
    }

    @Test func movingAWordBackWithinAnEntryLeavesTheCaretAfterIt() throws {
        try withWindow { window in
            let name = EntryHarness(" worldhello", converter: .string, in: window)
            name.place(" world[hello]")

            try drag(name, to: 0, in: name)
            #expect(name.shown == "hello| world")
            #expect(name.model.writes == ["hello world"])
        }
    }

    @Test func movingTextWithinAFullFieldKeepsEveryCharacter() throws {
        try withWindow { window in
            let nickname = EntryHarness("Flow", transform: .maximumLength(4), converter: .string, in: window)
            nickname.place("F[lo]w")

            try drag(nickname, to: 0, in: nickname)
            #expect(nickname.shown == "lo|Fw")
            #expect(nickname.model.writes == ["loFw"])
        }
    }
}
