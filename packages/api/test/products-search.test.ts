/** Index `products` of the search DSL routes: filters and who finds what (docs/products.md#search). */
import type { Product, SearchResponse } from '@mp/contracts';
import { account, accounts, call, setUpTestApi } from './harness';
import { createdProduct } from './products-support';

const { customer, freelancer, admin, acmeCustomer } = accounts;
const seller = account('demo', 'agency-freelancer');

/** A word no seeded product contains, so searches find only the products made here. */
const WORD = 'zebracraft';

const api = setUpTestApi();
const products: Record<string, Product> = {};

function es(body: unknown, user: string | null, tenant = 'demo') {
  return call(api, {
    method: 'POST',
    url: user === null ? '/apis/v2/es' : '/apis/v2/auth/es',
    user,
    tenant,
    body: { index: 'products', ...(body as object) },
  });
}

const ids = (response: { json: <T>() => T }) =>
  response.json<SearchResponse>().hits.hits.map((hit) => hit._id);

async function approve(product: Product): Promise<Product> {
  await call(api, {
    method: 'PUT',
    url: `/apis/actions/products/${product.productId}/request-approval`,
    user: product.authorId,
    body: {},
  });
  const decided = await call(api, {
    method: 'POST',
    url: `/admin/products/${product.productId}/approval`,
    user: admin.userId,
    body: { approved: true },
  });
  return decided.json<Product>();
}

beforeAll(async () => {
  products.cheap = await approve(
    await createdProduct(api, seller.userId, {
      title: `Pocket ${WORD} sketch`,
      price: 2000,
      serviceId: 'graphic-design',
    }),
  );
  products.dear = await approve(
    await createdProduct(api, freelancer.userId, {
      title: `Full ${WORD} mural`,
      description: 'A wall painted for you.',
      price: 90000,
      serviceId: 'photography-and-videography',
    }),
  );
  products.draft = await createdProduct(api, seller.userId, { title: `Draft ${WORD} poster` });
  const pending = await createdProduct(api, seller.userId, { title: `Pending ${WORD} banner` });
  await call(api, {
    method: 'PUT',
    url: `/apis/actions/products/${pending.productId}/request-approval`,
    user: seller.userId,
    body: {},
  });
  products.pending = pending;
});

const text = { match: { title: WORD } };

describe('index products', () => {
  it('finds live products by text for the public and customers, with the product as _source', async () => {
    for (const user of [null, customer.userId]) {
      const response = await es({ query: text }, user);
      expect(response.statusCode).toBe(200);
      expect(ids(response).sort()).toEqual(
        [products.cheap!.productId, products.dear!.productId].sort(),
      );
    }
    const hit = (
      await es({ query: { ids: { values: [products.cheap!.productId] } } }, null)
    ).json<SearchResponse>().hits.hits[0]!;
    expect(hit._index).toBe('products');
    expect(hit._source).toEqual(products.cheap);
  });

  it('filters by price range, service and seller', async () => {
    const filtered = (filter: unknown[]) => es({ query: { bool: { must: [text], filter } } }, null);
    expect(ids(await filtered([{ range: { price: { lte: 5000 } } }]))).toEqual([
      products.cheap!.productId,
    ]);
    expect(ids(await filtered([{ range: { price: { gte: 5000, lte: 100000 } } }]))).toEqual([
      products.dear!.productId,
    ]);
    expect(ids(await filtered([{ term: { serviceId: 'graphic-design' } }]))).toEqual([
      products.cheap!.productId,
    ]);
    expect(ids(await filtered([{ term: { authorId: freelancer.userId } }]))).toEqual([
      products.dear!.productId,
    ]);
    expect(ids(await filtered([{ term: { sellerId: seller.userId } }]))).toEqual([
      products.cheap!.productId,
    ]);
    const sorted = await es({ query: text, sort: [{ price: 'desc' }] }, null);
    expect(ids(sorted)).toEqual([products.dear!.productId, products.cheap!.productId]);
  });

  it('shows freelancers their own drafts and pending products, administrators every product', async () => {
    expect(ids(await es({ query: text }, seller.userId)).sort()).toEqual(
      [
        products.cheap!.productId,
        products.dear!.productId,
        products.draft!.productId,
        products.pending!.productId,
      ].sort(),
    );
    expect(ids(await es({ query: text }, freelancer.userId)).sort()).toEqual(
      [products.cheap!.productId, products.dear!.productId].sort(),
    );
    expect(ids(await es({ query: text }, admin.userId))).toHaveLength(4);
    const pending = await es(
      { query: { bool: { must: [text], filter: [{ term: { approvalStatus: 'PENDING' } }] } } },
      admin.userId,
    );
    expect(ids(pending)).toEqual([products.pending!.productId]);
    // Filtering on isLive cannot widen what the permission filter shows.
    const notLive = await es(
      { query: { bool: { must: [text], filter: [{ term: { isLive: false } }] } } },
      null,
    );
    expect(ids(notLive)).toEqual([]);
  });

  it('refuses what the subset does not have, naming it, and ignoreStateFilter', async () => {
    const unknownField = await es({ query: { term: { secret: 'x' } } }, null);
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json<{ fields: { path: string }[] }>().fields[0]!.path).toBe(
      'body.query.term.secret',
    );
    expect((await es({ query: text, ignoreStateFilter: true }, admin.userId)).statusCode).toBe(403);
  });

  it('shows nothing on a tenant that sells no products, and never another tenant’s', async () => {
    for (const user of [null, acmeCustomer.userId]) {
      const response = await es({ query: text }, user, 'acme');
      expect([response.statusCode, ids(response)]).toEqual([200, []]);
    }
  });
});
