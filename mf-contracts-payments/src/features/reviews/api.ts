import {
  getContractReviews,
  writeReview,
  type ApiClient,
  type ContractReviews,
  type Review,
  type WriteReviewBody,
} from '@mp/contracts';

/** GET /reviews/contracts/{jobId}: the caller's side of the contract's reviews. */
export function fetchContractReviews(
  http: ApiClient,
  jobId: string,
  signal: AbortSignal,
): Promise<ContractReviews> {
  return http.call(getContractReviews, { params: { jobId }, signal });
}

/** POST /reviews: the caller's one review of the other party (docs/reviews.md#rules). */
export function sendReview(http: ApiClient, body: WriteReviewBody): Promise<Review> {
  return http.call(writeReview, { body });
}
