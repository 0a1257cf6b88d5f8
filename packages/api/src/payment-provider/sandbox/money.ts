/**
 * The sandbox provider's money side (docs/payments.md#test-values-of-payments): payers and their
 * ways to pay, charges and transfers that settle after a delay, and the signed webhooks that
 * report each outcome to the API over HTTP, as a real provider does. Its state is its own tables
 * (payment_sandbox_*); outcomes follow the test values of ./test-values.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PaymentErrorCode, PaymentMethodType } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type AccountLink,
  type ChargeInput,
  type ProviderCharge,
  type ProviderCustomerRef,
  type ProviderEvent,
  type ProviderMoneyEvent,
  type ProviderPaymentMethod,
  type ProviderRefund,
  type RefundInput,
  type SetupLinkOptions,
  type TransferInput,
} from '../types';
import {
  CARD_FAILURES,
  MAX_CHARGE_MINOR,
  MIN_CHARGE_MINOR,
  PAYOUT_FAILING_LAST4,
  SANDBOX_CARDS,
  SANDBOX_DEBIT_DECLINED,
  SETUP_LINK_TTL_MS,
  WEBHOOK_SIGNATURE_HEADER,
} from './test-values';
import {
  inTransaction,
  isSubscriptionWireEvent,
  readSubscriptionEvent,
  SandboxSubscriptions,
  type PeriodCharger,
} from './subscriptions';
import { isIdentityWireEvent, readIdentityEvent } from './identity';
import { signWebhook, verifyWebhookSignature } from './webhooks';

export const SETUP_PAGE_PATH = '/payment/sandbox/setup';
export const WEBHOOK_PATH = '/payment/webhooks/sandbox';

export interface SandboxMoneySettings {
  settleDelayMs: number;
  webhookSecret: string;
  /** Where the API takes webhooks; null while it is not listening yet (delivery waits). */
  webhookUrl: () => string | null;
  publicUrl?: string | null;
  now?: () => Date;
  fetch?: typeof globalThis.fetch;
}

interface MethodRow {
  id: string;
  customer_id: string;
  type: PaymentMethodType;
  number: string;
  label: string;
  exp_month: number | null;
  exp_year: number | null;
  created_at: Date | string;
}

interface MovementRow {
  tenant_id: string;
  id: string;
  kind: 'charge' | 'transfer';
  source_id: string;
  amount: number | string;
  reference: string;
  status: 'pending' | 'succeeded' | 'failed';
  failure_code: PaymentErrorCode | null;
  failure_message: string | null;
  /** A subscription's charge for one period; its outcome is reported as an `invoice.*` event. */
  subscription_id: string | null;
  currency: string;
}

const METHOD_COLUMNS = 'id, customer_id, type, number, label, exp_month, exp_year, created_at';
const MOVEMENT_COLUMNS = `tenant_id, id, kind, source_id, amount, reference, status, failure_code,
  failure_message, subscription_id, currency`;

function toMethod(row: MethodRow): ProviderPaymentMethod {
  return {
    id: row.id,
    type: row.type,
    label: row.label,
    last4: row.number.slice(-4),
    expMonth: row.exp_month,
    expYear: row.exp_year,
    createdAt: new Date(row.created_at),
  };
}

function toCharge(row: MovementRow): ProviderCharge {
  return {
    id: row.id,
    status: row.status,
    failureCode: row.failure_code,
    failureMessage: row.failure_message,
  };
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  return 'Card';
}

/** A way to pay as the hosted page or a test source gives it. */
export interface NewMethod {
  type: PaymentMethodType;
  number: string;
  expMonth?: number | null;
  expYear?: number | null;
}

/**
 * A test source as the API may attach it directly: a card number, or `ach_debit:<account>` /
 * `bacs_debit:<account>` (docs/payments.md#test-values-of-payments).
 */
export function parseSource(source: string): NewMethod | null {
  const debit = /^(ach_debit|bacs_debit):(\d{6,17})$/.exec(source);
  if (debit) return { type: debit[1] as PaymentMethodType, number: debit[2] as string };
  const card = source.replace(/[\s-]/g, '');
  if (luhnValid(card)) return { type: 'card', number: card, expMonth: 12, expYear: 2034 };
  return null;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export type SetupLinkState =
  | { state: 'usable'; customerId: string; returnUrl: string; methods: PaymentMethodType[] }
  | { state: 'unknown' }
  | { state: 'used' }
  | { state: 'expired' };

export class SandboxMoney implements PeriodCharger {
  private readonly now: () => Date;
  /** Plans and subscriptions, whose periods are paid by charges of this money side. */
  readonly subscriptions: SandboxSubscriptions;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private sweeping: Promise<void> | null = null;
  private interval: ReturnType<typeof setInterval> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Queryable,
    private readonly settings: SandboxMoneySettings,
  ) {
    this.now = settings.now ?? (() => new Date());
    this.subscriptions = new SandboxSubscriptions(db, this, this.now);
  }

  async createCustomer(input: { tenantId: string; reference: string; currency: string }) {
    const id = `cus_sbx_${randomBytes(12).toString('hex')}`;
    await this.db.query(
      `INSERT INTO payment_sandbox_customers (tenant_id, id, reference, currency)
       VALUES ($1, $2, $3, $4)`,
      [input.tenantId, id, input.reference, input.currency],
    );
    return { id };
  }

  async createSetupLink(ref: ProviderCustomerRef, options: SetupLinkOptions): Promise<AccountLink> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + SETUP_LINK_TTL_MS);
    await this.db.query(
      `INSERT INTO payment_sandbox_setup_links (tenant_id, token_hash, customer_id, return_url,
         methods, expires_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
      [
        ref.tenantId,
        hashToken(token),
        ref.customerId,
        options.returnUrl,
        JSON.stringify(options.methods),
        expiresAt,
      ],
    );
    const url = new URL(SETUP_PAGE_PATH, this.settings.publicUrl ?? options.serviceOrigin);
    url.searchParams.set('tenant', ref.tenantId);
    url.searchParams.set('token', token);
    return { url: url.href, expiresAt };
  }

  async checkSetupLink(tenantId: string, token: string): Promise<SetupLinkState> {
    const { rows } = await this.db.query<{
      customer_id: string;
      return_url: string;
      methods: PaymentMethodType[];
      expires_at: Date | string;
      used_at: Date | string | null;
    }>(
      `SELECT customer_id, return_url, methods, expires_at, used_at
         FROM payment_sandbox_setup_links WHERE tenant_id = $1 AND token_hash = $2`,
      [tenantId, hashToken(token)],
    );
    const link = rows[0];
    if (link === undefined) return { state: 'unknown' };
    if (link.used_at !== null) return { state: 'used' };
    if (new Date(link.expires_at).getTime() <= this.now().getTime()) return { state: 'expired' };
    return {
      state: 'usable',
      customerId: link.customer_id,
      returnUrl: link.return_url,
      methods: link.methods,
    };
  }

  /** The hosted page's submission: uses the link once and saves the way to pay. */
  async completeSetup(tenantId: string, token: string, method: NewMethod): Promise<boolean> {
    const used = await this.db.query<{ customer_id: string }>(
      `UPDATE payment_sandbox_setup_links SET used_at = now()
        WHERE tenant_id = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > $3
        RETURNING customer_id`,
      [tenantId, hashToken(token), this.now()],
    );
    const customerId = used.rows[0]?.customer_id;
    if (customerId === undefined) return false;
    await this.saveMethod({ tenantId, customerId }, method);
    return true;
  }

  async attachPaymentSource(
    ref: ProviderCustomerRef,
    source: string,
  ): Promise<ProviderPaymentMethod> {
    const method = parseSource(source);
    if (method === null)
      throw new PaymentProviderError(
        'invalid_source_usage',
        'paymentSource',
        'Not a payment source the provider knows: a card number, or ach_debit:/bacs_debit: and an account number.',
      );
    return this.saveMethod(ref, method);
  }

  private async saveMethod(
    ref: ProviderCustomerRef,
    method: NewMethod,
  ): Promise<ProviderPaymentMethod> {
    const label =
      method.type === 'card'
        ? cardBrand(method.number)
        : method.type === 'ach_debit'
          ? 'Sandbox Bank (ACH)'
          : 'Sandbox Bank (BACS)';
    const { rows } = await this.db.query<MethodRow>(
      `INSERT INTO payment_sandbox_methods (tenant_id, id, customer_id, type, number, label,
         exp_month, exp_year)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${METHOD_COLUMNS}`,
      [
        ref.tenantId,
        `pm_sbx_${randomBytes(12).toString('hex')}`,
        ref.customerId,
        method.type,
        method.number,
        label,
        method.expMonth ?? null,
        method.expYear ?? null,
      ],
    );
    const row = rows[0];
    if (row === undefined) throw new Error('sandbox: the method insert returned no row');
    return toMethod(row);
  }

  async listPaymentMethods(ref: ProviderCustomerRef): Promise<ProviderPaymentMethod[]> {
    const { rows } = await this.db.query<MethodRow>(
      `SELECT ${METHOD_COLUMNS} FROM payment_sandbox_methods
        WHERE tenant_id = $1 AND customer_id = $2 ORDER BY created_at DESC, id`,
      [ref.tenantId, ref.customerId],
    );
    return rows.map(toMethod);
  }

  async createCharge(input: ChargeInput): Promise<ProviderCharge> {
    if (input.amount < MIN_CHARGE_MINOR || input.amount > MAX_CHARGE_MINOR)
      throw new PaymentProviderError(
        'invalid_charge_amount',
        'amount',
        `A charge must be between ${MIN_CHARGE_MINOR} and ${MAX_CHARGE_MINOR} minor units.`,
      );
    const method = await this.db.query<{ id: string }>(
      'SELECT id FROM payment_sandbox_methods WHERE tenant_id = $1 AND id = $2 AND customer_id = $3',
      [input.tenantId, input.paymentMethodId, input.customerId],
    );
    if (method.rows.length === 0)
      throw new PaymentProviderError(
        'invalid_source_usage',
        'paymentMethodId',
        'This way to pay does not belong to the payer.',
      );
    return toCharge(await this.startMovement('charge', input.paymentMethodId, input));
  }

  /** Refunds settle at once in the sandbox; the same charge is refunded once. */
  async refundCharge(input: RefundInput): Promise<ProviderRefund> {
    const { rows } = await this.db.query<{ amount: string | number; status: string }>(
      `UPDATE payment_sandbox_movements SET refunded_at = coalesce(refunded_at, now())
        WHERE tenant_id = $1 AND id = $2 AND kind = 'charge' AND status = 'succeeded'
        RETURNING amount, status`,
      [input.tenantId, input.chargeId],
    );
    const charge = rows[0];
    if (charge === undefined)
      throw new PaymentProviderError(
        'invalid_source_usage',
        'chargeId',
        'No settled charge of this payer to refund.',
      );
    // A dispute gives back part of a charge (docs/disputes.md#resolving); never more than it.
    if (input.amount <= 0 || input.amount > Number(charge.amount))
      throw new PaymentProviderError(
        'invalid_charge_amount',
        'amount',
        'A refund gives back the charge or part of it.',
      );
    return { id: `re_sbx_${input.chargeId}`, chargeId: input.chargeId, status: 'succeeded' };
  }

  async createTransfer(input: TransferInput): Promise<ProviderCharge> {
    return toCharge(await this.startMovement('transfer', input.accountId, input));
  }

  /** A subscription's period, charged like any other charge of the payer's way to pay. */
  async startPeriodCharge(input: Parameters<PeriodCharger['startPeriodCharge']>[0]): Promise<void> {
    await this.startMovement(
      'charge',
      input.paymentMethodId,
      { ...input, description: `Subscription ${input.subscriptionId}` },
      { id: input.subscriptionId, periodStart: input.periodStart, periodEnd: input.periodEnd },
    );
  }

  private async startMovement(
    kind: 'charge' | 'transfer',
    sourceId: string,
    input: ChargeInput | TransferInput,
    period: { id: string; periodStart: Date; periodEnd: Date } | null = null,
  ): Promise<MovementRow> {
    const settleAfter = new Date(this.now().getTime() + this.settings.settleDelayMs);
    await this.db.query(
      `INSERT INTO payment_sandbox_movements (tenant_id, id, kind, idempotency_key, source_id,
         amount, currency, reference, status, settle_after, subscription_id, period_start,
         period_end)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, $12)
       ON CONFLICT (tenant_id, kind, idempotency_key) DO NOTHING`,
      [
        input.tenantId,
        `${kind === 'charge' ? 'ch' : 'tr'}_sbx_${randomBytes(12).toString('hex')}`,
        kind,
        input.idempotencyKey,
        sourceId,
        input.amount,
        input.currency,
        input.reference,
        settleAfter,
        period?.id ?? null,
        period?.periodStart ?? null,
        period?.periodEnd ?? null,
      ],
    );
    const { rows } = await this.db.query<MovementRow>(
      `SELECT ${MOVEMENT_COLUMNS} FROM payment_sandbox_movements
        WHERE tenant_id = $1 AND kind = $2 AND idempotency_key = $3`,
      [input.tenantId, kind, input.idempotencyKey],
    );
    const row = rows[0];
    if (row === undefined) throw new Error('sandbox: the movement was not stored');
    this.sweepAfter(this.settings.settleDelayMs);
    return row;
  }

  /** How a charge of this way to pay goes. */
  private async chargeOutcome(
    movement: MovementRow,
  ): Promise<{ code: PaymentErrorCode; message: string } | null> {
    const { rows } = await this.db.query<MethodRow>(
      `SELECT ${METHOD_COLUMNS} FROM payment_sandbox_methods WHERE tenant_id = $1 AND id = $2`,
      [movement.tenant_id, movement.source_id],
    );
    const method = rows[0];
    if (method === undefined)
      return { code: 'invalid_source_usage', message: 'The way to pay no longer exists.' };
    if (method.type !== 'card')
      return method.number === SANDBOX_DEBIT_DECLINED
        ? { code: 'bank_account_declined', message: 'The bank declined the debit.' }
        : null;
    const failure = CARD_FAILURES[method.number];
    if (failure === undefined) return null;
    if (method.number !== SANDBOX_CARDS.retryOnce) return failure;
    const earlier = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_sandbox_movements
        WHERE tenant_id = $1 AND source_id = $2 AND failure_code = 'retry'`,
      [movement.tenant_id, method.id],
    );
    return (earlier.rows[0]?.n ?? 0) === 0 ? failure : null;
  }

  /** How a transfer to this connected account goes: by its payout bank account. */
  private async transferOutcome(
    movement: MovementRow,
  ): Promise<{ code: PaymentErrorCode; message: string } | null> {
    const { rows } = await this.db.query<{ last4: string | null }>(
      `SELECT external_account->>'last4' AS last4 FROM payment_sandbox_accounts
        WHERE tenant_id = $1 AND id = $2`,
      [movement.tenant_id, movement.source_id],
    );
    const last4 = rows[0]?.last4 ?? null;
    if (last4 === null)
      return { code: 'change_external_account', message: 'There is no bank account to pay to.' };
    if (last4 === PAYOUT_FAILING_LAST4)
      return {
        code: 'change_external_account',
        message: 'The bank account was closed: give another one.',
      };
    return null;
  }

  private sweepAfter(delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.sweep();
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Settles what is due and delivers undelivered outcomes; one sweep at a time. */
  sweep(): Promise<void> {
    this.sweeping ??= (async () => {
      try {
        await this.subscriptions.renewDue();
        await this.settleDue();
        await this.deliverDue();
      } catch {
        // The next sweep tries again (a closing database, an API not yet listening).
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }

  private async settleDue(): Promise<void> {
    const due = await this.db.query<MovementRow>(
      `SELECT ${MOVEMENT_COLUMNS} FROM payment_sandbox_movements
        WHERE status = 'pending' AND settle_after <= $1 ORDER BY settle_after LIMIT 50`,
      [this.now()],
    );
    for (const movement of due.rows) {
      const failure =
        movement.kind === 'charge'
          ? await this.chargeOutcome(movement)
          : await this.transferOutcome(movement);
      if (movement.subscription_id !== null) {
        await this.settlePeriodCharge(movement, movement.subscription_id, failure);
        continue;
      }
      await this.db.query(
        `UPDATE payment_sandbox_movements
            SET status = $3, failure_code = $4, failure_message = $5, settled_at = now()
          WHERE tenant_id = $1 AND id = $2 AND status = 'pending'`,
        [
          movement.tenant_id,
          movement.id,
          failure === null ? 'succeeded' : 'failed',
          failure?.code ?? null,
          failure?.message ?? null,
        ],
      );
    }
  }

  /**
   * Settles a subscription's charge and updates the subscription in one transaction; the
   * subscription's `invoice.*` event reports the outcome, so the charge itself sends none.
   */
  private async settlePeriodCharge(
    movement: MovementRow,
    subscriptionId: string,
    failure: { code: PaymentErrorCode; message: string } | null,
  ): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const settled = await tx.query(
        `UPDATE payment_sandbox_movements
            SET status = $3, failure_code = $4, failure_message = $5, settled_at = now(),
                delivered_at = now()
          WHERE tenant_id = $1 AND id = $2 AND status = 'pending'`,
        [
          movement.tenant_id,
          movement.id,
          failure === null ? 'succeeded' : 'failed',
          failure?.code ?? null,
          failure?.message ?? null,
        ],
      );
      if (settled.rowCount === 0) return;
      await this.subscriptions.chargeSettled(tx, {
        tenantId: movement.tenant_id,
        movementId: movement.id,
        subscriptionId,
        amount: Number(movement.amount),
        currency: movement.currency,
        failure,
      });
    });
  }

  private async deliverDue(): Promise<void> {
    await this.deliverMovements();
    await this.deliverEvents();
  }

  /** The subscriptions' events, in the order they happened; a failed delivery stops the queue. */
  private async deliverEvents(): Promise<void> {
    const url = this.settings.webhookUrl();
    const queued = await this.db.query<{ tenant_id: string; id: string; payload: unknown }>(
      `SELECT tenant_id, id, payload FROM payment_sandbox_events
        WHERE delivered_at IS NULL ORDER BY seq LIMIT 50`,
    );
    if (queued.rows.length === 0) return;
    if (url === null) {
      this.sweepAfter(500);
      return;
    }
    for (const event of queued.rows) {
      if (!(await this.post(url, JSON.stringify(event.payload)))) {
        await this.db.query(
          `UPDATE payment_sandbox_events SET delivery_attempts = delivery_attempts + 1
            WHERE tenant_id = $1 AND id = $2`,
          [event.tenant_id, event.id],
        );
        this.sweepAfter(1_000);
        return;
      }
      await this.db.query(
        `UPDATE payment_sandbox_events SET delivered_at = now() WHERE tenant_id = $1 AND id = $2`,
        [event.tenant_id, event.id],
      );
    }
  }

  private async deliverMovements(): Promise<void> {
    const url = this.settings.webhookUrl();
    const undelivered = await this.db.query<MovementRow>(
      `SELECT ${MOVEMENT_COLUMNS} FROM payment_sandbox_movements
        WHERE status <> 'pending' AND delivered_at IS NULL ORDER BY settled_at LIMIT 50`,
    );
    if (undelivered.rows.length === 0) return;
    if (url === null) {
      this.sweepAfter(500);
      return;
    }
    let failed = false;
    for (const movement of undelivered.rows) {
      const delivered = await this.deliver(url, movement);
      if (delivered)
        await this.db.query(
          `UPDATE payment_sandbox_movements SET delivered_at = now()
            WHERE tenant_id = $1 AND id = $2`,
          [movement.tenant_id, movement.id],
        );
      else {
        failed = true;
        await this.db.query(
          `UPDATE payment_sandbox_movements SET delivery_attempts = delivery_attempts + 1
            WHERE tenant_id = $1 AND id = $2`,
          [movement.tenant_id, movement.id],
        );
      }
    }
    // A provider retries failed deliveries with a delay.
    if (failed) this.sweepAfter(1_000);
  }

  private deliver(url: string, movement: MovementRow): Promise<boolean> {
    return this.post(url, JSON.stringify(eventOf(movement)));
  }

  /** Posts one signed event body; true once the API answered 2xx. */
  private async post(url: string, body: string): Promise<boolean> {
    const signature = signWebhook(
      this.settings.webhookSecret,
      body,
      Math.floor(this.now().getTime() / 1000),
    );
    const doFetch = this.settings.fetch ?? globalThis.fetch;
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.ok;
    } catch {
      return false;
    }
  }

  verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): ProviderEvent {
    const header = headers[WEBHOOK_SIGNATURE_HEADER];
    verifyWebhookSignature(
      this.settings.webhookSecret,
      rawBody,
      Array.isArray(header) ? header[0] : header,
      Math.floor(this.now().getTime() / 1000),
    );
    return readEvent(JSON.parse(rawBody.toString('utf8')) as unknown);
  }

  /** Starts the periodic sweep (settlements the timers missed, e.g. after a restart). */
  start(intervalMs = 2_000): void {
    this.interval = setInterval(() => void this.sweep(), intervalMs);
    this.interval.unref();
    void this.sweep();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.interval !== null) clearInterval(this.interval);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.sweeping;
  }
}

interface WireEvent {
  id: string;
  type: ProviderMoneyEvent['type'];
  tenantId: string;
  data: {
    id: string;
    reference: string;
    failureCode: PaymentErrorCode | null;
    failureMessage: string | null;
  };
}

function eventOf(movement: MovementRow): WireEvent {
  const succeeded = movement.status === 'succeeded';
  return {
    id: `evt_${movement.id}`,
    type:
      movement.kind === 'charge'
        ? succeeded
          ? 'charge.succeeded'
          : 'charge.failed'
        : succeeded
          ? 'transfer.paid'
          : 'transfer.failed',
    tenantId: movement.tenant_id,
    data: {
      id: movement.id,
      reference: movement.reference,
      failureCode: movement.failure_code,
      failureMessage: movement.failure_message,
    },
  };
}

const EVENT_TYPES = new Set([
  'charge.succeeded',
  'charge.failed',
  'transfer.paid',
  'transfer.failed',
]);

function readEvent(parsed: unknown): ProviderEvent {
  if (isSubscriptionWireEvent(parsed)) return readSubscriptionEvent(parsed);
  if (isIdentityWireEvent(parsed)) return readIdentityEvent(parsed);
  const wire = parsed as WireEvent;
  if (
    typeof wire !== 'object' ||
    wire === null ||
    typeof wire.id !== 'string' ||
    !EVENT_TYPES.has(wire.type) ||
    typeof wire.tenantId !== 'string' ||
    typeof wire.data?.id !== 'string' ||
    typeof wire.data.reference !== 'string'
  )
    throw new WebhookSignatureError('The event is not one the provider sends');
  const common = {
    id: wire.id,
    tenantId: wire.tenantId,
    reference: wire.data.reference,
    failureCode: wire.data.failureCode,
    failureMessage: wire.data.failureMessage,
  };
  if (wire.type === 'charge.succeeded' || wire.type === 'charge.failed')
    return { ...common, type: wire.type, chargeId: wire.data.id };
  return { ...common, type: wire.type, transferId: wire.data.id };
}
