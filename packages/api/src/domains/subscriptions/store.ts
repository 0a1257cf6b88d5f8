/**
 * Our copy of each user's subscription at the provider (docs/payments.md#subscriptions-and-plans):
 * the plan as subscribed, where it stands, its period. At most one is live per user (a unique
 * index); the provider's events keep it up to date.
 */
import type {
  PaymentErrorCode,
  PlanInterval,
  SubscriptionStatus,
  SubscriptionStatusResponse,
  SubscriptionView,
} from '@mp/contracts';
import { addUtcMonths, isoTimeOrNull, monthsSince } from '../../db/time';
import type { Queryable } from '../../db/types';

export interface SubscriptionRow {
  tenant_id: string;
  id: string;
  user_id: string;
  provider: string;
  provider_subscription_id: string | null;
  plan_id: string;
  plan_name: string;
  price: number | string;
  currency: string;
  plan_interval: PlanInterval;
  monthly_credits: number;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  current_period_start: Date | string | null;
  current_period_end: Date | string | null;
  anchor_at: Date | string | null;
  failure_code: PaymentErrorCode | null;
  failure_message: string | null;
  provider_version: number;
}

export const SUBSCRIPTION_COLUMNS = `tenant_id, id, user_id, provider, provider_subscription_id,
  plan_id, plan_name, price, currency, plan_interval, monthly_credits, status,
  cancel_at_period_end, current_period_start, current_period_end, anchor_at, failure_code,
  failure_message, provider_version`;

/** Statuses of a subscription still billed (the one live subscription a user may have). */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['incomplete', 'active', 'past_due'];

export function isLive(row: SubscriptionRow): boolean {
  return LIVE_STATUSES.includes(row.status);
}

export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    subscriptionId: row.id,
    planId: row.plan_id,
    planName: row.plan_name,
    price: Number(row.price),
    currency: row.currency,
    interval: row.plan_interval,
    monthlyCredits: row.monthly_credits,
    status: row.status,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodStart: isoTimeOrNull(row.current_period_start),
    currentPeriodEnd: isoTimeOrNull(row.current_period_end),
    paymentFailure:
      row.failure_code === null
        ? null
        : { code: row.failure_code, message: row.failure_message ?? '' },
  };
}

/** `active` and `showBilling` as the screens read them (docs/payments.md#subscriptions-and-plans). */
export function toStatusResponse(row: SubscriptionRow | null): SubscriptionStatusResponse {
  return {
    active: row?.status === 'active',
    showBilling: row !== null && isLive(row),
    subscription: row === null ? null : toSubscriptionView(row),
  };
}

/** The user's live subscription, else the latest that ended, else null. */
export async function currentSubscription(
  db: Queryable,
  tenantId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE tenant_id = $1 AND user_id = $2
      ORDER BY (status IN ('incomplete', 'active', 'past_due')) DESC, created_at DESC, id
      LIMIT 1 ${options.forUpdate === true ? 'FOR UPDATE' : ''}`,
    [tenantId, userId],
  );
  return rows[0] ?? null;
}

export async function findSubscription(
  db: Queryable,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE tenant_id = $1 AND id = $2
      ${options.forUpdate === true ? 'FOR UPDATE' : ''}`,
    [tenantId, id],
  );
  return rows[0] ?? null;
}

/**
 * When the user's allowance is next reset: the next month of their paid-up subscription; null
 * without one, or when the subscription ends first.
 */
export async function nextAllowanceReset(
  db: Queryable,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<Date | null> {
  const row = await currentSubscription(db, tenantId, userId);
  if (row === null || row.status !== 'active' || row.anchor_at === null) return null;
  if (row.current_period_end === null) return null;
  const anchor = new Date(row.anchor_at);
  const next = addUtcMonths(anchor, monthsSince(anchor, now) + 1);
  const ends = new Date(row.current_period_end);
  return row.cancel_at_period_end && next.getTime() >= ends.getTime() ? null : next;
}
