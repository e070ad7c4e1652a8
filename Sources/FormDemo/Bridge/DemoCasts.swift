import CGtk
import FormFieldsGtk

// The casts the demo needs beyond FormFieldsGtk's bridge, made the same checked way.

extension GObjectPointer {
    var application: UnsafeMutablePointer<GtkApplication> {
        cast(to: GtkApplication.self, checking: gtk_application_get_type())
    }
    var commandLine: UnsafeMutablePointer<GApplicationCommandLine> {
        cast(to: GApplicationCommandLine.self, checking: g_application_command_line_get_type())
    }
    var applicationWindow: UnsafeMutablePointer<GtkApplicationWindow> {
        cast(to: GtkApplicationWindow.self, checking: gtk_application_window_get_type())
    }
    var shortcutsWindow: OpaquePointer { opaque(checking: gtk_shortcuts_window_get_type()) }
    var aboutDialog: OpaquePointer { opaque(checking: gtk_about_dialog_get_type()) }
    var simpleAction: OpaquePointer { opaque(checking: g_simple_action_get_type()) }
    var stringObject: OpaquePointer { opaque(checking: gtk_string_object_get_type()) }
    var inscription: OpaquePointer { opaque(checking: gtk_inscription_get_type()) }
    var listItem: OpaquePointer { opaque(checking: gtk_list_item_get_type()) }
    var dropDown: OpaquePointer { opaque(checking: gtk_drop_down_get_type()) }
    var paned: OpaquePointer { opaque(checking: gtk_paned_get_type()) }
    var revealer: OpaquePointer { opaque(checking: gtk_revealer_get_type()) }
    var scrolledWindow: OpaquePointer { opaque(checking: gtk_scrolled_window_get_type()) }
    var grid: UnsafeMutablePointer<GtkGrid> { cast(to: GtkGrid.self, checking: gtk_grid_get_type()) }
    var builder: OpaquePointer { opaque(checking: gtk_builder_get_type()) }
    var styleProvider: OpaquePointer { opaque(checking: gtk_style_provider_get_type()) }
    var cssProvider: UnsafeMutablePointer<GtkCssProvider> {
        cast(to: GtkCssProvider.self, checking: gtk_css_provider_get_type())
    }
}
