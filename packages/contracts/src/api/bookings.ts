/**
 * Booking products (docs/products.md#bookings): the booking call, the bookings and orders lists,
 * cancelling, and the conversations about a product. Amounts are integers in the minor unit of
 * the tenant's currency (docs/payments.md#amounts).
 */
import { z } from 'zod';
import { BOOKING_STATUSES, ZShippingDetails } from '../entities/commerce';
import { zMinorAmount } from '../entities/common';
import { ZMilestoneStatus } from '../entities/milestone';
import { zDateTime, zId, zSlug } from '../tenant/primitives';
import { ZChannelSummary } from './messaging';

export const BOOKING_PAYMENT_METHODS = ['card', 'credits'] as const;
export type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number];

export const AGREE_TO_TERMS = 'Please agree to the seller’s terms';

/** POST /apis/actions/product-orders/book. */
export const ZBookProductBody = z
  .strictObject({
    productId: zId,
    /** The customer agrees to the seller's terms: required. */
    agreedToTerms: z.literal(true, { error: AGREE_TO_TERMS }),
    paymentMethod: z.enum(BOOKING_PAYMENT_METHODS),
    /** Which of the product's shipment options; required when the product ships. */
    shipmentFeeId: zId.optional(),
    /** Where to ship to; required when the product ships. */
    shipping: ZShippingDetails.optional(),
  })
  .meta({
    examples: [
      {
        productId: 'seed-product-logo-review',
        agreedToTerms: true,
        paymentMethod: 'card',
      },
    ],
  });
export type BookProductBody = z.input<typeof ZBookProductBody>;

/** What a booking made: the booking, its job's milestone and the job. */
export const ZBookProductResponse = z.object({
  bookingId: zId,
  milestoneId: zId,
  jobId: zId,
});
export type BookProductResponse = z.infer<typeof ZBookProductResponse>;

/** A person on a booking, as the other party sees them. */
export const ZBookingParty = z.object({
  userId: zId,
  name: z.string(),
  username: z.string().nullable(),
  profilePicture: z.string().nullable(),
});
export type BookingParty = z.infer<typeof ZBookingParty>;

/** The booked product, as it was named when listed. */
export const ZBookedProduct = z.object({
  productId: zId,
  uniqueName: zSlug,
  title: z.string(),
});

export const BOOKING_EXPANSIONS = ['product', 'customer', 'seller'] as const;
export type BookingExpansion = (typeof BOOKING_EXPANSIONS)[number];

/** A booking as its customer and seller see it. */
export const ZBookingView = z.object({
  bookingId: zId,
  milestoneId: zId,
  jobId: zId,
  productId: zId,
  customerId: zId,
  sellerId: zId,
  status: z.enum(BOOKING_STATUSES),
  paymentMethod: z.enum(BOOKING_PAYMENT_METHODS),
  /** Price plus shipping, in minor units of `currency`. */
  amount: zMinorAmount,
  currency: z.string(),
  /** Credits paid, when paid with credits. */
  credits: z.number().int().positive().nullable(),
  shipment: ZShippingDetails.extend({ shipmentFeeId: zId, name: z.string() }).nullable(),
  /** Where the booking's milestone stands (docs/milestones.md). */
  milestoneStatus: ZMilestoneStatus,
  /** Whether the caller may cancel it now. */
  cancellable: z.boolean(),
  /** The channel between the two about this booking. */
  channelId: zId.nullable(),
  createdAt: zDateTime,
  cancelledAt: zDateTime.nullable(),
  /** When the customer signed off its delivery (docs/products.md#completing). */
  completedAt: zDateTime.nullable(),
  product: ZBookedProduct.optional(),
  customer: ZBookingParty.optional(),
  seller: ZBookingParty.optional(),
});
export type BookingView = z.infer<typeof ZBookingView>;

/** `with`: a comma-separated list of product, customer, seller to include beside each booking. */
const zExpansions = z
  .string()
  .max(100)
  .transform((value, context) => {
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0);
    for (const part of parts)
      if (!(BOOKING_EXPANSIONS as readonly string[]).includes(part)) {
        context.addIssue({
          code: 'custom',
          message: `Unknown: ${part} (use ${BOOKING_EXPANSIONS.join(', ')})`,
        });
        return z.NEVER;
      }
    return parts as BookingExpansion[];
  });

/** GET /jobs/bookings ?with &as (customer or seller: only the bookings the caller made or sold). */
export const ZListBookingsQuery = z.strictObject({
  with: zExpansions.optional(),
  as: z.enum(['customer', 'seller']).optional(),
});
export type ListBookingsQuery = z.input<typeof ZListBookingsQuery>;

export const ZBookingsResponse = z.object({ bookings: z.array(ZBookingView) });
export type BookingsResponse = z.infer<typeof ZBookingsResponse>;

/** GET /apis/actions/product-orders ?productId: the seller's orders (with shipping details). */
export const ZListOrdersQuery = z.strictObject({
  productId: zId.optional(),
});
export type ListOrdersQuery = z.input<typeof ZListOrdersQuery>;

export const ZBookingIdParams = z.strictObject({ bookingId: zId });

/** POST /jobs/bookings/{bookingId}/cancel: the booking's milestone, as a check. */
export const ZCancelBookingBody = z
  .strictObject({ milestoneId: zId })
  .meta({ examples: [{ milestoneId: 'a-milestone-id' }] });
export type CancelBookingBody = z.input<typeof ZCancelBookingBody>;

/** GET /message/conversations ?uniqueName: the conversations about one product. */
export const ZProductConversationsQuery = z.strictObject({ uniqueName: zSlug });
export const ZProductConversationsResponse = z.object({
  conversations: z.array(ZChannelSummary),
});
export type ProductConversationsResponse = z.infer<typeof ZProductConversationsResponse>;
