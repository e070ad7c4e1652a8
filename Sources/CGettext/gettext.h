#ifndef FORMFIELDS_CGETTEXT_H
#define FORMFIELDS_CGETTEXT_H

/* glibc's gettext (dgettext, dngettext, bindtextdomain, bind_textdomain_codeset), for the
 * library's translated messages. Swift's Glibc module leaves <libintl.h> out; glibc itself
 * holds the functions, so nothing more is linked. */
#include <libintl.h>

#endif
