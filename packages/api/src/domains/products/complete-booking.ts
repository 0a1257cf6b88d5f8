/**
 * A booking completes when its milestone is signed off (docs/products.md#completing): the
 * customer accepted the delivery and the money went to the seller. The booking becomes
 * `completed`, its job ends (ENDED) and both parties are told they may now review each other
 * (docs/reviews.md#bookings). Runs inside the transaction that signed the milestone off.
 */
import { JOB_STATUS, type BookingView } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import type { SignedOffMilestone } from '../../http/route';
import { requireJob, transitionJob } from '../jobs';
import { createNotification, NOTIFICATION_KIND } from '../notifications';

interface CompletedRow {
  id: string;
  job_id: string;
  product_id: string;
  customer_id: string;
  seller_id: string;
  product_title: string;
  customer_name: string;
  seller_name: string;
}

/** Marks the milestone's booking completed, once: a booking already completed or cancelled stays. */
async function markCompleted(tx: Queryable, signedOff: SignedOffMilestone) {
  const { rows } = await tx.query<CompletedRow>(
    `UPDATE bookings b SET status = 'completed', completed_at = now()
       FROM products p, users c, users s
      WHERE b.tenant_id = $1 AND b.milestone_id = $2 AND b.status = 'booked'
        AND p.tenant_id = b.tenant_id AND p.id = b.product_id
        AND c.tenant_id = b.tenant_id AND c.id = b.customer_id
        AND s.tenant_id = b.tenant_id AND s.id = b.seller_id
      RETURNING b.id, b.job_id, b.product_id, b.customer_id, b.seller_id,
                p.title AS product_title, c.name AS customer_name, s.name AS seller_name`,
    [signedOff.tenantId, signedOff.milestoneId],
  );
  return rows[0] ?? null;
}

/** The booking's job ends like a contract whose work is done (docs/jobs.md#job-states). */
async function endBookingJob(tx: Queryable, tenantId: string, jobId: string) {
  const job = await requireJob(tx, tenantId, jobId, { forUpdate: true });
  if (job.status === JOB_STATUS.contract)
    await transitionJob(tx, tenantId, jobId, [JOB_STATUS.contract], JOB_STATUS.ended, {
      found: true,
    });
}

function reviewLink(side: 'customer' | 'seller', jobId: string): string {
  const id = encodeURIComponent(jobId);
  return side === 'customer'
    ? `/customer/contract/${id}?mode=overview#reviews`
    : `/freelancer/manage/${id}#reviews`;
}

/**
 * Completes the booking of a milestone just signed off, if it is one; answers the ids of the
 * notifications stored for its two parties, to deliver once the transaction commits.
 */
export async function completeBookingOfMilestone(
  tx: Queryable,
  signedOff: SignedOffMilestone,
): Promise<string[]> {
  const booking = await markCompleted(tx, signedOff);
  if (booking === null) return [];
  await endBookingJob(tx, signedOff.tenantId, booking.job_id);
  const parties = [
    { side: 'customer', recipientId: booking.customer_id, otherPartyName: booking.seller_name },
    { side: 'seller', recipientId: booking.seller_id, otherPartyName: booking.customer_name },
  ] as const;
  const ids: string[] = [];
  for (const party of parties)
    ids.push(
      await createNotification(tx, {
        tenantId: signedOff.tenantId,
        recipientId: party.recipientId,
        kind: NOTIFICATION_KIND.bookingCompleted,
        payload: {
          bookingId: booking.id,
          productId: booking.product_id,
          productTitle: booking.product_title,
          jobId: booking.job_id,
          jobTitle: booking.product_title,
          otherPartyName: party.otherPartyName,
          link: reviewLink(party.side, booking.job_id),
        },
        createdBy: signedOff.actorId,
      }),
    );
  return ids;
}

/** The booking a job was made for, as the reviews see it; null for any other job. */
export async function bookingOfJob(
  db: Queryable,
  tenantId: string,
  jobId: string,
): Promise<{ bookingId: string; status: BookingView['status'] } | null> {
  const { rows } = await db.query<{ id: string; status: BookingView['status'] }>(
    'SELECT id, status FROM bookings WHERE tenant_id = $1 AND job_id = $2',
    [tenantId, jobId],
  );
  const row = rows[0];
  return row === undefined ? null : { bookingId: row.id, status: row.status };
}
