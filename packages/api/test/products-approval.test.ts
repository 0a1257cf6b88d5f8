/** Products go live: submitted, approved by an administrator, seller onboarded (docs/products.md#statuses). */
import type { Product, ProductsPage } from '@mp/contracts';
import { TENANT_HEADER } from '@mp/contracts';
import { account, accounts, call, setUpTestApi } from './harness';
import { PNG, createdProduct, fieldsOf, uploadAs } from './products-support';

const { customer, freelancer, admin, acmeFreelancer } = accounts;
const seller = account('demo', 'agency-freelancer');
const acmeAdmin = account('acme', 'admin');

const api = setUpTestApi();

function submit(productId: string, user: string) {
  return call(api, {
    method: 'PUT',
    url: `/apis/actions/products/${productId}/request-approval`,
    user,
    body: {},
  });
}

function decide(productId: string, user: string, body: unknown, tenant = 'demo') {
  return call(api, {
    method: 'POST',
    url: `/admin/products/${productId}/approval`,
    user,
    tenant,
    body,
  });
}

function queue(user: string, query = '', tenant = 'demo') {
  return call(api, { method: 'GET', url: `/admin/products${query}`, user, tenant });
}

async function publicRead(productId: string) {
  return call(api, { method: 'GET', url: `/apis/actions/products/${productId}` });
}

async function anonymousDownload(key: string) {
  const path = encodeURIComponent(Buffer.from(key).toString('base64'));
  const response = await fetch(`${api.url}/apis/s3?path=${path}`, {
    headers: { [TENANT_HEADER]: 'demo' },
  });
  return response.status;
}

const ids = (page: ProductsPage) => page.products.map((p) => p.productId);

describe('submitting, approving and disapproving', () => {
  it('walks a product from draft to pending, disapproved, pending again and approved', async () => {
    const image = await uploadAs(api, seller.userId, 'products/lesson/cover.png', 'image/png', PNG);
    const draft = await createdProduct(api, seller.userId, { images: [image] });
    expect(await anonymousDownload(image.key)).toBe(404);

    const submitted = await submit(draft.productId, seller.userId);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<Product>()).toMatchObject({
      stage: 'live',
      approvalStatus: 'PENDING',
      submittedAt: expect.any(String),
      isLive: false,
    });
    expect((await publicRead(draft.productId)).statusCode).toBe(404);
    const again = await submit(draft.productId, seller.userId);
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([
      409,
      'Failed to submit product for admin approval',
    ]);
    expect(ids((await queue(admin.userId)).json<ProductsPage>())).toContain(draft.productId);

    const noReason = await decide(draft.productId, admin.userId, { approved: false });
    expect([noReason.statusCode, fieldsOf(noReason)]).toEqual([400, ['body.reason']]);
    const disapproved = await decide(draft.productId, admin.userId, {
      approved: false,
      reason: 'The photo is not yours',
    });
    expect(disapproved.json<Product>()).toMatchObject({
      stage: 'draft',
      approvalStatus: 'DISAPPROVED_BY_ADMIN',
      approvalReason: 'The photo is not yours',
      approvalDecidedAt: expect.any(String),
      isLive: false,
    });
    const drafts = await call(api, {
      method: 'GET',
      url: '/apis/actions/products?stage=draft',
      user: seller.userId,
    });
    expect(ids(drafts.json<ProductsPage>())).toContain(draft.productId);
    expect((await decide(draft.productId, admin.userId, { approved: true })).statusCode).toBe(409);
    expect(ids((await queue(admin.userId, '?status=disapproved')).json<ProductsPage>())).toContain(
      draft.productId,
    );

    expect((await submit(draft.productId, seller.userId)).json<Product>()).toMatchObject({
      approvalStatus: 'PENDING',
      approvalReason: null,
    });
    const approved = await decide(draft.productId, admin.userId, { approved: true });
    expect(approved.json<Product>()).toMatchObject({
      stage: 'live',
      approvalStatus: 'APPROVED_BY_ADMIN',
      isLive: true,
    });
    expect((await publicRead(draft.productId)).json<Product>().isLive).toBe(true);
    expect(await anonymousDownload(image.key)).toBe(200);
    expect(ids((await queue(admin.userId)).json<ProductsPage>())).not.toContain(draft.productId);
    expect(ids((await queue(admin.userId, '?status=approved')).json<ProductsPage>())).toContain(
      draft.productId,
    );
  });

  it('is live only while its seller is onboarded for payments', async () => {
    const product = await createdProduct(api, seller.userId);
    await submit(product.productId, seller.userId);
    await decide(product.productId, admin.userId, { approved: true });
    await api.db.query(
      `UPDATE payment_accounts SET status = 2 WHERE tenant_id = 'demo' AND user_id = $1`,
      [seller.userId],
    );
    try {
      expect((await publicRead(product.productId)).statusCode).toBe(404);
      const own = await call(api, {
        method: 'GET',
        url: `/apis/actions/products/${product.productId}`,
        user: seller.userId,
      });
      expect(own.json<Product>()).toMatchObject({
        approvalStatus: 'APPROVED_BY_ADMIN',
        isLive: false,
      });
    } finally {
      await api.db.query(
        `UPDATE payment_accounts SET status = 4 WHERE tenant_id = 'demo' AND user_id = $1`,
        [seller.userId],
      );
    }
    expect((await publicRead(product.productId)).json<Product>().isLive).toBe(true);
  });

  it('sends an edited live product back to the drafts, to be approved again', async () => {
    const product = await createdProduct(api, seller.userId);
    await submit(product.productId, seller.userId);
    await decide(product.productId, admin.userId, { approved: true });
    const edited = await call(api, {
      method: 'PUT',
      url: `/apis/actions/products/${product.productId}`,
      user: seller.userId,
      body: { price: 99999 },
    });
    expect(edited.json<Product>()).toMatchObject({
      stage: 'draft',
      approvalStatus: null,
      submittedAt: null,
      isLive: false,
      price: 99999,
    });
    expect((await publicRead(product.productId)).statusCode).toBe(404);
  });
});

describe('who may submit and decide', () => {
  it('lets only the seller submit', async () => {
    const product = await createdProduct(api, seller.userId);
    const stranger = await submit(product.productId, freelancer.userId);
    expect([stranger.statusCode, stranger.json<{ message: string }>().message]).toEqual([
      404,
      'Failed to submit product for admin approval',
    ]);
    expect((await submit(product.productId, customer.userId)).statusCode).toBe(403);
    expect((await submit(product.productId, admin.userId)).statusCode).toBe(403);
    const anonymous = await call(api, {
      method: 'PUT',
      url: `/apis/actions/products/${product.productId}/request-approval`,
      body: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const body = await call(api, {
      method: 'PUT',
      url: `/apis/actions/products/${product.productId}/request-approval`,
      user: seller.userId,
      body: { approvalStatus: 'APPROVED_BY_ADMIN' },
    });
    expect([body.statusCode, fieldsOf(body)]).toEqual([400, ['body.approvalStatus']]);
  });

  it("keeps the queue and decisions to the tenant's administrators", async () => {
    const product = await createdProduct(api, seller.userId);
    await submit(product.productId, seller.userId);
    expect((await queue(freelancer.userId)).statusCode).toBe(403);
    expect((await queue(customer.userId)).statusCode).toBe(403);
    expect((await decide(product.productId, seller.userId, { approved: true })).statusCode).toBe(
      403,
    );
    // Acme sells no products; a product of demo is never in reach of acme's administrator.
    expect((await queue(acmeAdmin.userId, '', 'acme')).statusCode).toBe(403);
    expect(
      (await decide(product.productId, acmeAdmin.userId, { approved: true }, 'acme')).statusCode,
    ).toBe(403);
    expect((await decide('no-such-product', admin.userId, { approved: true })).statusCode).toBe(
      404,
    );
    const bad = await queue(admin.userId, '?status=maybe');
    expect([bad.statusCode, fieldsOf(bad)]).toEqual([400, ['query.status']]);
    const credentialsOfAnotherTenant = await call(api, {
      method: 'GET',
      url: '/admin/products',
      user: acmeFreelancer.userId,
    });
    expect(credentialsOfAnotherTenant.statusCode).toBe(403);
  });

  it('pages through the queue, oldest submission first', async () => {
    const first = await createdProduct(api, seller.userId);
    const second = await createdProduct(api, seller.userId);
    await submit(first.productId, seller.userId);
    await submit(second.productId, seller.userId);
    const seen: string[] = [];
    let from: string | undefined;
    do {
      const page = (
        await queue(admin.userId, `?limit=1${from === undefined ? '' : `&from=${from}`}`)
      ).json<ProductsPage>();
      seen.push(...ids(page));
      from = page.lastEvaluatedKey;
    } while (from !== undefined);
    expect(seen.indexOf(first.productId)).toBeLessThan(seen.indexOf(second.productId));
    expect(new Set(seen).size).toBe(seen.length);
  });
});
