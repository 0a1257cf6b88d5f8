/**
 * The sandbox provider's plans and subscriptions (docs/payments.md#subscriptions-and-plans).
 * A subscription's every period is paid by a charge of the payer's way to pay, a movement like
 * any other (./money.ts: it settles after the delay, by the same test values); its outcome, and
 * every change of the subscription, is an event with a snapshot of it, delivered signed in the
 * order they happened. Renewals and endings happen on the sandbox's own sweep, as a real
 * provider's clock would.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentErrorCode, PlanInterval, SubscriptionStatus } from '@mp/contracts';
import { addUtcMonths } from '../../db/time';
import { toJson, type Queryable } from '../../db/types';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type ProviderPlan,
  type ProviderSubscription,
  type ProviderSubscriptionEvent,
  type ProviderSubscriptionRef,
  type SubscriptionInput,
} from '../types';
import { MAX_CHARGE_MINOR, MIN_CHARGE_MINOR } from './test-values';

interface PlanRow {
  id: string;
  name: string;
  description: string;
  amount: number | string;
  currency: string;
  plan_interval: PlanInterval;
  monthly_credits: number;
  features: string[];
}

interface SubscriptionRow {
  tenant_id: string;
  id: string;
  customer_id: string;
  plan_id: string;
  payment_method_id: string;
  reference: string;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  current_period_start: Date | string;
  current_period_end: Date | string;
  anchor_at: Date | string;
  period_count: number;
  failure_code: PaymentErrorCode | null;
  failure_message: string | null;
  version: number;
}

/** A settled charge of a subscription's period (a row of payment_sandbox_movements). */
export interface SettledSubscriptionCharge {
  tenantId: string;
  movementId: string;
  subscriptionId: string;
  amount: number;
  currency: string;
  failure: { code: PaymentErrorCode; message: string } | null;
}

/** What the subscriptions need of the money side: charging a period. */
export interface PeriodCharger {
  startPeriodCharge(input: {
    tenantId: string;
    customerId: string;
    paymentMethodId: string;
    amount: number;
    currency: string;
    subscriptionId: string;
    reference: string;
    periodStart: Date;
    periodEnd: Date;
    idempotencyKey: string;
  }): Promise<void>;
}

const PLAN_COLUMNS =
  'id, name, description, amount, currency, plan_interval, monthly_credits, features';
const SUBSCRIPTION_COLUMNS = `tenant_id, id, customer_id, plan_id, payment_method_id, reference,
  status, cancel_at_period_end, current_period_start, current_period_end, anchor_at, period_count,
  failure_code, failure_message, version`;

/** Subscriptions that still bill; a past-due one ends at the end of the period it did not pay. */
const BILLING = `status IN ('active', 'past_due')`;

function toPlan(row: PlanRow): ProviderPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    amount: Number(row.amount),
    currency: row.currency,
    interval: row.plan_interval,
    monthlyCredits: row.monthly_credits,
    features: row.features,
  };
}

function toSubscription(row: SubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customer_id,
    planId: row.plan_id,
    status: row.status,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodStart: new Date(row.current_period_start),
    currentPeriodEnd: new Date(row.current_period_end),
    failure:
      row.failure_code === null
        ? null
        : { code: row.failure_code, message: row.failure_message ?? '' },
    version: row.version,
  };
}

const MONTHS_PER: Readonly<Record<PlanInterval, number>> = { month: 1, year: 12 };

/** The end of a subscription's `count`th period, counted from its anchor. */
function periodEnd(anchor: Date, interval: PlanInterval, count: number): Date {
  return addUtcMonths(anchor, MONTHS_PER[interval] * count);
}

/** Runs `fn` in a transaction when the handle can open one (it already is one otherwise). */
export function inTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const withTransactions = db as Queryable & {
    transaction?: (run: (tx: Queryable) => Promise<T>) => Promise<T>;
  };
  return typeof withTransactions.transaction === 'function'
    ? withTransactions.transaction(fn)
    : fn(db);
}

/** Queues an event about a subscription, with its snapshot, for signed delivery. */
async function queueEvent(
  tx: Queryable,
  type: ProviderSubscriptionEvent['type'],
  row: SubscriptionRow,
  charge: ProviderSubscriptionEvent['charge'],
): Promise<void> {
  const subscription = toSubscription(row);
  const id = `evt_${randomBytes(12).toString('hex')}`;
  const payload = {
    id,
    type,
    tenantId: row.tenant_id,
    data: {
      id: row.id,
      reference: row.reference,
      subscription: {
        ...subscription,
        currentPeriodStart: subscription.currentPeriodStart.toISOString(),
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      },
      charge,
    },
  };
  await tx.query(
    `INSERT INTO payment_sandbox_events (tenant_id, id, type, payload) VALUES ($1, $2, $3, $4::jsonb)`,
    [row.tenant_id, id, type, toJson(payload)],
  );
}

export class SandboxSubscriptions {
  constructor(
    private readonly db: Queryable,
    private readonly charger: PeriodCharger,
    private readonly now: () => Date,
  ) {}

  async listPlans(tenantId: string): Promise<ProviderPlan[]> {
    const { rows } = await this.db.query<PlanRow>(
      `SELECT ${PLAN_COLUMNS} FROM payment_sandbox_plans WHERE tenant_id = $1
        ORDER BY position, amount, id`,
      [tenantId],
    );
    return rows.map(toPlan);
  }

  /** Sandbox only (seeding): adds the plan, or updates it to what is given. */
  async upsertPlan(tenantId: string, plan: ProviderPlan, position: number): Promise<void> {
    await this.db.query(
      `INSERT INTO payment_sandbox_plans (tenant_id, id, name, description, amount, currency,
         plan_interval, monthly_credits, features, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)
       ON CONFLICT (tenant_id, id) DO UPDATE SET name = EXCLUDED.name,
         description = EXCLUDED.description, amount = EXCLUDED.amount,
         currency = EXCLUDED.currency, plan_interval = EXCLUDED.plan_interval,
         monthly_credits = EXCLUDED.monthly_credits, features = EXCLUDED.features,
         position = EXCLUDED.position`,
      [
        tenantId,
        plan.id,
        plan.name,
        plan.description,
        plan.amount,
        plan.currency,
        plan.interval,
        plan.monthlyCredits,
        toJson(plan.features),
        position,
      ],
    );
  }

  async createSubscription(input: SubscriptionInput): Promise<ProviderSubscription> {
    const plan = await this.findPlan(input.tenantId, input.planId);
    if (plan === null)
      throw new PaymentProviderError('contact_support', 'planId', 'The provider has no such plan.');
    if (plan.amount < MIN_CHARGE_MINOR || plan.amount > MAX_CHARGE_MINOR)
      throw new PaymentProviderError(
        'invalid_charge_amount',
        'planId',
        `A plan must cost between ${MIN_CHARGE_MINOR} and ${MAX_CHARGE_MINOR} minor units.`,
      );
    const method = await this.db.query(
      'SELECT 1 FROM payment_sandbox_methods WHERE tenant_id = $1 AND id = $2 AND customer_id = $3',
      [input.tenantId, input.paymentMethodId, input.customerId],
    );
    if (method.rows.length === 0)
      throw new PaymentProviderError(
        'invalid_source_usage',
        'paymentMethodId',
        'This way to pay does not belong to the payer.',
      );
    const anchor = this.now();
    const end = periodEnd(anchor, plan.interval, 1);
    await this.db.query(
      `INSERT INTO payment_sandbox_subscriptions (tenant_id, id, customer_id, plan_id,
         payment_method_id, reference, idempotency_key, status, current_period_start,
         current_period_end, anchor_at, period_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'incomplete', $8, $9, $8, 1)
       ON CONFLICT (tenant_id, idempotency_key) DO NOTHING`,
      [
        input.tenantId,
        `sub_sbx_${randomBytes(12).toString('hex')}`,
        input.customerId,
        plan.id,
        input.paymentMethodId,
        input.reference,
        input.idempotencyKey,
        anchor,
        end,
      ],
    );
    const { rows } = await this.db.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM payment_sandbox_subscriptions
        WHERE tenant_id = $1 AND idempotency_key = $2`,
      [input.tenantId, input.idempotencyKey],
    );
    const row = rows[0];
    if (row === undefined) throw new Error('sandbox: the subscription was not stored');
    await this.chargePeriod(row, plan);
    return toSubscription(row);
  }

  async cancelSubscription(ref: ProviderSubscriptionRef): Promise<ProviderSubscription> {
    return inTransaction(this.db, async (tx) => {
      const { rows } = await tx.query<SubscriptionRow>(
        `UPDATE payment_sandbox_subscriptions
            SET cancel_at_period_end = true, version = version + 1
          WHERE tenant_id = $1 AND id = $2 AND status IN ('incomplete', 'active', 'past_due')
            AND NOT cancel_at_period_end
        RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [ref.tenantId, ref.subscriptionId],
      );
      const changed = rows[0];
      if (changed !== undefined) {
        await queueEvent(tx, 'subscription.updated', changed, null);
        return toSubscription(changed);
      }
      const current = await this.findRow(tx, ref);
      if (current === null)
        throw new PaymentProviderError(
          'contact_support',
          null,
          'The provider has no such subscription',
        );
      return toSubscription(current);
    });
  }

  async retrieveSubscription(ref: ProviderSubscriptionRef): Promise<ProviderSubscription | null> {
    const row = await this.findRow(this.db, ref);
    return row === null ? null : toSubscription(row);
  }

  /**
   * A period's charge settled (inside the transaction that settles the movement): the first
   * payment activates the subscription or expires it, a renewal keeps it active or makes it
   * past due; either way an `invoice.*` event reports it.
   */
  async chargeSettled(tx: Queryable, charge: SettledSubscriptionCharge): Promise<void> {
    const paid = charge.failure === null;
    const { rows } = await tx.query<SubscriptionRow>(
      `UPDATE payment_sandbox_subscriptions
          SET status = CASE
                WHEN status IN ('canceled', 'incomplete_expired') THEN status
                WHEN $3::boolean THEN 'active'
                WHEN status = 'incomplete' THEN 'incomplete_expired'
                ELSE 'past_due' END,
              ended_at = CASE WHEN NOT $3::boolean AND status = 'incomplete' THEN now()
                ELSE ended_at END,
              failure_code = $4, failure_message = $5, version = version + 1
        WHERE tenant_id = $1 AND id = $2
      RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [
        charge.tenantId,
        charge.subscriptionId,
        paid,
        charge.failure?.code ?? null,
        charge.failure?.message ?? null,
      ],
    );
    const row = rows[0];
    if (row === undefined) return;
    await queueEvent(tx, paid ? 'invoice.paid' : 'invoice.payment_failed', row, {
      id: charge.movementId,
      amount: charge.amount,
      currency: charge.currency,
    });
  }

  /**
   * Subscriptions whose period is over: one cancelled (or still refused) ends; one paid up
   * starts its next period and charges it.
   */
  async renewDue(): Promise<void> {
    const due = await this.db.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM payment_sandbox_subscriptions
        WHERE ${BILLING} AND current_period_end <= $1 ORDER BY current_period_end LIMIT 50`,
      [this.now()],
    );
    for (const row of due.rows) {
      if (row.cancel_at_period_end || row.status === 'past_due') await this.end(row);
      else await this.renew(row);
    }
  }

  private async end(row: SubscriptionRow): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const { rows } = await tx.query<SubscriptionRow>(
        `UPDATE payment_sandbox_subscriptions
            SET status = 'canceled', ended_at = now(), version = version + 1
          WHERE tenant_id = $1 AND id = $2 AND ${BILLING} AND version = $3
        RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [row.tenant_id, row.id, row.version],
      );
      const ended = rows[0];
      if (ended !== undefined) await queueEvent(tx, 'subscription.deleted', ended, null);
    });
  }

  private async renew(row: SubscriptionRow): Promise<void> {
    const plan = await this.findPlan(row.tenant_id, row.plan_id);
    const anchor = new Date(row.anchor_at);
    const interval = plan?.interval ?? 'month';
    const { rows } = await this.db.query<SubscriptionRow>(
      `UPDATE payment_sandbox_subscriptions
          SET current_period_start = current_period_end, current_period_end = $4,
              period_count = period_count + 1, version = version + 1
        WHERE tenant_id = $1 AND id = $2 AND status = 'active' AND version = $3
      RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [row.tenant_id, row.id, row.version, periodEnd(anchor, interval, row.period_count + 1)],
    );
    const renewed = rows[0];
    if (renewed === undefined) return;
    if (plan === null) {
      // The plan was withdrawn: the subscription cannot go on.
      await this.end(renewed);
      return;
    }
    await this.chargePeriod(renewed, plan);
  }

  /** Charges the subscription's current period (once: the key is the period's number). */
  private async chargePeriod(row: SubscriptionRow, plan: ProviderPlan): Promise<void> {
    await this.charger.startPeriodCharge({
      tenantId: row.tenant_id,
      customerId: row.customer_id,
      paymentMethodId: row.payment_method_id,
      amount: plan.amount,
      currency: plan.currency,
      subscriptionId: row.id,
      reference: row.reference,
      periodStart: new Date(row.current_period_start),
      periodEnd: new Date(row.current_period_end),
      idempotencyKey: `${row.id}:${row.period_count}`,
    });
  }

  private async findPlan(tenantId: string, planId: string): Promise<ProviderPlan | null> {
    const { rows } = await this.db.query<PlanRow>(
      `SELECT ${PLAN_COLUMNS} FROM payment_sandbox_plans WHERE tenant_id = $1 AND id = $2`,
      [tenantId, planId],
    );
    return rows[0] === undefined ? null : toPlan(rows[0]);
  }

  private async findRow(
    db: Queryable,
    ref: ProviderSubscriptionRef,
  ): Promise<SubscriptionRow | null> {
    const { rows } = await db.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM payment_sandbox_subscriptions
        WHERE tenant_id = $1 AND id = $2`,
      [ref.tenantId, ref.subscriptionId],
    );
    return rows[0] ?? null;
  }
}

const SUBSCRIPTION_EVENT_TYPES: ReadonlySet<string> = new Set<ProviderSubscriptionEvent['type']>([
  'invoice.paid',
  'invoice.payment_failed',
  'subscription.updated',
  'subscription.deleted',
]);

type Json = Record<string, unknown>;

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a webhook body is about a subscription (else it is a charge's or transfer's). */
export function isSubscriptionWireEvent(wire: unknown): wire is Json {
  return isJson(wire) && typeof wire.type === 'string' && SUBSCRIPTION_EVENT_TYPES.has(wire.type);
}

function notSent(): WebhookSignatureError {
  return new WebhookSignatureError('The event is not one the provider sends');
}

function readDate(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw notSent();
  return date;
}

function readSnapshot(value: unknown): ProviderSubscription {
  if (!isJson(value)) throw notSent();
  const { id, customerId, planId, status, cancelAtPeriodEnd, failure, version } = value;
  if (
    typeof id !== 'string' ||
    typeof customerId !== 'string' ||
    typeof planId !== 'string' ||
    typeof status !== 'string' ||
    typeof cancelAtPeriodEnd !== 'boolean' ||
    typeof version !== 'number' ||
    (failure !== null && !isJson(failure))
  )
    throw notSent();
  return {
    id,
    customerId,
    planId,
    status: status as SubscriptionStatus,
    cancelAtPeriodEnd,
    currentPeriodStart: readDate(value.currentPeriodStart),
    currentPeriodEnd: readDate(value.currentPeriodEnd),
    failure:
      failure === null
        ? null
        : { code: failure.code as PaymentErrorCode, message: String(failure.message ?? '') },
    version,
  };
}

function readCharge(value: unknown): ProviderSubscriptionEvent['charge'] {
  if (value === null || value === undefined) return null;
  if (
    !isJson(value) ||
    typeof value.id !== 'string' ||
    typeof value.amount !== 'number' ||
    typeof value.currency !== 'string'
  )
    throw notSent();
  return { id: value.id, amount: value.amount, currency: value.currency };
}

/** Reads a subscription's event as the sandbox sends it (after its signature was checked). */
export function readSubscriptionEvent(wire: Json): ProviderSubscriptionEvent {
  const data = wire.data;
  if (
    typeof wire.id !== 'string' ||
    typeof wire.tenantId !== 'string' ||
    !isJson(data) ||
    typeof data.reference !== 'string'
  )
    throw notSent();
  return {
    id: wire.id,
    type: wire.type as ProviderSubscriptionEvent['type'],
    tenantId: wire.tenantId,
    reference: data.reference,
    subscription: readSnapshot(data.subscription),
    charge: readCharge(data.charge),
  };
}
