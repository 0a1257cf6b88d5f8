import { ZReplyToReviewBody, ZReview, ZReviewIdParams, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { findReview, reviewNotFound, toReview } from './store';

export const replyToReview = definePrivateRoute(endpoints.replyToReview, {
  summary: 'The reviewed person replies once to a published review of them',
  description:
    'Only the reviewed person (403 for others; 404 REVIEW_NOT_FOUND for a review not in this tenant). 409 CONFLICT while unpublished or hidden, and for a second reply (docs/reviews.md#replies).',
  params: ZReviewIdParams,
  body: ZReplyToReviewBody,
  response: ZReview,
  handler: async ({ tenant, db, caller, params, body }) =>
    db.transaction(async (tx) => {
      const review = await findReview(tx, tenant.id, params.reviewId, true);
      if (review === null) throw reviewNotFound();
      if (review.subject_id !== caller.userId)
        throw httpErrors.forbidden('Only the reviewed person replies to a review');
      if (!review.published || review.hidden_at !== null)
        throw httpErrors.conflict('Only a published, visible review can be replied to');
      if (review.reply !== null) throw httpErrors.conflict('You already replied to this review');
      await tx.query(
        `UPDATE reviews SET reply = $3, replied_at = now() WHERE tenant_id = $1 AND id = $2`,
        [tenant.id, review.id, body.text],
      );
      const replied = await findReview(tx, tenant.id, review.id);
      if (replied === null) throw reviewNotFound();
      return toReview(replied);
    }),
});
