/**
 * Changes made on this page that the dashboard's list should show at once, where no live event
 * comes back to the one who made them (an administrator deciding in an approval queue).
 */
const changes = new EventTarget();
const CHANGED = 'changed';

/** Something the dashboard lists was just acted on in this tab. */
export function announceDashboardChange(): void {
  changes.dispatchEvent(new Event(CHANGED));
}

/** Runs `listener` after each announced change; answers the unsubscribe. */
export function onDashboardChange(listener: () => void): () => void {
  changes.addEventListener(CHANGED, listener);
  return () => changes.removeEventListener(CHANGED, listener);
}
