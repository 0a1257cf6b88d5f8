/** Products / offerings and bookings (docs/products.md). */
import { z } from 'zod';
import { PRODUCT_APPROVAL_STATUS } from '../constants';
import { zDateTime, zId, zSlug } from '../tenant/primitives';
import { ZFileRef, zMinorAmount } from './common';

export { PRODUCT_IMAGE_CONTENT_TYPES, PRODUCT_VIDEO_CONTENT_TYPES } from './media-types';

export const ZProductApprovalStatus = z.enum([
  PRODUCT_APPROVAL_STATUS.pending,
  PRODUCT_APPROVAL_STATUS.approvedByAdmin,
  PRODUCT_APPROVAL_STATUS.disapprovedByAdmin,
]);

export const ZShipmentOption = z.strictObject({
  shipmentFeeId: zId,
  name: z.string().trim().min(1).max(120),
  /** The shipping fee, on top of the price (minor units). */
  price: zMinorAmount,
});
export type ShipmentOption = z.infer<typeof ZShipmentOption>;

/**
 * draft: the seller's, never submitted (or sent back: edited after submitting, or disapproved);
 * live: submitted for sale (docs/products.md#statuses).
 */
export const PRODUCT_STAGES = ['draft', 'live'] as const;
export type ProductStage = (typeof PRODUCT_STAGES)[number];

export const PRODUCT_MAX_IMAGES = 10;
export const PRODUCT_MAX_VIDEOS = 3;
export const PRODUCT_MAX_SHIPMENT_OPTIONS = 10;

export const ZProduct = z.object({
  productId: zId,
  /** The product's handle, unique in the tenant (the conversation about a product names it). */
  uniqueName: zSlug,
  authorId: zId,
  title: z.string(),
  description: z.string(),
  /** Minor units of `currency` (docs/payments.md#amounts). */
  price: zMinorAmount,
  /** A lower price the product is offered at; always below `price`. */
  offerPrice: zMinorAmount.nullable(),
  /** Price in credits when the product can be booked with credits. */
  credits: z.number().int().positive().nullable(),
  /** Length of the booked service in minutes. */
  duration: z.number().int().positive().nullable(),
  shipmentOptions: z.array(ZShipmentOption),
  /** The tenant service the product belongs to. */
  serviceId: zId.nullable(),
  images: z.array(ZFileRef),
  videos: z.array(ZFileRef),
  /** Booking needs a completed survey first (docs/products.md#bookings). */
  requiresSurvey: z.boolean(),
  stage: z.enum(PRODUCT_STAGES),
  approvalStatus: ZProductApprovalStatus.nullable(),
  /** Why an administrator disapproved the product (null otherwise). */
  approvalReason: z.string().nullable(),
  approvalDecidedAt: zDateTime.nullable(),
  submittedAt: zDateTime.nullable(),
  /** Bookable now: live, approved (or no approval needed), seller onboarded for payments. */
  isLive: z.boolean(),
  /** ISO 4217 code of the tenant's currency, the unit of every amount. */
  currency: z.string(),
  createdAt: zDateTime,
  lastModified: zDateTime,
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
 * A product is live only when it is submitted for sale (stage live), approved by an administrator
 * (or the tenant needs no approval: status null), and its seller is onboarded for payments.
 */
export function isProductLive(
  product: Pick<Product, 'stage' | 'approvalStatus'>,
  sellerIsOnboarded: boolean,
): boolean {
  return (
    product.stage === 'live' &&
    (product.approvalStatus === null ||
      product.approvalStatus === PRODUCT_APPROVAL_STATUS.approvedByAdmin) &&
    sellerIsOnboarded
  );
}
