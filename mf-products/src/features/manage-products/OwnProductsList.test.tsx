import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aFreelancerUser, aPublicProfile, apiError, apiStub, ok } from '@mp/test-kit';
import type { StubHandler } from '@mp/test-kit';
import type { Product } from '@mp/contracts';
import { aProduct, renderProducts } from '../../shared/test-support';

beforeAll(() => import('./ManageProductsScreen'));

const DISAPPROVED = aProduct({
  productId: 'p-2',
  title: 'Banner pack',
  stage: 'draft',
  approvalStatus: 'DISAPPROVED_BY_ADMIN',
  approvalReason: 'Add the sizes',
  isLive: false,
});
const DRAFT = aProduct({
  productId: 'p-3',
  title: 'Icon set',
  stage: 'draft',
  approvalStatus: null,
});

function stubWith(
  lists: { draft?: Product[]; live?: Product[] },
  extra: Record<string, StubHandler> = {},
) {
  return apiStub({
    'GET /users/{id}': () => ok(aPublicProfile()),
    'GET /apis/actions/products': ({ query }) =>
      ok({ products: lists[query.get('stage') as 'draft' | 'live'] ?? [] }),
    ...extra,
  });
}

function cardOf(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: title });
  return heading.closest('li') as HTMLElement;
}

it('lists the drafts with their status, the reason and actions', async () => {
  await renderProducts(
    '/products/draft',
    stubWith({ draft: [DISAPPROVED, DRAFT] }).http,
    aFreelancerUser(),
  );
  await screen.findByRole('heading', { name: 'Banner pack' });
  const banner = within(cardOf('Banner pack'));
  expect(banner.getByText('Disapproved by admin')).toBeInTheDocument();
  expect(banner.getByText('Reason: Add the sizes')).toBeInTheDocument();
  expect(banner.getByRole('link', { name: 'Edit Banner pack' })).toHaveAttribute(
    'href',
    '/products/finn/p-2/edit',
  );
  expect(within(cardOf('Icon set')).getByText('Draft')).toBeInTheDocument();
});

it('lists the live products as pending or approved, without submit', async () => {
  const pending = aProduct({
    productId: 'p-4',
    title: 'Audit',
    approvalStatus: 'PENDING',
    isLive: false,
  });
  await renderProducts(
    '/products/live',
    stubWith({ live: [pending, aProduct()] }).http,
    aFreelancerUser(),
  );
  await screen.findByRole('heading', { name: 'Audit' });
  expect(within(cardOf('Audit')).getByText('Pending approval')).toBeInTheDocument();
  expect(within(cardOf('Logo review')).getByText('Approved by admin')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
});

it('says when there are no drafts', async () => {
  await renderProducts('/products/draft', stubWith({}).http, aFreelancerUser());
  expect(
    await screen.findByText('You have no drafts. Create a product to start selling.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create your first product' })).toHaveAttribute(
    'href',
    '/products/create',
  );
});

it('deletes after asking, and shows the failure inside the question', async () => {
  let fail = true;
  const lists = { draft: [DRAFT] };
  const stub = stubWith(lists, {
    'DELETE /apis/actions/products/{productId}': () => {
      if (fail) return apiError(409, 'Failed to delete product');
      lists.draft = [];
      return ok({ productId: 'p-3', deleted: true });
    },
  });
  await renderProducts('/products/draft', stub.http, aFreelancerUser());
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Icon set' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this product?' });
  expect(dialog).toHaveTextContent('“Icon set” will be removed for good.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByText('Failed to delete product')).toBeInTheDocument();

  fail = false;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('The product is deleted.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Icon set' })).toBeNull());
  expect(stub.callsTo('DELETE /apis/actions/products/p-3')).toHaveLength(2);
});

it('submits a draft from the list', async () => {
  const lists = { draft: [DRAFT] };
  const stub = stubWith(lists, {
    'PUT /apis/actions/products/{productId}/request-approval': () => {
      lists.draft = [];
      return ok({ ...DRAFT, stage: 'live', approvalStatus: 'PENDING' });
    },
  });
  await renderProducts('/products/draft', stub.http, aFreelancerUser());
  await userEvent.click(
    await screen.findByRole('button', { name: 'Submit for approval Icon set' }),
  );
  expect(await screen.findByText('Your product is submitted for approval.')).toBeInTheDocument();
  expect(stub.callsTo('PUT /apis/actions/products/p-3/request-approval')).toHaveLength(1);
});

it('tells the seller why an approved product is not live and where to set up payments', async () => {
  const waiting = aProduct({ productId: 'p-5', title: 'Poster', isLive: false });
  await renderProducts(
    '/products/live',
    stubWith({ live: [waiting, aProduct()] }).http,
    aFreelancerUser(),
  );
  await screen.findByRole('heading', { name: 'Poster' });
  const poster = within(cardOf('Poster'));
  expect(
    poster.getByText(/Customers cannot see it yet: your payment account needs to be set up./),
  ).toBeInTheDocument();
  expect(poster.getByRole('link', { name: 'Set up payments' })).toHaveAttribute(
    'href',
    '/freelancer/setting#payment-account',
  );
  expect(within(cardOf('Logo review')).queryByText(/Customers cannot see it yet/)).toBeNull();
});
