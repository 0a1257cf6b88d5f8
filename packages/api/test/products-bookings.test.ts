/**
 * Booking products: card and credits, shipping, survey, lists, cancelling, completing and
 * reviewing (docs/products.md#bookings).
 */
import { randomUUID } from 'node:crypto';
import type {
  BookingsResponse,
  BookingView,
  BookProductResponse,
  ContractReviews,
  InvoiceParticipantsResponse,
  MilestoneView,
  NotificationsPage,
  ProductConversationsResponse,
  Review,
} from '@mp/contracts';
import { SOCKET_EVENTS } from '@mp/contracts';
import { accounts, call, connectLiveAs, setUpTestApi } from './harness';
import { INSTANT_SANDBOX, addPaymentSource, eventually } from './payments-support';
import { createdProduct, fieldsOf } from './products-support';

const { customer, orgCustomer, freelancer, agencyFreelancer, admin, acmeCustomer, acmeFreelancer } =
  accounts;
const LOGO_REVIEW = 'seed-product-logo-review';
const STARTER_KIT = 'seed-product-brand-starter-kit';
const SHIPPING = {
  fullName: 'Casey Customer',
  phoneNumber: '+447700900123',
  shippingAddress: '1 Flower Street, London N1 1AA',
};

const api = setUpTestApi(INSTANT_SANDBOX);

function book(user: string | null, body: unknown, tenant = 'demo') {
  return call(api, {
    method: 'POST',
    url: '/apis/actions/product-orders/book',
    user,
    tenant,
    body,
  });
}

function bookings(user: string, query = '', tenant = 'demo') {
  return call(api, { method: 'GET', url: `/jobs/bookings${query}`, user, tenant });
}

function cancel(user: string | null, bookingId: string, milestoneId: string) {
  return call(api, {
    method: 'POST',
    url: `/jobs/bookings/${bookingId}/cancel`,
    user,
    body: { milestoneId },
  });
}

async function milestoneOf(user: string, booked: BookProductResponse): Promise<MilestoneView> {
  const response = await call(api, {
    method: 'GET',
    url: `/jobs/${booked.jobId}/milestones`,
    user,
  });
  const list = response.json<{ milestones: MilestoneView[] }>().milestones;
  const found = list.find((m) => m.milestoneId === booked.milestoneId);
  if (found === undefined) throw new Error(`no milestone in ${response.body}`);
  return found;
}

async function cardBookingOfStarterKit(): Promise<BookProductResponse> {
  const response = await book(customer.userId, {
    productId: STARTER_KIT,
    agreedToTerms: true,
    paymentMethod: 'card',
    shipmentFeeId: 'seed-shipping-standard',
    shipping: SHIPPING,
  });
  expect(response.statusCode).toBe(201);
  return response.json<BookProductResponse>();
}

beforeAll(async () => {
  await addPaymentSource(api, customer.userId);
});

describe('booking by card', () => {
  it('creates a paid job with one milestone, tells the seller live, and invoices the sale', async () => {
    const seller = await connectLiveAs(api, freelancer);
    try {
      const booked = await cardBookingOfStarterKit();
      expect(booked).toEqual({
        bookingId: expect.any(String),
        milestoneId: expect.any(String),
        jobId: expect.any(String),
      });
      const event = await seller.next(SOCKET_EVENTS.bookingCreated);
      expect(event).toMatchObject({ bookingId: booked.bookingId, productId: STARTER_KIT });
      const notes = await call(api, {
        method: 'GET',
        url: '/notifications',
        user: freelancer.userId,
      });
      expect(notes.json<NotificationsPage>().notifications).toContainEqual(
        expect.objectContaining({
          kind: 'BOOKING_CREATED',
          payload: expect.objectContaining({
            bookingId: booked.bookingId,
            productTitle: 'Brand starter kit',
            link: `/freelancer/manage/${booked.jobId}`,
          }),
        }),
      );

      const job = await call(api, {
        method: 'GET',
        url: `/jobs/${booked.jobId}`,
        user: customer.userId,
      });
      expect(job.statusCode).toBe(200);
      const paid = await eventually(
        () => milestoneOf(customer.userId, booked),
        (m) => m.status === 2,
      );
      // The price (no offer price) plus the standard shipping fee.
      expect(paid.amount).toBe(45000 + 350);
      expect((await milestoneOf(freelancer.userId, booked)).status).toBe(2);

      const invoices = await call(api, {
        method: 'POST',
        url: '/payment/invoices/participants',
        user: customer.userId,
        body: { productId: STARTER_KIT, shipmentFeeId: 'seed-shipping-standard' },
      });
      expect(invoices.statusCode).toBe(200);
      expect(invoices.json<InvoiceParticipantsResponse>().invoices).toHaveLength(1);
    } finally {
      seller.socket.close();
    }
  });

  it('needs a card on file', async () => {
    const response = await book(orgCustomer.userId, {
      productId: LOGO_REVIEW,
      agreedToTerms: true,
      paymentMethod: 'card',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_METHOD_REQUIRED' });
    expect(fieldsOf(response)).toEqual(['body.paymentMethod']);
  });
});

describe('bad input names the field', () => {
  it.each([
    [{ productId: LOGO_REVIEW, paymentMethod: 'card' }, 'body.agreedToTerms'],
    [{ productId: LOGO_REVIEW, agreedToTerms: false, paymentMethod: 'card' }, 'body.agreedToTerms'],
    [{ productId: LOGO_REVIEW, agreedToTerms: true, paymentMethod: 'cash' }, 'body.paymentMethod'],
    [{ agreedToTerms: true, paymentMethod: 'card' }, 'body.productId'],
  ])('%j is 400 naming %s', async (body, field) => {
    const response = await book(customer.userId, body);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
  });

  it("asks for each shipping detail with 'Please input {field}'", async () => {
    const response = await book(customer.userId, {
      productId: STARTER_KIT,
      agreedToTerms: true,
      paymentMethod: 'card',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ fields: { path: string; message: string }[] }>().fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'body.shipping.fullName', message: 'Please input full name' },
        { path: 'body.shipping.phoneNumber', message: 'Please input phone number' },
        { path: 'body.shipping.shippingAddress', message: 'Please input shipping address' },
      ]),
    );
  });

  it('refuses a phone number not built as plus, country code and digits', async () => {
    const response = await book(customer.userId, {
      productId: STARTER_KIT,
      agreedToTerms: true,
      paymentMethod: 'card',
      shipmentFeeId: 'seed-shipping-standard',
      shipping: { ...SHIPPING, phoneNumber: '07700-900123' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['body.shipping.phoneNumber']);
  });

  it('refuses a shipment option of another product', async () => {
    const response = await book(customer.userId, {
      productId: STARTER_KIT,
      agreedToTerms: true,
      paymentMethod: 'card',
      shipmentFeeId: 'no-such-option',
      shipping: SHIPPING,
    });
    expect(response.statusCode).toBe(404);
    expect(fieldsOf(response)).toEqual(['body.shipmentFeeId']);
  });
});

describe('who may book what', () => {
  it('refuses anonymous callers, freelancers and products that are not live', async () => {
    const body = { productId: LOGO_REVIEW, agreedToTerms: true, paymentMethod: 'card' };
    expect((await book(null, body)).statusCode).toBe(401);
    expect((await book(freelancer.userId, body)).statusCode).toBe(403);
    const draft = await createdProduct(api, agencyFreelancer.userId);
    const response = await book(customer.userId, { ...body, productId: draft.productId });
    expect(response.statusCode).toBe(404);
    expect(fieldsOf(response)).toEqual(['body.productId']);
  });

  it('sells nothing on a tenant with the products area off', async () => {
    const response = await book(
      acmeCustomer.userId,
      { productId: LOGO_REVIEW, agreedToTerms: true, paymentMethod: 'credits' },
      'acme',
    );
    expect(response.statusCode).toBe(403);
    const list = await bookings(acmeCustomer.userId, '', 'acme');
    expect(list.json<BookingsResponse>().bookings).toEqual([]);
  });

  it('needs a completed survey when the product asks for one', async () => {
    await api.db.query(
      "UPDATE products SET requires_survey = true WHERE tenant_id = 'demo' AND id = $1",
      [LOGO_REVIEW],
    );
    try {
      const response = await book(customer.userId, {
        productId: LOGO_REVIEW,
        agreedToTerms: true,
        paymentMethod: 'card',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: "You haven't completed a survey. Please, submit the survey before the booking",
      });
    } finally {
      await api.db.query(
        "UPDATE products SET requires_survey = false WHERE tenant_id = 'demo' AND id = $1",
        [LOGO_REVIEW],
      );
    }
  });
});

describe('booking with credits', () => {
  it("refuses when credits fall short: 'You don't have enough credits available'", async () => {
    const response = await book(customer.userId, {
      productId: LOGO_REVIEW,
      agreedToTerms: true,
      paymentMethod: 'credits',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: "You don't have enough credits available",
    });
    const list = await bookings(customer.userId, '?as=customer');
    expect(list.json<BookingsResponse>().bookings.map((b) => b.productId)).not.toContain(
      LOGO_REVIEW,
    );
  });

  it('pays at once with credits and gives them back on cancelling', async () => {
    const credits = async () =>
      (await call(api, { method: 'GET', url: '/users/me', user: orgCustomer.userId })).json<{
        ownCredits: { availableCredits: number };
        credits: { availableAllowance: number };
      }>();
    const before = await credits();
    const response = await book(orgCustomer.userId, {
      productId: LOGO_REVIEW,
      agreedToTerms: true,
      paymentMethod: 'credits',
    });
    expect(response.statusCode).toBe(201);
    const booked = response.json<BookProductResponse>();
    expect((await milestoneOf(orgCustomer.userId, booked)).status).toBe(2);
    const spent = await credits();
    expect(spent.ownCredits.availableCredits + spent.credits.availableAllowance).toBe(
      before.ownCredits.availableCredits + before.credits.availableAllowance - 90,
    );

    const cancelled = await cancel(orgCustomer.userId, booked.bookingId, booked.milestoneId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<BookingView>()).toMatchObject({
      status: 'cancelled',
      cancellable: false,
    });
    expect(await credits()).toEqual(before);
  });
});

describe('lists, cancelling and conversations', () => {
  let booked: BookProductResponse;

  beforeAll(async () => {
    booked = await cardBookingOfStarterKit();
    await eventually(
      () => milestoneOf(customer.userId, booked),
      (m) => m.status === 2,
    );
  });

  it('lists the booking for its customer and its seller, with what `with` asks for', async () => {
    const mine = await bookings(customer.userId, '?with=product,seller&as=customer');
    expect(mine.statusCode).toBe(200);
    const entry = mine
      .json<BookingsResponse>()
      .bookings.find((b) => b.bookingId === booked.bookingId);
    expect(entry).toMatchObject({
      status: 'booked',
      paymentMethod: 'card',
      amount: 45350,
      currency: 'GBP',
      cancellable: true,
      product: { productId: STARTER_KIT, title: 'Brand starter kit' },
      seller: { userId: freelancer.userId },
      shipment: { ...SHIPPING, shipmentFeeId: 'seed-shipping-standard' },
    });
    expect(entry?.customer).toBeUndefined();

    const sold = await bookings(freelancer.userId, '?as=seller&with=customer');
    expect(sold.json<BookingsResponse>().bookings.map((b) => b.bookingId)).toContain(
      booked.bookingId,
    );
    const orders = await call(api, {
      method: 'GET',
      url: `/apis/actions/product-orders?productId=${STARTER_KIT}`,
      user: freelancer.userId,
    });
    expect(orders.statusCode).toBe(200);
    expect(orders.json<BookingsResponse>().bookings[0]).toMatchObject({
      customer: { userId: customer.userId },
      shipment: { shippingAddress: SHIPPING.shippingAddress },
    });

    const others = await bookings(orgCustomer.userId, '?as=customer');
    expect(others.json<BookingsResponse>().bookings.map((b) => b.bookingId)).not.toContain(
      booked.bookingId,
    );
  });

  it('refuses a bad `with`, and customers reading the orders', async () => {
    const bad = await bookings(customer.userId, '?with=everything');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['query.with']);
    const orders = await call(api, {
      method: 'GET',
      url: '/apis/actions/product-orders',
      user: customer.userId,
    });
    expect(orders.statusCode).toBe(403);
  });

  it('answers the conversation about the product to both parties only', async () => {
    const read = (user: string, uniqueName = 'brand-starter-kit') =>
      call(api, { method: 'GET', url: `/message/conversations?uniqueName=${uniqueName}`, user });
    const customers = await read(customer.userId);
    expect(customers.statusCode).toBe(200);
    const conversation = customers
      .json<ProductConversationsResponse>()
      .conversations.find((c) => c.jobId === booked.jobId);
    expect(conversation).toMatchObject({
      freelancerId: freelancer.userId,
      customerId: customer.userId,
    });
    const sellers = await read(freelancer.userId);
    expect(
      sellers.json<ProductConversationsResponse>().conversations.map((c) => c.channelId),
    ).toContain(conversation?.channelId);
    const others = await read(orgCustomer.userId);
    expect(others.json<ProductConversationsResponse>().conversations).toEqual([]);
    const unknown = await read(customer.userId, 'no-such-product');
    expect(unknown.statusCode).toBe(404);
    expect(fieldsOf(unknown)).toEqual(['query.uniqueName']);
    const anonymous = await call(api, {
      method: 'GET',
      url: '/message/conversations?uniqueName=brand-starter-kit',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps other tenants out of every bookings call', async () => {
    const asAcme = (user: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
      call(api, { method, url, user, tenant: 'acme', body });
    expect(
      (await asAcme(acmeFreelancer.userId, 'GET', '/apis/actions/product-orders')).statusCode,
    ).toBe(403);
    expect(
      (
        await asAcme(acmeCustomer.userId, 'POST', `/jobs/bookings/${booked.bookingId}/cancel`, {
          milestoneId: booked.milestoneId,
        })
      ).statusCode,
    ).toBe(403);
    const conversations = await asAcme(
      acmeCustomer.userId,
      'GET',
      '/message/conversations?uniqueName=brand-starter-kit',
    );
    expect(conversations.statusCode).toBe(404);
    // Signed for acme but sent to demo: the credentials' tenant is not the header's.
    const crossed = await call(api, {
      method: 'GET',
      url: '/jobs/bookings',
      user: acmeCustomer.userId,
      tenant: 'demo',
    });
    expect(crossed.statusCode).toBe(403);
  });

  it('refuses to cancel while a card payment is under way', async () => {
    await api.db.query("UPDATE milestones SET status = 5 WHERE tenant_id = 'demo' AND id = $1", [
      booked.milestoneId,
    ]);
    try {
      const refused = await cancel(customer.userId, booked.bookingId, booked.milestoneId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: 'The payment is under way: cancel once it is settled',
      });
    } finally {
      await api.db.query("UPDATE milestones SET status = 2 WHERE tenant_id = 'demo' AND id = $1", [
        booked.milestoneId,
      ]);
    }
  });

  it('lets only its parties cancel, refunds the card and closes the job, once', async () => {
    expect(
      (await cancel(orgCustomer.userId, booked.bookingId, booked.milestoneId)).statusCode,
    ).toBe(404);
    expect((await cancel(admin.userId, booked.bookingId, booked.milestoneId)).statusCode).toBe(403);
    const wrong = await cancel(customer.userId, booked.bookingId, 'another-milestone');
    expect(wrong.statusCode).toBe(422);
    expect(fieldsOf(wrong)).toEqual(['body.milestoneId']);

    const cancelled = await cancel(freelancer.userId, booked.bookingId, booked.milestoneId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<BookingView>()).toMatchObject({
      status: 'cancelled',
      milestoneStatus: 1,
    });
    const charge = await api.db.query<{ status: string }>(
      "SELECT status FROM charges WHERE tenant_id = 'demo' AND milestone_id = $1",
      [booked.milestoneId],
    );
    expect(charge.rows.map((row) => row.status)).toEqual(['refunded']);
    const job = await api.db.query<{ status: string }>(
      "SELECT status FROM jobs WHERE tenant_id = 'demo' AND id = $1",
      [booked.jobId],
    );
    expect(job.rows[0]?.status).toBe('USER_CLOSED');

    const again = await cancel(customer.userId, booked.bookingId, booked.milestoneId);
    expect(again.statusCode).toBe(409);
  });
});

describe('completing a booking and reviewing it (docs/products.md#completing)', () => {
  function signOff(booked: BookProductResponse, user = customer.userId) {
    return call(api, {
      method: 'POST',
      url: '/jobs/customer_signedoff_milestone',
      user,
      headers: { 'idempotency-key': randomUUID() },
      body: { jobID: booked.jobId, milestoneId: booked.milestoneId },
    });
  }

  function review(user: string, booked: BookProductResponse, subjectId: string, tenant = 'demo') {
    return call(api, {
      method: 'POST',
      url: '/reviews',
      user,
      tenant,
      body: { jobId: booked.jobId, subjectId, stars: 5, text: 'Delivered as promised' },
    });
  }

  function contractReviews(user: string, booked: BookProductResponse, tenant = 'demo') {
    return call(api, { method: 'GET', url: `/reviews/contracts/${booked.jobId}`, user, tenant });
  }

  async function jobStatusOf(booked: BookProductResponse): Promise<string | undefined> {
    const job = await api.db.query<{ status: string }>(
      "SELECT status FROM jobs WHERE tenant_id = 'demo' AND id = $1",
      [booked.jobId],
    );
    return job.rows[0]?.status;
  }

  async function bookingCompletedNotes(user: string, booked: BookProductResponse) {
    const notes = await call(api, { method: 'GET', url: '/notifications', user });
    return notes
      .json<NotificationsPage>()
      .notifications.filter(
        (note) => note.kind === 'BOOKING_COMPLETED' && note.payload.bookingId === booked.bookingId,
      );
  }

  function codeAndMessage(response: { json: <T>() => T }) {
    return response.json<{ code: string; message: string }>();
  }

  it('completes on sign-off, ends the job once, and opens reviews both ways', async () => {
    const booked = await cardBookingOfStarterKit();
    await eventually(
      () => milestoneOf(customer.userId, booked),
      (m) => m.status === 2,
    );
    const early = await review(customer.userId, booked, freelancer.userId);
    expect(early.statusCode).toBe(409);
    expect(codeAndMessage(early)).toMatchObject({
      code: 'BOOKING_NOT_COMPLETED',
      message: expect.stringContaining('not completed yet'),
    });

    const submitted = await call(api, {
      method: 'POST',
      url: '/jobs/milestone_status',
      user: freelancer.userId,
      body: { key: 'submit', milestoneId: booked.milestoneId, jobID: booked.jobId },
    });
    expect(submitted.statusCode).toBe(200);
    expect((await signOff(booked, freelancer.userId)).statusCode).toBe(403);
    const signed = await signOff(booked);
    expect(signed.statusCode).toBe(200);
    expect(signed.json<MilestoneView>().status).toBe(4);

    for (const [user, as] of [
      [customer.userId, 'customer'],
      [freelancer.userId, 'seller'],
    ] as const) {
      const listed = (await bookings(user, `?as=${as}`)).json<BookingsResponse>().bookings;
      expect(listed.find((b) => b.bookingId === booked.bookingId)).toMatchObject({
        status: 'completed',
        completedAt: expect.any(String),
        milestoneStatus: 4,
        cancellable: false,
      });
    }
    expect(await jobStatusOf(booked)).toBe('ENDED');
    expect(await bookingCompletedNotes(customer.userId, booked)).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({
          productTitle: 'Brand starter kit',
          link: `/customer/contract/${booked.jobId}?mode=overview#reviews`,
        }),
      }),
    ]);
    expect(await bookingCompletedNotes(freelancer.userId, booked)).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ link: `/freelancer/manage/${booked.jobId}#reviews` }),
      }),
    ]);
    // Signing off again moves nothing, so the booking completes once.
    expect((await signOff(booked)).statusCode).toBe(409);
    expect(await bookingCompletedNotes(customer.userId, booked)).toHaveLength(1);
    expect((await cancel(customer.userId, booked.bookingId, booked.milestoneId)).statusCode).toBe(
      409,
    );

    const opened = await contractReviews(freelancer.userId, booked);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<ContractReviews>()).toMatchObject({
      windowOpen: true,
      endedAt: expect.any(String),
      booking: { bookingId: booked.bookingId, status: 'completed' },
    });
    expect(opened.json<ContractReviews>().counterparts.map((c) => c.person.userId)).toEqual([
      customer.userId,
    ]);
    expect((await review(customer.userId, booked, freelancer.userId)).statusCode).toBe(201);
    const second = await review(freelancer.userId, booked, customer.userId);
    expect(second.statusCode).toBe(201);
    expect(second.json<Review>().published).toBe(true);
    expect((await review(customer.userId, booked, freelancer.userId)).statusCode).toBe(409);

    for (const stranger of [orgCustomer.userId, agencyFreelancer.userId]) {
      const read = await contractReviews(stranger, booked);
      expect(read.statusCode).toBe(404);
      expect(codeAndMessage(read).code).toBe('JOB_NOT_FOUND');
      expect((await review(stranger, booked, freelancer.userId)).statusCode).toBe(404);
    }
    const otherTenant = await contractReviews(acmeCustomer.userId, booked, 'acme');
    expect(otherTenant.statusCode).toBe(404);
    expect(
      (await review(acmeCustomer.userId, booked, acmeFreelancer.userId, 'acme')).statusCode,
    ).toBe(404);
  });

  it("completes when an administrator resolves the booking's dispute", async () => {
    const booked = await cardBookingOfStarterKit();
    await eventually(
      () => milestoneOf(customer.userId, booked),
      (m) => m.status === 2,
    );
    const opened = await call(api, {
      method: 'POST',
      url: '/disputes',
      user: customer.userId,
      body: { jobID: booked.jobId, milestoneId: booked.milestoneId, reason: 'Never arrived' },
    });
    expect(opened.statusCode).toBe(201);
    const resolved = await call(api, {
      method: 'POST',
      url: `/disputes/${opened.json<{ disputeId: string }>().disputeId}/resolve`,
      user: admin.userId,
      body: { outcome: 'refund' },
    });
    expect(resolved.statusCode).toBe(200);
    const listed = (await bookings(freelancer.userId)).json<BookingsResponse>().bookings;
    expect(listed.find((b) => b.bookingId === booked.bookingId)).toMatchObject({
      status: 'completed',
      milestoneStatus: 4,
    });
    expect(await jobStatusOf(booked)).toBe('ENDED');
    expect(await bookingCompletedNotes(freelancer.userId, booked)).toHaveLength(1);
    expect((await review(freelancer.userId, booked, customer.userId)).statusCode).toBe(201);
  });

  it('never reviews a cancelled booking, and names why', async () => {
    const booked = await cardBookingOfStarterKit();
    await eventually(
      () => milestoneOf(customer.userId, booked),
      (m) => m.status === 2,
    );
    expect((await cancel(customer.userId, booked.bookingId, booked.milestoneId)).statusCode).toBe(
      200,
    );
    expect(await jobStatusOf(booked)).toBe('USER_CLOSED');
    const read = await contractReviews(customer.userId, booked);
    expect(read.json<ContractReviews>()).toMatchObject({
      endedAt: null,
      windowOpen: false,
      booking: { bookingId: booked.bookingId, status: 'cancelled' },
    });
    for (const [user, subject] of [
      [customer.userId, freelancer.userId],
      [freelancer.userId, customer.userId],
    ] as const) {
      const refused = await review(user, booked, subject);
      expect(refused.statusCode).toBe(409);
      expect(codeAndMessage(refused)).toEqual(
        expect.objectContaining({
          code: 'BOOKING_NOT_COMPLETED',
          message: 'The booking was cancelled: only a completed booking can be reviewed',
        }),
      );
    }
  });

  it('never reviews an unpaid booking', async () => {
    const booked = await cardBookingOfStarterKit();
    // As a refused card leaves it: pending (1), not paid.
    await api.db.query("UPDATE milestones SET status = 1 WHERE tenant_id = 'demo' AND id = $1", [
      booked.milestoneId,
    ]);
    for (const [user, subject] of [
      [customer.userId, freelancer.userId],
      [freelancer.userId, customer.userId],
    ] as const) {
      const refused = await review(user, booked, subject);
      expect(refused.statusCode).toBe(409);
      expect(codeAndMessage(refused).code).toBe('BOOKING_NOT_COMPLETED');
    }
    expect((await signOff(booked)).statusCode).toBe(409);
    const listed = (await bookings(customer.userId)).json<BookingsResponse>().bookings;
    expect(listed.find((b) => b.bookingId === booked.bookingId)?.status).toBe('booked');
  });
});
