/** The freelancer's account: created at the provider, refreshed from it into our cache. */
import type { Database, Queryable } from '../../db/types';
import { releaseWaitingPayouts } from './payouts';
import { HttpError, httpErrors } from '../../http/errors';
import { API_ERROR_CODES } from '@mp/contracts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderAccount,
  type ProviderAccountRef,
} from '../../payment-provider';
import {
  findByProviderAccount,
  findPaymentAccount,
  insertPaymentAccount,
  saveSnapshot,
  type PaymentAccountRow,
} from './store';

/** GET answers the cache while it is younger than this; older, the provider is asked again. */
export const CACHE_MAX_AGE_MS = 60_000;

export function refOf(row: PaymentAccountRow): ProviderAccountRef {
  return { tenantId: row.tenant_id, accountId: row.provider_account_id };
}

export function isStale(row: PaymentAccountRow, now: Date = new Date()): boolean {
  return now.getTime() - new Date(row.refreshed_at).getTime() > CACHE_MAX_AGE_MS;
}

/** A provider's refusal as the API answers it: 422 naming the body field it concerns. */
export function providerFailure(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  const fields =
    error.param === null
      ? []
      : [{ path: `body.${error.param}`, message: `${error.code}: ${error.message}` }];
  if (error.code === 'bank_account_declined') {
    return new HttpError(422, API_ERROR_CODES.bankAccountDeclined, error.message, fields);
  }
  return httpErrors.unprocessable(`The payment provider refused: ${error.message}`, fields);
}

/** Runs a provider call; its refusals become 4xx answers. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerFailure(error);
  }
}

/** The user's account, created at the provider (status 1) when they have none yet. */
export async function ensurePaymentAccount(
  db: Queryable,
  provider: PaymentProvider,
  tenantId: string,
  userId: string,
): Promise<PaymentAccountRow> {
  const existing = await findPaymentAccount(db, tenantId, userId);
  if (existing !== null) return existing;
  const created = await askProvider(() => provider.createAccount({ tenantId, reference: userId }));
  return insertPaymentAccount(db, { tenantId, userId, provider: provider.kind }, created);
}

/**
 * Asks the provider for the account now and stores it as our snapshot; payouts that waited for
 * the account are sent once it can be paid.
 */
export async function refreshPaymentAccount(
  db: Database,
  provider: PaymentProvider,
  row: PaymentAccountRow,
): Promise<PaymentAccountRow> {
  const account = await askProvider(() => provider.retrieveAccount(refOf(row)));
  if (account === null) {
    throw httpErrors.conflict(
      'The payment provider no longer knows this account; contact support to set it up again',
    );
  }
  const saved = await saveSnapshot(db, row, account);
  await releaseWaitingPayouts(db, { payments: provider }, row.tenant_id, row.user_id);
  return saved;
}

/** The provider told us the account changed (a webhook's account object): update the cache. */
export async function recordProviderUpdate(
  db: Database,
  provider: PaymentProvider,
  tenantId: string,
  account: ProviderAccount,
): Promise<void> {
  const row = await findByProviderAccount(db, tenantId, provider.kind, account.id);
  if (row === null) return;
  await saveSnapshot(db, row, account);
  await releaseWaitingPayouts(db, { payments: provider }, tenantId, row.user_id);
}
