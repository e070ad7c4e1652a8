#ifndef FORMFIELDS_CGTK_SHIM_H
#define FORMFIELDS_CGTK_SHIM_H

/* GTK 4 for Swift. Only static inline wrappers for what Swift cannot import (C macros)
 * belong here; everything else is called directly. */
#include <gtk/gtk.h>

#endif
