/** Our cached view of each freelancer's provider account (payment_accounts), by (tenant, user). */
import type { ExternalAccountView, PaymentAccountStatus, PaymentRequirements } from '@mp/contracts';
import { toJson, type Queryable } from '../../db/types';
import type { OnboardedType, ProviderAccount } from '../../payment-provider';
import { shownRequirements, statusOf } from './view';

export interface PaymentAccountRow {
  tenant_id: string;
  user_id: string;
  provider: string;
  provider_account_id: string;
  status: Exclude<PaymentAccountStatus, -1 | 0>;
  requirements: PaymentRequirements;
  future_requirements: PaymentRequirements;
  onboarded_type: OnboardedType | null;
  external_account: ExternalAccountView | null;
  statement_descriptor: string | null;
  refreshed_at: Date | string;
}

const COLUMNS = `tenant_id, user_id, provider, provider_account_id, status, requirements,
  future_requirements, onboarded_type, external_account, statement_descriptor, refreshed_at`;

export async function findPaymentAccount(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<PaymentAccountRow | null> {
  const { rows } = await db.query<PaymentAccountRow>(
    `SELECT ${COLUMNS} FROM payment_accounts WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId],
  );
  return rows[0] ?? null;
}

export async function findByProviderAccount(
  db: Queryable,
  tenantId: string,
  provider: string,
  accountId: string,
): Promise<PaymentAccountRow | null> {
  const { rows } = await db.query<PaymentAccountRow>(
    `SELECT ${COLUMNS} FROM payment_accounts
      WHERE tenant_id = $1 AND provider = $2 AND provider_account_id = $3`,
    [tenantId, provider, accountId],
  );
  return rows[0] ?? null;
}

function snapshotValues(account: ProviderAccount): (string | number | null)[] {
  return [
    statusOf(account),
    toJson(shownRequirements(account)),
    toJson(account.futureRequirements),
    account.businessType,
    account.externalAccount === null ? null : toJson(account.externalAccount),
    account.statementDescriptor,
  ];
}

/**
 * Records a new provider account for the user. When another request recorded one first, that
 * one wins and is answered (the extra provider account stays unused).
 */
export async function insertPaymentAccount(
  db: Queryable,
  key: { tenantId: string; userId: string; provider: string },
  account: ProviderAccount,
): Promise<PaymentAccountRow> {
  await db.query(
    `INSERT INTO payment_accounts (tenant_id, user_id, provider, provider_account_id, status,
       requirements, future_requirements, onboarded_type, external_account, statement_descriptor,
       refreshed_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9::jsonb, $10, now())
     ON CONFLICT (tenant_id, user_id) DO NOTHING`,
    [key.tenantId, key.userId, key.provider, account.id, ...snapshotValues(account)],
  );
  const row = await findPaymentAccount(db, key.tenantId, key.userId);
  if (row === null) throw new Error('payment account missing right after its insert');
  return row;
}

/** Stores the provider's current view of the account as our snapshot. */
export async function saveSnapshot(
  db: Queryable,
  row: PaymentAccountRow,
  account: ProviderAccount,
): Promise<PaymentAccountRow> {
  const { rows } = await db.query<PaymentAccountRow>(
    `UPDATE payment_accounts SET status = $4, requirements = $5::jsonb,
       future_requirements = $6::jsonb, onboarded_type = $7, external_account = $8::jsonb,
       statement_descriptor = $9, refreshed_at = now()
      WHERE tenant_id = $1 AND user_id = $2 AND provider_account_id = $3
     RETURNING ${COLUMNS}`,
    [row.tenant_id, row.user_id, row.provider_account_id, ...snapshotValues(account)],
  );
  return rows[0] ?? row;
}
