import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aCustomerUser,
  aFreelancerUser,
  aPublicProfile,
  apiError,
  apiStub,
  ok,
  SERVICES,
} from '@mp/test-kit';
import type { Product } from '@mp/contracts';
import { aProduct, renderProducts } from '../../shared/test-support';

beforeAll(() => import('../product/ProductScreen'));

const shipped = aProduct({
  shipmentOptions: [
    { shipmentFeeId: 'sf-1', name: 'By post', price: 500 },
    { shipmentFeeId: 'sf-2', name: 'Courier', price: 1500 },
  ],
});

function stubFor(product: Product, extra = {}) {
  return apiStub({
    'GET /services': () => ok(SERVICES),
    'GET /apis/actions/products/{productId}': () => ok(product),
    'GET /users/{id}': () => ok(aPublicProfile()),
    'GET /message/conversations': () => ok({ conversations: [] }),
    ...extra,
  });
}

it('books a shipped product by card: terms and shipping asked for, phone built, then the job page', async () => {
  const stub = stubFor(shipped, {
    'POST /apis/actions/product-orders/book': () =>
      ok({ bookingId: 'b-1', milestoneId: 'm-1', jobId: 'job-1' }),
  });
  await renderProducts('/products/finn/p-1', stub.http, aCustomerUser());
  await userEvent.click(await screen.findByRole('button', { name: 'Book now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book Logo review' });
  expect(within(dialog).getByRole('radio', { name: 'Card £45.00' })).toBeChecked();
  await userEvent.selectOptions(within(dialog).getByLabelText(/Shipping option/), 'sf-2');
  expect(within(dialog).getByRole('radio', { name: 'Card £55.00' })).toBeChecked();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Book and pay' }));
  expect(within(dialog).getByText('Please agree to the seller’s terms')).toBeInTheDocument();
  expect(within(dialog).getByText('Please input full name')).toBeInTheDocument();
  expect(within(dialog).getByText('Please input phone number')).toBeInTheDocument();
  expect(within(dialog).getByText('Please input shipping address')).toBeInTheDocument();
  expect(stub.callsTo('POST /apis/actions/product-orders/book')).toHaveLength(0);

  await userEvent.type(within(dialog).getByLabelText(/Full name/), 'Cora Customer');
  await userEvent.type(within(dialog).getByLabelText(/Country code/), '+44');
  await userEvent.type(within(dialog).getByLabelText(/Phone number/), '7700 900-123');
  await userEvent.type(within(dialog).getByLabelText(/Shipping address/), '1 Flower Street');
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'I agree to the seller’s terms' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Book and pay' }));

  expect(await screen.findByText('This products page does not exist.')).toBeInTheDocument();
  expect(stub.callsTo('POST /apis/actions/product-orders/book')[0]?.body).toEqual({
    productId: 'p-1',
    agreedToTerms: true,
    paymentMethod: 'card',
    shipmentFeeId: 'sf-2',
    shipping: {
      fullName: 'Cora Customer',
      phoneNumber: '+447700900123',
      shippingAddress: '1 Flower Street',
    },
  });
});

it("shows the server's refusal when credits fall short, and keeps the dialog open", async () => {
  const stub = stubFor(aProduct(), {
    'POST /apis/actions/product-orders/book': () =>
      apiError(422, "You don't have enough credits available", [], 'INSUFFICIENT_CREDITS'),
  });
  await renderProducts('/products/finn/p-1', stub.http, aCustomerUser());
  await userEvent.click(await screen.findByRole('button', { name: 'Book now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book Logo review' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Credits 50 credits' }));
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'I agree to the seller’s terms' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Book and pay' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    "You don't have enough credits available",
  );
  expect(stub.callsTo('POST /apis/actions/product-orders/book')[0]?.body).toMatchObject({
    paymentMethod: 'credits',
  });
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('asks signed-out visitors to sign in, and offers freelancers no booking', async () => {
  await renderProducts('/products/finn/p-1', stubFor(aProduct()).http, null);
  expect(
    await screen.findByRole('link', { name: 'Sign in as a customer to book' }),
  ).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/products/finn/p-1')}`);
});

it('offers no booking of a product that is not live', async () => {
  await renderProducts(
    '/products/finn/p-1',
    stubFor(aProduct({ isLive: false, authorId: 'someone-else' })).http,
    aFreelancerUser(),
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Logo review' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
});

it('links to the conversation about the product', async () => {
  const stub = stubFor(aProduct(), {
    'GET /message/conversations': () =>
      ok({
        conversations: [
          {
            channelId: 'ch-1',
            freelancerId: 'fl-1',
            customerId: 'cu-1',
            jobId: 'job-1',
            jobTitle: 'Logo review',
            otherParty: { userId: 'fl-1', name: 'Finn Freelancer', profilePicture: null, roles: 2 },
            lastMessage: null,
            unreadCount: 0,
            lastMessageAt: null,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      }),
  });
  await renderProducts('/products/finn/p-1', stub.http, aCustomerUser());
  expect(
    await screen.findByRole('link', { name: 'Conversation with Finn Freelancer' }),
  ).toHaveAttribute('href', '/customer/inbox/ch-1');
  expect(stub.callsTo('GET /message/conversations')[0]?.query.get('uniqueName')).toBe(
    'logo-review',
  );
});
