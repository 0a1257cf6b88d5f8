/**
 * Refunds (docs/payments.md#refunds): a settled card charge of a milestone given back whole to
 * the payer, as a cancelled booking needs. The provider is asked first, outside any
 * transaction; the charge then becomes refunded and its ledger entries are reversed, once.
 */
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { PaymentProviderError } from '../../payment-provider';
import { CHARGE_COLUMNS, type ChargeRow, type PaymentsServices } from './charges';
import { LEDGER_ACCOUNTS, post } from './ledger';

/** The milestone's settled (or already refunded) charge, if it has one. */
export async function settledChargeOf(
  db: Queryable,
  tenantId: string,
  milestoneId: string,
): Promise<ChargeRow | null> {
  const { rows } = await db.query<ChargeRow>(
    `SELECT ${CHARGE_COLUMNS} FROM charges
      WHERE tenant_id = $1 AND milestone_id = $2 AND cycle_id IS NULL
        AND status IN ('succeeded', 'refunded')
      ORDER BY created_at DESC LIMIT 1`,
    [tenantId, milestoneId],
  );
  return rows[0] ?? null;
}

/** Asks the provider to give the charge back; its refusal is 409 naming what it said. */
export async function refundAtProvider(
  services: PaymentsServices,
  charge: ChargeRow,
): Promise<void> {
  if (charge.status === 'refunded' || charge.provider_charge_id === null) return;
  try {
    await services.payments.refundCharge({
      tenantId: charge.tenant_id,
      chargeId: charge.provider_charge_id,
      amount: Number(charge.total),
      idempotencyKey: `refund:${charge.id}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw httpErrors.conflict(`The payment provider refused the refund: ${error.message}`);
    throw error;
  }
}

/** Records a refund the provider made (in the caller's transaction): once per charge. */
export async function recordRefund(tx: Queryable, charge: ChargeRow): Promise<void> {
  const updated = await tx.query(
    `UPDATE charges SET status = 'refunded' WHERE tenant_id = $1 AND id = $2 AND status = 'succeeded'`,
    [charge.tenant_id, charge.id],
  );
  if (updated.rowCount === 0) return;
  await post(tx, {
    tenantId: charge.tenant_id,
    kind: 'refund',
    referenceType: 'charge',
    referenceId: charge.id,
    currency: charge.currency,
    lines: [
      { account: LEDGER_ACCOUNTS.providerBalance, amount: -Number(charge.total) },
      { account: LEDGER_ACCOUNTS.escrow, amount: Number(charge.amount) },
      { account: LEDGER_ACCOUNTS.platformFees, amount: Number(charge.fee) },
      { account: LEDGER_ACCOUNTS.taxPayable, amount: Number(charge.tax) },
    ],
  });
}
