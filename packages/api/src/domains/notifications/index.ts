/**
 * The notifications domain's public module (docs/notifications.md): other domains store a
 * notification inside their transaction (createNotification) and announce it once committed
 * (deliverNotifications).
 */
export { deliverNotifications, type DeliveryServices } from './deliver';
export { createNotification, NOTIFICATION_KIND, type NewNotification } from './store';
