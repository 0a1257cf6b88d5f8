import { screen, within } from '@testing-library/react';
import { aFreelancerUser, aPublicProfile, apiStub, ok, SERVICES } from '@mp/test-kit';
import { aProduct, renderProducts } from '../../shared/test-support';

beforeAll(() => import('../product/ProductScreen'));

it("shows the seller this product's orders: who, when, how much, and the job", async () => {
  const stub = apiStub({
    'GET /services': () => ok(SERVICES),
    'GET /apis/actions/products/{productId}': () => ok(aProduct()),
    'GET /users/{id}': () => ok(aPublicProfile()),
    'GET /message/conversations': () => ok({ conversations: [] }),
    'GET /apis/actions/product-orders': () =>
      ok({
        bookings: [
          {
            bookingId: 'b-1',
            milestoneId: 'm-1',
            jobId: 'job-1',
            productId: 'p-1',
            customerId: 'cu-1',
            sellerId: 'fl-1',
            status: 'booked',
            paymentMethod: 'card',
            amount: 4000,
            currency: 'GBP',
            credits: null,
            shipment: null,
            milestoneStatus: 2,
            cancellable: true,
            channelId: 'ch-1',
            createdAt: '2026-03-04T10:00:00.000Z',
            cancelledAt: null,
            completedAt: null,
            customer: {
              userId: 'cu-1',
              name: 'Cora Customer',
              username: 'cora',
              profilePicture: 'https://cdn.test/cora.png',
            },
          },
        ],
      }),
  });
  await renderProducts('/products/finn/p-1', stub.http, aFreelancerUser());

  const orders = await screen.findByRole('region', { name: 'Orders of this product' });
  expect(
    await within(orders).findByRole('link', { name: 'Cora Customer, 4 Mar 2026' }),
  ).toHaveAttribute('href', '/freelancer/manage/job-1');
  expect(orders).toHaveTextContent('£40.00');
  expect(orders.querySelector('img.mp-products__avatar')).toHaveAttribute(
    'src',
    'https://cdn.test/cora.png',
  );
  expect(stub.callsTo('GET /apis/actions/product-orders')[0]?.query.get('productId')).toBe('p-1');
  expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
});
