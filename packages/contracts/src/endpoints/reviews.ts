/** Reviews and ratings, both ways (docs/reviews.md). */
import type {
  ZContractReviews,
  ZContractReviewsParams,
  ZHideReviewBody,
  ZReplyToReviewBody,
  ZReview,
  ZReviewIdParams,
  ZUserReviews,
  ZUserReviewsParams,
  ZUserReviewsQuery,
  ZWriteReviewBody,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

/** The caller's side of a contract's reviews: one entry per other party. */
export const getContractReviews = defineEndpoint<{
  params: typeof ZContractReviewsParams;
  response: typeof ZContractReviews;
}>({
  operationId: 'getContractReviews',
  domain: 'reviews',
  method: 'GET',
  path: '/reviews/contracts/:jobId',
  access: [ROLES.freelancer, ROLES.customer],
  errors: ['JOB_NOT_FOUND', 'FORBIDDEN'],
});

export const writeReview = defineEndpoint<{
  body: typeof ZWriteReviewBody;
  response: typeof ZReview;
}>({
  operationId: 'writeReview',
  domain: 'reviews',
  method: 'POST',
  path: '/reviews',
  access: [ROLES.freelancer, ROLES.customer],
  status: 201,
  errors: [
    'JOB_NOT_FOUND',
    'FORBIDDEN',
    'UNPROCESSABLE',
    'CONTRACT_NOT_ENDED',
    'BOOKING_NOT_COMPLETED',
    'REVIEW_ALREADY_WRITTEN',
    'REVIEW_WINDOW_CLOSED',
  ],
});

export const replyToReview = defineEndpoint<{
  params: typeof ZReviewIdParams;
  body: typeof ZReplyToReviewBody;
  response: typeof ZReview;
}>({
  operationId: 'replyToReview',
  domain: 'reviews',
  method: 'POST',
  path: '/reviews/:reviewId/reply',
  access: [ROLES.freelancer, ROLES.customer],
  errors: ['REVIEW_NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
});

export const hideReview = defineEndpoint<{
  params: typeof ZReviewIdParams;
  body: typeof ZHideReviewBody;
  response: typeof ZReview;
}>({
  operationId: 'hideReview',
  domain: 'reviews',
  method: 'POST',
  path: '/reviews/:reviewId/hide',
  access: [ROLES.administrator],
  errors: ['REVIEW_NOT_FOUND', 'CONFLICT'],
});

/** A person's published reviews and rating; public, a signed author or admin also sees hidden ones. */
export const listUserReviews = defineEndpoint<{
  params: typeof ZUserReviewsParams;
  query: typeof ZUserReviewsQuery;
  response: typeof ZUserReviews;
}>({
  operationId: 'listUserReviews',
  domain: 'reviews',
  method: 'GET',
  path: '/reviews/users/:userId',
  access: 'public-or-signed',
  errors: ['USER_NOT_FOUND'],
});
