/** Steps of the milestone and payment tests: a contract started through the real calls. */
import type { MilestoneView, ProposalContractResponse } from '@mp/contracts';
import { call, type ApiAddress, type TestApi } from './harness';
import { draftAndSend, expectStatus, postJob } from './proposals-support';

export interface StartedContract {
  jobId: string;
  milestones: MilestoneView[];
}

/** Posts a job, has the freelancer propose its tasks, and the customer accept every one. */
export async function startContract(
  api: ApiAddress,
  customerId: string,
  freelancerId: string,
  job: Record<string, unknown> = {},
): Promise<StartedContract> {
  const jobId = await postJob(api, customerId, job);
  await draftAndSend(api, freelancerId, jobId);
  const accept = await call(api, {
    method: 'POST',
    url: '/jobs/accept_contract',
    user: customerId,
    body: { jobID: jobId, freelancerID: freelancerId, acceptOffer: true },
  });
  expectStatus(accept, 200).json<ProposalContractResponse>();
  return { jobId, milestones: await milestonesOf(api, customerId, jobId) };
}

export async function milestonesOf(
  api: ApiAddress,
  userId: string,
  jobId: string,
): Promise<MilestoneView[]> {
  const listed = await call(api, { method: 'GET', url: `/jobs/${jobId}/milestones`, user: userId });
  return expectStatus(listed, 200).json<{ milestones: MilestoneView[] }>().milestones;
}

/** A named move of POST /jobs/milestone_status. */
export function milestoneStatus(api: TestApi, userId: string, body: Record<string, unknown>) {
  return call(api, { method: 'POST', url: '/jobs/milestone_status', user: userId, body });
}
