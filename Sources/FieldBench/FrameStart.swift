import CGtk
import FormFieldsGtk

/// Notes when a window's frame starts painting, so a keystroke's time can end there.
///
/// Draining the main loop after a keystroke also runs any frame that falls due meanwhile. On a
/// quiet machine few do: the frame clock waits a refresh interval after the last frame. Once
/// frames take longer than that interval (a window beside a full observer panel, on a busy
/// machine), the next frame is already due when a keystroke asks for a redraw, and the drain
/// paints it: the measured keystroke then weighs a whole frame, tens of milliseconds, and with
/// GTK's animations it can weigh several in a row. Bare and bound keystrokes alike then measure
/// frames, and their ratio only how many each happened to catch. Painting is measured on its own
/// (`Typist.keystrokeToFrame`); a keystroke is the main loop's work up to the frame.
///
/// ```swift
/// let start = FrameStart(window: window)
/// start.arm(Clock.now)
/// MainLoop.drain()
/// let end = start.takeTime() ?? Clock.now()  // when painting began, if it did
/// ```
///
/// NB: The mark is the frame clock's "before-paint", at `GDK_PRIORITY_REDRAW`: a main loop only
/// gets there once no source of a higher priority is ready, so everything a keystroke schedules
/// ahead of the frame (FormFields' model observation, at `G_PRIORITY_HIGH_IDLE`) has run by then.
@MainActor
final class FrameStart {
    private var clock: (() -> UInt64)?
    private var time: UInt64?
    private var connection: SignalConnection?

    /// Starts watching the frames of `window`, a realized window.
    init(window: UnsafeMutablePointer<GtkWidget>) {
        let frameClock = gtk_widget_get_frame_clock(window)!
        connection = frameClock.connect(Signal<SignalHandlers.Plain>("before-paint")) { [unowned self] in
            if let clock, time == nil { time = clock() }
        }
    }

    /// Notes the next frame's start from now on, read on `clock`.
    func arm(_ clock: @escaping () -> UInt64) {
        self.clock = clock
        time = nil
    }

    /// When the first frame since `arm` started, on the armed clock; `nil` if none has. Disarms.
    func takeTime() -> UInt64? {
        defer {
            clock = nil
            time = nil
        }
        return time
    }
}
