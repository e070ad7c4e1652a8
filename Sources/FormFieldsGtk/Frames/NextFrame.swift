import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Runs `work` once at the start of the widget's next frame, in the frame clock's update
    /// phase, before GTK lays out and paints that frame; the callback is then removed.
    ///
    /// ```swift
    /// window.atNextFrame { rows.flush() }  // what changed shows in the frame about to be drawn
    /// ```
    /// A widget gets frames only while it is realized (shown in a shown window): `work` waits
    /// for the first frame after that, and GTK releases it unrun if the widget is finalized first.
    /// - Returns: The waiting callback, to see whether it still waits.
    /// > Note: Main-thread only.
    @MainActor
    @discardableResult
    public func atNextFrame(_ work: @escaping @MainActor () -> Void) -> FrameCallback {
        let callback: GtkTickCallback = { _, _, data in
            unbox(data, as: (@MainActor () -> Void).self, calling: (() -> Void).self)()
            return 0  // G_SOURCE_REMOVE
        }
        let box = ClosureBox(work)
        gtk_widget_add_tick_callback(self, callback, GLibBoxes.retain(box), releaseBox)
        return FrameCallback(box: box)
    }
}

/// A callback waiting for a widget's next frame (`atNextFrame`).
public final class FrameCallback {
    /// The callback's box; `nil` once GTK has released it.
    private weak var box: AnyObject?

    init(box: AnyObject) {
        self.box = box
    }

    /// Whether it still waits: `false` once it ran, or once GTK released it unrun with its widget.
    public var isPending: Bool { box != nil }
}
