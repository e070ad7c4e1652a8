import CGtk

/// Runs work on GLib's main loop.
///
/// > Note: GLib owns the main thread inside `g_application_run`: `DispatchQueue.main` and
/// > `Task { @MainActor in }` do not run there unless the app calls `bridgeMainQueue()`, so
/// > FormFieldsGtk schedules with GLib only.
public enum MainLoop {
    /// Runs `work` once on the main loop's next turn, before GTK lays out and draws the next frame
    /// (`G_PRIORITY_HIGH_IDLE` runs ahead of GDK's redraw at `G_PRIORITY_HIGH_IDLE + 20`).
    ///
    /// Pass it as a `MainScheduler`: `field.observeModel(scheduler: MainLoop.schedule)`.
    @MainActor
    public static func schedule(_ work: @escaping @MainActor () -> Void) {
        schedule(priority: G_PRIORITY_HIGH_IDLE, work)
    }

    /// Runs `work` once when the main loop has nothing more urgent than `priority` to do.
    /// - Parameters:
    ///   - priority: A GLib priority; lower runs first (`G_PRIORITY_DEFAULT` is 0).
    ///   - work: Runs on the main thread.
    @MainActor
    public static func schedule(priority: Int32, _ work: @escaping @MainActor () -> Void) {
        let callback: GSourceFunc = { data in
            unbox(data, as: (@MainActor () -> Void).self, calling: (() -> Void).self)()
            return 0  // G_SOURCE_REMOVE
        }
        g_idle_add_full(priority, callback, GLibBoxes.retain(ClosureBox(work)), releaseBox)
    }

    /// Runs every pending main-loop task without waiting; for tests and benchmarks.
    /// - Returns: How many tasks ran.
    @MainActor
    @discardableResult
    public static func drain() -> Int {
        var iterations = 0
        while g_main_context_iteration(nil, 0) != 0 { iterations += 1 }
        return iterations
    }
}
