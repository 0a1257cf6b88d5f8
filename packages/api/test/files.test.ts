/**
 * File storage routes on local disk: upload, read and delete round trips (public and signed),
 * type checks by the file's bytes, key tricks, size limits and who may read what.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_ERROR_CODES,
  TENANT_HEADER,
  UNSUPPORTED_FILE_MESSAGE,
  type MilestoneView,
} from '@mp/contracts';
import { startContract } from './contract-support';
import { account, call, signedAs, startTestApi, TEST_TIMEOUT_MS, type TestApi } from './harness';

jest.setTimeout(TEST_TIMEOUT_MS);

const FREELANCER = account('demo', 'freelancer').userId;
const OTHER_FREELANCER = account('demo', 'agency-freelancer').userId;
const CUSTOMER = account('demo', 'customer').userId;
const ADMIN = account('demo', 'admin').userId;
const ACME_ADMIN = account('acme', 'admin').userId;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR-rest-of-a-tiny-png'),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.alloc(16),
]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

interface Upload {
  key: string;
  contentType: string;
  bytes: Buffer;
  filesize?: number;
  metadata?: Record<string, unknown>;
  text?: string;
}

/** The browser's form (packages/signed-http buildUploadForm): fields first, `file` last. */
async function upload(
  api: TestApi,
  input: Upload,
  options: { user?: string; tenant?: string; route?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('key', input.key);
  form.append('contentType', input.contentType);
  form.append('filesize', String(input.filesize ?? input.bytes.length));
  form.append('metadata', JSON.stringify(input.metadata ?? {}));
  if (input.text !== undefined) form.append('text', input.text);
  form.append('file', new Blob([new Uint8Array(input.bytes)]), input.key.split('/').pop());
  const headers: Record<string, string> = { [TENANT_HEADER]: options.tenant ?? 'demo' };
  const route = options.route ?? (options.user === undefined ? '/apis/s3' : '/apis/auth/s3');
  const url = `${api.url}${route}`;
  const sent =
    options.user === undefined
      ? headers
      : await signedAs(options.user, { method: 'POST', url, headers }, true);
  const response = await fetch(url, { method: 'POST', headers: sent, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function pathOf(key: string): string {
  return Buffer.from(key, 'utf8').toString('base64');
}

async function download(api: TestApi, key: string, user?: string, tenant = 'demo') {
  const route = user === undefined ? '/apis/s3' : '/apis/auth/s3';
  const headers: Record<string, string> = { [TENANT_HEADER]: tenant };
  const url = `${api.url}${route}?path=${encodeURIComponent(pathOf(key))}`;
  const sent = user === undefined ? headers : await signedAs(user, { method: 'GET', url, headers });
  const response = await fetch(url, { headers: sent });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('files on local disk', () => {
  let api: TestApi;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mp-files-test-'));
    api = await startTestApi(undefined, { FILES_DIR: dir });
  });
  afterAll(async () => {
    await api.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores a signed upload under a generated id and serves it back to its owner', async () => {
    const saved = await upload(
      api,
      { key: 'cv/freelancer/résumé.pdf', contentType: 'application/pdf', bytes: PDF, text: 'Jane' },
      { user: FREELANCER },
    );
    expect(saved).toEqual({
      status: 201,
      body: { key: 'cv/freelancer/résumé.pdf', path: pathOf('cv/freelancer/résumé.pdf') },
    });
    // The key is never a file-system path: the tenant folder holds one UUID-named file.
    expect(readdirSync(path.join(dir, 'demo'))).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    const row = await api.db.query<{ owner_id: string; kind: string; text_excerpt: string }>(
      `SELECT owner_id, kind, text_excerpt FROM files WHERE tenant_id = 'demo' AND key = $1`,
      ['cv/freelancer/résumé.pdf'],
    );
    expect(row.rows).toEqual([{ owner_id: FREELANCER, kind: 'cv', text_excerpt: 'Jane' }]);

    const read = await download(api, 'cv/freelancer/résumé.pdf', FREELANCER);
    expect(read.status).toBe(200);
    expect(read.bytes.equals(PDF)).toBe(true);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('content-disposition')).toBe(
      `inline; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
    );
  });

  it('lets customers and administrators read a freelancer CV, but not other freelancers or tenants', async () => {
    expect((await download(api, 'cv/freelancer/résumé.pdf', CUSTOMER)).status).toBe(200);
    expect((await download(api, 'cv/freelancer/résumé.pdf', ADMIN)).status).toBe(200);
    const other = await download(api, 'cv/freelancer/résumé.pdf', OTHER_FREELANCER);
    expect(other.status).toBe(404);
    expect(JSON.parse(other.bytes.toString()).code).toBe(API_ERROR_CODES.fileNotFound);
    // Tenant B's caller with tenant B's header: the key does not exist there.
    expect((await download(api, 'cv/freelancer/résumé.pdf', ACME_ADMIN, 'acme')).status).toBe(404);
    // Tenant B's caller with tenant A's header: refused before any lookup.
    expect((await download(api, 'cv/freelancer/résumé.pdf', ACME_ADMIN, 'demo')).status).toBe(403);
    // The public GET never serves private files.
    expect((await download(api, 'cv/freelancer/résumé.pdf')).status).toBe(404);
  });

  it("keeps message attachments to the conversation's parties and milestone files to their owner", async () => {
    const opened = await call(api, {
      method: 'POST',
      url: '/channel',
      user: CUSTOMER,
      body: { freelancerId: FREELANCER, customerId: CUSTOMER },
    });
    expect(opened.statusCode).toBe(200);
    const { channelId } = opened.json<{ channel: { channelId: string } }>().channel;
    const messageKey = `messages/${channelId}/brief.txt`;
    const text = { contentType: 'text/plain', bytes: Buffer.from('notes, ünïcode\n') };
    expect((await upload(api, { key: messageKey, ...text }, { user: CUSTOMER })).status).toBe(201);
    for (const party of [CUSTOMER, FREELANCER]) {
      const read = await download(api, messageKey, party);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(read.headers.get('content-disposition')).toMatch(/^attachment; /);
    }
    expect((await download(api, messageKey, OTHER_FREELANCER)).status).toBe(404);
    expect((await download(api, messageKey, ADMIN)).status).toBe(404);
    // Only a party uploads into a conversation, and only into one that exists.
    for (const [key, user] of [
      [`messages/${channelId}/intruder.txt`, OTHER_FREELANCER],
      ['messages/no-such-channel/brief.txt', CUSTOMER],
    ] as const) {
      const refused = await upload(api, { key, ...text }, { user });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({
        code: API_ERROR_CODES.channelNotFound,
        fields: [expect.objectContaining({ path: 'body.key' })],
      });
    }
    // Videos are files of the tenant, but not message attachments.
    const video = await upload(
      api,
      { key: `messages/${channelId}/clip.mp4`, contentType: 'video/mp4', bytes: MP4 },
      { user: CUSTOMER },
    );
    expect(video.status).toBe(400);
    expect(video.body.code).toBe(API_ERROR_CODES.unsupportedFile);

    const milestoneKey = 'milestones/ms-9/report.txt';
    expect((await upload(api, { key: milestoneKey, ...text }, { user: CUSTOMER })).status).toBe(
      201,
    );
    expect((await download(api, milestoneKey, CUSTOMER)).status).toBe(200);
    expect((await download(api, milestoneKey, FREELANCER)).status).toBe(404);
    expect((await download(api, milestoneKey, ADMIN)).status).toBe(200);
  });

  it("serves a milestone's attached files to both parties of its contract, and no one else", async () => {
    const { jobId, milestones } = await startContract(api, CUSTOMER, FREELANCER);
    const milestone = milestones[0] as MilestoneView;
    const key = `milestones/${milestone.milestoneId}/delivery.pdf`;
    expect(
      (await upload(api, { key, contentType: 'application/pdf', bytes: PDF }, { user: FREELANCER }))
        .status,
    ).toBe(201);
    // Uploaded but not yet attached: still the owner's alone.
    expect((await download(api, key, CUSTOMER)).status).toBe(404);
    // As if paid: the freelancer attaches the work while delivering it.
    await api.db.query('UPDATE milestones SET status = 2 WHERE tenant_id = $1 AND id = $2', [
      'demo',
      milestone.milestoneId,
    ]);
    const attach = await call(api, {
      method: 'PUT',
      url: `/jobs/${jobId}/milestones/${milestone.milestoneId}`,
      user: FREELANCER,
      headers: { 'idempotency-key': `attach-${milestone.milestoneId}` },
      body: {
        files: [{ key, name: 'delivery.pdf', contentType: 'application/pdf', size: PDF.length }],
      },
    });
    expect(attach.statusCode).toBe(200);
    const read = await download(api, key, CUSTOMER);
    expect(read.status).toBe(200);
    expect(read.bytes.equals(PDF)).toBe(true);
    expect((await download(api, key, FREELANCER)).status).toBe(200);
    expect((await download(api, key, OTHER_FREELANCER)).status).toBe(404);
  });

  it('serves public uploads to anyone of the tenant and refuses anonymous deletes', async () => {
    const saved = await upload(api, {
      key: 'public/logo.png',
      contentType: 'image/png',
      bytes: PNG,
    });
    expect(saved.status).toBe(201);
    const read = await download(api, 'public/logo.png');
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.bytes.equals(PNG)).toBe(true);
    expect((await download(api, 'public/logo.png', undefined, 'acme')).status).toBe(404);
    // No one may replace an anonymous upload anonymously.
    const again = await upload(api, {
      key: 'public/logo.png',
      contentType: 'image/png',
      bytes: PNG,
    });
    expect(again.status).toBe(409);
    const anonymousDelete = await call(api, {
      method: 'DELETE',
      url: '/apis/s3',
      body: { key: 'public/logo.png' },
    });
    expect(anonymousDelete.statusCode).toBe(403);
    const adminDelete = await call(api, {
      method: 'DELETE',
      url: '/apis/s3',
      user: ADMIN,
      body: { key: 'public/logo.png' },
    });
    expect(adminDelete.json()).toEqual({ key: 'public/logo.png', deleted: true });
    expect((await download(api, 'public/logo.png')).status).toBe(404);
  });

  it('deletes for the owner only; others get 404 (cannot see) or 403 (may read)', async () => {
    const key = 'data/portfolio/sheet.csv';
    expect(
      (
        await upload(
          api,
          { key, contentType: 'text/csv', bytes: Buffer.from('a,b\n1,2\n') },
          { user: FREELANCER },
        )
      ).status,
    ).toBe(201);
    const del = (user: string, k = key) =>
      call(api, { method: 'DELETE', url: '/apis/auth/s3', user, body: { key: k } });
    expect((await del(CUSTOMER)).statusCode).toBe(403);
    expect((await del(OTHER_FREELANCER, 'messages/chan-1/brief.txt')).statusCode).toBe(404);
    const before = readdirSync(path.join(dir, 'demo')).length;
    expect((await del(FREELANCER)).json()).toEqual({ key, deleted: true });
    expect(readdirSync(path.join(dir, 'demo')).length).toBe(before - 1);
    expect((await download(api, key, FREELANCER)).status).toBe(404);
    expect((await del(FREELANCER)).statusCode).toBe(404);
  });

  it('replaces the owner’s own file under the same key and refuses another user’s key', async () => {
    const key = 'cv/freelancer/replace.pdf';
    expect(
      (await upload(api, { key, contentType: 'application/pdf', bytes: PDF }, { user: FREELANCER }))
        .status,
    ).toBe(201);
    const second = Buffer.concat([PDF, Buffer.from('% v2\n')]);
    expect(
      (
        await upload(
          api,
          { key, contentType: 'application/pdf', bytes: second },
          { user: FREELANCER },
        )
      ).status,
    ).toBe(201);
    expect((await download(api, key, FREELANCER)).bytes.equals(second)).toBe(true);
    const taken = await upload(
      api,
      { key, contentType: 'application/pdf', bytes: PDF },
      { user: OTHER_FREELANCER },
    );
    expect(taken.status).toBe(409);
  });

  it('refuses files whose bytes are not what they claim (400 UNSUPPORTED_FILE)', async () => {
    const cases: Upload[] = [
      { key: 'x/app.png', contentType: 'image/png', bytes: EXE },
      { key: 'x/page.png', contentType: 'image/png', bytes: HTML },
      { key: 'x/page.html', contentType: 'text/html', bytes: HTML },
      { key: 'x/doc.pdf', contentType: 'application/pdf', bytes: PNG },
      { key: 'x/app.exe', contentType: 'application/octet-stream', bytes: EXE },
      { key: 'x/empty.txt', contentType: 'text/plain', bytes: Buffer.alloc(0) },
      { key: 'x/size.pdf', contentType: 'application/pdf', bytes: PDF, filesize: PDF.length + 1 },
    ];
    for (const input of cases) {
      const refused = await upload(api, input, { user: FREELANCER });
      expect({ key: input.key, status: refused.status, code: refused.body.code }).toEqual({
        key: input.key,
        status: 400,
        code: API_ERROR_CODES.unsupportedFile,
      });
      expect(refused.body.message).toBe(UNSUPPORTED_FILE_MESSAGE);
    }
  });

  it('refuses key tricks with 400 naming body.key', async () => {
    for (const key of ['../../etc/passwd', '/abs', 'a\\b', '%2e%2e/x', 'a//b', 'a/./b']) {
      const refused = await upload(
        api,
        { key, contentType: 'text/plain', bytes: Buffer.from('x') },
        { user: FREELANCER },
      );
      expect({ key, status: refused.status }).toEqual({ key, status: 400 });
      expect({ key, fields: refused.body.fields }).toEqual({
        key,
        fields: [{ path: 'body.key', message: expect.any(String) }],
      });
    }
    // The same fields as JSON (file in base64): a NUL in the key is named too.
    const json = await call(api, {
      method: 'POST',
      url: '/apis/auth/s3',
      user: FREELANCER,
      body: { key: 'a\u0000b', contentType: 'text/plain', filesize: 1, file: 'eA==' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ fields: unknown[] }>().fields).toEqual([
      { path: 'body.key', message: expect.any(String) },
    ]);
    const badPath = await call(api, {
      method: 'GET',
      url: `/apis/auth/s3?path=${encodeURIComponent(pathOf('../x'))}`,
      user: FREELANCER,
    });
    expect(badPath.statusCode).toBe(400);
    expect(readdirSync(dir).filter((name) => name !== 'demo')).toEqual([]);
  });

  it('answers too large files 413 and anonymous signed-route uploads 401', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const tooLarge = await upload(
      api,
      { key: 'x/big.pdf', contentType: 'application/pdf', bytes: big },
      { user: FREELANCER },
    );
    expect(tooLarge.status).toBe(413);
    const anonymous = await upload(
      api,
      { key: 'x/a.pdf', contentType: 'application/pdf', bytes: PDF },
      { route: '/apis/auth/s3' },
    );
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(API_ERROR_CODES.unauthenticated);
  });
});
