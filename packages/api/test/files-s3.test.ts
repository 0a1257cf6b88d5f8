/**
 * The S3 storage adapter against s3rver (an S3 speaking server) in-process on a random port,
 * directly and behind the upload/download/delete routes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { TENANT_HEADER } from '@mp/contracts';
import S3rver from 's3rver';
import { loadConfig } from '../src/config';
import { createFileStorage, LocalFileStorage, S3FileStorage } from '../src/storage';
import { account, call, signedAs, startTestApi, TEST_TIMEOUT_MS, type TestApi } from './harness';

jest.setTimeout(TEST_TIMEOUT_MS);

const BUCKET = 'mp-files';
const OBJECT = { tenantId: 'demo', id: '3b241101-e2bb-4255-8caf-4136c566a962' };

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('S3 file storage (s3rver)', () => {
  let dir: string;
  let server: S3rver;
  let storage: S3FileStorage;
  let endpoint: string;
  /** The configuration variables that select this bucket. */
  let s3Env: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mp-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      allowMismatchedSignatures: true,
      configureBuckets: [{ name: BUCKET }],
    });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    s3Env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_PREFIX: 'uploads/',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    };
    const created = createFileStorage(
      loadConfig({ ...s3Env, INTERNAL_TOKEN: 'files-tests-token' }).storage,
    );
    if (!(created instanceof S3FileStorage)) throw new Error('S3_BUCKET must select S3');
    storage = created;
  });
  afterAll(async () => {
    storage.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts, gets and deletes an object under <prefix><tenant>/<uuid>', async () => {
    const bytes = Buffer.from('%PDF-1.4\nbytes from s3\n');
    await storage.put(OBJECT, bytes, 'application/pdf');
    const stream = await storage.get(OBJECT);
    expect(stream).not.toBeNull();
    expect((await readAll(stream!)).equals(bytes)).toBe(true);
    // The object really sits in the bucket under the prefixed name (plain HTTP GET).
    const direct = await fetch(`${endpoint}/${BUCKET}/uploads/demo/${OBJECT.id}`);
    expect(direct.status).toBe(200);
    await storage.delete(OBJECT);
    expect(await storage.get(OBJECT)).toBeNull();
    await expect(storage.delete(OBJECT)).resolves.toBeUndefined();
  });

  it('refuses object names that are not <tenant>/<uuid>', async () => {
    await expect(
      storage.put({ tenantId: 'demo', id: '../../etc/passwd' }, Buffer.from('x'), 'text/plain'),
    ).rejects.toThrow('invalid stored object');
  });

  it('selects local disk without S3_BUCKET', () => {
    expect(
      createFileStorage(
        loadConfig({ FILES_DIR: dir, INTERNAL_TOKEN: 'files-tests-token' }).storage,
      ),
    ).toBeInstanceOf(LocalFileStorage);
  });

  describe('behind the routes', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(undefined, s3Env);
    });
    afterAll(async () => {
      await api.dispose();
    });

    it('uploads, downloads and deletes through S3', async () => {
      const user = account('demo', 'customer').userId;
      const png = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('tiny'),
      ]);
      const form = new FormData();
      form.append('key', 'data/avatar.png');
      form.append('contentType', 'image/png');
      form.append('filesize', String(png.length));
      form.append('metadata', '{"alt":"me"}');
      form.append('file', new Blob([new Uint8Array(png)]), 'avatar.png');
      const headers = { [TENANT_HEADER]: 'demo' };
      const uploadUrl = `${api.url}/apis/auth/s3`;
      const saved = await fetch(uploadUrl, {
        method: 'POST',
        headers: await signedAs(user, { method: 'POST', url: uploadUrl, headers }, true),
        body: form,
      });
      expect(saved.status).toBe(201);
      const { path: storagePath } = (await saved.json()) as { path: string };
      const readUrl = `${api.url}/apis/auth/s3?path=${encodeURIComponent(storagePath)}`;
      const read = await fetch(readUrl, {
        headers: await signedAs(user, { method: 'GET', url: readUrl, headers }),
      });
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
      const removed = await call(api, {
        method: 'DELETE',
        url: '/apis/auth/s3',
        user,
        body: { key: 'data/avatar.png' },
      });
      expect(removed.statusCode).toBe(200);
      const gone = await fetch(readUrl, {
        headers: await signedAs(user, { method: 'GET', url: readUrl, headers }),
      });
      expect(gone.status).toBe(404);
    });
  });
});
