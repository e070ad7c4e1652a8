import CGtk

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
    let trampoline: GCallback
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
    /// `void (gesture, gint n_press, gdouble x, gdouble y, user_data)`: a GtkGestureClick's
    /// "pressed"; `count` is 2 for the second press of a double click, `x` and `y` in the
    /// widget's pixels.
    public typealias Press = @MainActor (_ count: Int32, _ x: Double, _ y: Double) -> Void
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
    /// GtkText's keybinding signal for Delete, Ctrl+Delete and Ctrl+Backspace, of the same C
    /// shape: its two numbers are the `GtkDeleteType` and the count, negative backwards.
    public static var deleteFromCursor: Self { Self("delete-from-cursor") }
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

extension Signal where Handler == SignalHandlers.Press {
    /// The signal `name`, for a handler of this shape.
    public init(_ name: String) {
        let trampoline:
            @convention(c) (UnsafeMutableRawPointer?, gint, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = {
                _, count, x, y, data in
                unbox(data, as: Handler.self, calling: ((Int32, Double, Double) -> Void).self)(count, x, y)
            }
        self.init(name: name, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// A GtkGestureClick's "pressed": a button was pressed on its widget.
    public static var pressed: Self { Self("pressed") }
}
