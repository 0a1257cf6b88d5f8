/**
 * Products (offerings) freelancers sell: writing them, the seller's drafts and live lists, the
 * public read, admin approval and the safe outbound redirect (docs/products.md). Amounts are
 * integers in the minor unit of the tenant's currency (docs/payments.md#amounts).
 */
import { z } from 'zod';
import { JOB_AUTO_FETCH_PAGE_SIZE } from '../constants';
import {
  PRODUCT_MAX_IMAGES,
  PRODUCT_MAX_SHIPMENT_OPTIONS,
  PRODUCT_MAX_VIDEOS,
  PRODUCT_STAGES,
  ZProduct,
} from '../entities/commerce';
import { ZFileRef, zMinorAmount } from '../entities/common';
import { zId, zSlug } from '../tenant/primitives';
import { APPROVAL_REASON_MAX_LENGTH } from './admin';

export const PRODUCT_TITLE_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 10_000;
/** The longest duration a product may have: 30 days, in minutes. */
export const PRODUCT_MAX_DURATION_MINUTES = 43_200;

const zPositiveAmount = zMinorAmount.refine((amount) => amount > 0, 'Must be more than 0');

/** A shipment option as the seller writes it; a new one gets its shipmentFeeId from the API. */
export const ZShipmentOptionInput = z.strictObject({
  /** Keep the id of an option you edit; leave it out for a new one. */
  shipmentFeeId: zId.optional(),
  name: z.string().trim().min(1, 'Please input a name').max(120),
  /** The shipping fee (minor units); 0 for free shipping. */
  price: zMinorAmount,
});
export type ShipmentOptionInput = z.infer<typeof ZShipmentOptionInput>;

const productFields = {
  uniqueName: zSlug,
  title: z.string().trim().min(1, 'Please input a title').max(PRODUCT_TITLE_MAX_LENGTH),
  description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX_LENGTH),
  price: zPositiveAmount,
  offerPrice: zPositiveAmount.nullable(),
  credits: z.number().int().positive().max(1_000_000).nullable(),
  duration: z.number().int().positive().max(PRODUCT_MAX_DURATION_MINUTES).nullable(),
  shipmentOptions: z.array(ZShipmentOptionInput).max(PRODUCT_MAX_SHIPMENT_OPTIONS),
  serviceId: zId.nullable(),
  images: z.array(ZFileRef).max(PRODUCT_MAX_IMAGES),
  videos: z.array(ZFileRef).max(PRODUCT_MAX_VIDEOS),
  requiresSurvey: z.boolean(),
};

const offerBelowPrice = (input: { price?: number; offerPrice?: number | null }) =>
  input.offerPrice === undefined ||
  input.offerPrice === null ||
  input.price === undefined ||
  input.offerPrice < input.price;
const OFFER_BELOW_PRICE = {
  path: ['offerPrice'],
  message: 'The offer price must be below the price',
};

/**
 * POST /apis/actions/products: a new draft. Images and videos are files the seller uploaded
 * (POST /apis/auth/s3) of the allowed types (docs/products.md#media).
 */
export const ZCreateProductBody = z
  .strictObject({
    ...productFields,
    description: productFields.description.default(''),
    offerPrice: productFields.offerPrice.default(null),
    credits: productFields.credits.default(null),
    duration: productFields.duration.default(null),
    shipmentOptions: productFields.shipmentOptions.default([]),
    serviceId: productFields.serviceId.default(null),
    images: productFields.images.default([]),
    videos: productFields.videos.default([]),
    requiresSurvey: productFields.requiresSurvey.default(false),
  })
  .refine(offerBelowPrice, OFFER_BELOW_PRICE)
  .meta({
    examples: [
      {
        uniqueName: 'logo-review',
        title: 'Logo review',
        description: 'A written review of your logo within two days.',
        price: 5000,
        offerPrice: 4000,
        credits: 50,
        duration: 60,
        shipmentOptions: [{ name: 'Printed report by post', price: 500 }],
      },
    ],
  });
export type CreateProductBody = z.input<typeof ZCreateProductBody>;

/** PUT /apis/actions/products/{productId}: the fields to change (at least one). */
export const ZEditProductBody = z
  .strictObject(productFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change')
  .refine(offerBelowPrice, OFFER_BELOW_PRICE)
  .meta({ examples: [{ title: 'Logo review and refresh', price: 6000 }] });
export type EditProductBody = z.input<typeof ZEditProductBody>;

export const ZProductIdParams = z.strictObject({ productId: zId });
export const ZProductNameParams = z.strictObject({ uniqueName: zSlug });

/** PUT .../request-approval takes no fields. */
export const ZRequestProductApprovalBody = z.strictObject({});

/** GET /apis/actions/products ?stage (draft or live) &from (lastEvaluatedKey) &limit. */
export const ZListOwnProductsQuery = z.strictObject({
  stage: z.enum(PRODUCT_STAGES),
  from: z.string().min(1).max(400).optional(),
  limit: z.coerce.number().int().min(1).max(JOB_AUTO_FETCH_PAGE_SIZE).optional(),
});
export type ListOwnProductsQuery = z.infer<typeof ZListOwnProductsQuery>;

/** A page of products, last modified first; lastEvaluatedKey is absent on the last page. */
export const ZProductsPage = z.object({
  products: z.array(ZProduct),
  lastEvaluatedKey: z.string().optional(),
});
export type ProductsPage = z.infer<typeof ZProductsPage>;

export const ZDeletedProduct = z.object({ productId: zId, deleted: z.literal(true) });
export type DeletedProduct = z.infer<typeof ZDeletedProduct>;

/** The administrator's queue: pending (default), approved, disapproved or all submitted. */
export const PRODUCT_QUEUE_STATUSES = ['pending', 'approved', 'disapproved', 'all'] as const;

/** GET /admin/products ?status &from &limit. */
export const ZListProductsForApprovalQuery = z.strictObject({
  status: z.enum(PRODUCT_QUEUE_STATUSES).optional(),
  from: z.string().min(1).max(400).optional(),
  limit: z.coerce.number().int().min(1).max(JOB_AUTO_FETCH_PAGE_SIZE).optional(),
});
export type ListProductsForApprovalQuery = z.infer<typeof ZListProductsForApprovalQuery>;

/** POST /admin/products/{productId}/approval {approved, reason}: a reason is needed to disapprove. */
export const ZProductApprovalBody = z
  .strictObject({
    approved: z.boolean(),
    reason: z.string().trim().max(APPROVAL_REASON_MAX_LENGTH).optional(),
  })
  .refine((body) => body.approved || (body.reason ?? '') !== '', {
    path: ['reason'],
    message: 'Please input a reason for disapproving the product',
  });
export type ProductApprovalBody = z.infer<typeof ZProductApprovalBody>;

/** GET /request/redirect/{url}: the target, URL-encoded as one path segment. */
export const ZRedirectParams = z.strictObject({ url: z.string().min(1).max(2048) });

/**
 * Where the link may go: `url` is the normalised http(s) target; `interstitial` is true when its
 * host is outside the tenant's allow list, so the user confirms leaving first.
 */
export const ZRedirectTarget = z.object({
  url: z.string(),
  host: z.string(),
  interstitial: z.boolean(),
});
export type RedirectTarget = z.infer<typeof ZRedirectTarget>;
