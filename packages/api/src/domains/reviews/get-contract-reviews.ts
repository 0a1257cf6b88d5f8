import { ZContractReviews, ZContractReviewsParams, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import {
  REVIEW_SELECT,
  counterpartsOf,
  loadContract,
  loadPeople,
  toReview,
  type ReviewRow,
} from './store';

export const getContractReviews = definePrivateRoute(endpoints.getContractReviews, {
  summary: "The caller's reviews of a contract: one entry per other party",
  description:
    "Only the contract's customer and hired freelancers (403 for others; 404 JOB_NOT_FOUND for a job not in this tenant, and for others on a product's booking). `booking` names the booking a job was made for: only a completed one is reviewed (docs/reviews.md#bookings). The other party's review shows only once published: both written, or the window closed (docs/reviews.md#double-blind).",
  params: ZContractReviewsParams,
  response: ZContractReviews,
  handler: async ({ tenant, db, caller, params }) => {
    const contract = await loadContract(db, tenant.id, params.jobId);
    const others = counterpartsOf(contract, caller);
    const people = await loadPeople(db, tenant.id, others);
    const rows = (
      await db.query<ReviewRow>(
        `${REVIEW_SELECT}
          WHERE r.tenant_id = $1 AND r.job_id = $2 AND (r.author_id = $3 OR r.subject_id = $3)`,
        [tenant.id, contract.jobId, caller.userId],
      )
    ).rows;
    return {
      jobId: contract.jobId,
      endedAt: contract.endedAt,
      windowClosesAt: contract.windowClosesAt,
      windowOpen: contract.windowOpen,
      booking: contract.booking,
      counterparts: people.map((person) => {
        const mine = rows.find((row) => row.subject_id === person.userId);
        const theirs = rows.find((row) => row.author_id === person.userId);
        const visible = theirs !== undefined && theirs.published && theirs.hidden_at === null;
        return {
          person,
          mine: mine === undefined ? null : toReview(mine),
          theirsWritten: theirs !== undefined,
          theirs: visible ? toReview(theirs) : null,
        };
      }),
    };
  },
});
