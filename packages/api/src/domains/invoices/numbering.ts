/**
 * Invoice numbers (docs/payments.md#invoices): 1, 2, 3... per tenant without gaps, printed as
 * `<TENANT>-<year of issue>-<number, six digits or more>`, e.g. DEMO-2026-000001.
 *
 * The tenant's counter row is locked and bumped by the transaction that inserts the invoice, so
 * a second transaction waits for the first to commit or roll back: a rolled-back invoice gives
 * its number back and no number is skipped or taken twice. The issue time is read after the lock
 * is held, so numbers and issue times rise together.
 */
import type { Queryable } from '../../db/types';

export interface InvoiceNumber {
  sequence: number;
  number: string;
  issuedAt: Date;
}

export function formatInvoiceNumber(tenantId: string, issuedAt: Date, sequence: number): string {
  const year = issuedAt.getUTCFullYear();
  return `${tenantId.toUpperCase()}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Takes the tenant's next number; only inside the transaction that inserts the invoice. */
export async function takeInvoiceNumber(tx: Queryable, tenantId: string): Promise<InvoiceNumber> {
  const taken = await tx.query<{ sequence: number | string; issued_at: Date | string }>(
    `INSERT INTO invoice_counters AS counter (tenant_id, next_sequence) VALUES ($1, 2)
     ON CONFLICT (tenant_id) DO UPDATE SET next_sequence = counter.next_sequence + 1
     RETURNING counter.next_sequence - 1 AS sequence, clock_timestamp() AS issued_at`,
    [tenantId],
  );
  const row = taken.rows[0];
  if (row === undefined) throw new Error(`no invoice number taken for ${tenantId}`);
  const sequence = Number(row.sequence);
  const issuedAt = row.issued_at instanceof Date ? row.issued_at : new Date(row.issued_at);
  return { sequence, number: formatInvoiceNumber(tenantId, issuedAt, sequence), issuedAt };
}
