import type { QueryResult, Queryable } from '../db/types';
import { findTenant } from './tenant';

/** A database holding one tenant row with these settings. */
function storedTenant(settings: Record<string, unknown>): Queryable {
  const row = {
    tenant_id: 'old',
    name: 'Old',
    hosts: [],
    settings,
    styling: {},
    features: {},
    datatypes: [],
  };
  return {
    query: <Row>() => Promise.resolve({ rows: [row], rowCount: 1 } as QueryResult<Row>),
    exec: () => Promise.resolve(),
  };
}

describe('findTenant', () => {
  it('reads the stored currency', async () => {
    const tenant = await findTenant(storedTenant({ currency: 'JPY', currencySign: '¥' }), 'old');
    expect(tenant?.settings.currency).toBe('JPY');
  });

  it.each([
    ['£', 'GBP'],
    ['€', 'EUR'],
    ['$', 'USD'],
    ['₴', 'UAH'],
    ['kr', 'USD'],
  ])('gives a tenant stored without a currency the one of its sign %s: %s', async (sign, code) => {
    const tenant = await findTenant(storedTenant({ currencySign: sign }), 'old');
    expect(tenant?.settings).toMatchObject({ currency: code, currencySign: sign });
  });
});
