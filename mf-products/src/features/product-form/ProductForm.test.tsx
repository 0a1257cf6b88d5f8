import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aFreelancerUser, aPublicProfile, apiError, apiStub, ok, SERVICES } from '@mp/test-kit';
import type { StubHandler } from '@mp/test-kit';
import { aProduct, renderProducts } from '../../shared/test-support';

beforeAll(async () => {
  await import('../manage-products/ManageProductsScreen');
  await import('../product/ProductScreen');
});

function stubWith(extra: Record<string, StubHandler>) {
  return apiStub({
    'GET /services': () => ok(SERVICES),
    'GET /apis/actions/products': () => ok({ products: [] }),
    'GET /users/{id}': () => ok(aPublicProfile()),
    ...extra,
  });
}

async function fillRequired() {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Logo Review!');
  await userEvent.type(screen.getByRole('textbox', { name: /^Price(?! in)/ }), '50');
}

it('checks the form first and moves focus to the first problem', async () => {
  const stub = stubWith({});
  await renderProducts('/products/create', stub.http, aFreelancerUser());
  await userEvent.type(await screen.findByRole('textbox', { name: /^Price(?! in)/ }), '50');
  await userEvent.type(screen.getByRole('textbox', { name: /^Offer price/ }), '60');
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

  const title = screen.getByRole('textbox', { name: /^Title/ });
  expect(title).toHaveAccessibleDescription('Please input a title');
  expect(screen.getByRole('textbox', { name: /^Offer price/ })).toHaveAccessibleDescription(
    expect.stringContaining('The offer price must be below the price'),
  );
  await waitFor(() => expect(title).toHaveFocus());
  expect(stub.callsTo('POST /apis/actions/products')).toHaveLength(0);
});

it('saves a draft with prices in minor units, a shipment option and lands on the drafts', async () => {
  const stub = stubWith({
    'POST /apis/actions/products': ({ body }) =>
      ok(aProduct({ ...(body as object), stage: 'draft' }), 201),
  });
  await renderProducts('/products/create', stub.http, aFreelancerUser());
  await fillRequired();
  expect(screen.getByRole('textbox', { name: /^Web address name/ })).toHaveValue('logo-review');
  await userEvent.type(screen.getByRole('textbox', { name: /^Offer price/ }), '39.99');
  await userEvent.type(screen.getByRole('textbox', { name: /^Price in credits/ }), '40');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'svc-photo');
  await userEvent.click(screen.getByRole('button', { name: 'Add a shipping option' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Shipping option 1' }), 'By post');
  const fee = screen.getByRole('textbox', { name: /Fee of option 1/ });
  await userEvent.clear(fee);
  await userEvent.type(fee, '4.50');
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

  expect(await screen.findByText('Your draft is saved.')).toBeInTheDocument();
  const [created] = stub.callsTo('POST /apis/actions/products');
  expect(created?.body).toEqual({
    uniqueName: 'logo-review',
    title: 'Logo Review!',
    description: '',
    price: 5000,
    offerPrice: 3999,
    credits: 40,
    duration: null,
    serviceId: 'svc-photo',
    requiresSurvey: false,
    shipmentOptions: [{ name: 'By post', price: 450 }],
    images: [],
    videos: [],
  });
  expect(created?.signed).toBe(true);
});

it('puts the API field errors on their fields', async () => {
  const stub = stubWith({
    'POST /apis/actions/products': () =>
      apiError(409, 'This handle is taken', [
        { path: 'body.uniqueName', message: 'Another product already uses this name' },
      ]),
  });
  await renderProducts('/products/create', stub.http, aFreelancerUser());
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

  const handle = screen.getByRole('textbox', { name: /^Web address name/ });
  await waitFor(() =>
    expect(handle).toHaveAccessibleDescription(
      expect.stringContaining('Another product already uses this name'),
    ),
  );
  expect(handle).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('This handle is taken');
});

it('creates, then submits for approval and lands on the live list', async () => {
  const stub = stubWith({
    'POST /apis/actions/products': () => ok(aProduct({ productId: 'p-7', stage: 'draft' }), 201),
    'PUT /apis/actions/products/{productId}/request-approval': () =>
      ok(aProduct({ productId: 'p-7', approvalStatus: 'PENDING' })),
  });
  await renderProducts('/products/create', stub.http, aFreelancerUser());
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));

  expect(await screen.findByText('Your product is submitted for approval.')).toBeInTheDocument();
  expect(stub.callsTo('PUT /apis/actions/products/p-7/request-approval')).toHaveLength(1);
  expect(stub.callsTo('GET /apis/actions/products')[0]?.query.get('stage')).toBe('live');
});

it('says the submission failed and keeps the saved product for another try', async () => {
  const stub = stubWith({
    'POST /apis/actions/products': () => ok(aProduct({ productId: 'p-7', stage: 'draft' }), 201),
    'PUT /apis/actions/products/{productId}': () => ok(aProduct({ productId: 'p-7' })),
    'PUT /apis/actions/products/{productId}/request-approval': () =>
      apiError(409, 'Failed to submit product for admin approval'),
  });
  await renderProducts('/products/create', stub.http, aFreelancerUser());
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to submit product for admin approval',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
  await waitFor(() =>
    expect(stub.callsTo('PUT /apis/actions/products/{productId}/request-approval')).toHaveLength(2),
  );
  expect(stub.callsTo('POST /apis/actions/products')).toHaveLength(1);
  expect(stub.callsTo('PUT /apis/actions/products/p-7')).toHaveLength(1);
});

it('uploads a picture with a progress bar and sends it with the product', async () => {
  let finish: (value: unknown) => void = () => undefined;
  const stub = stubWith({
    'POST /apis/auth/s3': ({ body }) =>
      new Promise((resolve) => {
        finish = () => resolve(ok({ key: (body as { key: string }).key, path: 'cGF0aA' }, 201));
      }),
    'POST /apis/actions/products': ({ body }) => ok(aProduct(body as object), 201),
  });
  await renderProducts('/products/create', stub.http, aFreelancerUser());
  await fillRequired();
  const picture = new File(['png-bytes'], 'logo.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Add pictures'), picture);

  expect(await screen.findByRole('progressbar', { name: 'Uploading logo.png' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  finish(undefined);
  expect(await screen.findByRole('button', { name: 'Remove logo.png' })).toBeVisible();
  const [upload] = stub.callsTo('POST /apis/auth/s3');
  expect((upload?.body as { key: string }).key).toMatch(/^products\/fl-1\/[^/]+\/logo\.png$/);

  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await screen.findByText('Your draft is saved.');
  const [created] = stub.callsTo('POST /apis/actions/products');
  expect((created?.body as { images: unknown[] }).images).toEqual([
    expect.objectContaining({ name: 'logo.png', contentType: 'image/png' }),
  ]);
});

it('refuses a picture of another type before uploading it', async () => {
  const stub = stubWith({});
  await renderProducts('/products/create', stub.http, aFreelancerUser());
  const webp = new File(['x'], 'logo.webp', { type: 'image/webp' });
  await userEvent.upload(await screen.findByLabelText('Add pictures'), webp, {
    applyAccept: false,
  });
  expect(await screen.findByText('This type of file is not allowed here.')).toBeInTheDocument();
  expect(stub.callsTo('POST /apis/auth/s3')).toHaveLength(0);
});

it("edits the seller's product with PUT and shows a preview", async () => {
  const existing = aProduct({ productId: 'p-1' });
  const stub = stubWith({
    'GET /apis/actions/products/{productId}': () => ok(existing),
    'PUT /apis/actions/products/{productId}': ({ body }) =>
      ok({ ...existing, ...(body as object), stage: 'draft', approvalStatus: null }),
  });
  await renderProducts('/products/finn/p-1/edit', stub.http, aFreelancerUser());
  const title = await screen.findByRole('textbox', { name: /^Title/ });
  expect(title).toHaveValue('Logo review');
  expect(screen.getByRole('textbox', { name: /^Price(?! in)/ })).toHaveValue('50');
  expect(screen.getByText(/takes this product back to your drafts/)).toBeInTheDocument();
  await userEvent.clear(title);
  await userEvent.type(title, 'Logo check');
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(screen.getByRole('region', { name: 'How customers will see it' })).toHaveTextContent(
    'Logo check',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await screen.findByText('Your draft is saved.');
  const [edit] = stub.callsTo('PUT /apis/actions/products/p-1');
  expect(edit?.body).toMatchObject({ title: 'Logo check', uniqueName: 'logo-review', price: 5000 });
});
