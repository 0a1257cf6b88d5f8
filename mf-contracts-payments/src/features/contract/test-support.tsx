// Fixtures for the contract screens, and the remote mounted the way the shell mounts it.
import { render } from '@testing-library/react';
import type {
  FreelancerContractEntry,
  JobView,
  Milestone,
  Proposal,
  ProposalMilestoneSummary,
  PublicProfile,
  RemoteName,
  SessionUser,
} from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { apiStub, type ApiStub, type StubHandler } from '@mp/test-kit';
import { ContractsPaymentsApp } from '../../exposed/App';

export const CUSTOMER: SessionUser = {
  id: 'cu-1',
  tenantId: 'demo',
  name: 'Cora Customer',
  email: 'cora@example.com',
  role: 3,
};

export const FREELANCER_USER: SessionUser = {
  id: 'fl-1',
  tenantId: 'demo',
  name: 'Finn Freelancer',
  email: 'finn@example.com',
  role: 2,
};

const AT = '2026-11-20T10:00:00.000Z';

export function profile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    userId: 'fl-1',
    name: 'Finn Freelancer',
    username: 'finn',
    roles: 2,
    profilePicture: null,
    coverImageProfile: null,
    freelancerRole: null,
    isCustomerOrganisation: false,
    title: 'Web developer',
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

export function proposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    proposalId: 'pr-1',
    jobId: 'job-1',
    freelancerId: 'fl-1',
    description: 'I will build it',
    tasks: [],
    status: 4,
    offerSentAt: '2026-11-19T09:00:00.000Z',
    invitedFreelancersIds: [],
    acceptedFreelancersIds: [],
    consentedDataTypeIds: [],
    isShortListed: false,
    offerStatus: 2,
    acceptedAt: '2026-11-21T08:30:00.000Z',
    createdAt: AT,
    lastModified: AT,
    ...overrides,
  };
}

export const MILESTONES: ProposalMilestoneSummary[] = [
  {
    milestoneId: 'ms-1',
    title: 'Design',
    amount: 300,
    dueDate: '2026-12-01T00:00:00.000Z',
    status: 1,
  },
  { milestoneId: 'ms-2', title: 'Build', amount: 700, dueDate: null, status: 0 },
  { milestoneId: 'ms-3', title: 'Kick-off', amount: 50, dueDate: null, status: 2 },
];

export function job(overrides: Partial<JobView> = {}): JobView {
  return {
    jobID: 'job-1',
    jobStatus: 'CONTRACT',
    rootJobId: null,
    lastModified: AT,
    createdAt: AT,
    customerId: 'cu-1',
    title: 'Booking website',
    description: 'A site to book rooms',
    budget: 1500,
    contractType: 1,
    serviceId: null,
    skills: [],
    location: { address: '', coordinates: null, remote: true },
    attachments: [],
    tax: null,
    skipPayments: false,
    cycleDuration: null,
    found: null,
    closedAt: null,
    freelancers: [
      { freelancerDetails: profile(), proposal: proposal(), milestones: MILESTONES },
      {
        freelancerDetails: profile({ userId: 'fl-2', name: 'Other Applicant', username: 'other' }),
        proposal: proposal({
          proposalId: 'pr-2',
          freelancerId: 'fl-2',
          offerStatus: 1,
          acceptedAt: null,
        }),
        milestones: [],
      },
    ],
    ...overrides,
  };
}

export function milestone(summary: ProposalMilestoneSummary): Milestone {
  return {
    ...summary,
    jobId: 'job-1',
    proposalId: 'pr-1',
    description: '',
    recurringId: null,
    cycleId: null,
    files: [],
    flNote: null,
    clApprovalStatus: null,
    payeeAddress: null,
    payerAddress: null,
    transactionHash: null,
    createdAt: AT,
  };
}

export function contract(overrides: Partial<JobView> = {}): FreelancerContractEntry {
  return {
    job: job({ freelancers: [], ...overrides }),
    proposal: proposal({ jobId: overrides.jobID ?? 'job-1' }),
    milestones: MILESTONES.map(milestone),
  };
}

/** Mounts the remote at `path` over an API stub, as the shell does. */
export async function renderArea(options: {
  path: string;
  user: SessionUser;
  routes: Record<string, StubHandler>;
  lng?: string;
  enabledRemotes?: readonly RemoteName[];
}): Promise<ApiStub> {
  const stub = apiStub(options.routes);
  render(
    <RemoteStage
      App={ContractsPaymentsApp}
      i18n={await createStageI18n(options.lng ?? 'en', ContractsPaymentsApp)}
      path={options.path}
      user={options.user}
      http={stub.http}
      enabledRemotes={options.enabledRemotes ?? ['mf_contracts_payments', 'mf_messaging']}
    />,
  );
  return stub;
}
