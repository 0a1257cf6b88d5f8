/** The caller's subscription status (docs/payments.md#subscriptions-and-plans). */
import { endpoints, ZSubscriptionStatusResponse } from '@mp/contracts';
import type { Database } from '../../db/types';
import { definePrivateRoute } from '../../http/route';
import type { PaymentProvider } from '../../payment-provider';
import { askProvider } from '../payments';
import { requireSubscriptions } from './access';
import { applySnapshot } from './snapshot';
import {
  currentSubscription,
  findSubscription,
  isLive,
  toStatusResponse,
  type SubscriptionRow,
} from './store';

/**
 * A live subscription whose period is over (or whose first payment is still under way) may have
 * moved on at the provider without our hearing of it yet: ask the provider.
 */
function mayBeStale(row: SubscriptionRow, now: Date): boolean {
  if (!isLive(row) || row.provider_subscription_id === null) return false;
  if (row.status === 'incomplete' || row.current_period_end === null) return true;
  return new Date(row.current_period_end).getTime() <= now.getTime();
}

async function refreshed(
  db: Database,
  payments: PaymentProvider,
  row: SubscriptionRow,
): Promise<SubscriptionRow> {
  const subscriptionId = row.provider_subscription_id;
  if (subscriptionId === null) return row;
  const snapshot = await askProvider(() =>
    payments.retrieveSubscription({ tenantId: row.tenant_id, subscriptionId }),
  );
  if (snapshot === null) return row;
  return db.transaction(async (tx) => {
    const locked = await findSubscription(tx, row.tenant_id, row.id, { forUpdate: true });
    return locked === null ? row : applySnapshot(tx, locked, snapshot, new Date());
  });
}

export const getSubscription = definePrivateRoute(endpoints.getSubscription, {
  summary: "The caller's subscription: `active`, `showBilling` and its details",
  description:
    '`active` while paid up; `showBilling` while there is a subscription to bill (its first payment under way, active, or a renewal refused). `subscription` is the live one, else the latest that ended, else null. 403 FORBIDDEN while the stripeSubscriptions switch is off for the caller.',
  response: ZSubscriptionStatusResponse,
  handler: async ({ tenant, db, caller, payments }) => {
    requireSubscriptions(tenant, caller);
    const row = await currentSubscription(db, tenant.id, caller.userId);
    if (row === null) return toStatusResponse(null);
    return toStatusResponse(mayBeStale(row, new Date()) ? await refreshed(db, payments, row) : row);
  },
});
