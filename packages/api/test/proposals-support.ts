/** Shared steps of the proposals tests: posting jobs, drafting and sending, as real API calls. */
import type { JobInput, PostJobResponse, Proposal, SentProposalResponse } from '@mp/contracts';
import { call, type ApiAddress, type CallResult, type TestApi } from './harness';

export function expectStatus(response: CallResult, status: number): CallResult {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
  return response;
}

/** Posts a job as the customer through POST /jobs/post_job; answers its id. */
export async function postJob(
  api: ApiAddress,
  customerId: string,
  job: Partial<JobInput> = {},
  tenant = 'demo',
): Promise<string> {
  const response = await call(api, {
    method: 'POST',
    url: '/jobs/post_job',
    tenant,
    user: customerId,
    body: {
      job: { title: 'Build a booking page', budget: 100000, contractType: 1, ...job },
    },
  });
  const posted = expectStatus(response, 200).json<PostJobResponse>();
  if (posted.job === null) throw new Error('post_job answered no job');
  return posted.job.jobID;
}

export const TASKS = [
  { title: 'Design', description: 'Wireframes and look', amount: 40000, dueDate: null },
  { title: 'Build', amount: 60000 },
];

export async function saveDraft(
  api: ApiAddress,
  freelancerId: string,
  jobId: string,
  proposal: Record<string, unknown> = { description: 'I can build it', tasks: TASKS },
  tenant = 'demo',
): Promise<CallResult> {
  return call(api, {
    method: 'POST',
    url: '/jobs/update_proposal',
    tenant,
    user: freelancerId,
    body: { freelancerId, jobID: jobId, proposal },
  });
}

/** Drafts and sends a proposal; answers the send's body. */
export async function draftAndSend(
  api: ApiAddress,
  freelancerId: string,
  jobId: string,
): Promise<SentProposalResponse> {
  expectStatus(await saveDraft(api, freelancerId, jobId), 200).json<Proposal>();
  const sent = await call(api, {
    method: 'POST',
    url: '/jobs/send_proposal',
    user: freelancerId,
    body: { freelancerId, jobID: jobId },
  });
  return expectStatus(sent, 200).json<SentProposalResponse>();
}

export async function jobStatusOf(api: TestApi, jobId: string): Promise<string> {
  const result = await api.db.query<{ status: string }>(
    'SELECT status FROM jobs WHERE tenant_id = $1 AND id = $2',
    ['demo', jobId],
  );
  return result.rows[0]?.status ?? 'missing';
}
