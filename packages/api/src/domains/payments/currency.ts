/**
 * The tenant's currency (docs/payments.md#amounts): amounts are integers of its minor unit
 * (pence, cents; none for currencies without one, such as JPY).
 */
import type { Tenant } from '../../tenancy';

/** The ISO 4217 code of the tenant's currency (filled in from its sign when it was stored without). */
export function tenantCurrency(tenant: Tenant): string {
  return tenant.settings.currency;
}
