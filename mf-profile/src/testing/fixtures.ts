// Test support: entities shaped like the API's answers.
import type { JobView, Me, PublicProfile, SessionUser } from '@mp/contracts';

export const FREELANCER: SessionUser = {
  id: 'fl-1',
  tenantId: 'demo',
  name: 'Finn Freelancer',
  email: 'finn@example.com',
  role: 2,
};

export const CUSTOMER: SessionUser = {
  id: 'cust-1',
  tenantId: 'demo',
  name: 'Cora Customer',
  email: 'cora@example.com',
  role: 3,
};

export const SERVICES = [
  { id: 'svc-web', name: 'Web design', slug: 'web-design' },
  { id: 'svc-photo', name: 'Photography', slug: 'photography' },
];

export const SKILLS = [
  { id: 'sk-css', name: 'CSS', serviceIds: ['svc-web'] },
  { id: 'sk-light', name: 'Lighting', serviceIds: ['svc-photo'] },
];

export function publicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    userId: FREELANCER.id,
    name: FREELANCER.name,
    username: 'finn',
    roles: 2,
    profilePicture: null,
    coverImageProfile: null,
    freelancerRole: 2,
    isCustomerOrganisation: false,
    title: '',
    description: '',
    skills: [],
    services: [],
    hourlyRate: null,
    location: '',
    coordinates: null,
    references: [],
    ...overrides,
  };
}

export function me(overrides: Partial<Me> = {}): Me {
  return {
    ...publicProfile(),
    tenantId: 'demo',
    email: FREELANCER.email,
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

export function customerMe(overrides: Partial<Me> = {}): Me {
  return me({
    userId: CUSTOMER.id,
    name: CUSTOMER.name,
    email: CUSTOMER.email,
    username: 'cora',
    roles: 3,
    freelancerRole: null,
    ...overrides,
  });
}

/** An open job of the customer, as GET /jobs lists it (only what the hire panel reads). */
export function openJob(jobID: string, title: string): JobView {
  return { jobID, title } as JobView;
}
