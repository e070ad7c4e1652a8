import CGtk
import Testing

/// The narrowest `widget` can be: the least width a window holding it (and nothing beside it)
/// can take.
@MainActor
func minimumWidth(of widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
    var minimum: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    return minimum
}

/// Where the left edge of `widget` is, in `root`'s coordinates.
@MainActor
func left(of widget: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>) throws -> Float {
    try bounds(of: widget, in: root).origin.x
}

/// Where the top of `widget` is, in `root`'s coordinates.
@MainActor
func top(of widget: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>) throws -> Float {
    try bounds(of: widget, in: root).origin.y
}

/// Where `widget` is, in `root`'s coordinates.
@MainActor
func bounds(
    of widget: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>
) throws -> graphene_rect_t {
    var bounds = graphene_rect_t()
    try #require(gtk_widget_compute_bounds(widget, root, &bounds) != 0)
    return bounds
}
