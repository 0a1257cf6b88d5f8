/**
 * The sweep that announces notifications born outside a request (docs/notifications.md#live):
 * the payment provider's webhooks and the payout sender store theirs in their own transactions;
 * they, and any a crash left unannounced between commit and delivery, are claimed here and
 * delivered like a route's.
 */
import { startSweep, type Sweep } from '../../http/background';
import { findTenant } from '../../tenancy';
import { deliverNotifications, type DeliveryServices } from './deliver';
import { unannouncedNotifications } from './store';

/** How many one pass takes on; the rest wait for the next. */
const PASS_LIMIT = 500;

/** Announces what is stored and not announced yet (of one tenant, or all); answers how many. */
export async function announcePendingNotifications(
  services: DeliveryServices,
  tenantId: string | null = null,
): Promise<number> {
  const byTenant = await unannouncedNotifications(services.db, { tenantId, limit: PASS_LIMIT });
  let announced = 0;
  for (const [id, ids] of byTenant) {
    const tenant = await findTenant(services.db, id);
    if (tenant === null) continue;
    await deliverNotifications(services, tenant, ids);
    announced += ids.length;
  }
  return announced;
}

/** Runs announcePendingNotifications every intervalMs (0: never). */
export function startAnnouncementSweep(services: DeliveryServices, intervalMs: number): Sweep {
  return startSweep('notification announcements', intervalMs, services.log, () =>
    announcePendingNotifications(services),
  );
}
