/** The calls of the contract work screens (docs/milestones.md, docs/payments.md#paying). */
import {
  approveMilestone,
  calculateMilestonePayment,
  consentToMilestone,
  createMilestones,
  deleteMilestone,
  getDatatypes,
  listMilestoneEvents,
  listMilestones,
  listPaymentMethods,
  listRecurring,
  payMilestone,
  retryPayin,
  retryPayout,
  setMilestoneStatus,
  signOffMilestone,
  updateMilestone,
  type ApiClient,
  type ChargeQuote,
  type FileRef,
  type MilestoneEvent,
  type MilestoneInput,
  type MilestoneStatusBody,
  type MilestoneView,
  type PaymentMethodsResponse,
  type PayResponse,
  type RecurringView,
} from '@mp/contracts';

/**
 * The provider quotes are asked of: this deployment's (`PAYMENT_PROVIDER`, the built-in sandbox;
 * docs/payments.md#configuration).
 */
export const PAYMENT_PROVIDER_KIND = 'sandbox';

/** The customer's ways to pay live on the settings page, at this anchor. */
export const PAYMENT_METHODS_PATH = '/customer/setting#payment-methods';

/** One contract: a job and the hired freelancer (named by the customer, implied for them). */
export interface ContractRef {
  jobId: string;
  /** The customer names the freelancer whose contract it is; a freelancer's is their own. */
  freelancerId?: string;
}

export interface ContractWork {
  milestones: MilestoneView[];
  recurring: RecurringView[];
  events: MilestoneEvent[];
}

function contractQuery(contract: ContractRef) {
  return contract.freelancerId === undefined ? {} : { freelancerId: contract.freelancerId };
}

/** The contract's milestones, ongoing work and timeline, read together. */
export async function fetchContractWork(
  http: ApiClient,
  contract: ContractRef,
  signal?: AbortSignal,
): Promise<ContractWork> {
  const input = { params: { jobId: contract.jobId }, query: contractQuery(contract), signal };
  const [listed, recurring, timeline] = await Promise.all([
    http.call(listMilestones, input),
    http.call(listRecurring, input),
    http.call(listMilestoneEvents, input),
  ]);
  return {
    milestones: listed.milestones,
    recurring: recurring.recurring,
    events: timeline.events,
  };
}

/** What the customer pays for a milestone, or for one cycle of ongoing work. */
export function fetchQuote(
  http: ApiClient,
  target: { milestoneId: string; cycleId?: string },
  signal?: AbortSignal,
): Promise<ChargeQuote> {
  return http.call(calculateMilestonePayment, {
    params: { provider: PAYMENT_PROVIDER_KIND },
    body: target,
    signal,
  });
}

export function fetchPaymentMethods(
  http: ApiClient,
  signal?: AbortSignal,
): Promise<PaymentMethodsResponse> {
  return http.call(listPaymentMethods, { signal });
}

export interface PayTarget {
  jobId: string;
  milestoneId: string;
  cycleId?: string;
  /** Pays again after a refusal (POST /payment/payin/retry). */
  retry: boolean;
}

export function pay(
  http: ApiClient,
  target: PayTarget,
  idempotencyKey: string,
): Promise<PayResponse> {
  const { jobId, milestoneId, cycleId } = target;
  if (target.retry) {
    return http.call(retryPayin, { body: { jobId, milestoneId, cycleId }, idempotencyKey });
  }
  return http.call(payMilestone, {
    params: { milestoneId },
    body: { jobID: jobId, milestoneId, cycleId },
    idempotencyKey,
  });
}

export function signOff(
  http: ApiClient,
  milestone: Pick<MilestoneView, 'jobId' | 'milestoneId'>,
  idempotencyKey: string,
): Promise<MilestoneView> {
  return http.call(signOffMilestone, {
    body: { jobID: milestone.jobId, milestoneId: milestone.milestoneId },
    idempotencyKey,
  });
}

export function sendPayoutAgain(
  http: ApiClient,
  target: { milestoneId: string; cycleId?: string },
  idempotencyKey: string,
): Promise<PayResponse> {
  return http.call(retryPayout, { body: target, idempotencyKey });
}

/** The customer approves or rejects what the freelancer proposed. */
export function decide(
  http: ApiClient,
  milestone: Pick<MilestoneView, 'jobId' | 'milestoneId'>,
  decision: 'APPROVED' | 'REJECTED',
): Promise<MilestoneView> {
  return http.call(approveMilestone, {
    body: {
      jobID: milestone.jobId,
      milestoneId: milestone.milestoneId,
      clApprovalStatus: decision,
    },
  });
}

/** The freelancer agrees to what the customer proposed, with the data they share for it. */
export function consent(
  http: ApiClient,
  milestone: Pick<MilestoneView, 'jobId' | 'milestoneId'>,
  consentedDataTypeIds: string[],
): Promise<MilestoneView> {
  return http.call(consentToMilestone, {
    params: { jobId: milestone.jobId, milestoneId: milestone.milestoneId },
    body: { consentedDataTypeIds },
  });
}

export function remove(
  http: ApiClient,
  milestone: Pick<MilestoneView, 'jobId' | 'milestoneId'>,
): Promise<unknown> {
  return http.call(deleteMilestone, {
    params: { jobId: milestone.jobId, milestoneId: milestone.milestoneId },
  });
}

/** A named move (submit, request changes; hours, disputes, pause, resume, end of ongoing work). */
export function move(http: ApiClient, body: MilestoneStatusBody): Promise<MilestoneView> {
  return http.call(setMilestoneStatus, { body });
}

export function propose(
  http: ApiClient,
  contract: ContractRef,
  milestone: MilestoneInput,
): Promise<MilestoneView[]> {
  return http
    .call(createMilestones, {
      params: { jobId: contract.jobId },
      query: contractQuery(contract),
      body: { milestones: [milestone] },
    })
    .then((answer) => answer.milestones);
}

/** Changes a proposed milestone's data (its proposer), or its files (PUT, idempotent). */
export function change(
  http: ApiClient,
  milestone: Pick<MilestoneView, 'jobId' | 'milestoneId'>,
  body:
    | { files: FileRef[] }
    | { title?: string; description?: string; amount?: number; dueDate?: string | null },
  idempotencyKey: string,
): Promise<MilestoneView> {
  return http.call(updateMilestone, {
    params: { jobId: milestone.jobId, milestoneId: milestone.milestoneId },
    body,
    idempotencyKey,
  });
}

export async function fetchDataTypes(http: ApiClient, signal?: AbortSignal) {
  return http.call(getDatatypes, { signal });
}
