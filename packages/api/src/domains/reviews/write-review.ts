import { API_ERROR_CODES, ZReview, ZWriteReviewBody, endpoints } from '@mp/contracts';
import { HttpError, httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import {
  assertBookingReviewable,
  counterpartsOf,
  findReview,
  insertReview,
  loadContract,
  toReview,
} from './store';

export const writeReview = definePrivateRoute(endpoints.writeReview, {
  summary: 'Rates and reviews the other party of an ended contract, once',
  description:
    "Only the contract's customer (of a hired freelancer) and its hired freelancers (of the customer): 403 for others (404 JOB_NOT_FOUND on a product's booking). A booking is reviewed once completed: 409 BOOKING_NOT_COMPLETED while booked or once cancelled. 409 CONTRACT_NOT_ENDED while it runs, REVIEW_ALREADY_WRITTEN for a second review, REVIEW_WINDOW_CLOSED after the window; 422 naming body.subjectId for someone who is not the caller's other party. Published when both have written or the window closes (docs/reviews.md#rules).",
  body: ZWriteReviewBody,
  response: ZReview,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const contract = await loadContract(tx, tenant.id, body.jobId, true);
      const others = counterpartsOf(contract, caller);
      if (!others.includes(body.subjectId)) {
        throw httpErrors.unprocessable('You may review only the other party of this contract', [
          { path: 'body.subjectId', message: 'Not your other party in this contract' },
        ]);
      }
      assertBookingReviewable(contract);
      if (contract.endedAt === null) {
        throw new HttpError(
          409,
          API_ERROR_CODES.contractNotEnded,
          'The contract has not ended yet: reviews open when it ends',
        );
      }
      const existing = await tx.query(
        `SELECT 1 FROM reviews
          WHERE tenant_id = $1 AND job_id = $2 AND author_id = $3 AND subject_id = $4`,
        [tenant.id, contract.jobId, caller.userId, body.subjectId],
      );
      if (existing.rows.length > 0) {
        throw new HttpError(
          409,
          API_ERROR_CODES.reviewAlreadyWritten,
          'You already reviewed this person for this contract',
        );
      }
      if (!contract.windowOpen) {
        throw new HttpError(
          409,
          API_ERROR_CODES.reviewWindowClosed,
          'The review window of this contract has closed',
        );
      }
      const id = await insertReview(tx, {
        tenantId: tenant.id,
        jobId: contract.jobId,
        authorId: caller.userId,
        subjectId: body.subjectId,
        stars: body.stars,
        text: body.text,
      });
      const written = await findReview(tx, tenant.id, id);
      if (written === null) throw new Error('the review just written is missing');
      return toReview(written);
    }),
});
