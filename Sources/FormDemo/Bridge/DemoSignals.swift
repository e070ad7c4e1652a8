import FormFieldsGtk

// The signals the demo connects to beyond those FormFieldsGtk names, each spelled once.

extension Signal where Handler == SignalHandlers.Plain {
    /// GApplication: registered, before the first window.
    static var startup: Self { Self("startup") }
    /// GApplication: the main loop has ended.
    static var shutdown: Self { Self("shutdown") }
    /// GtkWidget: shown on screen.
    static var map: Self { Self("map") }
    /// GdkFrameClock: a frame has been drawn.
    static var afterPaint: Self { Self("after-paint") }
    /// GtkAdjustment: the value moved (scrolling).
    static var valueChanged: Self { Self("value-changed") }
}

extension Signal where Handler == SignalHandlers.Status {
    /// GApplication: a launch's command line, this process's own or a later launch's; the
    /// handler's result is the launching process's exit status.
    static var commandLine: Self { Self("command-line") }
}
