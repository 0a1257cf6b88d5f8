/** Products: writing, the seller's lists, reading, roles, tenants and bad input (docs/products.md). */
import type { DeletedProduct, Product, ProductsPage } from '@mp/contracts';
import { account, accounts, call, setUpTestApi } from './harness';
import {
  PDF,
  PNG,
  WEBM,
  createProduct,
  createdProduct,
  fieldsOf,
  newProduct,
  uploadAs,
} from './products-support';

const { customer, freelancer, admin, acmeFreelancer } = accounts;
const otherFreelancer = account('demo', 'agency-freelancer');

const api = setUpTestApi();

function get(url: string, user: string | null, tenant = 'demo') {
  return call(api, { method: 'GET', url, user, tenant });
}

function edit(productId: string, user: string, body: unknown) {
  return call(api, { method: 'PUT', url: `/apis/actions/products/${productId}`, user, body });
}

function remove(productId: string, user: string, tenant = 'demo') {
  return call(api, { method: 'DELETE', url: `/apis/actions/products/${productId}`, user, tenant });
}

describe('POST /apis/actions/products', () => {
  it('creates a draft of the freelancer with every field, amounts in the tenant currency', async () => {
    const image = await uploadAs(
      api,
      freelancer.userId,
      'products/portrait/cover.png',
      'image/png',
      PNG,
    );
    const video = await uploadAs(
      api,
      freelancer.userId,
      'products/portrait/intro.webm',
      'video/webm',
      WEBM,
    );
    const response = await createProduct(
      api,
      freelancer.userId,
      newProduct({
        uniqueName: 'portrait-session',
        offerPrice: 10000,
        credits: 120,
        duration: 60,
        serviceId: 'photography-and-videography',
        shipmentOptions: [{ name: 'Prints by post', price: 450 }],
        images: [{ ...image, size: 1, contentType: 'image/gif' }],
        videos: [video],
        requiresSurvey: true,
      }),
    );
    expect(response.statusCode).toBe(201);
    const product = response.json<Product>();
    expect(product).toEqual({
      productId: expect.any(String),
      uniqueName: 'portrait-session',
      authorId: freelancer.userId,
      title: 'Portrait session',
      description: 'One hour in the studio, ten edited photos.',
      price: 12000,
      offerPrice: 10000,
      credits: 120,
      duration: 60,
      shipmentOptions: [{ shipmentFeeId: expect.any(String), name: 'Prints by post', price: 450 }],
      serviceId: 'photography-and-videography',
      // The stored type and size replace what the caller claimed.
      images: [image],
      videos: [video],
      requiresSurvey: true,
      stage: 'draft',
      approvalStatus: null,
      approvalReason: null,
      approvalDecidedAt: null,
      submittedAt: null,
      isLive: false,
      currency: 'GBP',
      createdAt: expect.any(String),
      lastModified: expect.any(String),
    });
  });

  it('is for freelancers only', async () => {
    expect((await createProduct(api, customer.userId, newProduct())).statusCode).toBe(403);
    expect((await createProduct(api, admin.userId, newProduct())).statusCode).toBe(403);
    const anonymous = await call(api, {
      method: 'POST',
      url: '/apis/actions/products',
      body: newProduct(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is refused where the tenant sells no products (acme)', async () => {
    const response = await createProduct(api, acmeFreelancer.userId, newProduct(), 'acme');
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('FORBIDDEN');
  });

  it('names each bad field with a 400, never a 5xx', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ price: 0 }, ['body.price']],
      [{ price: 99.5 }, ['body.price']],
      [{ price: '100' }, ['body.price']],
      [{ offerPrice: 12000 }, ['body.offerPrice']],
      [{ uniqueName: 'Not A Slug' }, ['body.uniqueName']],
      [{ title: '   ' }, ['body.title']],
      [{ duration: -5 }, ['body.duration']],
      [{ credits: 0 }, ['body.credits']],
      [{ shipmentOptions: [{ name: '', price: 100 }] }, ['body.shipmentOptions.0.name']],
      [
        { images: [{ key: '../x', name: 'x', contentType: 'image/png', size: 1 }] },
        ['body.images.0.key'],
      ],
      [{ stage: 'live' }, ['body.stage']],
    ];
    for (const [overrides, fields] of cases) {
      const response = await createProduct(api, freelancer.userId, newProduct(overrides));
      expect([response.statusCode, fieldsOf(response)]).toEqual([400, fields]);
    }
    const noTitle = newProduct();
    delete noTitle.title;
    expect(fieldsOf(await createProduct(api, freelancer.userId, noTitle))).toEqual(['body.title']);
    const raw = await call(api, {
      method: 'POST',
      url: '/apis/actions/products',
      user: freelancer.userId,
      rawBody: '{"uniqueName":',
    });
    expect(raw.statusCode).toBe(400);
  });

  it('refuses a taken handle, an unknown service and media that are not allowed (422/409)', async () => {
    const taken = await createProduct(
      api,
      otherFreelancer.userId,
      newProduct({ uniqueName: 'logo-review' }),
    );
    expect([taken.statusCode, fieldsOf(taken)]).toEqual([409, ['body.uniqueName']]);
    const service = await createProduct(
      api,
      freelancer.userId,
      newProduct({ serviceId: 'no-such-service' }),
    );
    expect([service.statusCode, fieldsOf(service)]).toEqual([422, ['body.serviceId']]);
    const pdf = await uploadAs(
      api,
      freelancer.userId,
      'products/brochure.pdf',
      'application/pdf',
      PDF,
    );
    const png = await uploadAs(api, freelancer.userId, 'products/cover-2.png', 'image/png', PNG);
    const others = await uploadAs(
      api,
      otherFreelancer.userId,
      'products/theirs.png',
      'image/png',
      PNG,
    );
    const media = await createProduct(
      api,
      freelancer.userId,
      newProduct({ images: [png, pdf, others], videos: [png] }),
    );
    expect([media.statusCode, fieldsOf(media).sort()]).toEqual([
      422,
      ['body.images.1.key', 'body.images.2.key', 'body.videos.0.key'],
    ]);
  });
});

describe('editing and deleting', () => {
  it('changes the fields sent, keeps shipment options by id, and only for the seller', async () => {
    const created = await createdProduct(api, freelancer.userId, {
      shipmentOptions: [{ name: 'Post', price: 300 }],
    });
    const [kept] = created.shipmentOptions;
    const response = await edit(created.productId, freelancer.userId, {
      title: 'Portrait session, two people',
      shipmentOptions: [
        { ...kept, price: 350 },
        { name: 'Courier', price: 900 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json<Product>();
    expect(edited.title).toBe('Portrait session, two people');
    expect(edited.price).toBe(created.price);
    expect(edited.shipmentOptions).toEqual([
      { shipmentFeeId: kept!.shipmentFeeId, name: 'Post', price: 350 },
      { shipmentFeeId: expect.any(String), name: 'Courier', price: 900 },
    ]);
    const unknownOption = await edit(created.productId, freelancer.userId, {
      shipmentOptions: [{ shipmentFeeId: 'not-an-option', name: 'Post', price: 1 }],
    });
    expect([unknownOption.statusCode, fieldsOf(unknownOption)]).toEqual([
      422,
      ['body.shipmentOptions.0.shipmentFeeId'],
    ]);
    const offer = await edit(created.productId, freelancer.userId, { offerPrice: created.price });
    expect([offer.statusCode, fieldsOf(offer)]).toEqual([422, ['body.offerPrice']]);
    expect(fieldsOf(await edit(created.productId, freelancer.userId, {}))).toEqual(['body']);
    const stranger = await edit(created.productId, otherFreelancer.userId, { title: 'Mine now' });
    expect(stranger.statusCode).toBe(404);
    expect((await edit('no-such-product', freelancer.userId, { title: 'x' })).statusCode).toBe(404);
  });

  it("deletes the seller's own product; anyone else gets 'Failed to delete product'", async () => {
    const created = await createdProduct(api, freelancer.userId);
    for (const [user, tenant] of [
      [otherFreelancer.userId, 'demo'],
      [acmeFreelancer.userId, 'acme'],
    ] as const) {
      const refused = await remove(created.productId, user, tenant);
      expect(refused.statusCode).toBe(tenant === 'acme' ? 403 : 404);
    }
    const notYours = await remove(created.productId, otherFreelancer.userId);
    expect(notYours.json<{ message: string; code: string }>()).toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      message: 'Failed to delete product',
    });
    const deleted = await remove(created.productId, freelancer.userId);
    expect(deleted.json<DeletedProduct>()).toEqual({ productId: created.productId, deleted: true });
    expect((await remove(created.productId, freelancer.userId)).statusCode).toBe(404);
    expect(
      (await get(`/apis/actions/products/${created.productId}`, freelancer.userId)).statusCode,
    ).toBe(404);
  });
});

describe('reading and listing', () => {
  it('shows a live product to anyone, by id and by uniqueName, never to another tenant', async () => {
    const byName = await get('/apis/actions/products/by-name/logo-review', null);
    expect(byName.statusCode).toBe(200);
    const product = byName.json<Product>();
    expect(product).toMatchObject({
      stage: 'live',
      approvalStatus: 'APPROVED_BY_ADMIN',
      isLive: true,
    });
    const byId = await get(`/apis/actions/products/${product.productId}`, customer.userId);
    expect(byId.json<Product>()).toEqual(product);
    expect(
      (await get(`/apis/actions/products/${product.productId}`, null, 'acme')).statusCode,
    ).toBe(404);
    expect((await get('/apis/actions/products/by-name/logo-review', null, 'acme')).statusCode).toBe(
      404,
    );
  });

  it('shows a draft to its seller and administrators only', async () => {
    const draft = await createdProduct(api, freelancer.userId);
    const url = `/apis/actions/products/${draft.productId}`;
    expect((await get(url, freelancer.userId)).statusCode).toBe(200);
    expect((await get(url, admin.userId)).statusCode).toBe(200);
    for (const viewer of [null, customer.userId, otherFreelancer.userId]) {
      const response = await get(url, viewer);
      expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([
        404,
        'PRODUCT_NOT_FOUND',
      ]);
    }
    expect((await get(`/apis/actions/products/by-name/${draft.uniqueName}`, null)).statusCode).toBe(
      404,
    );
  });

  it("lists the seller's drafts and live products separately, in pages", async () => {
    const mine = await createdProduct(api, otherFreelancer.userId);
    const second = await createdProduct(api, otherFreelancer.userId);
    const drafts = await get('/apis/actions/products?stage=draft&limit=1', otherFreelancer.userId);
    const first = drafts.json<ProductsPage>();
    expect(first.products.map((p) => p.productId)).toEqual([second.productId]);
    const next = await get(
      `/apis/actions/products?stage=draft&limit=1&from=${first.lastEvaluatedKey}`,
      otherFreelancer.userId,
    );
    expect(next.json<ProductsPage>().products.map((p) => p.productId)).toEqual([mine.productId]);
    const live = await get('/apis/actions/products?stage=live', freelancer.userId);
    expect(
      live
        .json<ProductsPage>()
        .products.map((p) => p.uniqueName)
        .sort(),
    ).toEqual(['brand-starter-kit', 'logo-review']);
    expect(
      (await get('/apis/actions/products?stage=live', otherFreelancer.userId)).json<ProductsPage>(),
    ).toEqual({
      products: [],
    });
    const bad = await get('/apis/actions/products?stage=sold', freelancer.userId);
    expect([bad.statusCode, fieldsOf(bad)]).toEqual([400, ['query.stage']]);
    const badCursor = await get('/apis/actions/products?stage=draft&from=nope', freelancer.userId);
    expect([badCursor.statusCode, fieldsOf(badCursor)]).toEqual([400, ['query.from']]);
    expect((await get('/apis/actions/products?stage=draft', customer.userId)).statusCode).toBe(403);
  });
});
