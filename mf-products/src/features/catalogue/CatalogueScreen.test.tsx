import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCustomerUser, aPublicProfile, apiStub, ok, SERVICES } from '@mp/test-kit';
import { aProduct, renderProducts } from '../../shared/test-support';

beforeAll(() => import('./CatalogueScreen'));

function hitsOf(products: ReturnType<typeof aProduct>[], total = products.length) {
  return {
    took: 1,
    timed_out: false,
    hits: {
      total: { value: total, relation: 'eq' },
      max_score: null,
      hits: products.map((product) => ({
        _id: product.productId,
        _index: 'products',
        _score: null,
        _source: product,
      })),
    },
  };
}

function stubWith(products: ReturnType<typeof aProduct>[], total?: number) {
  return apiStub(
    {
      'GET /services': () => ok(SERVICES),
      'POST /apis/v2/es': () => ok(hitsOf(products, total)),
      'POST /apis/v2/auth/es': () => ok(hitsOf(products, total)),
      'GET /users/{id}': () => ok(aPublicProfile({ profilePicture: 'https://cdn.test/finn.png' })),
    },
    { signer: null },
  );
}

it('shows live products to a signed-out visitor with prices and their seller', async () => {
  const stub = stubWith([aProduct()]);
  await renderProducts('/products', stub.http, null);

  const link = await screen.findByRole('link', { name: 'Logo review' });
  expect(link).toHaveAttribute('href', '/products/finn/p-1');
  const card = link.closest('article, section, div') as HTMLElement;
  expect(within(card.parentElement as HTMLElement).getByText('£40.00')).toBeInTheDocument();
  expect(screen.getByText('by Finn Freelancer')).toBeInTheDocument();
  expect(screen.getByText('1 product found')).toBeInTheDocument();
  const [search] = stub.callsTo('POST /apis/v2/es');
  expect(search?.body).toMatchObject({ index: 'products' });
  expect(search?.signed).toBe(false);
});

it('searches by text, service and price, signed in through the private route', async () => {
  const stub = stubWith([aProduct()]);
  await renderProducts('/products', stub.http, aCustomerUser());
  await screen.findByRole('link', { name: 'Logo review' });

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search words' }), 'logo');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'svc-photo');
  await userEvent.type(screen.getByRole('textbox', { name: 'Lowest price' }), '20');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));

  await screen.findByRole('link', { name: 'Logo review' });
  const last = stub.callsTo('POST /apis/v2/auth/es').at(-1);
  expect(last?.body).toMatchObject({
    index: 'products',
    query: {
      bool: {
        must: [{ multi_match: { query: 'logo' } }],
        filter: [
          { term: { isLive: true } },
          { term: { serviceId: 'svc-photo' } },
          { range: { price: { gte: 2000 } } },
        ],
      },
    },
  });
});

it('refuses a price range upside down without searching again', async () => {
  const stub = stubWith([aProduct()]);
  await renderProducts('/products', stub.http, null);
  await screen.findByRole('link', { name: 'Logo review' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Lowest price' }), '50');
  await userEvent.type(screen.getByRole('textbox', { name: 'Highest price' }), '5');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));

  expect(screen.getByRole('textbox', { name: 'Highest price' })).toHaveAccessibleDescription(
    expect.stringContaining('The highest price must not be below the lowest.'),
  );
  expect(stub.callsTo('POST /apis/v2/es')).toHaveLength(1);
});

it('says when nothing matches', async () => {
  await renderProducts('/products', stubWith([]).http, null);
  expect(await screen.findByText('No products match your search')).toBeInTheDocument();
});

it('pages through the results', async () => {
  const stub = stubWith([aProduct()], 30);
  await renderProducts('/products', stub.http, null);
  await screen.findByText('Page 1 of 3');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Page 2 of 3');
  expect(stub.callsTo('POST /apis/v2/es').at(-1)?.body).toMatchObject({ from: 12, size: 12 });
});

it('folds the filters into a sheet behind a Filters button on phones, results first', async () => {
  window.matchMedia = jest.fn((query: string) => ({
    matches: true,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
  try {
    await renderProducts('/products?q=logo', stubWith([]).http, null);
    expect(screen.queryByRole('search')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    await userEvent.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('search')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  } finally {
    Reflect.deleteProperty(window, 'matchMedia');
  }
});
