import {
  hideReview,
  listUserReviews,
  replyToReview,
  type ApiClient,
  type Review,
  type UserReviews,
} from '@mp/contracts';

/** GET /reviews/users/{userId}: published reviews of a person and their rating. */
export function loadReviews(
  api: ApiClient,
  userId: string,
  page: number,
  signal?: AbortSignal,
): Promise<UserReviews> {
  return api.call(listUserReviews, { params: { userId }, query: { page }, signal });
}

/** POST /reviews/{reviewId}/reply: the reviewed person's one reply. */
export function sendReply(api: ApiClient, reviewId: string, text: string): Promise<Review> {
  return api.call(replyToReview, { params: { reviewId }, body: { text } });
}

/** POST /reviews/{reviewId}/hide: an administrator hides an abusive review. */
export function sendHide(api: ApiClient, reviewId: string, reason: string): Promise<Review> {
  return api.call(hideReview, { params: { reviewId }, body: { reason } });
}
