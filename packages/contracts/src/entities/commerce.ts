/** Products / offerings and bookings (docs/products.md). */
import { z } from 'zod';
import { PRODUCT_APPROVAL_STATUS } from '../constants';
import { zAssetUrl, zDateTime, zId, zSlug } from '../tenant/primitives';
import { zMinorAmount } from './common';

export const ZProductApprovalStatus = z.enum([
  PRODUCT_APPROVAL_STATUS.pending,
  PRODUCT_APPROVAL_STATUS.approvedByAdmin,
  PRODUCT_APPROVAL_STATUS.disapprovedByAdmin,
]);

export const ZShipmentOption = z.strictObject({
  shipmentFeeId: zId,
  name: z.string().trim().min(1).max(120),
  price: zMinorAmount,
});
export type ShipmentOption = z.infer<typeof ZShipmentOption>;

export const PRODUCT_STAGES = ['draft', 'live'] as const;

export const ZProduct = z
  .strictObject({
    productId: zId,
    /** The product's handle, unique per seller. */
    uniqueName: zSlug,
    authorId: zId,
    title: z.string().trim().min(1).max(200),
    description: z.string().max(10_000),
    price: zMinorAmount,
    offerPrice: zMinorAmount.nullable(),
    /** Price in credits when the product can be booked with credits. */
    credits: z.number().int().min(0).nullable(),
    /** Length of the booked service in minutes. */
    duration: z.number().int().positive().max(100_000).nullable(),
    shipmentOptions: z.array(ZShipmentOption).max(20),
    approvalStatus: ZProductApprovalStatus.nullable(),
    stage: z.enum(PRODUCT_STAGES),
    images: z.array(zAssetUrl).max(20),
    /** Booking needs a completed survey first (docs/products.md#bookings). */
    requiresSurvey: z.boolean(),
    createdAt: zDateTime,
    lastModified: zDateTime,
  })
  .refine((p) => p.offerPrice === null || p.offerPrice < p.price, {
    path: ['offerPrice'],
    message: 'An offer price is below the price',
  });
export type Product = z.infer<typeof ZProduct>;

/**
 * Full name, phone number and shipping address, each 'Please input {field}'
 * (docs/products.md#bookings).
 */
export const ZShippingDetails = z.strictObject({
  fullName: z.string().trim().min(1, 'Please input full name').max(120),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+[0-9]{6,16}$/, 'Please input phone number'),
  shippingAddress: z.string().trim().min(1, 'Please input shipping address').max(500),
});
export type ShippingDetails = z.infer<typeof ZShippingDetails>;

export const BOOKING_STATUSES = ['booked', 'cancelled', 'completed'] as const;

export const ZBooking = z.strictObject({
  bookingId: zId,
  milestoneId: zId,
  jobId: zId,
  productId: zId,
  customerId: zId,
  sellerId: zId,
  status: z.enum(BOOKING_STATUSES),
  paidWithCredits: z.boolean(),
  shipment: ZShippingDetails.extend({ shipmentFeeId: zId }).nullable(),
  createdAt: zDateTime,
});
export type Booking = z.infer<typeof ZBooking>;

/**
 * A product is live only when it is in the live list, not refused or waiting
 * for an admin, and its seller has a payment account set up.
 */
export function isProductLive(
  product: Pick<Product, 'stage' | 'approvalStatus'>,
  sellerHasPaymentAccount: boolean,
): boolean {
  return (
    product.stage === 'live' &&
    (product.approvalStatus === null ||
      product.approvalStatus === PRODUCT_APPROVAL_STATUS.approvedByAdmin) &&
    sellerHasPaymentAccount
  );
}
