import CGtk
import FormFieldsGtk
import Synchronization

/// This test process as the X clipboard's owner, so the demo can paste what a test puts there.
///
/// ```swift
/// try await TestClipboard.hold(String(repeating: "x", count: 1 << 20))
/// try await demo.keyboard.key("ctrl+v")      // the demo asks this process for the text
/// ```
/// > Note: The X clipboard is served on request: while a test waits on the demo, `pause()` runs
/// > GLib's main loop here so the request is answered. No tool beyond GTK itself is needed.
enum TestClipboard {
    private static let holding = Atomic<Bool>(false)

    /// Offers `text` as the clipboard's content.
    @MainActor
    static func hold(_ text: String) throws {
        guard gtk_init_check() != 0, let display = gdk_display_get_default() else {
            throw DemoError.tool("this test process cannot open the display to own the clipboard")
        }
        gdk_clipboard_set_text(gdk_display_get_clipboard(display), text)
        holding.store(true, ordering: .relaxed)
        MainLoop.drain()
    }

    /// Answers pending clipboard requests, if this process holds the clipboard.
    static func serve() async {
        guard holding.load(ordering: .relaxed) else { return }
        await MainActor.run { _ = MainLoop.drain() }
    }
}
