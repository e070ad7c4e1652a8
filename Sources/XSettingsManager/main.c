/* xsettings-manager: an XSETTINGS manager for tests, which publishes one setting, Xft/DPI, on the
 * display of $DISPLAY, as GNOME's settings daemon does when the person chooses Large Text.
 *
 *     xsettings-manager 147456      (1.5 times 96 dpi, in 1024ths of a dot per inch)
 *
 * It prints "ready" once the setting is published and keeps it published until it is killed or
 * the display goes away. GTK 4 on X11 takes its text size from here and from nowhere else. */
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The _XSETTINGS_SETTINGS property holding the one integer setting `name` = `value`, in this
 * machine's byte order (freedesktop.org's XSETTINGS specification 0.5). */
static size_t settings_property(unsigned char *out, const char *name, int32_t value) {
    uint16_t name_length = (uint16_t)strlen(name);
    size_t padded = (name_length + 3u) & ~3u;
    uint32_t one = 1, serial = 0, count = 1, last_change = 0;
    size_t at = 0;
    out[at++] = *(unsigned char *)&one == 1 ? LSBFirst : MSBFirst;
    memset(out + at, 0, 3); at += 3;
    memcpy(out + at, &serial, 4); at += 4;
    memcpy(out + at, &count, 4); at += 4;
    out[at++] = 0; /* XSettingsTypeInteger */
    out[at++] = 0;
    memcpy(out + at, &name_length, 2); at += 2;
    memset(out + at, 0, padded);
    memcpy(out + at, name, name_length); at += padded;
    memcpy(out + at, &last_change, 4); at += 4;
    memcpy(out + at, &value, 4); at += 4;
    return at;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: xsettings-manager XFT_DPI\n");
        return 2;
    }
    Display *display = XOpenDisplay(NULL);
    if (display == NULL) {
        fprintf(stderr, "xsettings-manager: cannot open the display\n");
        return 1;
    }
    int screen = DefaultScreen(display);
    Window root = RootWindow(display, screen);
    char selection_name[32];
    snprintf(selection_name, sizeof selection_name, "_XSETTINGS_S%d", screen);
    Atom selection = XInternAtom(display, selection_name, False);
    Atom settings = XInternAtom(display, "_XSETTINGS_SETTINGS", False);
    Window window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0);

    unsigned char property[64];
    size_t length = settings_property(property, "Xft/DPI", (int32_t)atoi(argv[1]));
    XChangeProperty(display, window, settings, settings, 8, PropModeReplace, property, (int)length);
    XSetSelectionOwner(display, selection, window, CurrentTime);
    if (XGetSelectionOwner(display, selection) != window) {
        fprintf(stderr, "xsettings-manager: another manager runs\n");
        return 1;
    }
    /* Tells the clients already running that a manager is here. */
    XClientMessageEvent manager = {0};
    manager.type = ClientMessage;
    manager.window = root;
    manager.message_type = XInternAtom(display, "MANAGER", False);
    manager.format = 32;
    manager.data.l[0] = CurrentTime;
    manager.data.l[1] = (long)selection;
    manager.data.l[2] = (long)window;
    XSendEvent(display, root, False, StructureNotifyMask, (XEvent *)&manager);
    XSync(display, False);
    printf("ready\n");
    fflush(stdout);
    for (;;) {
        XEvent event;
        XNextEvent(display, &event);
    }
}
