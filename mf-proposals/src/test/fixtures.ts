/** Records shaped like the API's answers (contracts' JobView, Proposal, PublicProfile). */
import type { Job, Proposal, PublicProfile } from '../lib/api-types';

const AT = '2026-11-20T10:00:00.000Z';

export function profile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    userId: 'fl-1',
    name: 'Olena Koval',
    username: 'olena',
    roles: 2,
    profilePicture: null,
    coverImageProfile: null,
    freelancerRole: 2,
    isCustomerOrganisation: false,
    title: 'Web developer',
    description: 'Builds shops.',
    skills: [],
    services: [],
    hourlyRate: 40,
    location: 'Kyiv',
    coordinates: null,
    references: [],
    ...overrides,
  };
}

export function proposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    proposalId: 'prop-1',
    jobId: 'job-1',
    freelancerId: 'fl-1',
    description: 'I can build it.',
    tasks: [
      { taskId: 't1', title: 'Design', description: '', amount: 100, dueDate: null },
      { taskId: 't2', title: 'Build', description: '', amount: 250.5, dueDate: AT },
    ],
    status: 4,
    offerStatus: 1,
    offerSentAt: AT,
    invitedFreelancersIds: [],
    acceptedFreelancersIds: [],
    consentedDataTypeIds: [],
    isShortListed: false,
    meetingAcceptedAt: null,
    acceptedAt: null,
    createdAt: AT,
    lastModified: AT,
    ...overrides,
  };
}

export function job(overrides: Partial<Job> = {}): Job {
  return {
    jobID: 'job-1',
    jobStatus: 'IN_DISCUSSION',
    rootJobId: null,
    lastModified: AT,
    createdAt: AT,
    customerId: 'cu-1',
    title: 'Online shop',
    description: 'A small online shop.',
    budget: 500,
    contractType: 1,
    cycleDuration: null,
    serviceId: null,
    skills: [],
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
