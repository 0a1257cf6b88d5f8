/**
 * Customers as payers (docs/payments.md#paying): their record at the provider, made once, and
 * their ways to pay. The newest way to pay is the one a payment uses.
 */
import {
  FEATURES,
  ROLES,
  evaluateFeature,
  type PaymentMethodType,
  type PaymentMethodView,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import type {
  PaymentProvider,
  ProviderCustomerRef,
  ProviderPaymentMethod,
} from '../../payment-provider';
import type { Tenant } from '../../tenancy';
import { askProvider } from './accounts';

interface PaymentCustomerRow {
  provider: string;
  provider_customer_id: string;
  currency: string;
}

export async function findPaymentCustomer(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<PaymentCustomerRow | null> {
  const result = await db.query<PaymentCustomerRow>(
    `SELECT provider, provider_customer_id, currency FROM payment_customers
      WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId],
  );
  return result.rows[0] ?? null;
}

/** The customer's payer record at the provider, made on first use. */
export async function ensurePaymentCustomer(
  db: Queryable,
  provider: PaymentProvider,
  tenantId: string,
  userId: string,
  currency: string,
): Promise<ProviderCustomerRef> {
  const existing = await findPaymentCustomer(db, tenantId, userId);
  if (existing !== null) return { tenantId, customerId: existing.provider_customer_id };
  const created = await askProvider(() =>
    provider.createCustomer({ tenantId, reference: userId, currency }),
  );
  // Two first uses at once: the first insert wins and both answer its customer.
  await db.query(
    `INSERT INTO payment_customers (tenant_id, user_id, provider, provider_customer_id, currency)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (tenant_id, user_id) DO NOTHING`,
    [tenantId, userId, provider.kind, created.id, currency],
  );
  const row = await findPaymentCustomer(db, tenantId, userId);
  if (row === null) throw new Error('payment customer vanished');
  return { tenantId, customerId: row.provider_customer_id };
}

/** Kinds of payment a customer may add: cards, and the bank debits the tenant switches on. */
export function availableMethods(tenant: Tenant): PaymentMethodType[] {
  const ctx = { tenantId: tenant.id, role: ROLES.customer };
  const on = (name: string) => evaluateFeature(tenant.features, name, ctx).enabled;
  return [
    'card',
    ...(on(FEATURES.achTransfer) ? (['ach_debit'] as const) : []),
    ...(on(FEATURES.bacsMethodPayment) ? (['bacs_debit'] as const) : []),
  ];
}

export function toMethodViews(methods: readonly ProviderPaymentMethod[]): PaymentMethodView[] {
  const newest = [...methods].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return methods.map((method) => ({
    id: method.id,
    type: method.type,
    label: method.label,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    isDefault: method.id === newest?.id,
  }));
}

/** The customer's ways to pay (none before they became a payer). */
export async function paymentMethodsOf(
  db: Queryable,
  provider: PaymentProvider,
  tenantId: string,
  userId: string,
): Promise<ProviderPaymentMethod[]> {
  const customer = await findPaymentCustomer(db, tenantId, userId);
  if (customer === null) return [];
  return askProvider(() =>
    provider.listPaymentMethods({ tenantId, customerId: customer.provider_customer_id }),
  );
}
