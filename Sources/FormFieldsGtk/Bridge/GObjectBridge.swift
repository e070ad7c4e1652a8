import CGtk
import Synchronization

// The one place where FormFieldsGtk crosses between Swift and GObject: pointer casts,
// `@convention(c)` trampolines, and the boxes that carry Swift closures through GLib.

// MARK: Pointer casts

/// Any pointer to a GObject instance: a typed struct pointer (`UnsafeMutablePointer<GtkEntry>`),
/// an interface (`OpaquePointer`, as GtkEditable imports) or a bare `gpointer`.
///
/// ```swift
/// gtk_widget_add_css_class(entry.widget, "error")
/// gtk_editable_set_position(entry.editable, 2)
/// ```
/// > Note: In debug builds every cast checks the instance's GType.
public protocol GObjectPointer {
    /// The address as GLib's `gpointer`.
    var rawPointer: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: GObjectPointer {
    /// The pointer, untyped.
    public var rawPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GObjectPointer {
    /// The pointer, untyped.
    public var rawPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GObjectPointer {
    /// The pointer itself.
    public var rawPointer: UnsafeMutableRawPointer { self }
}

extension GObjectPointer {
    /// The instance as a `T`; in debug builds it must be an instance of `type`.
    /// - Parameters:
    ///   - pointee: The C struct, such as `GtkEntry.self`.
    ///   - type: Its GType, such as `gtk_entry_get_type()`.
    public func cast<T>(to pointee: T.Type, checking type: @autoclosure () -> GType) -> UnsafeMutablePointer<T> {
        assert(isInstance(of: type()), "\(rawPointer) is not a \(T.self)")
        return rawPointer.assumingMemoryBound(to: T.self)
    }

    /// The instance as a type that imports as `OpaquePointer`: an interface (GtkEditable,
    /// GtkAccessible) or a class whose struct is private (GtkLabel, GtkEventController).
    public func opaque(checking type: @autoclosure () -> GType) -> OpaquePointer {
        assert(isInstance(of: type()), "\(rawPointer) is not an instance of the expected type")
        return OpaquePointer(rawPointer)
    }

    /// Whether the instance is a `type` or implements it.
    public func isInstance(of type: GType) -> Bool {
        g_type_check_instance_is_a(rawPointer.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// The instance as a GObject.
    public var object: UnsafeMutablePointer<GObject> { cast(to: GObject.self, checking: g_object_get_type()) }
    /// The instance as a GtkWidget.
    public var widget: UnsafeMutablePointer<GtkWidget> { cast(to: GtkWidget.self, checking: gtk_widget_get_type()) }
    /// The instance as a GApplication: `g_application_run(app.gApplication, argc, argv)`.
    public var gApplication: UnsafeMutablePointer<GApplication> {
        cast(to: GApplication.self, checking: g_application_get_type())
    }
    /// The instance as a GtkWindow.
    public var window: UnsafeMutablePointer<GtkWindow> { cast(to: GtkWindow.self, checking: gtk_window_get_type()) }
    /// The instance as a GtkEntry.
    public var entry: UnsafeMutablePointer<GtkEntry> { cast(to: GtkEntry.self, checking: gtk_entry_get_type()) }
    /// The instance as a GtkText (an entry's delegate).
    public var gtkText: UnsafeMutablePointer<GtkText> { cast(to: GtkText.self, checking: gtk_text_get_type()) }
    /// The instance as a GtkLabel.
    public var label: OpaquePointer { opaque(checking: gtk_label_get_type()) }
    /// The instance as a GtkButton.
    public var button: UnsafeMutablePointer<GtkButton> { cast(to: GtkButton.self, checking: gtk_button_get_type()) }
    /// The instance as a GtkBox.
    public var box: UnsafeMutablePointer<GtkBox> { cast(to: GtkBox.self, checking: gtk_box_get_type()) }
    /// The instance as a GtkStack.
    public var stack: OpaquePointer { opaque(checking: gtk_stack_get_type()) }
    /// The instance as a GtkEditable.
    public var editable: OpaquePointer { opaque(checking: gtk_editable_get_type()) }
    /// The instance as a GtkAccessible.
    public var accessible: OpaquePointer { opaque(checking: gtk_accessible_get_type()) }
    /// The instance as a GtkEventController.
    public var eventController: OpaquePointer { opaque(checking: gtk_event_controller_get_type()) }
    /// The instance as a GtkEventControllerKey.
    public var keyController: OpaquePointer { opaque(checking: gtk_event_controller_key_get_type()) }
    /// The instance as a GtkShortcutController.
    public var shortcutController: OpaquePointer { opaque(checking: gtk_shortcut_controller_get_type()) }
    /// The instance as a GActionMap.
    public var actionMap: OpaquePointer { opaque(checking: g_action_map_get_type()) }
    /// The instance as a GActionGroup.
    public var actionGroup: OpaquePointer { opaque(checking: g_action_group_get_type()) }
    /// The instance as a GAction.
    public var action: OpaquePointer { opaque(checking: g_action_get_type()) }
    /// The instance as a GListModel.
    public var listModel: OpaquePointer { opaque(checking: g_list_model_get_type()) }
    /// The instance as a GtkStringList.
    public var stringList: OpaquePointer { opaque(checking: gtk_string_list_get_type()) }
    /// The instance as a GtkSelectionModel.
    public var selectionModel: OpaquePointer { opaque(checking: gtk_selection_model_get_type()) }
    /// The instance as a GtkListView.
    public var listView: OpaquePointer { opaque(checking: gtk_list_view_get_type()) }
    /// The instance as a GtkScrollable.
    public var scrollable: OpaquePointer { opaque(checking: gtk_scrollable_get_type()) }
}

// MARK: Boxes that GLib holds

/// Swift values handed to GLib and released by its destroy notify.
///
/// Tests read `live` to prove that no handler outlives its widget.
public enum GLibBoxes {
    private static let count = Atomic<Int>(0)

    /// How many boxes GLib holds now: signal handlers, pending idle calls, owned objects.
    public static var live: Int { count.load(ordering: .relaxed) }

    fileprivate static func retain(_ box: AnyObject) -> UnsafeMutableRawPointer {
        count.add(1, ordering: .relaxed)
        return Unmanaged.passRetained(box).toOpaque()
    }

    /// The `GDestroyNotify` / `GClosureNotify` for every box.
    fileprivate static func release(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        count.subtract(1, ordering: .relaxed)
        Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
}

/// Holds a closure for a trampoline.
private final class ClosureBox<Function> {
    let function: Function
    init(_ function: Function) { self.function = function }
}

/// The `@MainActor` closure a trampoline's user data carries, as the plain function `Callable` it
/// is underneath, for GLib's callback to call.
///
/// NB: GLib calls back on the main thread, where the main actor runs. Wrapping each call in
/// `MainActor.assumeIsolated` checks the executor and allocates a context every time: a third
/// of what a "changed" handler cost (perf), and a keystroke emits two to four signals. That
/// function's own last step is the cast made here; debug builds keep its check.
///
/// NB: `MainActor.assertIsolated` checks in release builds too (Swift 6.3, perf: about a tenth of
/// a bound keystroke's Swift work), so the check is compiled only into debug builds.
private func unbox<Function, Callable>(
    _ data: UnsafeMutableRawPointer?, as _: Function.Type, calling _: Callable.Type
) -> Callable {
    #if DEBUG
        MainActor.assertIsolated("GLib calls back on the main thread")
    #endif
    return unsafeBitCast(
        Unmanaged<ClosureBox<Function>>.fromOpaque(data!).takeUnretainedValue().function, to: Callable.self)
}

private let releaseBox: GDestroyNotify = { GLibBoxes.release($0) }
private let releaseClosureBox: GClosureNotify = { data, _ in GLibBoxes.release(data) }

// MARK: Signals

/// A GObject signal and the shape of its handler, so a connection cannot get the shape wrong.
///
/// ```swift
/// let token = button.connect(.clicked) { print("clicked") }
/// let toggled = checkButton.connect(Signal<SignalHandlers.Plain>("toggled")) { print("toggled") }
/// ```
/// The common signals are static members (`.clicked`, `.changed`); any other is made from its
/// name with the handler shape its C signature has.
public struct Signal<Handler>: Sendable {
    /// The signal's name, with a detail where it has one ("notify::text").
    public let name: String
    fileprivate let trampoline: GCallback
}

/// Handler shapes: one per C signature a trampoline translates.
public enum SignalHandlers {
    /// `void (instance, user_data)`: "changed", "activate", "clicked", "enter", "leave".
    public typealias Plain = @MainActor () -> Void
    /// `void (instance, gpointer arg, user_data)`: "notify" (GParamSpec), list factories'
    /// "setup"/"bind" (GtkListItem), GSimpleAction "activate" (GVariant).
    public typealias Pointer = @MainActor (UnsafeMutableRawPointer?) -> Void
    /// `gint (instance, gpointer arg, user_data)`: GApplication's "command-line"
    /// (GApplicationCommandLine), whose result is the exit status of the process that launched it.
    public typealias Status = @MainActor (UnsafeMutableRawPointer?) -> Int32
    /// `gboolean (instance, user_data)`: "close-request"; `true` stops other handlers.
    public typealias Stopping = @MainActor () -> Bool
    /// `gboolean (controller, keyval, keycode, state, user_data)`: "key-pressed".
    public typealias Key = @MainActor (_ keyval: UInt32, _ keycode: UInt32, _ state: GdkModifierType) -> Bool
    /// `void (editable, text, length, int *position, user_data)`: "insert-text"; `position`
    /// is where the text goes and, on return, where the caret should follow it.
    public typealias InsertText = @MainActor (_ text: String, _ position: UnsafeMutablePointer<Int32>) -> Void
    /// `void (editable, start, end, user_data)`: "delete-text", in code points; `end` -1 is the end.
    public typealias DeleteText = @MainActor (_ start: Int32, _ end: Int32) -> Void
    /// `void (list, position, removed, added, user_data)`: a GListModel's "items-changed".
    public typealias ItemsChanged = @MainActor (_ position: UInt32, _ removed: UInt32, _ added: UInt32) -> Void
    /// `gboolean (widget, gboolean group_cycling, user_data)`: "mnemonic-activate"; `true` stops
    /// other handlers, GTK's own (focusing or activating the widget) among them.
    public typealias Mnemonic = @MainActor (_ groupCycling: Bool) -> Bool
}

extension Signal where Handler == SignalHandlers.Plain {
    /// The signal `name`, for a handler of this shape.
    public init(_ name: String) {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
            _, data in
            unbox(data, as: Handler.self, calling: (() -> Void).self)()
        }
        self.init(name: name, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// "changed": an editable's text changed.
    public static var changed: Self { Self("changed") }
    /// "activate": Enter in an entry, or a button activated from the keyboard.
    public static var activate: Self { Self("activate") }
    /// "clicked": a button was pressed and released.
    public static var clicked: Self { Self("clicked") }
    /// "destroy": a widget is being destroyed; let go of it.
    public static var destroy: Self { Self("destroy") }
    /// "map": a widget is about to show on screen, its window and labels in place.
    public static var map: Self { Self("map") }
    /// A GtkEventControllerFocus's "enter": the focus came into its widget.
    public static var focusEnter: Self { Self("enter") }
    /// A GtkEventControllerFocus's "leave": the focus left its widget.
    public static var focusLeave: Self { Self("leave") }
    /// GtkText's keybinding signal for Backspace.
    public static var backspace: Self { Self("backspace") }
    /// An input method's "preedit-end": the text it composed was committed or given up.
    public static var preeditEnd: Self { Self("preedit-end") }
}

extension Signal where Handler == SignalHandlers.Pointer {
    /// The signal `name`, for a handler of this shape.
    public init(_ name: String) {
        let trampoline:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
                _, argument, data in
                unbox(data, as: Handler.self, calling: ((UnsafeMutableRawPointer?) -> Void).self)(argument)
            }
        self.init(name: name, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// "notify::property": the property changed.
    public static func notify(_ property: String) -> Self { Self("notify::\(property)") }
    /// A list item factory's "setup": build the item's widgets, once per GtkListItem.
    public static var setup: Self { Self("setup") }
    /// A list item factory's "bind": show the item's row in its widgets.
    public static var bind: Self { Self("bind") }
    /// A list item factory's "unbind": the item no longer shows that row.
    public static var unbind: Self { Self("unbind") }
    /// A list item factory's "teardown": the item's widgets go.
    public static var teardown: Self { Self("teardown") }
    /// GSimpleAction's "activate", with its GVariant parameter.
    public static var actionActivate: Self { Self("activate") }
}

extension Signal where Handler == SignalHandlers.Status {
    /// The signal `name`, for a handler of this shape.
    public init(_ name: String) {
        let trampoline:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gint = {
                _, argument, data in
                unbox(data, as: Handler.self, calling: ((UnsafeMutableRawPointer?) -> Int32).self)(argument)
            }
        self.init(name: name, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension Signal where Handler == SignalHandlers.Stopping {
    /// The signal `name`, for a handler of this shape.
    public init(_ name: String) {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
            _, data in
            unbox(data, as: Handler.self, calling: (() -> Bool).self)() ? 1 : 0
        }
        self.init(name: name, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// A window's "close-request": return `true` to keep it open.
    public static var closeRequest: Self { Self("close-request") }
}

extension Signal where Handler == SignalHandlers.Key {
    /// The signal `name`, for a handler of this shape.
    public init(_ name: String) {
        let trampoline:
            @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) ->
                gboolean = { _, keyval, keycode, state, data in
                    let handler = unbox(
                        data, as: Handler.self, calling: ((UInt32, UInt32, GdkModifierType) -> Bool).self)
                    return handler(keyval, keycode, state) ? 1 : 0
                }
        self.init(name: name, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// A GtkEventControllerKey's "key-pressed": return `true` when the key was handled.
    public static var keyPressed: Self { Self("key-pressed") }
}

extension Signal where Handler == SignalHandlers.InsertText {
    /// The signal `name`, for a handler of this shape.
    public init(_ name: String) {
        let trampoline:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafePointer<CChar>?, gint, UnsafeMutablePointer<gint>?,
                UnsafeMutableRawPointer?
            ) -> Void = { _, text, length, positionPointer, data in
                guard let text, let positionPointer else { return }
                let handler = unbox(
                    data, as: Handler.self, calling: ((String, UnsafeMutablePointer<Int32>) -> Void).self)
                // NB: `length` is in bytes and -1 means NUL-terminated.
                let string =
                    length < 0
                    ? String(cString: text)
                    : String(decoding: UnsafeRawBufferPointer(start: text, count: Int(length)), as: UTF8.self)
                handler(string, positionPointer)
            }
        self.init(name: name, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// An editable's "insert-text", before the text goes in.
    public static var insertText: Self { Self("insert-text") }
}

extension Signal where Handler == SignalHandlers.DeleteText {
    /// The signal `name`, for a handler of this shape.
    public init(_ name: String) {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gint, gint, UnsafeMutableRawPointer?) -> Void = {
            _, start, end, data in
            unbox(data, as: Handler.self, calling: ((Int32, Int32) -> Void).self)(start, end)
        }
        self.init(name: name, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// An editable's "delete-text", before the text goes.
    public static var deleteText: Self { Self("delete-text") }
}

extension Signal where Handler == SignalHandlers.ItemsChanged {
    /// The signal `name`, for a handler of this shape.
    public init(_ name: String) {
        let trampoline:
            @convention(c) (UnsafeMutableRawPointer?, guint, guint, guint, UnsafeMutableRawPointer?) -> Void =
                { _, position, removed, added, data in
                    unbox(data, as: Handler.self, calling: ((UInt32, UInt32, UInt32) -> Void).self)(
                        position, removed, added)
                }
        self.init(name: name, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// A GListModel's "items-changed": `removed` items at `position` became `added` others.
    public static var itemsChanged: Self { Self("items-changed") }
}

extension Signal where Handler == SignalHandlers.Mnemonic {
    /// The signal `name`, for a handler of this shape.
    public init(_ name: String) {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gboolean, UnsafeMutableRawPointer?) -> gboolean = {
            _, groupCycling, data in
            unbox(data, as: Handler.self, calling: ((Bool) -> Bool).self)(groupCycling != 0) ? 1 : 0
        }
        self.init(name: name, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// A widget's "mnemonic-activate": its mnemonic (Alt and the underlined letter) was pressed.
    public static var mnemonicActivate: Self { Self("mnemonic-activate") }
}

/// A connected signal handler; disconnects on `cancel()` or when the token goes away.
///
/// ```swift
/// let token = entry.connect(.changed) { print("changed") }
/// token.blocked { gtk_editable_set_text(entry.editable, "quiet") }  // no "changed" call
/// token.cancel()
/// ```
/// > Note: GTK releases the handler's closure when the handler is disconnected or the instance
/// > is disposed, whichever comes first; a token that outlives its instance does nothing.
/// > Main-thread only.
public final class SignalConnection {
    private let instance: UnsafeMutableRawPointer
    private let id: gulong
    /// The handler's box; `nil` once GTK has released it.
    private weak var box: AnyObject?
    private var disconnectsWhenReleased = true

    fileprivate init(instance: UnsafeMutableRawPointer, id: gulong, box: AnyObject) {
        self.instance = instance
        self.id = id
        self.box = box
    }

    /// Whether the handler is still connected.
    public var isConnected: Bool { box != nil }

    /// Disconnects the handler; GTK then releases its closure.
    public func cancel() {
        guard box != nil else { return }
        g_signal_handler_disconnect(instance.object, id)
    }

    /// Runs `body` with the handler blocked: signals emitted meanwhile do not reach it.
    public func blocked<T>(_ body: () throws -> T) rethrows -> T {
        guard box != nil else { return try body() }
        g_signal_handler_block(instance.object, id)
        defer { g_signal_handler_unblock(instance.object, id) }
        return try body()
    }

    /// Leaves the handler connected for the instance's whole life, however long this token
    /// lives: for handlers that belong to the widget, like a button's "clicked".
    ///
    /// ```swift
    /// button.connect(.clicked) { save() }.keepConnected()
    /// ```
    public func keepConnected() {
        disconnectsWhenReleased = false
    }

    deinit {
        if disconnectsWhenReleased { cancel() }
    }
}

extension GObjectPointer {
    /// Connects `handler` to `signal` on this instance.
    /// - Parameters:
    ///   - signal: The signal, which fixes the handler's shape.
    ///   - after: Run after the signal's default handler (`G_CONNECT_AFTER`).
    ///   - handler: Runs on the main thread each time the signal is emitted.
    /// - Returns: The connection; dropping it disconnects the handler (see `keepConnected()`).
    public func connect<Handler>(
        _ signal: Signal<Handler>, after: Bool = false, _ handler: Handler
    ) -> SignalConnection {
        let box = ClosureBox(handler)
        let id = g_signal_connect_data(
            object, signal.name, signal.trampoline, GLibBoxes.retain(box), releaseClosureBox,
            after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0))
        precondition(id != 0, "no signal \"\(signal.name)\" on \(rawPointer)")
        return SignalConnection(instance: rawPointer, id: id, box: box)
    }

    /// Whether the innermost emission of a signal on this instance is `signal`: a handler of
    /// another instance's signal asks what this one is doing.
    ///
    /// NB: Compares the C names, so that asking, as every deletion does, copies nothing.
    public func isEmitting(_ signal: String) -> Bool {
        guard let hint = g_signal_get_invocation_hint(rawPointer) else { return false }
        return strcmp(g_signal_name(hint.pointee.signal_id), signal) == 0
    }

    /// Keeps `owner` alive as long as this instance: the instance releases it when finalized.
    ///
    /// A Swift controller attached this way lives exactly as long as its widget, so the app can
    /// add the widget to a container and forget the controller.
    /// - Parameters:
    ///   - owner: What to keep alive.
    ///   - key: Distinguishes several owners of one instance.
    public func retain(_ owner: AnyObject, key: String) {
        g_object_set_data_full(object, key, GLibBoxes.retain(owner), releaseBox)
    }

    /// The owner `retain(_:key:)` keeps on this instance under `key`, if any.
    public func retained(key: String) -> AnyObject? {
        guard let owner = g_object_get_data(object, key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(owner).takeUnretainedValue()
    }
}

// MARK: Frames

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

    fileprivate init(box: AnyObject) {
        self.box = box
    }

    /// Whether it still waits: `false` once it ran, or once GTK released it unrun with its widget.
    public var isPending: Bool { box != nil }
}

// MARK: Main loop

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
