import { ZHideReviewBody, ZReview, ZReviewIdParams, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { findReview, reviewNotFound, toReview } from './store';

export const hideReview = definePrivateRoute(endpoints.hideReview, {
  summary: 'An administrator hides an abusive review, with a reason',
  description:
    "Administrators of the review's tenant only (404 REVIEW_NOT_FOUND for a review of another tenant). A hidden review drops out of averages and lists; its author and administrators still see it marked hidden. 409 CONFLICT when it is already hidden (docs/reviews.md#moderation).",
  params: ZReviewIdParams,
  body: ZHideReviewBody,
  response: ZReview,
  handler: async ({ tenant, db, caller, params, body, audit }) =>
    db.transaction(async (tx) => {
      const review = await findReview(tx, tenant.id, params.reviewId, true);
      if (review === null) throw reviewNotFound();
      if (review.hidden_at !== null) throw httpErrors.conflict('The review is already hidden');
      await tx.query(
        `UPDATE reviews SET hidden_at = now(), hidden_reason = $3, hidden_by = $4
          WHERE tenant_id = $1 AND id = $2`,
        [tenant.id, review.id, body.reason, caller.userId],
      );
      const hidden = await findReview(tx, tenant.id, review.id);
      if (hidden === null) throw reviewNotFound();
      const after = toReview(hidden);
      await audit.record(tx, {
        tenantId: tenant.id,
        actorId: caller.userId,
        action: 'review.hide',
        targetType: 'review',
        targetId: review.id,
        before: toReview(review),
        after,
      });
      return after;
    }),
});
