import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@mp/router';
import { MoneyProvider } from '@mp/ui';
import type { Product } from '@mp/contracts';
import {
  aPublicProfile,
  apiError,
  apiStub,
  ok,
  type ApiStub,
  type StubHandler,
} from '@mp/test-kit';
import { renderSignedIn } from './test-support';
import { ProductApprovalsSection } from '.';

function product(overrides: Partial<Product>): Product {
  return {
    productId: 'p-1',
    uniqueName: 'logo-review',
    authorId: 'fl-1',
    title: 'Logo review',
    description: '',
    price: 5000,
    offerPrice: null,
    credits: null,
    duration: null,
    shipmentOptions: [],
    serviceId: null,
    images: [],
    videos: [],
    requiresSurvey: false,
    stage: 'live',
    approvalStatus: 'PENDING',
    approvalReason: null,
    approvalDecidedAt: null,
    submittedAt: '2026-11-20T10:00:00.000Z',
    isLive: false,
    currency: 'GBP',
    createdAt: '2026-11-19T10:00:00.000Z',
    lastModified: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const LOGO = product({});
const ICONS = product({ productId: 'p-2', title: 'Icon set', price: 2000 });

/** The API's queue: pending products; a decision removes one and answers the decided product. */
function queueRoutes(initial: Product[]): Record<string, StubHandler> {
  let pending = [...initial];
  return {
    'GET /admin/products': () => ok({ products: pending }),
    'GET /users/{id}': () => ok(aPublicProfile({ profilePicture: 'https://cdn.test/finn.png' })),
    'POST /admin/products/{productId}/approval': ({ params, body }) => {
      const found = pending.find((p) => p.productId === params.productId);
      if (!found) return apiError(409, 'The product is not pending');
      pending = pending.filter((p) => p !== found);
      const decision = body as { approved: boolean; reason?: string };
      return ok({
        ...found,
        approvalStatus: decision.approved ? 'APPROVED_BY_ADMIN' : 'DISAPPROVED_BY_ADMIN',
        approvalReason: decision.reason ?? null,
      });
    },
  };
}

function renderSection(api: ApiStub) {
  return renderSignedIn(
    <MemoryRouter>
      <MoneyProvider format={{ currency: 'GBP', locale: 'en' }}>
        <ProductApprovalsSection />
      </MoneyProvider>
    </MemoryRouter>,
    api.http,
  );
}

describe('Products waiting for approval', () => {
  it('lists pending products with seller and price, and approves one', async () => {
    const api = apiStub(queueRoutes([LOGO, ICONS]));
    await renderSection(api);
    const logo = (await screen.findByRole('link', { name: 'Logo review' })).closest('li')!;
    expect(screen.getByRole('link', { name: 'Logo review' })).toHaveAttribute(
      'href',
      '/products/finn/p-1',
    );
    expect(within(logo).getByText('Finn Freelancer')).toBeTruthy();
    expect(within(logo).getByText('£50.00')).toBeTruthy();
    expect(logo.querySelector('img.mp-avatar')).toHaveAttribute('src', 'https://cdn.test/finn.png');
    expect(api.callsTo('GET /admin/products')[0]?.query.get('status')).toBe('pending');

    await userEvent.click(screen.getByRole('button', { name: 'Approve Logo review' }));

    expect(await screen.findByText('Logo review is approved.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Logo review' })).toBeNull();
    const [decision] = api.callsTo('POST /admin/products/p-1/approval');
    expect(decision).toMatchObject({ body: { approved: true }, signed: true });
  });

  it('needs a reason to disapprove, then sends it; the empty queue says so', async () => {
    const api = apiStub(queueRoutes([ICONS]));
    await renderSection(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Disapprove Icon set' }));
    const dialog = screen.getByRole('dialog', { name: 'Disapprove Icon set?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disapprove product' }));
    expect(
      within(dialog).getByText('Please input a reason for disapproving the product'),
    ).toBeTruthy();
    expect(api.callsTo('POST /admin/products/{productId}/approval')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), ' Pictures are blurry ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disapprove product' }));

    expect(
      await screen.findByText('Icon set was disapproved and is back with its seller.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/products/p-2/approval')[0]?.body).toEqual({
      approved: false,
      reason: 'Pictures are blurry',
    });
    expect(screen.getByText('No products are waiting')).toBeTruthy();
  });

  it('says when another administrator decided first', async () => {
    const api = apiStub({
      ...queueRoutes([LOGO]),
      'POST /admin/products/{productId}/approval': () =>
        apiError(409, 'The product is not pending'),
    });
    await renderSection(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Logo review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Logo review was already decided by another administrator.',
    );
  });
});
