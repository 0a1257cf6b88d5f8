import {
  disputeRecurringMilestone,
  getDispute,
  listDisputes,
  openDispute,
  postDisputeMessage,
  resolveDispute,
  type ApiClient,
  type Dispute,
  type DisputeDetail,
  type DisputeMessage,
  type DisputesPage,
  type DisputeStatus,
  type FileRef,
  type ResolveDisputeBody,
} from '@mp/contracts';

export const DISPUTES_PAGE_SIZE = 20;

/** What is disputed: a fixed milestone, or the latest unreleased cycle of ongoing work. */
export interface DisputeTarget {
  jobId: string;
  milestoneId: string;
  recurringId: string | null;
}

export function fetchDisputes(
  http: ApiClient,
  filter: { status: DisputeStatus | undefined; page: number },
  signal?: AbortSignal,
): Promise<DisputesPage> {
  return http.call(listDisputes, {
    query: { status: filter.status, page: filter.page, pageSize: DISPUTES_PAGE_SIZE },
    signal,
  });
}

export function fetchDispute(
  http: ApiClient,
  disputeId: string,
  signal?: AbortSignal,
): Promise<DisputeDetail> {
  return http.call(getDispute, { params: { disputeId }, signal });
}

export function startDispute(
  http: ApiClient,
  target: DisputeTarget,
  reason: string,
  evidence: readonly FileRef[],
): Promise<Dispute> {
  const files = evidence.map((file) => ({ key: file.key, name: file.name }));
  const common = { milestoneId: target.milestoneId, jobID: target.jobId, reason, evidence: files };
  if (target.recurringId === null) return http.call(openDispute, { body: common });
  return http.call(disputeRecurringMilestone, {
    body: { ...common, recurringId: target.recurringId },
  });
}

export function sendDisputeMessage(
  http: ApiClient,
  disputeId: string,
  message: string,
): Promise<DisputeMessage> {
  return http.call(postDisputeMessage, { params: { disputeId }, body: { message } });
}

export function decideDispute(
  http: ApiClient,
  disputeId: string,
  decision: ResolveDisputeBody,
): Promise<Dispute> {
  return http.call(resolveDispute, { params: { disputeId }, body: decision });
}
