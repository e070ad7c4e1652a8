#ifndef FORMFIELDS_CGTK_SHIM_H
#define FORMFIELDS_CGTK_SHIM_H

/* GTK 4 for Swift. Only static inline wrappers for what Swift cannot import (C macros and
 * variadic functions) belong here; everything else is called directly. */
#include <gtk/gtk.h>
/* g_unix_signal_add: the demo saves its drafts when asked to end. */
#include <glib-unix.h>

/* gtk_accessible_update_state is variadic. Leaves `accessible` out of what assistive technologies
 * find, or puts it back, while it stays visible (and keeps its room). */
static inline void formfields_accessible_set_hidden(GtkAccessible *accessible, gboolean hidden) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/* gtk_accessible_update_relation is variadic. Says that `description` describes `accessible`. */
static inline void formfields_accessible_set_described_by(GtkAccessible *accessible, GtkAccessible *description) {
    gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, description, NULL, -1);
}

/* gtk_accessible_update_property is variadic. Names `accessible` for assistive technologies: a
 * button that shows an icon and no text has no name of its own. */
static inline void formfields_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* gtk_accessible_update_property is variadic. Gives `accessible` the description `text`, or
 * none for NULL or "". */
static inline void formfields_accessible_set_description(GtkAccessible *accessible, const char *text) {
    if (text != NULL && text[0] != '\0')
        gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
    else
        gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* g_object_new is variadic. A new widget of `type` (gtk_box_get_type(), say) with the accessible
 * role `role`, which only a new widget takes. */
static inline GtkWidget *formfields_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/* g_application_command_line_printerr is variadic. Prints `text` and a newline on the stderr of
 * the process that launched `command_line`, which may be another one (a second launch of the app). */
static inline void formfields_command_line_printerr(GApplicationCommandLine *command_line, const char *text) {
    g_application_command_line_printerr(command_line, "%s\n", text);
}

/* g_signal_emit_by_name is variadic. Hands `text` to `context`'s "commit", as the input method
 * does with a character typed: GtkText types it in. */
static inline void formfields_im_context_commit(GtkIMContext *context, const char *text) {
    g_signal_emit_by_name(context, "commit", text);
}

/* For tests: gtk_test_accessible_check_state is variadic. Whether `accessible` is hidden from
 * assistive technologies: its HIDDEN state is set, and true. */
static inline gboolean formfields_test_accessible_is_hidden(GtkAccessible *accessible) {
    if (!gtk_test_accessible_has_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN))
        return FALSE;
    char *other = gtk_test_accessible_check_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
    gboolean hidden = other == NULL;
    g_free(other);
    return hidden;
}

/* For tests: gtk_test_accessible_check_property and _check_relation are variadic. Whether
 * `accessible`'s string `property` (GTK_ACCESSIBLE_PROPERTY_LABEL, say) is `text`. */
static inline gboolean formfields_test_accessible_has_text(GtkAccessible *accessible, GtkAccessibleProperty property,
                                                           const char *text) {
    if (!gtk_test_accessible_has_property(accessible, property))
        return FALSE;
    char *other = gtk_test_accessible_check_property(accessible, property, text);
    gboolean same = other == NULL;
    g_free(other);
    return same;
}

/* For tests: whether `accessible`'s name (its LABEL property) is `label`. */
static inline gboolean formfields_test_accessible_has_label(GtkAccessible *accessible, const char *label) {
    return formfields_test_accessible_has_text(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label);
}

/* For tests: whether `accessible`'s description (its DESCRIPTION property) is `text`. */
static inline gboolean formfields_test_accessible_has_description(GtkAccessible *accessible, const char *text) {
    return formfields_test_accessible_has_text(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text);
}

/* For tests: whether `relation` of `accessible` (GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, say)
 * points at `target` and nothing else. */
static inline gboolean formfields_test_accessible_has_relation_to(GtkAccessible *accessible,
                                                                  GtkAccessibleRelation relation,
                                                                  GtkAccessible *target) {
    if (!gtk_test_accessible_has_relation(accessible, relation))
        return FALSE;
    char *other = gtk_test_accessible_check_relation(accessible, relation, target, NULL);
    gboolean same = other == NULL;
    g_free(other);
    return same;
}

#endif
