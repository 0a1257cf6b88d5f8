/**
 * The notifications domain's public module (docs/notifications.md): other domains store a
 * notification inside their transaction (createNotification) and announce it once committed
 * (deliverNotifications); what is born outside a request is announced by the sweep.
 */
export { announcePendingNotifications, startAnnouncementSweep } from './announce';
export { deliverNotifications, type DeliveryServices } from './deliver';
export { createNotification, NOTIFICATION_KIND, type NewNotification } from './store';
