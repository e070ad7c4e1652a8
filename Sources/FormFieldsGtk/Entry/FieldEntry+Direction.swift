import CGtk
import FormFields

extension FieldEntry {
    /// Lays out a field's text left to right when its transform or converter says it reads that
    /// way (phone and card numbers, expiry and ISO dates), also in a right-to-left layout, where
    /// "+1 (555) 123-4567" would otherwise show its groups in reverse order. Other fields follow
    /// the layout.
    ///
    /// NB: GtkText lays out its text by its own direction, which it does not take from the
    /// entry: both are set. A widget's direction set to "none" follows the app's default again,
    /// which is what `unbind()` leaves.
    func applyTextDirection() {
        guard field.textDirection == .leftToRight else { return }
        for widget in [entry, delegate.widget] { gtk_widget_set_direction(widget, GTK_TEXT_DIR_LTR) }
        setsTextDirection = true
    }

    /// Lets the entry follow the layout's direction again, if the binding set it.
    func releaseTextDirection() {
        guard setsTextDirection else { return }
        for widget in [entry, delegate.widget] { gtk_widget_set_direction(widget, GTK_TEXT_DIR_NONE) }
        setsTextDirection = false
    }
}
