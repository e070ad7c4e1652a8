#ifndef FORMFIELDS_CMAINQUEUE_H
#define FORMFIELDS_CMAINQUEUE_H

/* libdispatch's hooks for a run loop that serves the main queue, as CFRunLoop does. They are
 * exported by libdispatch.so but declared only in its private headers
 * (swift-corelibs-libdispatch, private/queue_private.h); on Linux the handle is an eventfd. */

/* The eventfd libdispatch writes to whenever work is queued on the main queue. */
int _dispatch_get_main_queue_handle_4CF(void);

/* Runs the work queued on the main queue. Main thread only; `msg` is unused on Linux. */
void _dispatch_main_queue_callback_4CF(void *msg);

#endif
