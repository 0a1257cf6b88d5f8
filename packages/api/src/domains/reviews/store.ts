/**
 * Reviews as stored (table reviews, migration 050) and the contract they belong to
 * (docs/reviews.md). "Now" is the database's clock, so every rule reads one time source.
 */
import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  CLOSED_JOB_STATUSES,
  REVIEW_WINDOW_DAYS,
  type Review,
  type ReviewPerson,
} from '@mp/contracts';
import { isoTime } from '../../db/time';
import type { Queryable } from '../../db/types';
import { HttpError, httpErrors } from '../../http/errors';
import type { Caller } from '../../http/route';
import { jobNotFound } from '../jobs';
import { bookingOfJob } from '../products';

export interface ReviewRow {
  id: string;
  job_id: string;
  author_id: string;
  subject_id: string;
  stars: number;
  body: string;
  created_at: Date | string;
  published_at: Date | string;
  published: boolean;
  reply: string | null;
  replied_at: Date | string | null;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  author_name: string;
  author_username: string;
  author_picture: string | null;
}

export const REVIEW_SELECT = `SELECT r.id, r.job_id, r.author_id, r.subject_id, r.stars, r.body,
       r.created_at, r.published_at, r.published_at <= now() AS published, r.reply, r.replied_at,
       r.hidden_at, r.hidden_reason,
       a.name AS author_name, a.username AS author_username, a.profile_picture AS author_picture
  FROM reviews r
  JOIN users a ON a.tenant_id = r.tenant_id AND a.id = r.author_id`;

/** The SQL interval of the review window (docs/reviews.md#window). */
export const REVIEW_WINDOW_SQL = `make_interval(days => ${REVIEW_WINDOW_DAYS})`;

export function toReview(row: ReviewRow): Review {
  return {
    reviewId: row.id,
    jobId: row.job_id,
    author: {
      userId: row.author_id,
      name: row.author_name,
      username: row.author_username,
      profilePicture: row.author_picture,
    },
    subjectId: row.subject_id,
    stars: Number(row.stars),
    text: row.body,
    createdAt: isoTime(row.created_at),
    publishedAt: isoTime(row.published_at),
    published: row.published,
    reply:
      row.reply === null || row.replied_at === null
        ? null
        : { text: row.reply, repliedAt: isoTime(row.replied_at) },
    hidden:
      row.hidden_at === null
        ? null
        : { hiddenAt: isoTime(row.hidden_at), reason: row.hidden_reason ?? '' },
  };
}

export function reviewNotFound(): HttpError {
  return new HttpError(404, API_ERROR_CODES.reviewNotFound, 'No such review in this tenant');
}

export async function findReview(
  db: Queryable,
  tenantId: string,
  reviewId: string,
  lock = false,
): Promise<ReviewRow | null> {
  const result = await db.query<ReviewRow>(
    `${REVIEW_SELECT} WHERE r.tenant_id = $1 AND r.id = $2${lock ? ' FOR UPDATE OF r' : ''}`,
    [tenantId, reviewId],
  );
  return result.rows[0] ?? null;
}

/** A contract as reviews see it: its customer, hired freelancers and when it ended. */
export interface ReviewableContract {
  jobId: string;
  customerId: string;
  freelancerIds: string[];
  /** closed_at of a closed job with hired freelancers; null while it runs. */
  endedAt: string | null;
  windowClosesAt: string | null;
  windowOpen: boolean;
  /** The product's booking the job was made for; null for any other job. */
  booking: Awaited<ReturnType<typeof bookingOfJob>>;
}

interface ContractRow {
  id: string;
  customer_id: string;
  status: string;
  closed_at: Date | string | null;
  window_closes_at: Date | string | null;
  window_open: boolean;
  freelancer_ids: string[];
}

/**
 * The job and its hired freelancers (accepted proposals); 404 JOB_NOT_FOUND when the tenant has
 * no such job. `lock` serialises writes of the same contract (the double-blind publish).
 */
export async function loadContract(
  db: Queryable,
  tenantId: string,
  jobId: string,
  lock = false,
): Promise<ReviewableContract> {
  const result = await db.query<ContractRow>(
    `SELECT j.id, j.customer_id, j.status, j.closed_at,
            j.closed_at + ${REVIEW_WINDOW_SQL} AS window_closes_at,
            coalesce(now() < j.closed_at + ${REVIEW_WINDOW_SQL}, false) AS window_open,
            ARRAY(SELECT p.freelancer_id FROM proposals p
                   WHERE p.tenant_id = j.tenant_id AND p.job_id = j.id AND p.accepted_at IS NOT NULL
                   ORDER BY p.accepted_at, p.freelancer_id) AS freelancer_ids
       FROM jobs j WHERE j.tenant_id = $1 AND j.id = $2${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, jobId],
  );
  const row = result.rows[0];
  if (row === undefined) throw jobNotFound();
  const booking = await bookingOfJob(db, tenantId, jobId);
  // A booking is reviewed only once completed; a cancelled one never (docs/reviews.md#bookings).
  const ended =
    CLOSED_JOB_STATUSES.some((status) => status === row.status) &&
    row.closed_at !== null &&
    row.freelancer_ids.length > 0 &&
    (booking === null || booking.status === 'completed');
  return {
    booking,
    jobId: row.id,
    customerId: row.customer_id,
    freelancerIds: row.freelancer_ids,
    endedAt: ended && row.closed_at !== null ? isoTime(row.closed_at) : null,
    windowClosesAt: ended && row.window_closes_at !== null ? isoTime(row.window_closes_at) : null,
    windowOpen: ended && row.window_open,
  };
}

/**
 * The other parties of the caller in the contract; 403 for anyone not a party, except on a
 * booking's job, which others never see (404 JOB_NOT_FOUND, as the booking itself).
 */
export function counterpartsOf(contract: ReviewableContract, caller: Caller): string[] {
  if (caller.userId === contract.customerId) return contract.freelancerIds;
  if (contract.freelancerIds.includes(caller.userId)) return [contract.customerId];
  if (contract.booking !== null) throw jobNotFound();
  throw httpErrors.forbidden('Only the customer and the hired freelancers of this contract');
}

/** 409 BOOKING_NOT_COMPLETED naming why a booking's parties may not review each other (yet). */
export function assertBookingReviewable(contract: ReviewableContract): void {
  const { booking } = contract;
  if (booking === null || booking.status === 'completed') return;
  throw new HttpError(
    409,
    API_ERROR_CODES.bookingNotCompleted,
    booking.status === 'cancelled'
      ? 'The booking was cancelled: only a completed booking can be reviewed'
      : 'The booking is not completed yet: reviews open once the customer signs off its delivery',
  );
}

export async function loadPeople(
  db: Queryable,
  tenantId: string,
  userIds: readonly string[],
): Promise<ReviewPerson[]> {
  const result = await db.query<{
    id: string;
    name: string;
    username: string;
    profile_picture: string | null;
  }>(
    `SELECT id, name, username, profile_picture FROM users
      WHERE tenant_id = $1 AND id = ANY($2::text[])`,
    [tenantId, userIds],
  );
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return userIds.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined
      ? []
      : [
          {
            userId: row.id,
            name: row.name,
            username: row.username,
            profilePicture: row.profile_picture,
          },
        ];
  });
}

/** Inserts the caller's review; publishes both at once when the other one is already there. */
export async function insertReview(
  db: Queryable,
  review: {
    tenantId: string;
    jobId: string;
    authorId: string;
    subjectId: string;
    stars: number;
    text: string;
  },
): Promise<string> {
  const id = randomUUID();
  const answered = await db.query(
    `UPDATE reviews SET published_at = least(published_at, now())
      WHERE tenant_id = $1 AND job_id = $2 AND author_id = $3 AND subject_id = $4`,
    [review.tenantId, review.jobId, review.subjectId, review.authorId],
  );
  await db.query(
    `INSERT INTO reviews (tenant_id, id, job_id, author_id, subject_id, stars, body, published_at)
     SELECT $1, $2, $3, $4, $5, $6, $7,
            CASE WHEN $8::boolean THEN now() ELSE j.closed_at + ${REVIEW_WINDOW_SQL} END
       FROM jobs j WHERE j.tenant_id = $1 AND j.id = $3`,
    [
      review.tenantId,
      id,
      review.jobId,
      review.authorId,
      review.subjectId,
      review.stars,
      review.text,
      answered.rowCount > 0,
    ],
  );
  return id;
}

/**
 * SQL of a person's rating (average and count of published, visible reviews) joined laterally
 * to users aliased `alias`: columns rating_average and rating_count (docs/reviews.md#averages).
 */
export function ratingJoinSql(alias: string): string {
  return `LEFT JOIN LATERAL (
      SELECT round(avg(rv.stars), 2) AS rating_average, count(*) AS rating_count
        FROM reviews rv
       WHERE rv.tenant_id = ${alias}.tenant_id AND rv.subject_id = ${alias}.id
         AND rv.hidden_at IS NULL AND rv.published_at <= now()
    ) rating ON true`;
}

export interface RatingColumns {
  rating_average: string | number | null;
  rating_count: string | number;
}

export function toRatingSummary(row: RatingColumns): { average: number | null; count: number } {
  return {
    average: row.rating_average === null ? null : Number(row.rating_average),
    count: Number(row.rating_count),
  };
}
