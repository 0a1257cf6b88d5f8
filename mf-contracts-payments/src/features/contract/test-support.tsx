// Fixtures for the contract screens (a job in contract, built on @mp/test-kit's builders), and
// the remote mounted the way the shell mounts it.
import { render } from '@testing-library/react';
import type {
  FreelancerContractEntry,
  JobView,
  Milestone,
  Proposal,
  ProposalMilestoneSummary,
  RemoteName,
  SessionUser,
} from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aJob,
  aProposal,
  aPublicProfile,
  apiStub,
  FIXTURE_TIME,
  type ApiStub,
  type StubHandler,
} from '@mp/test-kit';
import { ContractsPaymentsApp } from '../../exposed/App';

/** aFreelancerUser's proposal, accepted by the customer. */
export function acceptedProposal(overrides: Partial<Proposal> = {}): Proposal {
  return aProposal({
    description: 'I will build it',
    offerSentAt: '2026-11-19T09:00:00.000Z',
    offerStatus: 2,
    acceptedAt: '2026-11-21T08:30:00.000Z',
    ...overrides,
  });
}

export const MILESTONES: ProposalMilestoneSummary[] = [
  {
    milestoneId: 'ms-1',
    title: 'Design',
    amount: 30000,
    dueDate: '2026-12-01T00:00:00.000Z',
    status: 1,
  },
  { milestoneId: 'ms-2', title: 'Build', amount: 70000, dueDate: null, status: 0 },
  { milestoneId: 'ms-3', title: 'Kick-off', amount: 5000, dueDate: null, status: 2 },
];

/** aCustomerUser's job in contract with aFreelancerUser, and another applicant's open offer. */
export function job(overrides: Partial<JobView> = {}): JobView {
  return aJob({
    jobStatus: 'CONTRACT',
    title: 'Booking website',
    description: 'A site to book rooms',
    budget: 150000,
    freelancers: [
      { freelancerDetails: aPublicProfile(), proposal: acceptedProposal(), milestones: MILESTONES },
      {
        freelancerDetails: aPublicProfile({
          userId: 'fl-2',
          name: 'Other Applicant',
          username: 'other',
        }),
        proposal: acceptedProposal({
          proposalId: 'pr-2',
          freelancerId: 'fl-2',
          offerStatus: 1,
          acceptedAt: null,
        }),
        milestones: [],
      },
    ],
    ...overrides,
  });
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
    createdAt: FIXTURE_TIME,
  };
}

export function contract(overrides: Partial<JobView> = {}): FreelancerContractEntry {
  return {
    job: job({ freelancers: [], ...overrides }),
    proposal: acceptedProposal({ jobId: overrides.jobID ?? 'job-1' }),
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
  features?: Readonly<Record<string, boolean>>;
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
      features={options.features}
    />,
  );
  return stub;
}
