import {
  REVIEW_PAGE_SIZE,
  ROLES,
  ZUserReviews,
  ZUserReviewsParams,
  ZUserReviewsQuery,
  endpoints,
} from '@mp/contracts';
import { definePublicRoute } from '../../http/route';
import { requireVisibleUser } from '../users';
import {
  REVIEW_SELECT,
  toRatingSummary,
  toReview,
  type RatingColumns,
  type ReviewRow,
} from './store';

export const listUserReviews = definePublicRoute(endpoints.listUserReviews, {
  summary: "A person's published reviews, newest first, with their average and count",
  description: `Public. ${REVIEW_PAGE_SIZE} a page (query.page from 0). Hidden reviews drop out of the list and the average; a signed-in administrator, and the author of a hidden review, still see it marked hidden. 404 USER_NOT_FOUND for a user not in this tenant or deactivated (docs/reviews.md#averages).`,
  params: ZUserReviewsParams,
  query: ZUserReviewsQuery,
  response: ZUserReviews,
  handler: async ({ tenant, db, caller, params, query }) => {
    const user = await requireVisibleUser(db, tenant.id, params.userId);
    const page = query.page ?? 0;
    const summary = await db.query<RatingColumns>(
      `SELECT round(avg(stars), 2) AS rating_average, count(*) AS rating_count FROM reviews
        WHERE tenant_id = $1 AND subject_id = $2 AND hidden_at IS NULL AND published_at <= now()`,
      [tenant.id, user.id],
    );
    const isAdmin = caller?.role === ROLES.administrator;
    const rows = await db.query<ReviewRow>(
      `${REVIEW_SELECT}
        WHERE r.tenant_id = $1 AND r.subject_id = $2 AND r.published_at <= now()
          AND (r.hidden_at IS NULL OR $3::boolean OR r.author_id = $4)
        ORDER BY r.published_at DESC, r.id DESC
        LIMIT $5 OFFSET $6`,
      [
        tenant.id,
        user.id,
        isAdmin,
        caller?.userId ?? '',
        REVIEW_PAGE_SIZE + 1,
        page * REVIEW_PAGE_SIZE,
      ],
    );
    const first = summary.rows[0];
    return {
      summary: first === undefined ? { average: null, count: 0 } : toRatingSummary(first),
      reviews: rows.rows.slice(0, REVIEW_PAGE_SIZE).map(toReview),
      more: rows.rows.length > REVIEW_PAGE_SIZE,
    };
  },
});
