import { PROPOSAL_STATUS, ZProposalResponse, ZShortListRequest, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { assertOpen, PROPOSAL_COLUMNS, toProposal, type ProposalRow } from '../jobs';
import { lockOwnedJob, requireReviewableProposal, touchJobRow } from './store';

export const shortList = definePrivateRoute(endpoints.shortList, {
  summary:
    "Shortlists (value true) or un-shortlists (false) a proposal sent on the customer's job; without value it toggles",
  description:
    "Another customer's job: 404. Closed job: 409. A rejected proposal can only be un-shortlisted (409).",
  body: ZShortListRequest,
  response: ZProposalResponse,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const job = await lockOwnedJob(tx, tenant.id, body.jobID, caller);
      assertOpen(job, 'shortlist proposals');
      const proposal = await requireReviewableProposal(tx, job, body.proposalId);
      const value = body.value ?? !proposal.is_short_listed;
      if (value && proposal.status === PROPOSAL_STATUS.rejected) {
        throw httpErrors.conflict('The proposal was rejected: it cannot be shortlisted');
      }
      const result = await tx.query<ProposalRow>(
        `UPDATE proposals SET is_short_listed = $3, last_modified = now()
          WHERE tenant_id = $1 AND id = $2 RETURNING ${PROPOSAL_COLUMNS}`,
        [tenant.id, proposal.id, value],
      );
      await touchJobRow(tx, job);
      return toProposal(result.rows[0] as ProposalRow);
    }),
});
