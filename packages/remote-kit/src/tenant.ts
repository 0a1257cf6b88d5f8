import type { MoneyFormat, RemoteTenant } from '@mp/contracts';

/**
 * The tenant a remote shows when no host hands one (standalone, screen tests): the seeded
 * `demo` tenant, in pounds.
 */
export const DEMO_TENANT: RemoteTenant = Object.freeze({
  name: 'Demo',
  currency: 'GBP',
  currencySign: '£',
});

/** How the tenant's amounts read in the host's current language (docs/payments.md#amounts). */
export function tenantMoneyFormat(tenant: RemoteTenant, language: string): MoneyFormat {
  return {
    currency: tenant.currency,
    locale: language,
    sign: tenant.currencySign || undefined,
  };
}
