/**
 * Portfolios (docs/users.md#portfolio): freelancers add images and videos they uploaded, only
 * of the allowed types; anyone sees a portfolio and its files; only the owner removes an item.
 */
import {
  PORTFOLIO_MAX_ITEMS,
  UNSUPPORTED_FILE_MESSAGE,
  type Portfolio,
  type PortfolioItem,
  type SeededAccount,
} from '@mp/contracts';
import { account, accounts, call, setUpTestApi, type TestApi } from './harness';
import { PDF, PNG, WEBM } from './products-support';
import { expectStatus } from './proposals-support';

const { freelancer, agencyFreelancer, customer, admin, acmeFreelancer } = accounts;
const api = setUpTestApi();
const URL = '/freelancer/portfolio';

type ErrorBody = { code: string; message: string; fields?: { path: string; message: string }[] };
type FileRef = { key: string; name: string; contentType: string; size: number };

let uploads = 0;

async function uploaded(
  test: TestApi,
  who: SeededAccount,
  name: string,
  contentType: string,
  bytes: Buffer,
): Promise<FileRef> {
  uploads += 1;
  const key = `portfolio/${who.userId}/${process.pid}-${uploads}/${name}`;
  const response = await call(test, {
    method: 'POST',
    url: '/apis/auth/s3',
    tenant: who.tenantId,
    user: who.userId,
    body: { key, contentType, filesize: bytes.length, file: bytes.toString('base64') },
  });
  expectStatus(response, 201);
  return { key, name, contentType, size: bytes.length };
}

function add(who: SeededAccount, body: unknown) {
  return call(api, { method: 'POST', url: URL, tenant: who.tenantId, user: who.userId, body });
}

function remove(who: SeededAccount, itemId: string) {
  return call(api, {
    method: 'DELETE',
    url: `${URL}/${itemId}`,
    tenant: who.tenantId,
    user: who.userId,
  });
}

function list(userId: string, options: { tenant?: string; viewer?: string } = {}) {
  return call(api, {
    method: 'GET',
    url: `${URL}?userId=${userId}`,
    tenant: options.tenant ?? 'demo',
    user: options.viewer ?? null,
  });
}

async function download(key: string, viewer: SeededAccount | null, tenant = 'demo') {
  const path = Buffer.from(key, 'utf8').toString('base64');
  return call(api, {
    method: 'GET',
    url: `${viewer === null ? '/apis/s3' : '/apis/auth/s3'}?path=${encodeURIComponent(path)}`,
    tenant,
    user: viewer?.userId ?? null,
  });
}

describe('portfolio', () => {
  it('adds an image and a video, lists them newest first to anyone, and serves their files', async () => {
    const image = await uploaded(api, freelancer, 'logo.png', 'image/png', PNG);
    const video = await uploaded(api, freelancer, 'reel.webm', 'video/webm', WEBM);
    const first = expectStatus(
      await add(freelancer, { title: '  Bakery logo ', description: 'For a bakery', file: image }),
      201,
    ).json<PortfolioItem>();
    expect(first).toMatchObject({
      userId: freelancer.userId,
      title: 'Bakery logo',
      description: 'For a bakery',
      media: 'image',
      file: { key: image.key, contentType: 'image/png', size: PNG.length },
    });
    const second = expectStatus(
      await add(freelancer, { title: 'Show reel', file: video }),
      201,
    ).json<PortfolioItem>();
    expect(second).toMatchObject({ media: 'video', description: null });

    const publicList = expectStatus(await list(freelancer.userId), 200).json<Portfolio>();
    const ids = publicList.items.map((item) => item.itemId);
    expect(ids.indexOf(second.itemId)).toBeLessThan(ids.indexOf(first.itemId));
    const signedList = expectStatus(
      await list(freelancer.userId, { viewer: customer.userId }),
      200,
    ).json<Portfolio>();
    expect(signedList.items.map((item) => item.itemId)).toEqual(ids);

    expect((await download(image.key, null)).statusCode).toBe(200);
    expect((await download(video.key, customer)).statusCode).toBe(200);
    expect((await download(image.key, null, 'acme')).statusCode).toBe(404);
  });

  it('refuses a file of another type with the message the screens show, and names the field', async () => {
    const pdf = await uploaded(api, freelancer, 'cv.pdf', 'application/pdf', PDF);
    const refused = expectStatus(await add(freelancer, { title: 'CV', file: pdf }), 400);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'UNSUPPORTED_FILE',
      message: UNSUPPORTED_FILE_MESSAGE,
      fields: [{ path: 'body.file' }],
    });
    // The declared type counts for nothing: the stored (sniffed) type decides.
    const lying = await add(freelancer, {
      title: 'CV',
      file: { ...pdf, contentType: 'image/png' },
    });
    expect(lying.json<ErrorBody>().code).toBe('UNSUPPORTED_FILE');
    expect((await download(pdf.key, null)).statusCode).toBe(404);
  });

  it("refuses a file that is not the caller's upload, and bad input, naming the field (422 and 400)", async () => {
    const someoneElses = await uploaded(api, agencyFreelancer, 'theirs.png', 'image/png', PNG);
    const notMine = expectStatus(
      await add(freelancer, { title: 'Not mine', file: someoneElses }),
      422,
    );
    expect(notMine.json<ErrorBody>().fields).toEqual([
      expect.objectContaining({ path: 'body.file.key' }),
    ]);
    const image = await uploaded(api, freelancer, 'ok.png', 'image/png', PNG);
    const noTitle = expectStatus(await add(freelancer, { title: '   ', file: image }), 400);
    expect(noTitle.json<ErrorBody>().fields?.[0]?.path).toBe('body.title');
    const extra = expectStatus(await add(freelancer, { title: 'x', file: image, x: 1 }), 400);
    expect(extra.json<ErrorBody>().code).toBe('VALIDATION_FAILED');
    const badQuery = expectStatus(await list('not-a-uuid'), 400);
    expect(badQuery.json<ErrorBody>().fields?.[0]?.path).toBe('query.userId');
  });

  it('lets only freelancers add, and only the owner remove', async () => {
    const image = await uploaded(api, freelancer, 'mine.png', 'image/png', PNG);
    const item = expectStatus(
      await add(freelancer, { title: 'Mine', file: image }),
      201,
    ).json<PortfolioItem>();
    for (const who of [customer, admin]) {
      expect((await add(who, { title: 'x', file: image })).statusCode).toBe(403);
    }
    const unsigned = await call(api, {
      method: 'POST',
      url: URL,
      body: { title: 'x', file: image },
    });
    expect(unsigned.statusCode).toBe(401);
    const foreign = expectStatus(await remove(agencyFreelancer, item.itemId), 404);
    expect(foreign.json<ErrorBody>().code).toBe('PORTFOLIO_ITEM_NOT_FOUND');
    expect((await remove(acmeFreelancer, item.itemId)).statusCode).toBe(404);
    expect((await remove(customer, item.itemId)).statusCode).toBe(403);
    expect(expectStatus(await remove(freelancer, item.itemId), 200).json()).toEqual({
      itemId: item.itemId,
      deleted: true,
    });
    expect((await remove(freelancer, item.itemId)).statusCode).toBe(404);
    const after = expectStatus(await list(freelancer.userId), 200).json<Portfolio>();
    expect(after.items.some((entry) => entry.itemId === item.itemId)).toBe(false);
  });

  it('keeps tenants apart', async () => {
    expect((await list(freelancer.userId, { tenant: 'acme' })).statusCode).toBe(404);
    const acmeImage = await uploaded(api, acmeFreelancer, 'acme.png', 'image/png', PNG);
    expectStatus(await add(acmeFreelancer, { title: 'Acme work', file: acmeImage }), 201);
    const demoList = expectStatus(await list(freelancer.userId), 200).json<Portfolio>();
    expect(demoList.items.every((item) => item.userId === freelancer.userId)).toBe(true);
    expect((await download(acmeImage.key, freelancer)).statusCode).toBe(404);
  });

  it(`holds at most ${PORTFOLIO_MAX_ITEMS} items`, async () => {
    const owner = account('demo', 'agency');
    const image = await uploaded(api, owner, 'many.png', 'image/png', PNG);
    for (let index = 0; index < PORTFOLIO_MAX_ITEMS; index += 1) {
      expectStatus(await add(owner, { title: `Item ${index}`, file: image }), 201);
    }
    const full = expectStatus(await add(owner, { title: 'One more', file: image }), 422);
    expect(full.json<ErrorBody>().fields?.[0]?.path).toBe('body.file');
  });
});
