import CGtk
import FormFieldsGtk
import Testing

/// What GTK 4.8's GtkEntry does on its own, measured on a plain entry. FieldEntry is built on
/// these facts; if GTK changes them, these tests say which one.
@MainActor
@Suite(.gtkDisplay, .serialized)
struct GtkEntryBehaviourTests {
    /// A plain entry whose signals are written down as they come.
    @MainActor
    final class Recorder {
        let entry: UnsafeMutablePointer<GtkWidget>
        let text: OpaquePointer
        private(set) var events: [String] = []
        private var connections: [SignalConnection] = []

        init(in window: TestWindow, text initial: String) {
            entry = gtk_entry_new()
            text = gtk_editable_get_delegate(entry.editable)
            window.add(entry)
            gtk_widget_grab_focus(entry)
            gtk_editable_set_text(entry.editable, initial)
            MainLoop.drain()
            connections = [
                text.connect(.insertText) { [unowned self] inserted, position in
                    events.append("insert-text \(inserted) at \(position.pointee), caret \(caret)")
                },
                text.connect(.insertText, after: true) { [unowned self] _, position in
                    events.append("insert-text returns \(position.pointee), caret \(caret)")
                },
                text.connect(.deleteText) { [unowned self] start, end in
                    events.append("delete-text \(start)..<\(end), caret \(caret)")
                },
                entry.connect(.changed) { [unowned self] in
                    events.append("changed \"\(String(cString: gtk_editable_get_text(text)))\", caret \(caret)")
                },
            ]
        }

        var caret: Int32 { gtk_editable_get_position(text) }

        func record(_ body: () -> Void) -> [String] {
            events = []
            body()
            MainLoop.drain()
            return events
        }
    }

    @Test func typingReportsChangedBeforeTheCaretMovesPastTheInsertion() {
        withWindow { window in
            let plain = Recorder(in: window, text: "1234")
            gtk_editable_set_position(plain.text, 2)
            let events = plain.record { emit("commit", on: inputMethod(of: plain.text), "y") }
            #expect(
                events == [
                    "insert-text y at 2, caret 2",
                    "changed \"12y34\", caret 2",  // the caret has not moved yet
                    "insert-text returns 3, caret 2",
                ])
            #expect(plain.caret == 3)  // moved by the typing code, after insert-text returned
        }
    }

    @Test func typingOverASelectionIsADeletionAndAnInsertionEachWithChanged() {
        withWindow { window in
            let plain = Recorder(in: window, text: "123456")
            gtk_editable_select_region(plain.text, 1, 3)
            Gtk.settle()
            let events = plain.record { emit("commit", on: inputMethod(of: plain.text), "q") }
            #expect(
                events == [
                    "delete-text 1..<3, caret 3",
                    "changed \"1456\", caret 1",
                    "insert-text q at 1, caret 1",
                    "changed \"1q456\", caret 1",
                    "insert-text returns 2, caret 1",
                ])
        }
    }

    @Test func setTextDeletesEverythingAndInsertsWithTwoChanged() {
        withWindow { window in
            let plain = Recorder(in: window, text: "42")
            gtk_editable_set_position(plain.text, 2)
            let events = plain.record { gtk_editable_set_text(plain.entry.editable, "42") }
            #expect(
                events == [
                    "delete-text 0..<-1, caret 2",
                    "changed \"\", caret 0",
                    "insert-text 42 at 0, caret 0",
                    "changed \"42\", caret 0",
                    "insert-text returns 2, caret 0",
                ])
            #expect(plain.caret == 0)  // the caret stays at the start
        }
    }

    @Test func backspaceMovesTheCaretBeforeChanged() {
        withWindow { window in
            let plain = Recorder(in: window, text: "1234")
            gtk_editable_set_position(plain.text, 3)
            let events = plain.record { emit("backspace", on: plain.text) }
            #expect(events == ["delete-text 2..<3, caret 3", "changed \"124\", caret 2"])
        }
    }

    @Test func aStoppedInsertionLeavesTheCaretAtThePositionTheHandlerReturns() {
        withWindow { window in
            let plain = Recorder(in: window, text: "1234")
            gtk_editable_set_position(plain.text, 2)
            let stopper = plain.text.connect(.insertText) { [text = plain.text] _, position in
                g_signal_stop_emission_by_name(text.rawPointer, "insert-text")
                position.pointee = 1
            }
            let events = plain.record { emit("commit", on: inputMethod(of: plain.text), "x") }
            stopper.cancel()
            #expect(events == ["insert-text x at 2, caret 2"])
            #expect(String(cString: gtk_editable_get_text(plain.text)) == "1234")
            #expect(plain.caret == 1)
        }
    }

    @Test func positionsCountCodePointsAndMayFallInsideACluster() {
        withWindow { window in
            let plain = Recorder(in: window, text: "héllo👨‍👩‍👧")
            #expect(gtk_entry_buffer_get_length(gtk_entry_get_buffer(plain.entry.entry)) == 10)
            gtk_editable_set_position(plain.text, 8)
            #expect(plain.caret == 8)
        }
    }
}
