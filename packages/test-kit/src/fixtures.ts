// Records shaped like the API's answers, typed by @mp/contracts so a changed shape fails here
// once. Each builder gives a complete record; a test overrides only what it is about.
import {
  ROLES,
  type JobView,
  type Proposal,
  type PublicProfile,
  type Service,
  type SessionUser,
  type Skill,
} from '@mp/contracts';

/** The moment every fixture was created and last changed, unless a test says otherwise. */
export const FIXTURE_TIME = '2026-11-20T10:00:00.000Z';

/** A signed-in freelancer as the shell hands it to a remote. */
export function aFreelancerUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'fl-1',
    tenantId: 'demo',
    name: 'Finn Freelancer',
    email: 'finn@example.com',
    role: ROLES.freelancer,
    ...overrides,
  };
}

/** A signed-in customer as the shell hands it to a remote. */
export function aCustomerUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'cu-1',
    tenantId: 'demo',
    name: 'Cora Customer',
    email: 'cora@example.com',
    role: ROLES.customer,
    ...overrides,
  };
}

/** The tenant's catalogue as GET /services and GET /skills answer it. */
export const SERVICES: Service[] = [
  { id: 'svc-web', name: 'Web design', slug: 'web-design' },
  { id: 'svc-photo', name: 'Photography', slug: 'photography' },
];

export const SKILLS: Skill[] = [
  { id: 'sk-css', name: 'CSS', serviceIds: ['svc-web'] },
  { id: 'sk-light', name: 'Lighting', serviceIds: ['svc-photo'] },
];

/** The freelancer of aFreelancerUser as others see them (GET /users/{id}). */
export function aPublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    userId: 'fl-1',
    name: 'Finn Freelancer',
    username: 'finn',
    roles: ROLES.freelancer,
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
    verified: false,
    ...overrides,
  };
}

/** An open job of aCustomerUser in the catalogue's web design service, with no freelancers. */
export function aJob(overrides: Partial<JobView> = {}): JobView {
  return {
    jobID: 'job-1',
    jobStatus: 'FRESH_JOB',
    rootJobId: null,
    lastModified: FIXTURE_TIME,
    createdAt: FIXTURE_TIME,
    customerId: 'cu-1',
    title: 'Landing page',
    description: 'A landing page for our shop.',
    budget: 50000,
    contractType: 1,
    cycleDuration: null,
    serviceId: 'svc-web',
    skills: ['sk-css'],
    location: { address: '', coordinates: null, remote: true },
    attachments: [],
    tax: null,
    skipPayments: false,
    found: null,
    closedAt: null,
    freelancers: [],
    ...overrides,
  };
}

/** aFreelancerUser's proposal on aJob, sent and not yet answered. */
export function aProposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    proposalId: 'pr-1',
    jobId: 'job-1',
    freelancerId: 'fl-1',
    description: 'I can build it.',
    tasks: [],
    status: 4,
    offerStatus: 1,
    offerSentAt: FIXTURE_TIME,
    invitedFreelancersIds: [],
    acceptedFreelancersIds: [],
    consentedDataTypeIds: [],
    isShortListed: false,
    meetingAcceptedAt: null,
    acceptedAt: null,
    createdAt: FIXTURE_TIME,
    lastModified: FIXTURE_TIME,
    ...overrides,
  };
}
