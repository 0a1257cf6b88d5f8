/**
 * Buying credits (docs/payments.md#credits): packs charged to the user's newest way to pay, like
 * any charge at the provider. The purchase is recorded first, the provider asked outside any
 * transaction, and its outcome (a webhook, or an immediate refusal) settles it: the credits and
 * the money enter the ledger together, or the purchase fails with the provider's code.
 */
import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  type CreditPackView,
  type CreditPurchaseView,
  type PaymentErrorCode,
} from '@mp/contracts';
import { isoTime } from '../../db/time';
import type { Database, Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';
import type { Caller, HandlerServices } from '../../http/route';
import { PaymentProviderError } from '../../payment-provider';
import type { Tenant } from '../../tenancy';
import {
  CREDITS_UNIT,
  findPaymentCustomer,
  LEDGER_ACCOUNTS,
  paymentMethodsOf,
  post,
  tenantCurrency,
} from '../payments';
import { lockWallet } from './wallet';

/** One pack: 10 credits for 10.00 of the tenant's currency (1000 minor units). */
export const CREDIT_PACK = { credits: 10, price: 1000 } as const;

/** The provider's charge of a purchase carries this reference: `credit_purchase:<id>`. */
const REFERENCE_PREFIX = 'credit_purchase:';

export function isCreditPurchaseReference(reference: string): boolean {
  return reference.startsWith(REFERENCE_PREFIX);
}

export function creditPackOf(tenant: Tenant): CreditPackView {
  return { ...CREDIT_PACK, currency: tenantCurrency(tenant) };
}

interface PurchaseRow {
  tenant_id: string;
  id: string;
  user_id: string;
  packs: number;
  credits: number;
  amount: number | string;
  currency: string;
  status: CreditPurchaseView['status'];
  failure_code: PaymentErrorCode | null;
  created_at: Date | string;
}

const PURCHASE_COLUMNS =
  'tenant_id, id, user_id, packs, credits, amount, currency, status, failure_code, created_at';

export function toPurchaseView(row: PurchaseRow): CreditPurchaseView {
  return {
    purchaseId: row.id,
    status: row.status,
    packs: row.packs,
    credits: row.credits,
    amount: Number(row.amount),
    currency: row.currency,
    failureCode: row.failure_code,
    createdAt: isoTime(row.created_at),
  };
}

export async function recentPurchases(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<CreditPurchaseView[]> {
  const { rows } = await db.query<PurchaseRow>(
    `SELECT ${PURCHASE_COLUMNS} FROM credit_purchases WHERE tenant_id = $1 AND user_id = $2
      ORDER BY created_at DESC, id LIMIT 10`,
    [tenantId, userId],
  );
  return rows.map(toPurchaseView);
}

async function findPurchase(db: Queryable, tenantId: string, id: string, lock = false) {
  const { rows } = await db.query<PurchaseRow>(
    `SELECT ${PURCHASE_COLUMNS} FROM credit_purchases WHERE tenant_id = $1 AND id = $2
      ${lock ? 'FOR UPDATE' : ''}`,
    [tenantId, id],
  );
  return rows[0] ?? null;
}

type Failure = { code: PaymentErrorCode; message: string };

/**
 * The provider's outcome of a purchase's charge (its webhook, or an immediate refusal): the
 * credits arrive with the money's ledger entries, or the purchase fails. Only a pending
 * purchase settles, so a repeated outcome changes nothing.
 */
export async function settleCreditPurchase(
  db: Database,
  tenantId: string,
  reference: string,
  outcome: { providerChargeId: string | null; failure: Failure | null },
): Promise<void> {
  const id = reference.slice(REFERENCE_PREFIX.length);
  await db.transaction(async (tx) => {
    const purchase = await findPurchase(tx, tenantId, id, true);
    if (purchase === null || purchase.status !== 'pending') return;
    const { failure } = outcome;
    await tx.query(
      `UPDATE credit_purchases SET status = $3, failure_code = $4, failure_message = $5,
         settled_at = now(), provider_charge_id = coalesce(provider_charge_id, $6)
        WHERE tenant_id = $1 AND id = $2`,
      [
        tenantId,
        id,
        failure === null ? 'succeeded' : 'failed',
        failure?.code ?? null,
        failure?.message ?? null,
        outcome.providerChargeId,
      ],
    );
    if (failure !== null) return;
    await lockWallet(tx, tenantId, purchase.user_id);
    const amount = Number(purchase.amount);
    await post(tx, {
      tenantId,
      kind: 'credits_sale',
      referenceType: 'credits',
      referenceId: id,
      currency: purchase.currency,
      lines: [
        { account: LEDGER_ACCOUNTS.providerBalance, amount },
        { account: LEDGER_ACCOUNTS.creditSales, amount: -amount },
      ],
    });
    await post(tx, {
      tenantId,
      kind: 'credits_bought',
      referenceType: 'credits',
      referenceId: id,
      currency: CREDITS_UNIT,
      lines: [
        { account: LEDGER_ACCOUNTS.credits(purchase.user_id), amount: purchase.credits },
        { account: LEDGER_ACCOUNTS.creditsIssued, amount: -purchase.credits },
      ],
    });
  });
}

/** Asks the provider to charge the purchase; an immediate refusal fails it at once. */
async function submitPurchaseCharge(
  db: Database,
  services: Pick<HandlerServices, 'payments'>,
  purchase: PurchaseRow,
  payer: { customerId: string; methodId: string },
): Promise<void> {
  const reference = `${REFERENCE_PREFIX}${purchase.id}`;
  const input = {
    tenantId: purchase.tenant_id,
    customerId: payer.customerId,
    paymentMethodId: payer.methodId,
    amount: Number(purchase.amount),
    currency: purchase.currency,
    description: `${purchase.credits} credits`,
    reference,
    idempotencyKey: reference,
  };
  let lastError: unknown = null;
  // One more try on a fault of the line: the idempotency key makes it the same charge.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const created = await services.payments.createCharge(input);
      await db.query(
        `UPDATE credit_purchases SET provider_charge_id = $3
          WHERE tenant_id = $1 AND id = $2 AND provider_charge_id IS NULL`,
        [purchase.tenant_id, purchase.id, created.id],
      );
      return;
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        const failure = { code: error.code, message: error.message };
        await settleCreditPurchase(db, purchase.tenant_id, reference, {
          providerChargeId: null,
          failure,
        });
        return;
      }
      lastError = error;
    }
  }
  await settleCreditPurchase(db, purchase.tenant_id, reference, {
    providerChargeId: null,
    failure: {
      code: 'retry',
      message: `The payment provider could not be reached: ${lastError instanceof Error ? lastError.message : 'try again'}`,
    },
  });
}

/** Buys `packs` packs with the caller's newest way to pay; answers the purchase as it is now. */
export async function buyCreditPacks(
  db: Database,
  services: Pick<HandlerServices, 'payments'>,
  tenant: Tenant,
  caller: Caller,
  packs: number,
): Promise<CreditPurchaseView> {
  const methods = await paymentMethodsOf(db, services.payments, tenant.id, caller.userId);
  const newest = [...methods].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const customer = await findPaymentCustomer(db, tenant.id, caller.userId);
  if (newest === undefined || customer === null)
    throw new HttpError(
      422,
      API_ERROR_CODES.paymentMethodRequired,
      'Add a card or bank account to pay with first',
    );
  const pack = creditPackOf(tenant);
  const inserted = await db.query<PurchaseRow>(
    `INSERT INTO credit_purchases (tenant_id, id, user_id, packs, credits, amount, currency,
       method, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending') RETURNING ${PURCHASE_COLUMNS}`,
    [
      tenant.id,
      randomUUID(),
      caller.userId,
      packs,
      packs * pack.credits,
      packs * pack.price,
      pack.currency,
      newest.type,
    ],
  );
  const purchase = inserted.rows[0];
  if (purchase === undefined) throw new Error('the credit purchase was not stored');
  await submitPurchaseCharge(db, services, purchase, {
    customerId: customer.provider_customer_id,
    methodId: newest.id,
  });
  const now = await findPurchase(db, tenant.id, purchase.id);
  return toPurchaseView(now ?? purchase);
}
