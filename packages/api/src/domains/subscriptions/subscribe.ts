/**
 * Subscribing to a plan (docs/payments.md#subscriptions-and-plans): our record of it is made
 * first (one live subscription per user, by a unique index), then the provider is asked outside
 * any transaction with our id as the idempotency key; the first period's payment outcome
 * arrives as an event.
 */
import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  endpoints,
  ZSubscribeBody,
  ZSubscriptionStatusResponse,
  type SubscriptionStatusResponse,
} from '@mp/contracts';
import { DatabaseError, UNIQUE_VIOLATION, type Database } from '../../db/types';
import { HttpError, httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPlan,
} from '../../payment-provider';
import type { Tenant } from '../../tenancy';
import { askProvider, findPaymentCustomer, paymentMethodsOf } from '../payments';
import { requireSubscriptions } from './access';
import { plansOf } from './plans';
import { applySnapshot } from './snapshot';
import {
  currentSubscription,
  findSubscription,
  isLive,
  SUBSCRIPTION_COLUMNS,
  toStatusResponse,
  type SubscriptionRow,
} from './store';

const ALREADY_SUBSCRIBED =
  'You already have a subscription: cancel it, and choose another plan once it has ended';

async function insertSubscription(
  db: Database,
  provider: PaymentProvider,
  tenant: Tenant,
  caller: Caller,
  plan: ProviderPlan,
): Promise<SubscriptionRow> {
  try {
    return await db.transaction(async (tx) => {
      const current = await currentSubscription(tx, tenant.id, caller.userId, { forUpdate: true });
      if (current !== null && isLive(current)) throw httpErrors.conflict(ALREADY_SUBSCRIBED);
      const { rows } = await tx.query<SubscriptionRow>(
        `INSERT INTO subscriptions (tenant_id, id, user_id, provider, plan_id, plan_name, price,
           currency, plan_interval, monthly_credits, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'incomplete')
         RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [
          tenant.id,
          randomUUID(),
          caller.userId,
          provider.kind,
          plan.id,
          plan.name,
          plan.amount,
          plan.currency,
          plan.interval,
          plan.monthlyCredits,
        ],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('the subscription was not stored');
      return row;
    });
  } catch (error) {
    // Two subscribes at once: the unique index lets one through.
    if (error instanceof DatabaseError && error.code === UNIQUE_VIOLATION)
      throw httpErrors.conflict(ALREADY_SUBSCRIBED);
    throw error;
  }
}

/** The provider refused (or could not be reached): the attempt ends, and says why. */
async function expire(db: Database, row: SubscriptionRow, error: unknown): Promise<void> {
  const failure =
    error instanceof PaymentProviderError
      ? { code: error.code, message: error.message }
      : { code: 'retry' as const, message: 'The payment provider could not be reached' };
  await db.query(
    `UPDATE subscriptions SET status = 'incomplete_expired', failure_code = $3,
       failure_message = $4, updated_at = now()
      WHERE tenant_id = $1 AND id = $2 AND status = 'incomplete'`,
    [row.tenant_id, row.id, failure.code, failure.message],
  );
}

export async function subscribeToPlan(
  db: Database,
  provider: PaymentProvider,
  tenant: Tenant,
  caller: Caller,
  planId: string,
): Promise<SubscriptionStatusResponse> {
  const plan = (await plansOf(provider, tenant.id)).find((candidate) => candidate.id === planId);
  if (plan === undefined)
    throw httpErrors.unprocessable('There is no such plan', [
      { path: 'body.planId', message: 'Not one of the plans on sale' },
    ]);
  const methods = await paymentMethodsOf(db, provider, tenant.id, caller.userId);
  const newest = [...methods].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const customer = await findPaymentCustomer(db, tenant.id, caller.userId);
  if (newest === undefined || customer === null)
    throw new HttpError(
      422,
      API_ERROR_CODES.paymentMethodRequired,
      'Add a card or bank account to pay with first',
    );
  const row = await insertSubscription(db, provider, tenant, caller, plan);
  let snapshot;
  try {
    snapshot = await askProvider(() =>
      provider.createSubscription({
        tenantId: tenant.id,
        customerId: customer.provider_customer_id,
        planId: plan.id,
        paymentMethodId: newest.id,
        reference: row.id,
        idempotencyKey: row.id,
      }),
    );
  } catch (error) {
    await expire(db, row, error);
    throw error;
  }
  const applied = await db.transaction(async (tx) => {
    const locked = await findSubscription(tx, tenant.id, row.id, { forUpdate: true });
    return locked === null ? null : applySnapshot(tx, locked, snapshot, new Date());
  });
  return toStatusResponse(applied);
}

export const subscribe = definePrivateRoute(endpoints.subscribe, {
  summary: 'Subscribes the caller to a plan, paid with their newest way to pay',
  description:
    "The subscription is `incomplete` (showBilling) while the first period's charge is under way; the provider's outcome makes it `active` (the month's allowance is granted) or `incomplete_expired` with the payment error code. 422 PAYMENT_METHOD_REQUIRED without a way to pay; 409 CONFLICT while the caller has a live subscription; 403 FORBIDDEN while the stripeSubscriptions switch is off for the caller. Takes an Idempotency-Key.",
  body: ZSubscribeBody,
  response: ZSubscriptionStatusResponse,
  handler: async ({ tenant, db, caller, body, payments }) => {
    requireSubscriptions(tenant, caller);
    return subscribeToPlan(db, payments, tenant, caller, body.planId);
  },
});
