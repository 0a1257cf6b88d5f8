/**
 * Money of disputes (docs/disputes.md): while a milestone or cycle has an open dispute its money
 * stays in escrow, and an administrator's decision refunds the customer's share (at the provider
 * first, idempotent by the dispute) and releases the freelancer's share as an ordinary payout,
 * entered in the ledger once, in the decision's transaction.
 */
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { PaymentProviderError } from '../../payment-provider';
import { CHARGE_COLUMNS, type ChargeRow, type PaymentsServices } from './charges';
import { LEDGER_ACCOUNTS, post } from './ledger';
import { releaseToFreelancer, type PayoutRow } from './payouts';

/** Whether an open dispute holds the money of this milestone or cycle (docs/disputes.md#money-held). */
export async function heldByDispute(
  db: Queryable,
  target: { tenantId: string; milestoneId: string; cycleId: string | null },
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM disputes WHERE tenant_id = $1 AND milestone_id = $2
        AND coalesce(cycle_id, '') = $3 AND status = 'open'`,
    [target.tenantId, target.milestoneId, target.cycleId ?? ''],
  );
  return rows.length > 0;
}

/** The settled charge that paid in this milestone or cycle, if there is one. */
export async function paidInCharge(
  db: Queryable,
  target: { tenantId: string; milestoneId: string; cycleId: string | null },
): Promise<ChargeRow | null> {
  const { rows } = await db.query<ChargeRow>(
    `SELECT ${CHARGE_COLUMNS} FROM charges WHERE tenant_id = $1 AND milestone_id = $2
        AND coalesce(cycle_id, '') = $3 AND status = 'succeeded'
      ORDER BY created_at DESC LIMIT 1`,
    [target.tenantId, target.milestoneId, target.cycleId ?? ''],
  );
  return rows[0] ?? null;
}

export interface DisputeShares {
  disputeId: string;
  freelancerAmount: number;
  customerAmount: number;
}

/**
 * Gives the customer's share back at the provider, before the decision's transaction (as every
 * provider call here: docs/payments.md#refunds). Idempotent by the dispute: concurrent or repeated
 * decisions refund once; a refusal is 409 naming what the provider said.
 */
export async function refundShareAtProvider(
  services: PaymentsServices,
  charge: ChargeRow,
  shares: DisputeShares,
): Promise<void> {
  if (shares.customerAmount === 0) return;
  if (charge.provider_charge_id === null)
    throw httpErrors.conflict('The charge has no provider charge to refund');
  try {
    await services.payments.refundCharge({
      tenantId: charge.tenant_id,
      chargeId: charge.provider_charge_id,
      amount: shares.customerAmount,
      idempotencyKey: `dispute-refund:${shares.disputeId}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw httpErrors.conflict(`The payment provider refused the refund: ${error.message}`);
    throw error;
  }
}

/**
 * Enters a resolved dispute's money in the ledger, in the caller's transaction (which holds the
 * dispute's lock, so this runs once per dispute): the customer's share leaves the escrow back to
 * them, and the freelancer's share is released as a payout the caller sends once committed.
 */
export async function settleDisputedCharge(
  tx: Queryable,
  charge: ChargeRow,
  shares: DisputeShares,
): Promise<PayoutRow | null> {
  if (shares.freelancerAmount + shares.customerAmount !== Number(charge.amount))
    throw new Error(`dispute ${shares.disputeId}: the shares do not add up to the charge`);
  await post(tx, {
    tenantId: charge.tenant_id,
    kind: 'dispute_refund',
    referenceType: 'dispute',
    referenceId: shares.disputeId,
    currency: charge.currency,
    lines: [
      { account: LEDGER_ACCOUNTS.escrow, amount: shares.customerAmount },
      { account: LEDGER_ACCOUNTS.providerBalance, amount: -shares.customerAmount },
    ],
  });
  if (shares.freelancerAmount === 0) return null;
  return releaseToFreelancer(tx, {
    tenantId: charge.tenant_id,
    jobId: charge.job_id,
    milestoneId: charge.milestone_id,
    cycleId: charge.cycle_id,
    freelancerId: charge.freelancer_id,
    amount: shares.freelancerAmount,
    currency: charge.currency,
  });
}
