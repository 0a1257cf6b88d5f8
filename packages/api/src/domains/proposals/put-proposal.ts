import {
  PROPOSAL_STATUS,
  REJECTED_PROPOSAL_DESCRIPTION,
  ROLES,
  ZJobProposalParams,
  ZProposalResponse,
  ZPutProposalRequest,
  type PutProposalRequest,
  endpoints,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import { assertOpen, toProposal, type JobRow, type ProposalRow } from '../jobs';
import type { Tenant } from '../../tenancy';
import { rejectProposal, saveDraft } from './drafts';
import { findProposal } from './rows';
import { lockJob, lockOwnedJob, requireReviewableProposal, touchJobRow } from './store';

/** The customer's body must be the rejection patch and nothing else. */
function assertRejectionPatch(body: PutProposalRequest): void {
  const wrong: string[] = [];
  if (body.status !== PROPOSAL_STATUS.rejected) wrong.push('status');
  if (body.description !== undefined && body.description !== REJECTED_PROPOSAL_DESCRIPTION)
    wrong.push('description');
  if (body.tasks !== undefined && body.tasks.length > 0) wrong.push('tasks');
  if (body.consentedDataTypeIds !== undefined) wrong.push('consentedDataTypeIds');
  if (wrong.length > 0) {
    throw httpErrors.unprocessable(
      "The job's customer may only reject a proposal: description 'Rejected', status 5, tasks []",
      wrong.map((field) => ({
        path: `body.${field}`,
        message: 'Not part of the rejection patch',
      })),
    );
  }
}

async function editOwnDraft(
  tx: Queryable,
  tenant: Tenant,
  job: JobRow,
  caller: Caller,
  proposalId: string,
  body: PutProposalRequest,
): Promise<ProposalRow> {
  const proposal = await findProposal(tx, tenant.id, proposalId);
  if (proposal === null || proposal.job_id !== job.id || proposal.freelancer_id !== caller.userId)
    throw httpErrors.proposalNotFound();
  if (body.status === PROPOSAL_STATUS.rejected) {
    throw httpErrors.forbidden("Only the job's customer may reject a proposal");
  }
  const { status, ...rest } = body;
  return saveDraft(
    tx,
    tenant,
    job,
    caller.userId,
    status === undefined ? rest : { ...rest, status },
    'body',
  );
}

export const putProposal = definePrivateRoute(endpoints.putProposal, {
  summary:
    "Updates a proposal: its freelancer edits the draft, or the job's customer rejects it (description 'Rejected', status 5, tasks [])",
  description:
    'Freelancer: draft fields only, while the proposal is a draft (0-3), else 409. Customer who owns the job: only the rejection patch (422 otherwise), on a sent proposal that is not accepted (409).',
  params: ZJobProposalParams,
  body: ZPutProposalRequest,
  response: ZProposalResponse,
  handler: async ({ tenant, db, caller, params, body }) =>
    db.transaction(async (tx) => {
      if (caller.role === ROLES.freelancer) {
        const job = await lockJob(tx, tenant.id, params.jobId);
        const draft = await editOwnDraft(tx, tenant, job, caller, params.proposalId, body);
        await touchJobRow(tx, job);
        return toProposal(draft);
      }
      const job = await lockOwnedJob(tx, tenant.id, params.jobId, caller);
      assertRejectionPatch(body);
      assertOpen(job, 'reject proposals');
      const proposal = await requireReviewableProposal(tx, job, params.proposalId);
      const rejected = await rejectProposal(tx, proposal, { fromContract: false });
      await touchJobRow(tx, job);
      return toProposal(rejected.proposal);
    }),
});
