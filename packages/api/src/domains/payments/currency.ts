/**
 * The tenant's currency and its minor unit (docs/payments.md#amounts): amounts are integers of
 * the minor unit (pence, cents; none for currencies without one, such as JPY).
 */
import type { Tenant } from '../../tenancy';

const FROM_SIGN: Readonly<Record<string, string>> = {
  '£': 'GBP',
  '€': 'EUR',
  $: 'USD',
  '₴': 'UAH',
};

/** The ISO 4217 code of the tenant's currency: its setting, or the one its sign stands for. */
export function tenantCurrency(tenant: Tenant): string {
  const settings = tenant.settings as { currency?: string; currencySign?: string };
  if (typeof settings.currency === 'string' && settings.currency !== '') return settings.currency;
  return FROM_SIGN[settings.currencySign ?? ''] ?? 'USD';
}

/** Digits of the currency's minor unit (2 for GBP and EUR, 0 for JPY). */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}
