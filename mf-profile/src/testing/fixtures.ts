// Test support: the signed-in user's own record (GET /users/me), built on @mp/test-kit's builders.
import type { Me } from '@mp/contracts';
import { aCustomerUser, aFreelancerUser, aPublicProfile } from '@mp/test-kit';

/** The freelancer of aFreelancerUser as GET /users/me answers them. */
export function me(overrides: Partial<Me> = {}): Me {
  return {
    ...aPublicProfile(),
    tenantId: 'demo',
    email: aFreelancerUser().email,
    isApproved: true,
    custom_menu: null,
    reviewingJobs: null,
    attachedUsers: [],
    ownCredits: { availableCredits: 0 },
    credits: { availableAllowance: 0 },
    status: 0,
    surveyLegend: null,
    ...overrides,
  };
}

/** The customer of aCustomerUser as GET /users/me answers them. */
export function customerMe(overrides: Partial<Me> = {}): Me {
  const customer = aCustomerUser();
  return me({
    userId: customer.id,
    name: customer.name,
    email: customer.email,
    username: 'cora',
    roles: 3,
    freelancerRole: null,
    ...overrides,
  });
}
