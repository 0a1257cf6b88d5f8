/** Product rows (migrations/020_products.sql) and the product as the API answers it. */
import {
  EXTERNAL_ACCOUNT_REQUIREMENT,
  PAYMENT_ACCOUNT_STATUS,
  PRODUCT_APPROVAL_STATUS,
  type FileRef,
  type Product,
  type ProductApprovalStatus,
  type ProductStage,
  type ShipmentOption,
} from '@mp/contracts';
import { isoTime, isoTimeOrNull } from '../../db/time';
import { USER_STATUS_DEACTIVATED } from '../users';

/** A code constant (a plain identifier), written into the SQL text. */
const EXTERNAL_ACCOUNT_SQL = `'${EXTERNAL_ACCOUNT_REQUIREMENT}'`;

export interface ProductRow {
  id: string;
  author_id: string;
  unique_name: string;
  title: string;
  description: string;
  price: number | string;
  offer_price: number | string | null;
  credits: number | null;
  duration: number | null;
  shipment_options: ShipmentOption[];
  service_id: string | null;
  images: FileRef[];
  videos: FileRef[];
  requires_survey: boolean;
  stage: ProductStage;
  approval_status: ProductApprovalStatus | null;
  approval_reason: string | null;
  approval_decided_at: Date | string | null;
  submitted_at: Date | string | null;
  created_at: Date | string;
  last_modified: Date | string;
  is_live: boolean;
}

/**
 * The seller is onboarded with the payment provider (as docs/payments.md reads the account:
 * complete, no errors, nothing currently or past due but the bank account) and not deactivated.
 */
export function sellerOnboardedSql(alias: string): string {
  return `(EXISTS (SELECT 1 FROM payment_accounts pa
      WHERE pa.tenant_id = ${alias}.tenant_id AND pa.user_id = ${alias}.author_id
        AND pa.status = ${PAYMENT_ACCOUNT_STATUS.complete}
        AND jsonb_array_length(coalesce(pa.requirements->'errors', '[]'::jsonb)) = 0
        AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements_text(
              coalesce(pa.requirements->'currently_due', '[]'::jsonb)
              || coalesce(pa.requirements->'past_due', '[]'::jsonb)) AS due(item)
            WHERE due.item <> ${EXTERNAL_ACCOUNT_SQL}))
    AND EXISTS (SELECT 1 FROM users seller
      WHERE seller.tenant_id = ${alias}.tenant_id AND seller.id = ${alias}.author_id
        AND seller.status <> ${USER_STATUS_DEACTIVATED}))`;
}

/** Live (docs/products.md#statuses): submitted, approved or needing no approval, seller onboarded. */
export function liveSql(alias: string): string {
  return `(${alias}.stage = 'live' AND (${alias}.approval_status IS NULL
    OR ${alias}.approval_status = '${PRODUCT_APPROVAL_STATUS.approvedByAdmin}')
    AND ${sellerOnboardedSql(alias)})`;
}

export function productColumns(alias: string): string {
  const c = (name: string) => `${alias}.${name}`;
  return [
    'id',
    'author_id',
    'unique_name',
    'title',
    'description',
    'price',
    'offer_price',
    'credits',
    'duration',
    'shipment_options',
    'service_id',
    'images',
    'videos',
    'requires_survey',
    'stage',
    'approval_status',
    'approval_reason',
    'approval_decided_at',
    'submitted_at',
    'created_at',
    'last_modified',
  ]
    .map(c)
    .concat(`${liveSql(alias)} AS is_live`)
    .join(', ');
}

const amountOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export function toProduct(row: ProductRow, currency: string): Product {
  return {
    productId: row.id,
    uniqueName: row.unique_name,
    authorId: row.author_id,
    title: row.title,
    description: row.description,
    price: Number(row.price),
    offerPrice: amountOrNull(row.offer_price),
    credits: row.credits,
    duration: row.duration,
    shipmentOptions: row.shipment_options.map((option) => ({
      ...option,
      price: Number(option.price),
    })),
    serviceId: row.service_id,
    images: row.images,
    videos: row.videos,
    requiresSurvey: row.requires_survey,
    stage: row.stage,
    approvalStatus: row.approval_status,
    approvalReason: row.approval_reason,
    approvalDecidedAt: isoTimeOrNull(row.approval_decided_at),
    submittedAt: isoTimeOrNull(row.submitted_at),
    isLive: row.is_live,
    currency,
    createdAt: isoTime(row.created_at),
    lastModified: isoTime(row.last_modified),
  };
}
