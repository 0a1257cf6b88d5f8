// Fixtures of the contract work screens (milestones, cycles, the timeline, quotes, ways to pay)
// and the API stub's routes for one contract, as the API answers them.
import { render } from '@testing-library/react';
import type {
  ChargeQuote,
  CycleView,
  MilestoneEvent,
  MilestoneView,
  PaymentMethodView,
  RecurringView,
  SessionUser,
} from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  apiStub,
  FIXTURE_TIME,
  ok,
  type ApiStub,
  type StubHandler,
  type StubReply,
} from '@mp/test-kit';
import { ContractsPaymentsApp } from '../../exposed/App';
import { MilestonesEnvironmentContext } from './environment';

/** A pending milestone of aFreelancerUser's contract on job-1, proposed by the freelancer. */
export function aMilestone(overrides: Partial<MilestoneView> = {}): MilestoneView {
  return {
    milestoneId: 'ms-1',
    jobId: 'job-1',
    proposalId: 'pr-1',
    title: 'Design',
    description: '',
    amount: 30000,
    dueDate: '2026-12-01T00:00:00.000Z',
    status: 1,
    recurringId: null,
    cycleId: null,
    files: [],
    flNote: null,
    clApprovalStatus: 'APPROVED',
    payeeAddress: null,
    payerAddress: null,
    transactionHash: null,
    createdAt: FIXTURE_TIME,
    freelancerId: 'fl-1',
    proposedBy: 'freelancer',
    consentedDataTypeIds: [],
    paymentFailure: null,
    payout: null,
    ...overrides,
  };
}

export function aCycle(overrides: Partial<CycleView> = {}): CycleView {
  return {
    cycleId: 'cy-1',
    recurringId: 'rr-1',
    milestoneId: 'ms-r',
    status: 1,
    hours: 0,
    amount: 0,
    periodStart: '2026-11-16T00:00:00.000Z',
    periodEnd: '2026-11-23T00:00:00.000Z',
    flNote: null,
    disputed: false,
    disputeReason: null,
    paymentFailure: null,
    payout: null,
    ...overrides,
  };
}

/** Weekly ongoing work at 40.00 an hour, at most 10 hours a cycle. */
export function aRule(overrides: Partial<RecurringView> = {}): RecurringView {
  return {
    recurringId: 'rr-1',
    milestoneId: 'ms-r',
    jobId: 'job-1',
    freelancerId: 'fl-1',
    status: 1,
    cycleDuration: 'week',
    hourlyRate: 4000,
    maxHoursPerCycle: 10,
    startsAt: '2026-11-16T00:00:00.000Z',
    cycles: [aCycle()],
    ...overrides,
  };
}

export function anEvent(overrides: Partial<MilestoneEvent> = {}): MilestoneEvent {
  return {
    eventId: 'ev-1',
    milestoneId: 'ms-1',
    cycleId: null,
    kind: 'approve',
    fromStatus: 0,
    toStatus: 1,
    actorId: 'cu-1',
    actorRole: 'customer',
    note: null,
    createdAt: FIXTURE_TIME,
    ...overrides,
  };
}

/** The quote of 300.00: the provider's 1.9 % + 0.20 and no tax. */
export function aQuote(overrides: Partial<ChargeQuote> = {}): ChargeQuote {
  return {
    amount: 30000,
    fee: 590,
    tax: 0,
    total: 30590,
    currency: 'GBP',
    feeRate: 0.019,
    feeFixed: 20,
    ...overrides,
  };
}

export function aCard(overrides: Partial<PaymentMethodView> = {}): PaymentMethodView {
  return {
    id: 'pm-1',
    type: 'card',
    label: 'Visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
    isDefault: true,
    ...overrides,
  };
}

export interface WorkState {
  milestones: MilestoneView[];
  recurring: RecurringView[];
  events: MilestoneEvent[];
}

/**
 * The read routes of one contract over `state`, which a test changes to play what the API did
 * (each read answers the state as it is then).
 */
export function workRoutes(state: WorkState): Record<string, StubHandler> {
  return {
    'GET /jobs/{jobId}/milestones': () => ok({ milestones: state.milestones }),
    'GET /jobs/{jobId}/recurring': () => ok({ recurring: state.recurring }),
    'GET /jobs/{jobId}/milestones/events': () => ok({ events: state.events }),
  };
}

/** An answer the test releases when it wants: the API still working on it until then. */
export function deferred(): { promise: Promise<StubReply>; resolve: (reply: StubReply) => void } {
  let resolve: (reply: StubReply) => void = () => undefined;
  const promise = new Promise<StubReply>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export interface RenderedWork {
  stub: ApiStub;
  leaveSite: jest.Mock<void, [string]>;
}

/**
 * Mounts the remote at `path` as the shell does, over an API stub, with the contract screens'
 * browser seam: `leaveSite` recorded, settling payments read again after `settleCheckMs`.
 */
export async function renderWork(options: {
  path: string;
  user: SessionUser;
  routes: Record<string, StubHandler>;
  features?: Readonly<Record<string, boolean>>;
  lng?: string;
  settleCheckMs?: number;
}): Promise<RenderedWork> {
  const stub = apiStub(options.routes);
  const leaveSite = jest.fn<void, [string]>();
  const environment = { leaveSite, settleCheckMs: options.settleCheckMs ?? 60_000 };
  render(
    <MilestonesEnvironmentContext.Provider value={environment}>
      <RemoteStage
        App={ContractsPaymentsApp}
        i18n={await createStageI18n(options.lng ?? 'en', ContractsPaymentsApp)}
        path={options.path}
        user={options.user}
        http={stub.http}
        features={options.features}
        enabledRemotes={['mf_contracts_payments', 'mf_messaging']}
      />
    </MilestonesEnvironmentContext.Provider>,
  );
  return { stub, leaveSite };
}
