import CGtk

/// Counts the frames a window paints, to wait for the next one; for tests and benchmarks.
///
/// ```swift
/// let frames = FrameCounter(window: window)
/// gtk_editable_insert_text(entry.editable, "x", -1, &position)
/// frames.waitForPaint(of: entry)  // the frame that shows the "x" has been painted
/// ```
/// > Note: Main-thread only.
@MainActor
public final class FrameCounter {
    /// Frames painted since the counter was made.
    public private(set) var painted = 0
    private var connection: SignalConnection?

    /// How long `waitForPaint` waits at most, in microseconds.
    private static let patience: gint64 = 2_000_000

    /// Starts counting the frames `window` paints.
    /// - Parameter window: A realized window; its frame clock is followed.
    public init(window: UnsafeMutablePointer<GtkWidget>) {
        let clock = gtk_widget_get_frame_clock(window)!
        connection = clock.connect(Signal<SignalHandlers.Plain>("after-paint")) { [unowned self] in painted += 1 }
    }

    /// Asks for a redraw of `widget` and runs the main loop until a frame has been painted.
    /// - Returns: Whether a frame was painted; `false` after two seconds without one.
    @discardableResult
    public func waitForPaint(of widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let before = painted
        gtk_widget_queue_draw(widget)
        let deadline = g_get_monotonic_time() + Self.patience
        while painted == before && g_get_monotonic_time() < deadline {
            g_main_context_iteration(nil, 1)
        }
        return painted > before
    }
}
