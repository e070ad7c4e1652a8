import CGtk

/// The widgets under `root` (itself included) with the CSS class `name`, depth first: how a
/// test finds the part of a demo widget that its type keeps to itself.
@MainActor
func descendants(of root: UnsafeMutablePointer<GtkWidget>, withClass name: String) -> [UnsafeMutablePointer<GtkWidget>]
{
    var found = gtk_widget_has_css_class(root, name) != 0 ? [root] : []
    var child = gtk_widget_get_first_child(root)
    while let current = child {
        found += descendants(of: current, withClass: name)
        child = gtk_widget_get_next_sibling(current)
    }
    return found
}
