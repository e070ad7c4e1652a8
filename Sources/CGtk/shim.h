#ifndef FORMFIELDS_CGTK_SHIM_H
#define FORMFIELDS_CGTK_SHIM_H

/* GTK 4 for Swift. Only static inline wrappers for what Swift cannot import (C macros and
 * variadic functions) belong here; everything else is called directly. */
#include <gtk/gtk.h>

/* gtk_accessible_update_state is variadic. Marks `accessible` invalid, or resets the state. */
static inline void formfields_accessible_set_invalid(GtkAccessible *accessible, gboolean invalid) {
    if (invalid)
        gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE, -1);
    else
        gtk_accessible_reset_state(accessible, GTK_ACCESSIBLE_STATE_INVALID);
}

/* gtk_accessible_update_relation is variadic. Says that `description` describes `accessible`. */
static inline void formfields_accessible_set_described_by(GtkAccessible *accessible, GtkAccessible *description) {
    gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, description, NULL, -1);
}

#endif
