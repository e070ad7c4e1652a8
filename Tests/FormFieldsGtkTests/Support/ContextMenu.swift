import CGtk
import Testing

@testable import FormFieldsGtk

/// An entry's context menu, GtkText's GtkPopoverMenu (Cut, Copy, Paste, Delete, Select All,
/// Insert Emoji), opened and used as a person does, with clicks and keys from the X server:
///
/// ```swift
/// try ContextMenu.rightClick(name, at: 8).click("Delete")
/// try name.pasting { try ContextMenu.press("shift+F10", in: name).choose("Paste") }
/// ```
@MainActor
struct ContextMenu {
    /// The menu's popover.
    let popover: UnsafeMutablePointer<GtkWidget>

    /// Opens the menu of `entry` with a right click at `offset`, which leaves the caret and
    /// selection where they were.
    static func rightClick<Value>(_ entry: EntryHarness<Value>, at offset: Int) throws -> ContextMenu {
        try XPointer.click(3, at: entry.screenPoint(at: offset))
        return try opened(by: entry.text)
    }

    /// Opens the menu of `entry`, which has the focus, with `key`: "shift+F10" or "Menu".
    static func press<Value>(_ key: String, in entry: EntryHarness<Value>) throws -> ContextMenu {
        try XPointer.moveAway()
        try XKeyboard.key(key)
        return try opened(by: entry.text)
    }

    /// The open menu of the GtkText `text`.
    private static func opened(by text: OpaquePointer) throws -> ContextMenu {
        // NB: GtkText makes its menu on the first right click and keeps it as a child of its own.
        var child = gtk_widget_get_first_child(text.widget)
        while let widget = child, !widget.isInstance(of: gtk_popover_menu_get_type()) {
            child = gtk_widget_get_next_sibling(widget)
        }
        let popover = try #require(child, "the entry has no menu")
        try #require(gtk_widget_get_mapped(popover) != 0, "the menu did not open")
        return ContextMenu(popover: popover)
    }

    /// Clicks the item labelled `label` ("Paste"); returns once GTK has handled the click.
    func click(_ label: String) throws {
        let button = try #require(item(labelled: label, in: popover), "the menu has no \(label)")
        try #require(gtk_widget_is_sensitive(button) != 0, "\(label) is greyed out")
        var clicked = false
        let connection = button.connect(.clicked) { clicked = true }
        defer { connection.cancel() }
        try XPointer.click(1, at: XPointer.screenPoint(of: button))
        try #require(clicked, "the click missed \(label)")
    }

    /// Presses Down until the item labelled `label` has the focus, and then Return. The menu
    /// opens with the focus on its first item a person can choose.
    func choose(_ label: String) throws {
        let root = gtk_widget_get_root(popover)!
        var focused: String? { gtk_root_get_focus(root).flatMap(Self.label(of:)) }
        for _ in 0..<Self.itemCount where focused != label {
            try XKeyboard.key("Down")
        }
        try #require(focused == label, "Down never reached \(label)")
        try XKeyboard.key("Return")
        try #require(gtk_widget_get_mapped(popover) == 0, "Return left the menu open")
    }

    /// Items in GTK 4.8's menu of an entry.
    private static let itemCount = 6

    /// The first item labelled `label` in `widget` or inside it.
    private func item(
        labelled label: String, in widget: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWidget>? {
        if Self.label(of: widget) == label { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let inner = child {
            if let found = item(labelled: label, in: inner) { return found }
            child = gtk_widget_get_next_sibling(inner)
        }
        return nil
    }

    /// The label a menu item (a GtkModelButton, which GTK keeps private) shows; `nil` for any
    /// other widget.
    private static func label(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard widget.isInstance(of: g_type_from_name("GtkModelButton")) else { return nil }
        var text = GValue()
        g_value_init(&text, GType(16 << 2))  // G_TYPE_STRING
        defer { g_value_unset(&text) }
        g_object_get_property(widget.object, "text", &text)
        return g_value_get_string(&text).map { String(cString: $0) }
    }
}
