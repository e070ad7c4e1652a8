import CGtk
import FormFieldsGtk
import Testing

@testable import FieldBench

/// Where field-bench's timing of a keystroke on a real window ends: a frame that the main loop
/// paints while draining after the keystroke is painting, timed in a table of its own, not part
/// of the keystroke (`FrameStart`). Counted on a clock that ticks once per reading, so that what
/// is asserted is which readings the time spans, whatever the machine's speed.
@MainActor
@Suite(
    .enabled("needs a display for real GTK widgets; run under `xvfb-run -a swift test`") {
        await MainActor.run { GtkSession.isAvailable }
    },
    .serialized)
struct KeystrokeTimingTests {
    /// A clock that reads 1, 2, 3, ...
    final class Ticks {
        private(set) var readings: UInt64 = 0

        func read() -> UInt64 {
            readings += 1
            return readings
        }
    }

    @Test func aKeystrokeIsTimedUpToTheStartOfAFrameItsDrainPaints() {
        let window = BenchWindow(panel: nil, small: true)
        defer { window.close() }
        let entry = BareEntry(text: "abc")
        window.add(entry.widget)
        let frames = FrameCounter(window: window.window)
        let ticks = Ticks()
        let typist = Typist(
            typed: "x", caret: 1, clock: { ticks.read() }, frameStart: FrameStart(window: window.window))
        typist.prepare(entry)
        // A frame falls due during the keystroke's drain: the window asks for frames without end,
        // and the keystroke comes longer than a refresh interval after the last one.
        let animation = Self.framesWithoutEnd(on: window.window)
        defer { gtk_widget_remove_tick_callback(window.window, animation) }
        frames.waitForPaint(of: entry.entry)
        g_usleep(50_000)
        let painted = frames.painted

        let time = typist.keystroke(into: entry)

        #expect(frames.painted > painted, "the drain painted a frame")
        #expect(ticks.readings == 3, "read at the insertion, at the frame's start, and once idle")
        #expect(time == 1, "from the insertion (1) to the frame's start (2), not to the idle main loop (3)")
        #expect(String(cString: gtk_editable_get_text(entry.entry.editable)) == "axbc")
    }

    /// Asks `widget`'s frame clock for a frame at every frame, as an animation does, until the
    /// returned callback is removed.
    private static func framesWithoutEnd(on widget: UnsafeMutablePointer<GtkWidget>) -> guint {
        gtk_widget_add_tick_callback(widget, { _, _, _ in 1 /* G_SOURCE_CONTINUE */ }, nil, nil)
    }
}
