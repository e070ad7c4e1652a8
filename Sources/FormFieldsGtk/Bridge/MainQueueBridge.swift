import CGtk
import CMainQueue
import Glibc

extension MainLoop {
    /// Lets `DispatchQueue.main.async { }` and `Task { @MainActor in }` run inside GLib's main
    /// loop. An app calls it once, before `g_application_run`; later calls do nothing.
    ///
    /// ```swift
    /// MainLoop.bridgeMainQueue()
    /// exit(g_application_run(app.gApplication, CommandLine.argc, CommandLine.unsafeArgv))
    /// ```
    /// GLib owns the main thread inside `g_application_run`, and nothing there drains Swift's
    /// main dispatch queue, which is also where the main actor's work waits: without the bridge
    /// that work never runs. The bridge is a GLib source on the main context that watches the
    /// queue's own wake-up handle (libdispatch's eventfd) and, when it is readable, runs what
    /// waits on the queue: the pair of hooks CFRunLoop uses. It never polls; an idle app stays
    /// asleep.
    ///
    /// In a process whose main queue already runs (`dispatch_main()`, as an `async` entry point
    /// calls it) there is nothing to bridge, and the call does nothing.
    ///
    /// > Note: FormFieldsGtk itself schedules with GLib (`schedule(_:)`) and does not need the
    /// > bridge; the app's own asynchronous code does. Main-thread only.
    @MainActor
    public static func bridgeMainQueue() {
        guard mainQueueWatch == 0 else { return }
        let handle = _dispatch_get_main_queue_handle_4CF()
        let flags = fcntl(handle, F_GETFL)
        // NB: After `dispatch_main()` (an async entry point, a test runner) libdispatch runs the
        // main queue itself and hands out no handle: there is nothing to bridge.
        guard flags >= 0 else { return }
        // NB: Reading an empty eventfd blocks unless it is non-blocking; the bridge reads until
        // it is empty.
        _ = fcntl(handle, F_SETFL, flags | O_NONBLOCK)
        let channel = g_io_channel_unix_new(handle)
        mainQueueWatch = g_io_add_watch(channel, G_IO_IN, mainQueueReadable, nil)
        g_io_channel_unref(channel)  // the watch holds it
    }

    /// The GLib source id of the bridge; 0 until `bridgeMainQueue()` is called.
    @MainActor private static var mainQueueWatch: guint = 0

    /// How often the bridge woke up to run the main queue's work: once per batch of work, and
    /// never while the queue is empty.
    @MainActor public private(set) static var mainQueueWakeups = 0

    /// Empties the wake-up handle, then runs what waits on the main queue.
    ///
    /// NB: In this order: work queued while the queue runs writes to the handle again and
    /// wakes the bridge on the next turn instead of being lost.
    @MainActor
    fileprivate static func runMainQueue(handle: Int32) {
        mainQueueWakeups += 1
        var count: UInt64 = 0
        while read(handle, &count, MemoryLayout<UInt64>.size) > 0 {}
        _dispatch_main_queue_callback_4CF(nil)
    }
}

/// The bridge's `GIOFunc`: GLib calls it on the main thread when the handle is readable.
private let mainQueueReadable: GIOFunc = { channel, _, _ in
    let handle = g_io_channel_unix_get_fd(channel)
    MainActor.assumeIsolated { MainLoop.runMainQueue(handle: handle) }
    return 1  // G_SOURCE_CONTINUE
}
