/**
 * Payouts (docs/payments.md#payouts): signing off a milestone, or a paid cycle of ongoing work,
 * releases its amount to the freelancer (ledger: escrow to the freelancer's payable), and a
 * transfer to the freelancer's connected account pays it out once they are onboarded; until
 * then it waits, and the payment alert tells them why. A milestone paid in crypto is paid out
 * by releasing its escrow to the freelancer's payee address instead (docs/payments.md#crypto).
 * A failed transfer or release is retried on request.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentErrorCode } from '@mp/contracts';
import type { Database, Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { PaymentProviderError } from '../../payment-provider';
import { notifyMilestoneChange, type PayoutState, recordPayoutState } from '../milestones';
import type { PaymentsServices } from './charges';
import { findCryptoEscrow } from './crypto-escrows';
import { LEDGER_ACCOUNTS, post } from './ledger';
import { findPaymentAccount } from './store';
import { viewAccount } from './view';

export interface PayoutRow {
  tenant_id: string;
  id: string;
  job_id: string;
  milestone_id: string;
  cycle_id: string | null;
  freelancer_id: string;
  amount: number | string;
  currency: string;
  provider_transfer_id: string | null;
  status: PayoutState['status'];
  failure_code: PaymentErrorCode | null;
  attempts: number;
  /** A transfer to the connected account, or the release of a crypto escrow. */
  method: 'transfer' | 'crypto';
  /** Crypto: the freelancer's payee address. */
  to_address: string | null;
}

const PAYOUT_COLUMNS = `tenant_id, id, job_id, milestone_id, cycle_id, freelancer_id, amount,
  currency, provider_transfer_id, status, failure_code, attempts, method, to_address`;

export interface Release {
  tenantId: string;
  jobId: string;
  milestoneId: string;
  cycleId: string | null;
  freelancerId: string;
  amount: number;
  currency: string;
  /** Paid in crypto: released from the milestone's escrow to this payee address. */
  payeeAddress?: string | null;
}

/** Whether the freelancer can be paid out now: onboarded, with a bank account. */
async function payable(db: Queryable, tenantId: string, freelancerId: string) {
  const account = await findPaymentAccount(db, tenantId, freelancerId);
  const view = viewAccount(account);
  return account !== null && view.isOnboarded && account.external_account !== null ? account : null;
}

async function setState(
  tx: Queryable,
  payout: PayoutRow,
  state: Partial<PayoutState> & Pick<PayoutState, 'status'>,
) {
  await recordPayoutState(
    tx,
    { tenantId: payout.tenant_id, milestoneId: payout.milestone_id, cycleId: payout.cycle_id },
    {
      status: state.status,
      amount: Number(payout.amount),
      currency: payout.currency,
      failureCode: state.failureCode ?? null,
    },
  );
}

/**
 * Releases the amount to the freelancer, in the caller's transaction: the ledger moves it from
 * escrow to the freelancer, and a payout is recorded, pending or waiting for their account.
 */
export async function releaseToFreelancer(tx: Queryable, release: Release): Promise<PayoutRow> {
  await post(tx, {
    tenantId: release.tenantId,
    kind: 'release',
    referenceType: release.cycleId === null ? 'milestone' : 'cycle',
    referenceId: release.cycleId ?? release.milestoneId,
    currency: release.currency,
    lines: [
      { account: LEDGER_ACCOUNTS.escrow, amount: release.amount },
      { account: LEDGER_ACCOUNTS.freelancerPayable(release.freelancerId), amount: -release.amount },
    ],
  });
  const payeeAddress = release.payeeAddress ?? null;
  // A crypto release needs no account at the provider: the payee address is where it goes.
  const ready =
    payeeAddress !== null || (await payable(tx, release.tenantId, release.freelancerId)) !== null;
  const inserted = await tx.query<PayoutRow>(
    `INSERT INTO payouts (tenant_id, id, job_id, milestone_id, cycle_id, freelancer_id, amount,
       currency, status, method, to_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING ${PAYOUT_COLUMNS}`,
    [
      release.tenantId,
      randomUUID(),
      release.jobId,
      release.milestoneId,
      release.cycleId,
      release.freelancerId,
      release.amount,
      release.currency,
      ready ? 'pending' : 'waiting_for_account',
      payeeAddress === null ? 'transfer' : 'crypto',
      payeeAddress,
    ],
  );
  const payout = inserted.rows[0];
  if (payout === undefined) throw new Error('the payout insert returned no row');
  await setState(tx, payout, { status: payout.status });
  if (!ready)
    await notifyMilestoneChange(tx, {
      tenantId: release.tenantId,
      jobId: release.jobId,
      milestoneId: release.milestoneId,
      recipientId: release.freelancerId,
      event: 'payoutWaitingForAccount',
      actorId: null,
    });
  return payout;
}

/** Asks the provider to transfer a pending payout; an immediate refusal fails it. */
export async function sendPayout(
  db: Database,
  services: PaymentsServices,
  payout: PayoutRow,
): Promise<void> {
  if (payout.status !== 'pending') return;
  if (payout.method === 'crypto') {
    await releaseEscrow(db, services, payout);
    return;
  }
  const account = await payable(db, payout.tenant_id, payout.freelancer_id);
  if (account === null) {
    await db.query(
      `UPDATE payouts SET status = 'waiting_for_account', updated_at = now()
      WHERE tenant_id = $1 AND id = $2 AND status = 'pending'`,
      [payout.tenant_id, payout.id],
    );
    await setState(db, payout, { status: 'waiting_for_account' });
    return;
  }
  try {
    const transfer = await services.payments.createTransfer({
      tenantId: payout.tenant_id,
      accountId: account.provider_account_id,
      amount: Number(payout.amount),
      currency: payout.currency,
      description: `Payout of milestone ${payout.milestone_id}`,
      // Each attempt is its own transfer; a repeated request of one attempt is not.
      reference: attemptReference(payout),
      idempotencyKey: attemptReference(payout),
    });
    await db.query(
      'UPDATE payouts SET provider_transfer_id = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2',
      [payout.tenant_id, payout.id, transfer.id],
    );
  } catch (error) {
    const failure =
      error instanceof PaymentProviderError
        ? { code: error.code, message: error.message }
        : { code: 'retry' as const, message: 'The payment provider could not be reached' };
    await settlePayout(db, payout.tenant_id, attemptReference(payout), failure);
  }
}

/**
 * Releases a crypto-paid milestone's escrow to the payee address: a chain transfer, final at
 * once, so the payout is paid (or failed) right away.
 */
async function releaseEscrow(
  db: Database,
  services: PaymentsServices,
  payout: PayoutRow,
): Promise<void> {
  const reference = attemptReference(payout);
  try {
    const escrow = await findCryptoEscrow(db, payout.tenant_id, payout.milestone_id);
    if (escrow === null || payout.to_address === null)
      throw new PaymentProviderError('contact_support', null, 'The milestone has no escrow');
    const transfer = await services.payments.releaseEscrow({
      tenantId: payout.tenant_id,
      escrowAddress: escrow.escrow_address,
      to: payout.to_address,
      amount: Number(payout.amount),
      currency: payout.currency,
      // Each attempt is its own release; a repeated request of one attempt is not.
      idempotencyKey: reference,
    });
    await db.query(
      'UPDATE payouts SET provider_transfer_id = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2',
      [payout.tenant_id, payout.id, transfer.hash],
    );
    await settlePayout(db, payout.tenant_id, reference, null);
  } catch (error) {
    const failure =
      error instanceof PaymentProviderError
        ? { code: error.code, message: error.message }
        : { code: 'retry' as const, message: 'The payment provider could not be reached' };
    await settlePayout(db, payout.tenant_id, reference, failure);
  }
}

/** `payoutId:attempt`: the transfer of one attempt (a late outcome of an older one is ignored). */
function attemptReference(payout: Pick<PayoutRow, 'id' | 'attempts'>): string {
  return `${payout.id}:${payout.attempts}`;
}

/** The provider's outcome of a transfer: paid (ledger: the payable leaves the provider balance) or failed. */
export async function settlePayout(
  db: Database,
  tenantId: string,
  reference: string,
  failure: { code: PaymentErrorCode; message: string } | null,
): Promise<void> {
  const [payoutId = '', attempt = ''] = reference.split(':');
  await db.transaction(async (tx) => {
    const locked = await tx.query<PayoutRow>(
      `SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
      [tenantId, payoutId],
    );
    const payout = locked.rows[0];
    if (payout === undefined || payout.status !== 'pending') return;
    if (String(payout.attempts) !== attempt) return;
    const status = failure === null ? 'paid' : 'failed';
    await tx.query(
      `UPDATE payouts SET status = $3, failure_code = $4, failure_message = $5, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [tenantId, payoutId, status, failure?.code ?? null, failure?.message ?? null],
    );
    if (failure === null)
      await post(tx, {
        tenantId,
        kind: 'payout',
        referenceType: 'payout',
        referenceId: attemptReference(payout),
        currency: payout.currency,
        lines: [
          {
            account: LEDGER_ACCOUNTS.freelancerPayable(payout.freelancer_id),
            amount: Number(payout.amount),
          },
          {
            account:
              payout.method === 'crypto'
                ? LEDGER_ACCOUNTS.cryptoEscrow
                : LEDGER_ACCOUNTS.providerBalance,
            amount: -Number(payout.amount),
          },
        ],
      });
    await setState(tx, payout, { status, failureCode: failure?.code ?? null });
    await notifyMilestoneChange(tx, {
      tenantId,
      jobId: payout.job_id,
      milestoneId: payout.milestone_id,
      recipientId: payout.freelancer_id,
      event: failure === null ? 'payoutPaid' : 'payoutFailed',
      actorId: null,
      details: { code: failure?.code ?? null },
    });
  });
}

/**
 * Sends a failed or waiting payout again (a new attempt); 409 when it is paid or under way.
 */
export async function retryPayout(
  db: Database,
  services: PaymentsServices,
  target: { tenantId: string; milestoneId: string; cycleId: string | null },
): Promise<PayoutRow> {
  const payout = await db.transaction(async (tx) => {
    const locked = await tx.query<PayoutRow>(
      `SELECT ${PAYOUT_COLUMNS} FROM payouts
        WHERE tenant_id = $1 AND milestone_id = $2 AND coalesce(cycle_id, '') = $3 FOR UPDATE`,
      [target.tenantId, target.milestoneId, target.cycleId ?? ''],
    );
    const row = locked.rows[0];
    if (row === undefined)
      throw httpErrors.invalidTransition('There is no payout yet: the customer signs off first');
    if (row.status === 'paid' || row.status === 'pending')
      throw httpErrors.invalidTransition(
        `A payout can be sent again only when it failed or waits for the account; this one is ${row.status}`,
      );
    const updated = await tx.query<PayoutRow>(
      `UPDATE payouts SET status = 'pending', attempts = attempts + 1, failure_code = NULL,
         failure_message = NULL, provider_transfer_id = NULL, updated_at = now()
        WHERE tenant_id = $1 AND id = $2 RETURNING ${PAYOUT_COLUMNS}`,
      [target.tenantId, row.id],
    );
    const next = updated.rows[0] as PayoutRow;
    await setState(tx, next, { status: 'pending' });
    return next;
  });
  await sendPayout(db, services, payout);
  const reread = await db.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE tenant_id = $1 AND id = $2`,
    [payout.tenant_id, payout.id],
  );
  return reread.rows[0] ?? payout;
}

/** A freelancer became payable (onboarded): their waiting payouts are sent. */
export async function releaseWaitingPayouts(
  db: Database,
  services: PaymentsServices,
  tenantId: string,
  freelancerId: string,
): Promise<number> {
  if ((await payable(db, tenantId, freelancerId)) === null) return 0;
  const waiting = await db.query<PayoutRow>(
    `UPDATE payouts SET status = 'pending', updated_at = now()
      WHERE tenant_id = $1 AND freelancer_id = $2 AND status = 'waiting_for_account'
      RETURNING ${PAYOUT_COLUMNS}`,
    [tenantId, freelancerId],
  );
  for (const payout of waiting.rows) {
    await setState(db, payout, { status: 'pending' });
    await sendPayout(db, services, payout);
  }
  return waiting.rows.length;
}
