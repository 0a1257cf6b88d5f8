/**
 * Each milestone's escrow at the provider and what its customer must send there
 * (docs/payments.md#crypto): written when the customer starts a crypto payment, read when the
 * transaction hash pays it and when sign-off releases it.
 */
import type { Queryable } from '../../db/types';

export interface CryptoEscrowRow {
  tenant_id: string;
  milestone_id: string;
  job_id: string;
  provider: string;
  escrow_address: string;
  payer_address: string;
  payee_address: string;
  amount: number | string;
  tax: number | string;
  total: number | string;
  currency: string;
}

const COLUMNS = `tenant_id, milestone_id, job_id, provider, escrow_address, payer_address,
  payee_address, amount, tax, total, currency`;

export async function findCryptoEscrow(
  db: Queryable,
  tenantId: string,
  milestoneId: string,
): Promise<CryptoEscrowRow | null> {
  const { rows } = await db.query<CryptoEscrowRow>(
    `SELECT ${COLUMNS} FROM crypto_escrows WHERE tenant_id = $1 AND milestone_id = $2`,
    [tenantId, milestoneId],
  );
  return rows[0] ?? null;
}

export interface CryptoEscrowTerms {
  tenantId: string;
  milestoneId: string;
  jobId: string;
  provider: string;
  escrowAddress: string;
  payerAddress: string;
  payeeAddress: string;
  amount: number;
  tax: number;
  currency: string;
}

/** Records (or, started again, replaces) the terms of a milestone's crypto payment. */
export async function saveCryptoEscrow(
  tx: Queryable,
  terms: CryptoEscrowTerms,
): Promise<CryptoEscrowRow> {
  const { rows } = await tx.query<CryptoEscrowRow>(
    `INSERT INTO crypto_escrows (tenant_id, milestone_id, job_id, provider, escrow_address,
       payer_address, payee_address, amount, tax, total, currency)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (tenant_id, milestone_id) DO UPDATE SET provider = excluded.provider,
       escrow_address = excluded.escrow_address, payer_address = excluded.payer_address,
       payee_address = excluded.payee_address, amount = excluded.amount, tax = excluded.tax,
       total = excluded.total, currency = excluded.currency, updated_at = now()
     RETURNING ${COLUMNS}`,
    [
      terms.tenantId,
      terms.milestoneId,
      terms.jobId,
      terms.provider,
      terms.escrowAddress,
      terms.payerAddress,
      terms.payeeAddress,
      terms.amount,
      terms.tax,
      terms.amount + terms.tax,
      terms.currency,
    ],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('the crypto escrow upsert returned no row');
  return row;
}
