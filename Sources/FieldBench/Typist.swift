import CGtk
import FormFieldsGtk

/// Types into a GtkEntry the way the GTK benchmark defines a keystroke, and puts the entry back
/// afterwards so every keystroke meets the same text.
///
/// A keystroke is `gtk_editable_insert_text` of the typed text at the caret, then draining the
/// GLib main context (the definition in `shared/notes/gtk-swift-facts.md`), timed up to the start
/// of a frame the drain paints, if one falls due (`FrameStart`). Putting back deletes what the
/// keystroke added and returns the caret to where it was; it is not timed.
///
/// ```swift
/// let typist = Typist(typed: "x", caret: 50)
/// let nanoseconds = typist.keystroke(into: entry)
/// typist.putBack(entry, length: 100)
/// ```
@MainActor
struct Typist {
    /// What one keystroke inserts: a character, or a whole paste.
    let typed: String
    /// Where the caret stands before each keystroke.
    let caret: Int
    /// Whether the caret moves after the typed text, as it does when GtkText handles a key
    /// (`gtk_text_enter_text` inserts at the caret, then sets the caret after the insertion).
    var movesCaret = false
    /// How keystrokes are timed: wall time for single characters, this thread's CPU time for
    /// long pastes, which another process would otherwise preempt.
    var clock: () -> UInt64 = Clock.now
    /// Where the timing of a keystroke stops if a frame starts painting before the main loop is
    /// idle; `nil` times every frame the drain paints.
    var frameStart: FrameStart?

    /// Types once; returns the nanoseconds from the insertion to an idle main loop, or to the
    /// start of a frame the main loop paints before then.
    func keystroke(into entry: EntryUnderTest) -> UInt64 {
        var position = gtk_editable_get_position(entry.entry.editable)
        frameStart?.arm(clock)
        let start = clock()
        gtk_editable_insert_text(entry.entry.editable, typed, -1, &position)
        if movesCaret { gtk_editable_set_position(entry.entry.editable, position) }
        MainLoop.drain()
        let idle = clock()
        return (frameStart?.takeTime() ?? idle) - start
    }

    /// Types once and waits for the frame that shows it; returns the CPU time the process spent
    /// from the insertion to the end of that frame's paint (layout, snapshot and rendering).
    func keystrokeToFrame(into entry: EntryUnderTest, frames: FrameCounter) -> UInt64 {
        var position = gtk_editable_get_position(entry.entry.editable)
        let start = Clock.processCPU()
        gtk_editable_insert_text(entry.entry.editable, typed, -1, &position)
        if movesCaret { gtk_editable_set_position(entry.entry.editable, position) }
        frames.waitForPaint(of: entry.entry)
        return Clock.processCPU() - start
    }

    /// Removes what the keystroke added (if the entry kept it) and puts the caret back.
    func putBack(_ entry: EntryUnderTest, length: Int) {
        let grown = Self.length(of: entry) - length
        if grown > 0 {
            gtk_editable_delete_text(entry.entry.editable, Int32(caret), Int32(caret + grown))
        }
        gtk_editable_set_position(entry.entry.editable, Int32(caret))
        MainLoop.drain()
    }

    /// Gets the entry ready: focused, caret in place.
    func prepare(_ entry: EntryUnderTest) {
        gtk_widget_grab_focus(entry.entry)
        gtk_editable_set_position(entry.entry.editable, Int32(caret))
        MainLoop.drain()
    }

    /// The entry's text length in code points.
    static func length(of entry: EntryUnderTest) -> Int {
        Int(gtk_entry_buffer_get_length(gtk_entry_get_buffer(entry.entry.entry)))
    }

    /// Gets the entry ready, then waits for the window to paint two frames, so that drawing what
    /// the last sample did is not counted in the next: an entry's focus going, and a panel's new
    /// rows, which take a frame to be added and laid out and the next to be scrolled to.
    func prepare(_ entry: EntryUnderTest, settling frames: FrameCounter) {
        prepare(entry)
        frames.waitForPaint(of: entry.entry)
        frames.waitForPaint(of: entry.entry)
    }

    /// Keystrokes timed one by one (keystroke and drain), each put back untimed; the sample starts
    /// on a settled window.
    func keystrokes(_ name: String, on entry: EntryUnderTest, settling frames: FrameCounter) -> Workload {
        Workload.each(name) { iterations in
            prepare(entry, settling: frames)
            let length = Self.length(of: entry)
            return (0..<iterations).map { _ in
                defer { putBack(entry, length: length) }
                return keystroke(into: entry)
            }
        }
    }

    /// Keystrokes timed to their frame, one by one, each put back (and its frame drawn) untimed.
    func keystrokesToFrame(_ name: String, on entry: EntryUnderTest, frames: FrameCounter) -> Workload {
        Workload.each(name) { iterations in
            prepare(entry, settling: frames)
            let length = Self.length(of: entry)
            return (0..<iterations).map { _ in
                defer {
                    putBack(entry, length: length)
                    frames.waitForPaint(of: entry.entry)
                }
                return keystrokeToFrame(into: entry, frames: frames)
            }
        }
    }
}
