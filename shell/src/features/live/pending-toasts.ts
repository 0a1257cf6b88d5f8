import type { ToastShowPayload } from '@mp/event-bus';

/** `toast:show` events that arrive before the toast layer has downloaded; drained once it mounts. */
export const pendingToasts: ToastShowPayload[] = [];
