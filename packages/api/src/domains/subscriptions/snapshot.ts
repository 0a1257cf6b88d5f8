/**
 * Keeping our copy of a subscription in step with the provider's snapshots (its events, or
 * asking it), and what follows for the user's allowance: a paid-up subscription's current
 * month is granted (once), an ended one's allowance expires.
 */
import { monthsSince } from '../../db/time';
import type { Queryable } from '../../db/types';
import type { ProviderSubscription } from '../../payment-provider';
import { expireAllowance, resetAllowance } from '../credits';
import { isLive, SUBSCRIPTION_COLUMNS, type SubscriptionRow } from './store';

/** Grants the allowance of the month `now` falls in, while the subscription is paid up. */
export async function grantCurrentAllowance(
  tx: Queryable,
  row: SubscriptionRow,
  now: Date,
): Promise<boolean> {
  if (row.status !== 'active' || row.anchor_at === null || row.current_period_end === null)
    return false;
  if (new Date(row.current_period_end).getTime() <= now.getTime()) return false;
  return resetAllowance(tx, {
    tenantId: row.tenant_id,
    userId: row.user_id,
    subscriptionId: row.id,
    month: monthsSince(new Date(row.anchor_at), now),
    monthlyCredits: row.monthly_credits,
  });
}

/**
 * Applies a snapshot newer than the one we hold (an older one, delivered late, changes nothing).
 * The first paid period anchors the monthly allowance.
 */
export async function applySnapshot(
  tx: Queryable,
  row: SubscriptionRow,
  snapshot: ProviderSubscription,
  now: Date,
): Promise<SubscriptionRow> {
  const anchor = snapshot.status === 'active' ? snapshot.currentPeriodStart : null;
  const { rows } = await tx.query<SubscriptionRow>(
    `UPDATE subscriptions
        SET provider_subscription_id = coalesce(provider_subscription_id, $3), status = $4,
            cancel_at_period_end = $5, current_period_start = $6, current_period_end = $7,
            anchor_at = coalesce(anchor_at, $8), failure_code = $9, failure_message = $10,
            provider_version = $11, updated_at = now()
      WHERE tenant_id = $1 AND id = $2 AND provider_version < $11
    RETURNING ${SUBSCRIPTION_COLUMNS}`,
    [
      row.tenant_id,
      row.id,
      snapshot.id,
      snapshot.status,
      snapshot.cancelAtPeriodEnd,
      snapshot.currentPeriodStart,
      snapshot.currentPeriodEnd,
      anchor,
      snapshot.failure?.code ?? null,
      snapshot.failure?.message ?? null,
      snapshot.version,
    ],
  );
  const updated = rows[0];
  if (updated === undefined) return row;
  if (isLive(row) && !isLive(updated))
    await expireAllowance(tx, {
      tenantId: updated.tenant_id,
      userId: updated.user_id,
      subscriptionId: updated.id,
    });
  await grantCurrentAllowance(tx, updated, now);
  return updated;
}
