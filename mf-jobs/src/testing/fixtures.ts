// Test support: entities shaped like the API's answers.
import type { SessionUser } from '@mp/contracts';
import type { JobView } from '../shared/job-types';

export const CUSTOMER: SessionUser = {
  id: 'cust-1',
  tenantId: 'demo',
  name: 'Cora Customer',
  email: 'cora@example.com',
  role: 3,
};

export const FREELANCER: SessionUser = {
  id: 'fl-1',
  tenantId: 'demo',
  name: 'Finn Freelancer',
  email: 'finn@example.com',
  role: 2,
};

export const SERVICES = [
  { id: 'svc-web', name: 'Web design', slug: 'web-design' },
  { id: 'svc-photo', name: 'Photography', slug: 'photography' },
];

export const SKILLS = [
  { id: 'sk-css', name: 'CSS', serviceIds: ['svc-web'] },
  { id: 'sk-light', name: 'Lighting', serviceIds: ['svc-photo'] },
];

export function job(overrides: Partial<JobView> = {}): JobView {
  return {
    jobID: 'job-1',
    jobStatus: 'FRESH_JOB',
    rootJobId: null,
    lastModified: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    customerId: CUSTOMER.id,
    title: 'Landing page',
    description: 'A landing page for our shop.',
    budget: 500,
    contractType: 1,
    cycleDuration: null,
    serviceId: 'svc-web',
    skills: ['sk-css'],
    location: { address: '', coordinates: null, remote: true },
    attachments: [],
    tax: null,
    skipPayments: false,
    freelancers: [],
    found: null,
    closedAt: null,
    ...overrides,
  };
}
