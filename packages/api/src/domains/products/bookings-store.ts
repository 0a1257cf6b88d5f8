/**
 * Bookings of products (docs/products.md#bookings): their rows, who may see them, when they can
 * be cancelled, and the booking as its customer and seller see it.
 */
import {
  API_ERROR_CODES,
  MILESTONE_STATUS,
  type BookingExpansion,
  type BookingParty,
  type BookingPaymentMethod,
  type BookingView,
  type MilestoneStatus,
  type ShippingDetails,
} from '@mp/contracts';
import { isoTime, isoTimeOrNull } from '../../db/time';
import type { Queryable, SqlParam } from '../../db/types';
import { HttpError } from '../../http/errors';
import type { Caller } from '../../http/route';

export interface StoredShipment extends ShippingDetails {
  shipmentFeeId: string;
  name: string;
}

export interface BookingRow {
  tenant_id: string;
  id: string;
  product_id: string;
  customer_id: string;
  seller_id: string;
  job_id: string;
  milestone_id: string;
  status: BookingView['status'];
  payment_method: BookingPaymentMethod;
  amount: number | string;
  credits: number | null;
  shipment: StoredShipment | null;
  channel_id: string | null;
  created_at: Date | string;
  cancelled_at: Date | string | null;
  completed_at: Date | string | null;
  /** Joined: where the booking's milestone stands. */
  milestone_status: MilestoneStatus;
}

interface ListedRow extends BookingRow {
  product_unique_name: string;
  product_title: string;
  customer_name: string;
  customer_username: string | null;
  customer_picture: string | null;
  seller_name: string;
  seller_username: string | null;
  seller_picture: string | null;
}

const LISTED_SQL = `SELECT b.tenant_id, b.id, b.product_id, b.customer_id, b.seller_id, b.job_id,
    b.milestone_id, b.status, b.payment_method, b.amount, b.credits, b.shipment, b.channel_id,
    b.created_at, b.cancelled_at, b.completed_at, m.status AS milestone_status,
    p.unique_name AS product_unique_name, p.title AS product_title,
    c.name AS customer_name, c.username AS customer_username, c.profile_picture AS customer_picture,
    s.name AS seller_name, s.username AS seller_username, s.profile_picture AS seller_picture
  FROM bookings b
  JOIN milestones m ON m.tenant_id = b.tenant_id AND m.id = b.milestone_id
  JOIN products p ON p.tenant_id = b.tenant_id AND p.id = b.product_id
  JOIN users c ON c.tenant_id = b.tenant_id AND c.id = b.customer_id
  JOIN users s ON s.tenant_id = b.tenant_id AND s.id = b.seller_id`;

/** At most this many bookings are listed, newest first. */
export const BOOKINGS_LIST_LIMIT = 200;

/**
 * A booking can be cancelled while it is booked and its work not delivered: its milestone is
 * pending (not paid, or the payment was refused) or paid. While a card payment is under way
 * (payment pending) or once the seller delivered (completed, signed off) it cannot.
 */
export function isCancellable(row: Pick<BookingRow, 'status' | 'milestone_status'>): boolean {
  return (
    row.status === 'booked' &&
    (row.milestone_status === MILESTONE_STATUS.pending ||
      row.milestone_status === MILESTONE_STATUS.paid)
  );
}

export function isParty(row: Pick<BookingRow, 'customer_id' | 'seller_id'>, caller: Caller) {
  return row.customer_id === caller.userId || row.seller_id === caller.userId;
}

export function bookingNotFound(field = 'params.bookingId'): HttpError {
  return new HttpError(404, API_ERROR_CODES.bookingNotFound, 'No such booking', [
    { path: field, message: 'No booking of yours has this id' },
  ]);
}

function party(userId: string, name: string, username: string | null, picture: string | null) {
  const person: BookingParty = { userId, name, username, profilePicture: picture };
  return person;
}

export function toBookingView(
  row: ListedRow,
  currency: string,
  expansions: readonly BookingExpansion[] = [],
): BookingView {
  return {
    bookingId: row.id,
    milestoneId: row.milestone_id,
    jobId: row.job_id,
    productId: row.product_id,
    customerId: row.customer_id,
    sellerId: row.seller_id,
    status: row.status,
    paymentMethod: row.payment_method,
    amount: Number(row.amount),
    currency,
    credits: row.credits,
    shipment: row.shipment,
    milestoneStatus: row.milestone_status,
    cancellable: isCancellable(row),
    channelId: row.channel_id,
    createdAt: isoTime(row.created_at),
    cancelledAt: isoTimeOrNull(row.cancelled_at),
    completedAt: isoTimeOrNull(row.completed_at),
    ...(expansions.includes('product')
      ? {
          product: {
            productId: row.product_id,
            uniqueName: row.product_unique_name,
            title: row.product_title,
          },
        }
      : {}),
    ...(expansions.includes('customer')
      ? {
          customer: party(
            row.customer_id,
            row.customer_name,
            row.customer_username,
            row.customer_picture,
          ),
        }
      : {}),
    ...(expansions.includes('seller')
      ? {
          seller: party(row.seller_id, row.seller_name, row.seller_username, row.seller_picture),
        }
      : {}),
  };
}

export interface BookingFilter {
  /** Only the caller's bookings as this side; both sides otherwise. */
  as?: 'customer' | 'seller' | undefined;
  productId?: string | undefined;
  bookingId?: string | undefined;
  forUpdate?: boolean;
}

/** The caller's bookings (as customer or seller), newest first. */
export async function bookingsOf(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  filter: BookingFilter = {},
): Promise<ListedRow[]> {
  const params: SqlParam[] = [tenantId, caller.userId];
  const where = ['b.tenant_id = $1'];
  if (filter.as === 'customer') where.push('b.customer_id = $2');
  else if (filter.as === 'seller') where.push('b.seller_id = $2');
  else where.push('(b.customer_id = $2 OR b.seller_id = $2)');
  if (filter.productId !== undefined) {
    params.push(filter.productId);
    where.push(`b.product_id = $${params.length}`);
  }
  if (filter.bookingId !== undefined) {
    params.push(filter.bookingId);
    where.push(`b.id = $${params.length}`);
  }
  const lock = filter.forUpdate === true ? ' FOR UPDATE OF b' : '';
  const { rows } = await db.query<ListedRow>(
    `${LISTED_SQL} WHERE ${where.join(' AND ')}
      ORDER BY b.created_at DESC, b.id DESC LIMIT ${BOOKINGS_LIST_LIMIT}${lock}`,
    params,
  );
  return rows;
}

/** One booking of the caller's (either side), or 404. */
export async function requireBooking(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  bookingId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ListedRow> {
  const [row] = await bookingsOf(db, tenantId, caller, { bookingId, ...options });
  if (row === undefined) throw bookingNotFound();
  return row;
}
