import CGtk

/// The widgets under `root` (itself included) with the CSS class `name`, depth first: how a
/// test finds the part of a demo widget that its type keeps to itself.
@MainActor
func descendants(of root: UnsafeMutablePointer<GtkWidget>, withClass name: String) -> [UnsafeMutablePointer<GtkWidget>]
{
    descendants(of: root) { gtk_widget_has_css_class($0, name) != 0 }
}

/// The widgets under `root` (itself included) that `isIncluded` accepts, depth first.
@MainActor
func descendants(
    of root: UnsafeMutablePointer<GtkWidget>, where isIncluded: (UnsafeMutablePointer<GtkWidget>) -> Bool
) -> [UnsafeMutablePointer<GtkWidget>] {
    var found = isIncluded(root) ? [root] : []
    var child = gtk_widget_get_first_child(root)
    while let current = child {
        found += descendants(of: current, where: isIncluded)
        child = gtk_widget_get_next_sibling(current)
    }
    return found
}
