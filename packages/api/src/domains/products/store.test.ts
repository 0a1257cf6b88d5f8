import { ROLES, type TenantFeatures } from '@mp/contracts';
import type { Tenant } from '../../tenancy';
import { needsApproval, sellsProducts } from './store';

function tenantWith(features: TenantFeatures): Tenant {
  return { id: 'shop', name: 'Shop', hosts: [], features } as Pick<
    Tenant,
    'id' | 'name' | 'hosts' | 'features'
  > as Tenant;
}

const freelancer = {
  userId: 'u1',
  tenantId: 'shop',
  role: ROLES.freelancer,
  freelancerRole: 2 as const,
};

describe('the tenant switches products read', () => {
  it('sells products unless the products remote switch exists and is off', () => {
    expect(sellsProducts(tenantWith({}), null)).toBe(true);
    expect(sellsProducts(tenantWith({ productsRemote: { isEnabled: true } }), null)).toBe(true);
    expect(sellsProducts(tenantWith({ productsRemote: { isEnabled: false } }), freelancer)).toBe(
      false,
    );
  });

  it('needs approval only where adminApprovesProducts is on', () => {
    expect(needsApproval(tenantWith({}), freelancer)).toBe(false);
    expect(
      needsApproval(tenantWith({ adminApprovesProducts: { isEnabled: true } }), freelancer),
    ).toBe(true);
  });
});
