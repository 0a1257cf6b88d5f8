/** What other domains use of reviews (docs/reviews.md#averages). */
export { ratingJoinSql, toRatingSummary, type RatingColumns } from './store';
