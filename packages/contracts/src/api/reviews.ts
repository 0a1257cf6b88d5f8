/**
 * Reviews and ratings, both ways (docs/reviews.md): after a contract ends its customer and each
 * hired freelancer rate the other once (1-5 stars and a text) within REVIEW_WINDOW_DAYS;
 * double-blind until both have written or the window closes.
 */
import { z } from 'zod';
import { zId } from '../tenant/primitives';
import { BOOKING_STATUSES } from '../entities/commerce';
import { zUserId } from './common';
import { SEEDED_DEMO_CONTRACT_JOB_ID, zJobRef } from './jobs';

/** Days after a contract ends during which its parties may review each other (docs/reviews.md#window). */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_MIN_STARS = 1;
export const REVIEW_MAX_STARS = 5;
/** The longest review text, reply and hiding reason, in characters (after trimming). */
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
export const REVIEW_HIDE_REASON_MAX_LENGTH = 500;
/** Reviews per page of GET /reviews/users/{userId}. */
export const REVIEW_PAGE_SIZE = 20;

const zReviewId = zId.meta({ examples: ['00000000-0000-4000-8000-0000000000aa'] });

export const ZReviewPerson = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
});
export type ReviewPerson = z.infer<typeof ZReviewPerson>;

/** A person's average of visible, published reviews (null with none) and how many there are. */
export const ZRatingSummary = z.object({
  average: z.number().min(REVIEW_MIN_STARS).max(REVIEW_MAX_STARS).nullable(),
  count: z.number().int().min(0),
});
export type RatingSummary = z.infer<typeof ZRatingSummary>;

export const ZReviewHidden = z.object({ hiddenAt: z.string(), reason: z.string() });

export const ZReview = z.object({
  reviewId: z.string(),
  jobId: z.string(),
  author: ZReviewPerson,
  subjectId: z.string(),
  stars: z.number().int().min(REVIEW_MIN_STARS).max(REVIEW_MAX_STARS),
  text: z.string(),
  createdAt: z.string(),
  /** When it is (or will be) visible to others: both written, or the window's close. */
  publishedAt: z.string(),
  published: z.boolean(),
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
  /** Set when an administrator hid it; only its author and administrators see hidden reviews. */
  hidden: ZReviewHidden.nullable(),
});
export type Review = z.infer<typeof ZReview>;

/** GET /reviews/contracts/{jobId}: one entry per other party of the caller in that contract. */
export const ZContractReviewCounterpart = z.object({
  person: ZReviewPerson,
  /** The caller's review of this person (any state), or null. */
  mine: ZReview.nullable(),
  /** Whether this person has written their review of the caller (even while unpublished). */
  theirsWritten: z.boolean(),
  /** Their review of the caller once published, or null. */
  theirs: ZReview.nullable(),
});
export type ContractReviewCounterpart = z.infer<typeof ZContractReviewCounterpart>;

export const ZContractReviews = z.object({
  jobId: z.string(),
  /** When the contract ended; null while it runs (no reviews yet). */
  endedAt: z.string().nullable(),
  /** endedAt + REVIEW_WINDOW_DAYS; null while it runs. */
  windowClosesAt: z.string().nullable(),
  windowOpen: z.boolean(),
  /**
   * When the job is a product's booking: only a completed booking is reviewed
   * (docs/reviews.md#bookings); null for any other contract.
   */
  booking: z.object({ bookingId: zId, status: z.enum(BOOKING_STATUSES) }).nullable(),
  counterparts: z.array(ZContractReviewCounterpart),
});
export type ContractReviews = z.infer<typeof ZContractReviews>;

/** The example is the seeded contract, so walks over every route reach its parties. */
export const ZContractReviewsParams = z
  .strictObject({ jobId: zJobRef })
  .meta({ examples: [{ jobId: SEEDED_DEMO_CONTRACT_JOB_ID }] });

const zReviewText = z
  .string()
  .trim()
  .min(1, 'Write a few words')
  .max(REVIEW_TEXT_MAX_LENGTH, `At most ${REVIEW_TEXT_MAX_LENGTH} characters`);

/** POST /reviews {jobId, subjectId, stars, text}. */
export const ZWriteReviewBody = z
  .strictObject({
    jobId: zJobRef,
    subjectId: zUserId,
    stars: z
      .number()
      .int('Whole stars only')
      .min(REVIEW_MIN_STARS, `At least ${REVIEW_MIN_STARS} star`)
      .max(REVIEW_MAX_STARS, `At most ${REVIEW_MAX_STARS} stars`),
    text: zReviewText,
  })
  .meta({
    examples: [
      {
        jobId: SEEDED_DEMO_CONTRACT_JOB_ID,
        subjectId: '0000000d-0000-4000-8000-000000000004',
        stars: 5,
        text: 'Clear brief and quick payment.',
      },
    ],
  });
export type WriteReviewBody = z.infer<typeof ZWriteReviewBody>;

export const ZReviewIdParams = z.strictObject({ reviewId: zReviewId });

/** POST /reviews/{reviewId}/reply {text}. */
export const ZReplyToReviewBody = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'Write a few words')
    .max(REVIEW_REPLY_MAX_LENGTH, `At most ${REVIEW_REPLY_MAX_LENGTH} characters`),
});
export type ReplyToReviewBody = z.infer<typeof ZReplyToReviewBody>;

/** POST /reviews/{reviewId}/hide {reason}. */
export const ZHideReviewBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why it is hidden')
    .max(REVIEW_HIDE_REASON_MAX_LENGTH, `At most ${REVIEW_HIDE_REASON_MAX_LENGTH} characters`),
});
export type HideReviewBody = z.infer<typeof ZHideReviewBody>;

/** GET /reviews/users/{userId}?page=: a person's published reviews, newest first. */
export const ZUserReviewsParams = z.strictObject({ userId: zUserId });
export const ZUserReviewsQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(1000).optional(),
});
export const ZUserReviews = z.object({
  summary: ZRatingSummary,
  reviews: z.array(ZReview),
  /** Whether another page follows. */
  more: z.boolean(),
});
export type UserReviews = z.infer<typeof ZUserReviews>;
