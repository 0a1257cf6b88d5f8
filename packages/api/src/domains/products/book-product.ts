/**
 * POST /apis/actions/product-orders/book: a customer books a live product
 * (docs/products.md#bookings). The booking is a job in contract between the customer and the
 * seller with one milestone of the price plus shipping, paid by card (a charge of the
 * milestone, invoiced when it settles) or with credits (spent at once).
 */
import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  JOB_STATUS,
  MILESTONE_STATUS,
  PROPOSAL_STATUS,
  SOCKET_EVENTS,
  ZBookProductBody,
  ZBookProductResponse,
  endpoints,
  type BookProductResponse,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { toJson } from '../../db/types';
import { HttpError, httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { NOT_ENOUGH_CREDITS, spendCredits } from '../credits';
import { findOrCreateChannel } from '../messaging';
import { createNotification, deliverNotifications } from '../notifications';
import { moveMilestone, recordMilestoneEvent, findMilestone } from '../milestones';
import { payIn, paymentMethodsOf } from '../payments';
import { findUser } from '../users';
import type { StoredShipment } from './bookings-store';
import type { ProductRow } from './rows';
import { assertSellsProducts, findProduct, productErrors } from './store';

export const SURVEY_REQUIRED =
  "You haven't completed a survey. Please, submit the survey before the booking";

type BookBody = (typeof ZBookProductBody)['_zod']['output'];

/** The shipment the body asks for: required (option and details) when the product ships. */
function shipmentOf(product: ProductRow, body: BookBody): StoredShipment | null {
  if (product.shipment_options.length === 0) {
    if (body.shipmentFeeId !== undefined)
      throw httpErrors.unprocessable('This product does not ship', [
        { path: 'body.shipmentFeeId', message: 'This product has no shipment options' },
      ]);
    return null;
  }
  const missing = [];
  if (body.shipmentFeeId === undefined)
    missing.push({ path: 'body.shipmentFeeId', message: 'Please input shipment option' });
  if (body.shipping === undefined)
    missing.push(
      { path: 'body.shipping.fullName', message: 'Please input full name' },
      { path: 'body.shipping.phoneNumber', message: 'Please input phone number' },
      { path: 'body.shipping.shippingAddress', message: 'Please input shipping address' },
    );
  if (missing.length > 0 || body.shipping === undefined) throw httpErrors.validation(missing);
  const option = product.shipment_options.find((o) => o.shipmentFeeId === body.shipmentFeeId);
  if (option === undefined)
    throw new HttpError(404, API_ERROR_CODES.productNotFound, 'No such shipment option', [
      { path: 'body.shipmentFeeId', message: 'Not a shipment option of this product' },
    ]);
  return { ...body.shipping, shipmentFeeId: option.shipmentFeeId, name: option.name };
}

async function assertSurveyDone(
  db: Queryable,
  tenant: Tenant,
  caller: Caller,
  product: ProductRow,
) {
  if (!product.requires_survey) return;
  const user = await findUser(db, tenant.id, caller.userId);
  if (user?.survey_legend?.completed !== true)
    throw httpErrors.unprocessable(SURVEY_REQUIRED, [
      { path: 'body.productId', message: SURVEY_REQUIRED },
    ]);
}

interface Plan {
  product: ProductRow;
  shipment: StoredShipment | null;
  amount: number;
  credits: number | null;
}

async function planBooking(
  db: Queryable,
  services: Parameters<typeof paymentMethodsOf>[1],
  tenant: Tenant,
  caller: Caller,
  body: BookBody,
): Promise<Plan> {
  const product = await findProduct(db, tenant.id, { id: body.productId });
  if (product === null || !product.is_live || product.author_id === caller.userId)
    throw productErrors.notFound(undefined, 'body.productId');
  const shipment = shipmentOf(product, body);
  await assertSurveyDone(db, tenant, caller, product);
  const price = Number(product.offer_price ?? product.price);
  const fee =
    shipment === null
      ? 0
      : (product.shipment_options.find((o) => o.shipmentFeeId === shipment.shipmentFeeId)?.price ??
        0);
  if (body.paymentMethod === 'credits') {
    if (product.credits === null)
      throw httpErrors.unprocessable('This product cannot be booked with credits', [
        { path: 'body.paymentMethod', message: 'This product has no price in credits' },
      ]);
    return { product, shipment, amount: price + fee, credits: product.credits };
  }
  const methods = await paymentMethodsOf(db, services, tenant.id, caller.userId);
  if (methods.length === 0)
    throw new HttpError(
      422,
      API_ERROR_CODES.paymentMethodRequired,
      'Add a card to pay with first',
      [{ path: 'body.paymentMethod', message: 'Add a card to pay with first' }],
    );
  return { product, shipment, amount: price + fee, credits: null };
}

/** The job, its accepted contract, the milestone, the channel and the booking, in one go. */
async function recordBooking(
  tx: Queryable,
  tenant: Tenant,
  caller: Caller,
  plan: Plan,
): Promise<BookProductResponse & { notificationId: string }> {
  const { product } = plan;
  const jobId = randomUUID();
  const paidWithCredits = plan.credits !== null;
  await tx.query(
    `INSERT INTO jobs (tenant_id, id, customer_id, status, title, description, budget,
       service_id, skip_payments)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
    [
      tenant.id,
      jobId,
      caller.userId,
      JOB_STATUS.contract,
      product.title,
      product.description,
      plan.amount,
      product.service_id,
      // Credits settle inside the platform: no card pay-in, no payout (docs/products.md#bookings).
      toJson(paidWithCredits ? 'all' : false),
    ],
  );
  const proposalId = randomUUID();
  await tx.query(
    `INSERT INTO proposals (tenant_id, id, job_id, freelancer_id, description, status,
       offer_sent_at, accepted_freelancers_ids, accepted_at)
     VALUES ($1, $2, $3, $4, $5, $6, now(), $7::jsonb, now())`,
    [
      tenant.id,
      proposalId,
      jobId,
      product.author_id,
      `Booking of ${product.title}`,
      PROPOSAL_STATUS.created,
      toJson([{ userId: product.author_id }]),
    ],
  );
  const milestoneId = randomUUID();
  await tx.query(
    `INSERT INTO milestones (tenant_id, id, job_id, proposal_id, freelancer_id, title,
       description, amount, status, position, files, proposed_by, cl_approval_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, '[]'::jsonb, 'freelancer', 'APPROVED')`,
    [
      tenant.id,
      milestoneId,
      jobId,
      proposalId,
      product.author_id,
      product.title,
      plan.shipment === null ? '' : `Shipping: ${plan.shipment.name}`,
      plan.amount,
      MILESTONE_STATUS.pending,
    ],
  );
  await recordMilestoneEvent(tx, {
    tenantId: tenant.id,
    jobId,
    milestoneId,
    kind: 'book',
    fromStatus: null,
    toStatus: MILESTONE_STATUS.pending,
    actorId: caller.userId,
    actorRole: 'customer',
    note: `Booked ${product.unique_name}`,
  });
  const { channelId } = await findOrCreateChannel(
    tx,
    tenant.id,
    { customerId: caller.userId, freelancerId: product.author_id, jobId },
    caller.userId,
  );
  const bookingId = randomUUID();
  await tx.query(
    `INSERT INTO bookings (tenant_id, id, product_id, customer_id, seller_id, job_id,
       milestone_id, payment_method, amount, credits, shipment_fee_id, shipment, channel_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13)`,
    [
      tenant.id,
      bookingId,
      product.id,
      caller.userId,
      product.author_id,
      jobId,
      milestoneId,
      paidWithCredits ? 'credits' : 'card',
      plan.amount,
      plan.credits,
      plan.shipment?.shipmentFeeId ?? null,
      plan.shipment === null ? null : toJson(plan.shipment),
      channelId,
    ],
  );
  if (plan.credits !== null) {
    await spendCredits(tx, {
      tenantId: tenant.id,
      userId: caller.userId,
      credits: plan.credits,
      reference: `booking:${bookingId}`,
    });
    const milestone = await findMilestone(tx, tenant.id, milestoneId, { forUpdate: true });
    if (milestone === null) throw new Error('the booking milestone vanished');
    await moveMilestone(tx, {
      tenantId: tenant.id,
      milestone,
      action: 'skipPayIn',
      actor: 'customer',
      actorId: caller.userId,
      note: `Paid with ${plan.credits} credits`,
    });
  }
  const notificationId = await createNotification(tx, {
    tenantId: tenant.id,
    recipientId: product.author_id,
    kind: 'BOOKING_CREATED',
    payload: {
      bookingId,
      productId: product.id,
      productTitle: product.title,
      jobId,
      jobTitle: product.title,
      link: `/freelancer/manage/${encodeURIComponent(jobId)}`,
    },
    createdBy: caller.userId,
  });
  return { bookingId, milestoneId, jobId, notificationId };
}

export const bookProduct = definePrivateRoute(endpoints.bookProduct, {
  summary: 'A customer books a live product, paying by card or with credits',
  description: `Needs agreedToTerms true (400 naming body.agreedToTerms). A product that is not live, or the customer's own, is 404 PRODUCT_NOT_FOUND naming body.productId. A product that ships needs shipmentFeeId and shipping {fullName, phoneNumber (+, country code, digits), shippingAddress} (400 'Please input {field}' naming each). A product with requiresSurvey needs the customer's completed survey (422 "${SURVEY_REQUIRED}"). Credits: the product's credits price is spent (422 INSUFFICIENT_CREDITS "${NOT_ENOUGH_CREDITS}"; 422 naming body.paymentMethod when it has none). Card: needs a card on file (422 PAYMENT_METHOD_REQUIRED); the milestone is charged as POST /milestones/{milestoneId}/pay does. Creates a job in contract with one milestone and a channel between the two; the seller receives BOOKING_CREATED live and a BOOKING_CREATED notification linking to the job. See docs/products.md#bookings.`,
  body: ZBookProductBody,
  response: ZBookProductResponse,
  handler: async (ctx) => {
    const { tenant, db, caller, body, payments, publish } = ctx;
    assertSellsProducts(tenant, caller);
    const plan = await planBooking(db, payments, tenant, caller, body);
    const { notificationId, ...booked } = await db.transaction((tx) =>
      recordBooking(tx, tenant, caller, plan),
    );
    if (plan.credits === null)
      await payIn(db, { payments }, tenant, caller, {
        milestoneId: booked.milestoneId,
        jobId: booked.jobId,
        cycleId: undefined,
        retry: false,
      });
    publish({
      tenantId: tenant.id,
      to: { userId: plan.product.author_id },
      type: SOCKET_EVENTS.bookingCreated,
      payload: {
        bookingId: booked.bookingId,
        productId: plan.product.id,
        productTitle: plan.product.title,
      },
    });
    await deliverNotifications(ctx, tenant, [notificationId]);
    return booked;
  },
});
