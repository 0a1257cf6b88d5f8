/**
 * POST /jobs/bookings/{bookingId}/cancel: the customer or the seller cancels a booking
 * (docs/products.md#cancelling): a card payment is refunded through the provider, credits go
 * back where they came from, the milestone is pending again and the booking's job closes.
 */
import {
  JOB_STATUS,
  MILESTONE_STATUS,
  ZBookingIdParams,
  ZBookingView,
  ZCancelBookingBody,
  endpoints,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { refundCredits } from '../credits';
import { recordMilestoneEvent } from '../milestones';
import { recordRefund, refundAtProvider, settledChargeOf, tenantCurrency } from '../payments';
import { isCancellable, requireBooking, toBookingView } from './bookings-store';
import { assertSellsProducts } from './store';

type Booking = Awaited<ReturnType<typeof requireBooking>>;

/** The booking, checked: the milestone named is its own, and it can still be cancelled. */
async function cancellableBooking(
  db: Queryable,
  tenant: Tenant,
  caller: Caller,
  bookingId: string,
  milestoneId: string,
  forUpdate: boolean,
): Promise<Booking> {
  const booking = await requireBooking(db, tenant.id, caller, bookingId, { forUpdate });
  if (booking.milestone_id !== milestoneId)
    throw httpErrors.unprocessable('Not the milestone of this booking', [
      { path: 'body.milestoneId', message: 'Must be the milestone of the booking' },
    ]);
  if (!isCancellable(booking))
    throw httpErrors.conflict(
      booking.status !== 'booked'
        ? `The booking is already ${booking.status}`
        : booking.milestone_status === MILESTONE_STATUS.paymentPending
          ? 'The payment is under way: cancel once it is settled'
          : 'The seller has delivered: the booking can no longer be cancelled',
      [{ path: 'params.bookingId', message: 'No longer cancellable' }],
    );
  return booking;
}

async function settle(tx: Queryable, tenant: Tenant, caller: Caller, booking: Booking) {
  if (booking.payment_method === 'credits')
    await refundCredits(tx, { tenantId: tenant.id, reference: `booking:${booking.id}` });
  else {
    const charge = await settledChargeOf(tx, tenant.id, booking.milestone_id);
    if (charge !== null) await recordRefund(tx, charge);
  }
  await tx.query(
    `UPDATE milestones SET status = $3, last_modified = now() WHERE tenant_id = $1 AND id = $2`,
    [tenant.id, booking.milestone_id, MILESTONE_STATUS.pending],
  );
  await recordMilestoneEvent(tx, {
    tenantId: tenant.id,
    jobId: booking.job_id,
    milestoneId: booking.milestone_id,
    kind: 'cancelBooking',
    fromStatus: booking.milestone_status,
    toStatus: MILESTONE_STATUS.pending,
    actorId: caller.userId,
    actorRole: caller.userId === booking.customer_id ? 'customer' : 'freelancer',
    note: booking.payment_method === 'credits' ? 'Credits given back' : 'Refunded',
  });
  await tx.query(
    `UPDATE jobs SET status = $3, closed_at = now(), found = false, last_modified = now()
      WHERE tenant_id = $1 AND id = $2`,
    [tenant.id, booking.job_id, JOB_STATUS.userClosed],
  );
  await tx.query(
    `UPDATE bookings SET status = 'cancelled', cancelled_at = now(), cancelled_by = $3
      WHERE tenant_id = $1 AND id = $2`,
    [tenant.id, booking.id, caller.userId],
  );
}

export const cancelBooking = definePrivateRoute(endpoints.cancelBooking, {
  summary: 'The customer or the seller cancels a booking; the customer gets the money back',
  description:
    "Only the booking's customer or seller (404 BOOKING_NOT_FOUND for anyone else). body.milestoneId must be the booking's milestone (422 naming it). Cancellable while the booking is booked and its milestone pending or paid; while a card payment is under way, after delivery, or once cancelled it is 409. A card payment is refunded whole through the payment provider; credits go back to the allowance and own credits they came from. The milestone is pending again and the booking's job is closed (USER_CLOSED). See docs/products.md#cancelling.",
  params: ZBookingIdParams,
  body: ZCancelBookingBody,
  response: ZBookingView,
  handler: async ({ tenant, db, caller, params, body, payments }) => {
    assertSellsProducts(tenant, caller);
    const checked = await cancellableBooking(
      db,
      tenant,
      caller,
      params.bookingId,
      body.milestoneId,
      false,
    );
    if (checked.payment_method === 'card') {
      const charge = await settledChargeOf(db, tenant.id, checked.milestone_id);
      // The provider is asked outside the transaction; its refund is idempotent per charge.
      if (charge !== null) await refundAtProvider({ payments }, charge);
    }
    await db.transaction(async (tx) => {
      const booking = await cancellableBooking(
        tx,
        tenant,
        caller,
        params.bookingId,
        body.milestoneId,
        true,
      );
      await settle(tx, tenant, caller, booking);
    });
    const updated = await requireBooking(db, tenant.id, caller, params.bookingId);
    return toBookingView(updated, tenantCurrency(tenant), ['product', 'customer', 'seller']);
  },
});
