import CGtk

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
    /// The instance as a GtkGestureSingle (a GtkGestureClick is one).
    public var gestureSingle: OpaquePointer { opaque(checking: gtk_gesture_single_get_type()) }
    /// The instance as a GtkDropTarget.
    public var dropTarget: OpaquePointer { opaque(checking: gtk_drop_target_get_type()) }
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
