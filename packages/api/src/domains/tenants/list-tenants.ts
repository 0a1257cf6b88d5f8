import { endpoints, tenantCurrency, ZOperatorTenantList, type OperatorTenant } from '@mp/contracts';
import { isoTime } from '../../db/time';
import { defineOperatorRoute } from '../../http/route';

interface TenantRow {
  tenant_id: string;
  name: string;
  hosts: string[];
  settings: {
    languages?: { value?: unknown }[];
    defaultLocale?: string;
    currency?: string;
    currencySign?: string;
  } | null;
  created_at: Date | string;
}

function toOperatorTenant(row: TenantRow): OperatorTenant {
  const languages = (row.settings?.languages ?? []).flatMap((language) =>
    typeof language.value === 'string' ? [language.value] : [],
  );
  return {
    tenantId: row.tenant_id,
    name: row.name,
    hosts: row.hosts,
    languages,
    defaultLocale: row.settings?.defaultLocale ?? null,
    currency: tenantCurrency(row.settings),
    createdAt: isoTime(row.created_at),
  };
}

export const listTenants = defineOperatorRoute(endpoints.listTenants, {
  summary: "The deployment's tenants: id, name, hosts, languages, currency, creation time",
  description:
    'The platform operator only (Authorization: Bearer OPERATOR_TOKEN; no tenant header needed); any tenant user, administrators included, is refused. Every tenant, ordered by id, with no secret and no configuration beyond its languages and currency. See docs/tenants.md#the-operator.',
  response: ZOperatorTenantList,
  handler: async ({ db }) => {
    const { rows } = await db.query<TenantRow>(
      `SELECT tenant_id, name, hosts, settings, created_at FROM tenants ORDER BY tenant_id`,
    );
    return { tenants: rows.map(toOperatorTenant) };
  },
});
