/**
 * Pay-ins (docs/payments.md#paying): the customer pays a pending milestone, or a cycle of
 * ongoing work, with their newest way to pay. The milestone moves to payment pending with a
 * charge recorded in one transaction (one live charge per milestone or cycle, by a unique
 * index), the provider is asked outside it, and its outcome (a webhook, or an immediate
 * refusal) settles the charge: paid with its ledger entries, or back to pending with the
 * provider's payment error code.
 */
import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  PAYMENT_PROVIDER_FEE,
  type ChargeView,
  type JobTax,
  type PaymentErrorCode,
  type PayResponse,
} from '@mp/contracts';
import { isoTime } from '../../db/time';
import type { Database, Queryable } from '../../db/types';
import { HttpError, httpErrors } from '../../http/errors';
import type { Caller, HandlerServices } from '../../http/route';
import { PaymentProviderError } from '../../payment-provider';
import type { Tenant } from '../../tenancy';
import { issueInvoiceForCharge } from '../invoices';
import type { JobRow } from '../jobs';
import {
  assertInContract,
  findCycle,
  findMilestone,
  findRule,
  type MilestoneRow,
  moveCycle,
  moveMilestone,
  notifyMilestoneChange,
  type RecurringItemRow,
  requireActor,
  requireMilestone,
  toCycleView,
  toMilestoneView,
} from '../milestones';
import { tenantCurrency } from './currency';
import { findPaymentCustomer, paymentMethodsOf } from './customers';
import { feeFixedMinor, quote } from './fees';
import { LEDGER_ACCOUNTS, post } from './ledger';

export interface ChargeRow {
  tenant_id: string;
  id: string;
  job_id: string;
  milestone_id: string;
  cycle_id: string | null;
  customer_id: string;
  freelancer_id: string;
  amount: number | string;
  fee: number | string;
  tax: number | string;
  total: number | string;
  currency: string;
  method: string;
  provider_charge_id: string | null;
  status: 'pending' | 'succeeded' | 'failed' | 'refunded';
  failure_code: PaymentErrorCode | null;
  failure_message: string | null;
  created_at: Date | string;
  /** The job's tax the charge was priced with (docs/payments.md#fees). */
  tax_type: JobTax['taxType'] | null;
  tax_rate: number | string | null;
}

export const CHARGE_COLUMNS = `tenant_id, id, job_id, milestone_id, cycle_id, customer_id,
  freelancer_id, amount, fee, tax, total, currency, method, provider_charge_id, status,
  failure_code, failure_message, created_at, tax_type, tax_rate`;

export function toChargeView(row: ChargeRow): ChargeView {
  return {
    chargeId: row.id,
    status: row.status,
    amount: Number(row.amount),
    fee: Number(row.fee),
    tax: Number(row.tax),
    total: Number(row.total),
    currency: row.currency,
    // Crypto has no card fee (docs/payments.md#crypto).
    feeRate: row.method === 'crypto' ? 0 : PAYMENT_PROVIDER_FEE.rate,
    feeFixed: Number(row.fee) === 0 ? 0 : feeFixedMinor(row.currency),
    failureCode: row.failure_code,
    createdAt: isoTime(row.created_at),
  };
}

export type PaymentsServices = Pick<HandlerServices, 'payments'>;

/** Whether the job settles pay-ins outside the platform (skipPayments all / payIn / true). */
function skipsPayIn(job: JobRow): boolean {
  const skip = job.skip_payments;
  return skip === true || skip === 'all' || skip === 'payIn';
}

interface PayRequest {
  milestoneId: string;
  jobId: string;
  cycleId: string | undefined;
  /** A retry needs an earlier refused pay-in. */
  retry: boolean;
}

interface Planned {
  charge: ChargeRow | null;
  milestoneId: string;
  cycleId: string | null;
}

async function loadCycle(
  tx: Queryable,
  tenantId: string,
  milestone: MilestoneRow,
  cycleId: string,
): Promise<RecurringItemRow> {
  const cycle = await findCycle(tx, tenantId, cycleId, { forUpdate: true });
  if (cycle === null || cycle.milestone_id !== milestone.id)
    throw httpErrors.unprocessable('Not a cycle of this milestone', [
      { path: 'body.cycleId', message: 'Not a cycle of this milestone' },
    ]);
  return cycle;
}

function refusedRetry(failed: boolean): void {
  if (!failed)
    throw httpErrors.invalidTransition(
      'Only a refused payment can be retried: pay it instead, or wait for the one under way',
    );
}

/** Moves the milestone (or cycle) to payment pending and records the charge, in one transaction. */
async function planCharge(
  db: Database,
  tenant: Tenant,
  caller: Caller,
  request: PayRequest,
  methodId: string | null,
  customerId: string | null,
): Promise<Planned> {
  return db.transaction(async (tx) => {
    const found = await requireMilestone(tx, tenant.id, caller, request.milestoneId, {
      jobId: request.jobId,
      forUpdate: true,
    });
    const actor = requireActor(found.actor);
    assertInContract(found.job);
    const { milestone, job } = found;
    const currency = tenantCurrency(tenant);
    const base = { tenantId: tenant.id, actorId: caller.userId };
    if (request.cycleId === undefined && milestone.recurring_id !== null)
      throw httpErrors.unprocessable('Name the cycle of ongoing work to pay', [
        { path: 'body.cycleId', message: 'Required for ongoing work' },
      ]);
    const cycle =
      request.cycleId === undefined
        ? null
        : await loadCycle(tx, tenant.id, milestone, request.cycleId);
    if (request.retry) refusedRetry((cycle ?? milestone).payment_failure_code !== null);
    const rule = cycle === null ? null : await findRule(tx, tenant.id, cycle.recurring_id);
    const amount = Number(cycle === null ? milestone.amount : cycle.amount);
    const target = { milestoneId: milestone.id, cycleId: cycle?.id ?? null };

    if (cycle !== null && amount <= 0)
      throw httpErrors.invalidTransition('This cycle has no hours to pay for');
    if (skipsPayIn(job) || amount <= 0) {
      if (cycle === null) {
        await moveMilestone(tx, {
          ...base,
          milestone,
          action: 'skipPayIn',
          actor,
          note:
            amount <= 0 ? 'Nothing to pay' : 'Paid outside the platform (the job skips pay-ins)',
        });
      } else {
        const context = { actorId: caller.userId, ruleStatus: rule?.status ?? 1 };
        const paying = await moveCycle(tx, cycle, { ...context, action: 'pay', actor });
        await moveCycle(tx, paying, { ...context, action: 'payInSucceeded', actor: 'provider' });
      }
      return { charge: null, ...target };
    }
    if (methodId === null || customerId === null)
      throw new HttpError(
        422,
        API_ERROR_CODES.paymentMethodRequired,
        'Add a card or bank account to pay with first',
      );
    const tax =
      job.tax_type === null
        ? null
        : {
            taxType: job.tax_type,
            taxRate: Number(job.tax_rate ?? 0),
          };
    const priced = quote(amount, currency, tax);
    const taxed = tax !== null && tax.taxType !== 'NONE' && tax.taxRate > 0;
    if (cycle === null)
      await moveMilestone(tx, {
        ...base,
        milestone,
        action: 'pay',
        actor,
        changes: { paymentFailure: null },
      });
    else
      await moveCycle(tx, cycle, {
        action: 'pay',
        actor,
        actorId: caller.userId,
        ruleStatus: rule?.status ?? 1,
        sets: [
          'payment_failure_code = NULL',
          'payment_failure_message = NULL',
          'payment_failed_at = NULL',
        ],
      });
    const inserted = await tx.query<ChargeRow>(
      `INSERT INTO charges (tenant_id, id, job_id, milestone_id, cycle_id, customer_id,
         freelancer_id, amount, fee, tax, total, currency, method, status, tax_type, tax_rate)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'card', 'pending', $13, $14)
       RETURNING ${CHARGE_COLUMNS}`,
      [
        tenant.id,
        randomUUID(),
        job.id,
        milestone.id,
        cycle?.id ?? null,
        job.customer_id,
        milestone.freelancer_id,
        priced.amount,
        priced.fee,
        priced.tax,
        priced.total,
        currency,
        taxed ? tax.taxType : 'NONE',
        taxed ? tax.taxRate : 0,
      ],
    );
    return { charge: inserted.rows[0] ?? null, ...target };
  });
}

/** The provider's refusal of a charge: the charge fails and the work goes back to pending. */
export async function failCharge(
  db: Database,
  tenantId: string,
  chargeId: string,
  failure: { code: PaymentErrorCode; message: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const charge = await lockCharge(tx, tenantId, chargeId);
    if (charge === null || charge.status !== 'pending') return;
    await tx.query(
      `UPDATE charges SET status = 'failed', failure_code = $3, failure_message = $4,
         settled_at = now() WHERE tenant_id = $1 AND id = $2`,
      [tenantId, chargeId, failure.code, failure.message],
    );
    await moveTarget(tx, charge, 'payInFailed', failure);
    await notifyMilestoneChange(tx, {
      tenantId,
      jobId: charge.job_id,
      milestoneId: charge.milestone_id,
      recipientId: charge.customer_id,
      event: 'paymentFailed',
      actorId: null,
      details: { code: failure.code },
    });
  });
}

/**
 * The provider took the money: the charge succeeds, is entered in the ledger, the work is paid
 * and invoiced (docs/payments.md#invoices), all in one transaction; a charge no longer pending
 * (a redelivered webhook) changes nothing, so it is invoiced once.
 */
export async function succeedCharge(
  db: Database,
  tenantId: string,
  chargeId: string,
  providerChargeId: string | null,
): Promise<ChargeRow | null> {
  return db.transaction(async (tx) => {
    const charge = await lockCharge(tx, tenantId, chargeId);
    if (charge === null || charge.status !== 'pending') return null;
    await tx.query(
      `UPDATE charges SET status = 'succeeded', settled_at = now(),
         provider_charge_id = coalesce(provider_charge_id, $3)
        WHERE tenant_id = $1 AND id = $2`,
      [tenantId, chargeId, providerChargeId],
    );
    await post(tx, {
      tenantId,
      kind: 'charge',
      referenceType: 'charge',
      referenceId: charge.id,
      currency: charge.currency,
      lines: [
        { account: LEDGER_ACCOUNTS.providerBalance, amount: Number(charge.total) },
        { account: LEDGER_ACCOUNTS.escrow, amount: -Number(charge.amount) },
        { account: LEDGER_ACCOUNTS.platformFees, amount: -Number(charge.fee) },
        { account: LEDGER_ACCOUNTS.taxPayable, amount: -Number(charge.tax) },
      ],
    });
    await moveTarget(tx, charge, 'payInSucceeded', null);
    await issueInvoiceForCharge(tx, charge, {
      rate: PAYMENT_PROVIDER_FEE.rate,
      fixed: Number(charge.fee) === 0 ? 0 : feeFixedMinor(charge.currency),
    });
    await notifyMilestoneChange(tx, {
      tenantId,
      jobId: charge.job_id,
      milestoneId: charge.milestone_id,
      recipientId: charge.freelancer_id,
      event: 'funded',
      actorId: null,
      details: { cycleId: charge.cycle_id },
    });
    return charge;
  });
}

async function lockCharge(tx: Queryable, tenantId: string, chargeId: string) {
  const result = await tx.query<ChargeRow>(
    `SELECT ${CHARGE_COLUMNS} FROM charges WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
    [tenantId, chargeId],
  );
  return result.rows[0] ?? null;
}

async function moveTarget(
  tx: Queryable,
  charge: ChargeRow,
  action: 'payInSucceeded' | 'payInFailed',
  failure: { code: PaymentErrorCode; message: string } | null,
): Promise<void> {
  if (charge.cycle_id === null) {
    const milestone = await findMilestone(tx, charge.tenant_id, charge.milestone_id, {
      forUpdate: true,
    });
    if (milestone === null) return;
    await moveMilestone(tx, {
      tenantId: charge.tenant_id,
      milestone,
      action,
      actor: 'provider',
      actorId: null,
      note: failure === null ? null : `${failure.code}: ${failure.message}`,
      changes: { paymentFailure: failure },
    });
    return;
  }
  const cycle = await findCycle(tx, charge.tenant_id, charge.cycle_id, { forUpdate: true });
  if (cycle === null) return;
  const rule = await findRule(tx, charge.tenant_id, cycle.recurring_id);
  await moveCycle(tx, cycle, {
    action,
    actor: 'provider',
    actorId: null,
    ruleStatus: rule?.status ?? 1,
    note: failure === null ? null : `${failure.code}: ${failure.message}`,
    sets:
      failure === null
        ? [
            'payment_failure_code = NULL',
            'payment_failure_message = NULL',
            'payment_failed_at = NULL',
          ]
        : [
            'payment_failure_code = $4',
            'payment_failure_message = $5',
            'payment_failed_at = now()',
          ],
    params: failure === null ? [] : [failure.code, failure.message],
  });
}

/** Asks the provider to charge; an immediate refusal settles the charge as failed. */
async function submitCharge(
  db: Database,
  services: PaymentsServices,
  charge: ChargeRow,
  methodId: string,
  providerCustomerId: string,
): Promise<void> {
  const input = {
    tenantId: charge.tenant_id,
    customerId: providerCustomerId,
    paymentMethodId: methodId,
    amount: Number(charge.total),
    currency: charge.currency,
    description: `Milestone ${charge.milestone_id}`,
    reference: charge.id,
    idempotencyKey: charge.id,
  };
  let lastError: unknown = null;
  // One more try on a fault of the line: the idempotency key makes it the same charge.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const created = await services.payments.createCharge(input);
      await db.query(
        `UPDATE charges SET provider_charge_id = $3, method = coalesce($4, method)
          WHERE tenant_id = $1 AND id = $2 AND provider_charge_id IS NULL`,
        [charge.tenant_id, charge.id, created.id, null],
      );
      return;
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        await failCharge(db, charge.tenant_id, charge.id, {
          code: error.code,
          message: error.message,
        });
        return;
      }
      lastError = error;
    }
  }
  await failCharge(db, charge.tenant_id, charge.id, {
    code: 'retry',
    message: `The payment provider could not be reached: ${lastError instanceof Error ? lastError.message : 'try again'}`,
  });
}

async function answer(db: Database, tenantId: string, planned: Planned): Promise<PayResponse> {
  const milestone = await findMilestone(db, tenantId, planned.milestoneId);
  if (milestone === null) throw httpErrors.milestoneNotFound();
  const cycle = planned.cycleId === null ? null : await findCycle(db, tenantId, planned.cycleId);
  const charge =
    planned.charge === null
      ? null
      : ((
          await db.query<ChargeRow>(
            `SELECT ${CHARGE_COLUMNS} FROM charges WHERE tenant_id = $1 AND id = $2`,
            [tenantId, planned.charge.id],
          )
        ).rows[0] ?? null);
  return {
    milestone: toMilestoneView(milestone),
    cycle: cycle === null ? null : toCycleView(cycle),
    charge: charge === null ? null : toChargeView(charge),
  };
}

/**
 * Pays a milestone or cycle (or retries a refused pay-in) with the customer's newest way to pay.
 */
export async function payIn(
  db: Database,
  services: PaymentsServices,
  tenant: Tenant,
  caller: Caller,
  request: PayRequest,
): Promise<PayResponse> {
  // The provider is asked outside any transaction: its answer may take a while.
  const methods = await paymentMethodsOf(db, services.payments, tenant.id, caller.userId);
  const newest = [...methods].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const customer = await findPaymentCustomer(db, tenant.id, caller.userId);
  const planned = await planCharge(
    db,
    tenant,
    caller,
    request,
    newest?.id ?? null,
    customer?.provider_customer_id ?? null,
  );
  if (planned.charge !== null && newest !== undefined && customer !== null) {
    await db.query('UPDATE charges SET method = $3 WHERE tenant_id = $1 AND id = $2', [
      tenant.id,
      planned.charge.id,
      newest.type,
    ]);
    await submitCharge(db, services, planned.charge, newest.id, customer.provider_customer_id);
  }
  return answer(db, tenant.id, planned);
}
