import { screen } from '@testing-library/react';
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
import { aProduct, renderProducts } from '../../shared/test-support';

beforeAll(() => import('./ProductScreen'));

function stubFor(product = aProduct(), extra = {}) {
  return apiStub({
    'GET /services': () => ok(SERVICES),
    'GET /apis/actions/products/{productId}': () => ok(product),
    'GET /message/conversations': () => ok({ conversations: [] }),
    'GET /apis/actions/product-orders': () => ok({ bookings: [] }),
    'GET /users/{id}': () =>
      ok(aPublicProfile({ title: 'Brand designer', profilePicture: 'https://cdn.test/finn.png' })),
    ...extra,
  });
}

it('shows the price, the offer price, credits, shipping and the seller with their picture', async () => {
  const product = aProduct({
    serviceId: 'svc-photo',
    shipmentOptions: [
      { shipmentFeeId: 'sf-1', name: 'By post', price: 500 },
      { shipmentFeeId: 'sf-2', name: 'Pick up', price: 0 },
    ],
  });
  await renderProducts('/products/finn/p-1', stubFor(product).http, aCustomerUser());

  expect(await screen.findByRole('heading', { level: 2, name: 'Logo review' })).toBeVisible();
  expect(screen.getByText('£40.00')).toBeInTheDocument();
  expect(screen.getByText('£50.00').closest('s')).not.toBeNull();
  expect(screen.getByText('50 credits')).toBeInTheDocument();
  expect(screen.getByText('60 minutes')).toBeInTheDocument();
  expect(await screen.findByText('Photography')).toBeInTheDocument();
  const shipping = screen.getByRole('region', { name: 'Shipping options' });
  expect(shipping).toHaveTextContent('By post: £5.00');
  expect(shipping).toHaveTextContent('Pick up: free shipping');
  expect(await screen.findByText('Brand designer')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View the profile of Finn Freelancer' })).toHaveAttribute(
    'href',
    '/freelancer/profile/finn',
  );
  expect(document.querySelector('img.mp-products__avatar')).toHaveAttribute(
    'src',
    'https://cdn.test/finn.png',
  );
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Book now' })).toBeInTheDocument();
});

it('gives the seller of a draft its status, edit and submit, and shows why a submission fails', async () => {
  const draft = aProduct({
    stage: 'draft',
    approvalStatus: 'DISAPPROVED_BY_ADMIN',
    approvalReason: 'Pictures are blurry',
    isLive: false,
  });
  const stub = stubFor(draft, {
    'PUT /apis/actions/products/{productId}/request-approval': () =>
      apiError(409, 'Failed to submit product for admin approval', [
        { path: 'params.productId', message: 'The product is already submitted' },
      ]),
  });
  await renderProducts('/products/finn/p-1', stub.http, aFreelancerUser());

  expect(await screen.findByText('Disapproved by admin')).toBeInTheDocument();
  expect(screen.getByText('Reason: Pictures are blurry')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    '/products/finn/p-1/edit',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to submit product for admin approval',
  );
});

it('submits a draft and shows it pending', async () => {
  const draft = aProduct({ stage: 'draft', approvalStatus: null, isLive: false });
  const stub = stubFor(draft, {
    'PUT /apis/actions/products/{productId}/request-approval': () =>
      ok({ ...draft, stage: 'live', approvalStatus: 'PENDING' }),
  });
  await renderProducts('/products/finn/p-1', stub.http, aFreelancerUser());
  expect(await screen.findByText('Draft')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
  expect(await screen.findByText('Pending approval')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit for approval' })).not.toBeInTheDocument();
});

it('says when a product does not exist, without a retry', async () => {
  const stub = apiStub({
    'GET /apis/actions/products/{productId}': () => apiError(404, 'Product not found'),
  });
  await renderProducts('/products/finn/p-404', stub.http, null);
  expect(
    await screen.findByText('This product does not exist or is not available.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

it('lets only the seller edit', async () => {
  await renderProducts('/products/finn/p-1/edit', stubFor().http, aCustomerUser());
  expect(await screen.findByText('Only the seller can edit this product.')).toBeInTheDocument();
});

describe('the gallery', () => {
  beforeAll(() => {
    let count = 0;
    URL.createObjectURL = () => {
      count += 1;
      return `blob:picture-${count}`;
    };
    URL.revokeObjectURL = () => undefined;
  });
  afterAll(() => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('shows the pictures to a signed-out visitor through the public files call', async () => {
    const images = ['front.png', 'back.png'].map((name) => ({
      key: `products/fl-1/k/${name}`,
      name,
      contentType: 'image/png',
      size: 10,
    }));
    const stub = stubFor(aProduct({ images }), {
      'GET /apis/s3': () => ({ status: 200, raw: 'png' }),
    });
    await renderProducts('/products/finn/p-1', stub.http, null);

    expect(await screen.findByRole('img', { name: 'Logo review, picture 1' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:picture-/),
    );
    expect(stub.callsTo('GET /apis/s3').length).toBeGreaterThanOrEqual(1);
    expect(stub.callsTo('GET /apis/auth/s3')).toHaveLength(0);
    const second = screen.getByRole('button', { name: 'Show picture 2 of 2' });
    expect(second).toHaveAttribute('aria-pressed', 'false');
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('img', { name: 'Logo review, picture 2' })).toBeVisible();
  });
});
