import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCustomerUser, aFreelancerUser, apiError, apiStub, ok } from '@mp/test-kit';
import type { BookingView } from '@mp/contracts';
import { renderProducts } from '../../shared/test-support';

beforeAll(() => import('./BookingsScreen'));

function aBooking(overrides: Partial<BookingView> = {}): BookingView {
  return {
    bookingId: 'b-1',
    milestoneId: 'm-1',
    jobId: 'job-1',
    productId: 'p-1',
    customerId: 'cu-1',
    sellerId: 'fl-1',
    status: 'booked',
    paymentMethod: 'card',
    amount: 4500,
    currency: 'GBP',
    credits: null,
    shipment: {
      shipmentFeeId: 'sf-1',
      name: 'By post',
      fullName: 'Cora Customer',
      phoneNumber: '+447700900123',
      shippingAddress: '1 Flower Street',
    },
    milestoneStatus: 2,
    cancellable: true,
    channelId: 'ch-1',
    createdAt: '2026-03-04T10:00:00.000Z',
    cancelledAt: null,
    completedAt: null,
    product: { productId: 'p-1', uniqueName: 'logo-review', title: 'Logo review' },
    customer: {
      userId: 'cu-1',
      name: 'Cora Customer',
      username: 'cora',
      profilePicture: 'https://cdn.test/cora.png',
    },
    seller: { userId: 'fl-1', name: 'Finn Freelancer', username: 'finn', profilePicture: null },
    ...overrides,
  };
}

it('shows the seller who booked, where to ship and the job, and cancels after asking', async () => {
  let current = aBooking();
  const stub = apiStub({
    'GET /jobs/bookings': () => ok({ bookings: [current] }),
    'POST /jobs/bookings/{bookingId}/cancel': () => {
      current = aBooking({ status: 'cancelled', cancellable: false, milestoneStatus: 1 });
      return ok(current);
    },
  });
  await renderProducts('/products/bookings', stub.http, aFreelancerUser());

  expect(await screen.findByRole('heading', { name: 'Logo review' })).toBeInTheDocument();
  expect(stub.callsTo('GET /jobs/bookings')[0]?.query.get('as')).toBe('seller');
  expect(screen.getByText('Customer: Cora Customer')).toBeInTheDocument();
  expect(document.querySelector('img.mp-products__avatar')).toHaveAttribute(
    'src',
    'https://cdn.test/cora.png',
  );
  expect(screen.getByText('£45.00')).toBeInTheDocument();
  expect(screen.getByText('Paid')).toBeInTheDocument();
  expect(
    screen.getByText(/Ship to: Cora Customer, \+447700900123, 1 Flower Street/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the job of Logo review' })).toHaveAttribute(
    'href',
    '/freelancer/manage/job-1',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Cancel the booking of Logo review' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
  expect(dialog).toHaveTextContent('the card payment is refunded in full');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

  expect(await screen.findByText('The booking is cancelled.')).toBeInTheDocument();
  expect(stub.callsTo('POST /jobs/bookings/{bookingId}/cancel')[0]?.body).toEqual({
    milestoneId: 'm-1',
  });
  expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'Cancel the booking of Logo review' }),
  ).not.toBeInTheDocument();
});

it('keeps the dialog open with the reason when cancelling is refused', async () => {
  const stub = apiStub({
    'GET /jobs/bookings': () =>
      ok({ bookings: [aBooking({ paymentMethod: 'credits', credits: 50, shipment: null })] }),
    'POST /jobs/bookings/{bookingId}/cancel': () =>
      apiError(409, 'The payment is under way: cancel once it is settled'),
  });
  await renderProducts('/products/bookings', stub.http, aCustomerUser());

  expect(await screen.findByText('Seller: Finn Freelancer')).toBeInTheDocument();
  expect(stub.callsTo('GET /jobs/bookings')[0]?.query.get('as')).toBe('customer');
  expect(screen.getByText('50 credits')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the job of Logo review' })).toHaveAttribute(
    'href',
    '/customer/contract/job-1?mode=overview',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cancel the booking of Logo review' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
  expect(dialog).toHaveTextContent('the credits go back to the customer');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  expect(
    await within(dialog).findByText('The payment is under way: cancel once it is settled'),
  ).toBeInTheDocument();
});

it('links both parties of a completed booking to their reviews of each other', async () => {
  const completed = aBooking({
    status: 'completed',
    cancellable: false,
    milestoneStatus: 4,
    completedAt: '2026-03-09T10:00:00.000Z',
  });
  const sides = [
    [
      aCustomerUser(),
      'Rate and review Finn Freelancer for Logo review',
      '/customer/contract/job-1?mode=overview#reviews',
    ],
    [
      aFreelancerUser(),
      'Rate and review Cora Customer for Logo review',
      '/freelancer/manage/job-1#reviews',
    ],
  ] as const;
  for (const [user, name, href] of sides) {
    const stub = apiStub({ 'GET /jobs/bookings': () => ok({ bookings: [completed] }) });
    await renderProducts('/products/bookings', stub.http, user);
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText(/^Completed on /)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Cancel the booking of Logo review' }),
    ).not.toBeInTheDocument();
    cleanup();
  }
});

it('offers no review before a booking is completed', async () => {
  const stub = apiStub({ 'GET /jobs/bookings': () => ok({ bookings: [aBooking()] }) });
  await renderProducts('/products/bookings', stub.http, aCustomerUser());
  expect(await screen.findByText('Seller: Finn Freelancer')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Rate and review/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/^Completed on /)).not.toBeInTheDocument();
});

it('says when there are no bookings yet, with a way to the catalogue', async () => {
  const stub = apiStub({ 'GET /jobs/bookings': () => ok({ bookings: [] }) });
  await renderProducts('/products/bookings', stub.http, aCustomerUser());
  const empty = (await screen.findByText('You have not booked any products yet.')).closest('div');
  expect(
    within(empty as HTMLElement).getByRole('link', { name: 'Browse products' }),
  ).toHaveAttribute('href', '/products');
});

it('says when the bookings cannot be loaded', async () => {
  const stub = apiStub({ 'GET /jobs/bookings': () => apiError(500, 'boom') });
  await renderProducts('/products/bookings', stub.http, aFreelancerUser());
  expect(await screen.findByText('The bookings could not be loaded.')).toBeInTheDocument();
});
