/**
 * Uploads stream to storage (docs/files.md#uploading): a multipart body is written to disk as it
 * arrives rather than held in memory, files over their limit answer 413 and are not stored, and
 * nothing of an upload stays on disk once it is answered.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TENANT_HEADER } from '@mp/contracts';
import { account, signedAs, startTestApi, TEST_TIMEOUT_MS, type TestApi } from './harness';

jest.setTimeout(TEST_TIMEOUT_MS);

const FREELANCER = account('demo', 'freelancer').userId;
const MB = 1024 * 1024;
const BOUNDARY = 'mp-upload-streaming-boundary';

let api: TestApi;
let filesDir: string;
let spoolDir: string;

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'mp-stream-files-'));
  spoolDir = mkdtempSync(path.join(tmpdir(), 'mp-stream-spool-'));
  api = await startTestApi(undefined, { FILES_DIR: filesDir, UPLOAD_SPOOL_DIR: spoolDir });
});

afterAll(async () => {
  await api.dispose();
  rmSync(filesDir, { recursive: true, force: true });
  rmSync(spoolDir, { recursive: true, force: true });
});

function storedObjects(): string[] {
  const tenant = path.join(filesDir, 'demo');
  if (!existsSync(tenant)) return [];
  return readdirSync(tenant, { withFileTypes: true }).flatMap((entry) =>
    entry.isFile() ? [entry.name] : [],
  );
}

function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);
}

/** The browser's form: fields first, `file` last. */
function formParts(key: string, contentType: string, file: Buffer): [Buffer, Buffer, Buffer] {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('key', key) +
      field('contentType', contentType) +
      field('filesize', String(file.length)) +
      field('metadata', '{}') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return [head, file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)];
}

interface Answer {
  status: number;
  body: { code?: string };
}

/**
 * Posts the form over a raw request, in 64 KB chunks (chunked encoding: no length declared);
 * `midway` runs once `pauseAfter` bytes of the file were sent, before the rest is.
 */
async function post(
  route: string,
  parts: [Buffer, Buffer, Buffer],
  options: { user?: string; pauseAfter?: number; midway?: () => Promise<void> } = {},
): Promise<Answer> {
  const url = `${api.url}${route}`;
  const plain = {
    [TENANT_HEADER]: 'demo',
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  };
  const headers =
    options.user === undefined
      ? plain
      : await signedAs(options.user, { method: 'POST', url, headers: plain }, true);
  const [head, file, tail] = parts;
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }),
      );
    });
    request.on('error', reject);
    const write = (bytes: Buffer) =>
      new Promise<void>((done) => (request.write(bytes) ? done() : request.once('drain', done)));
    void (async () => {
      await write(head);
      const pause = options.pauseAfter ?? Infinity;
      for (let at = 0; at < file.length; at += 64 * 1024) {
        if (at >= pause && options.midway) {
          await options.midway();
          options.midway = undefined;
        }
        await write(file.subarray(at, at + 64 * 1024));
      }
      request.end(tail);
    })().catch(reject);
  });
}

async function until(check: () => boolean, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function spooledBytes(): number {
  return readdirSync(spoolDir).reduce(
    (sum, name) => sum + statSync(path.join(spoolDir, name)).size,
    0,
  );
}

describe('streamed uploads', () => {
  it('writes the file to disk while it is still arriving, stores it intact, leaves nothing behind', async () => {
    const file = pdfOf(9 * MB);
    const before = storedObjects().length;
    const answer = await post('/apis/auth/s3', formParts('x/nine.pdf', 'application/pdf', file), {
      user: FREELANCER,
      pauseAfter: 4 * MB,
      // Half the file sent, the request not complete: its bytes are already on disk.
      midway: () => until(() => spooledBytes() >= 3 * MB),
    });
    expect(answer.status).toBe(201);
    expect(readdirSync(spoolDir)).toEqual([]);
    const stored = storedObjects();
    expect(stored).toHaveLength(before + 1);
    const row = await api.db.query<{ storage_id: string; size: number }>(
      `SELECT storage_id, size FROM files WHERE tenant_id = 'demo' AND key = 'x/nine.pdf'`,
    );
    expect(row.rows[0]?.size).toBe(file.length);
    const object = path.join(filesDir, 'demo', row.rows[0]?.storage_id ?? '');
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(readFileSync(object))).toBe(sha(file));
  });

  it('answers a file over its type’s limit 413 and stores nothing of it', async () => {
    const before = storedObjects();
    const answer = await post(
      '/apis/auth/s3',
      formParts('x/eleven.pdf', 'application/pdf', pdfOf(11 * MB)),
      { user: FREELANCER },
    );
    expect([answer.status, answer.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(storedObjects()).toEqual(before);
    const row = await api.db.query(`SELECT 1 FROM files WHERE key = 'x/eleven.pdf'`);
    expect(row.rows).toEqual([]);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('stops reading a body over the route’s limit as it arrives: 413, nothing kept', async () => {
    const before = storedObjects();
    const answer = await post(
      '/apis/s3',
      formParts('public/big.txt', 'text/plain', Buffer.alloc(5 * MB, 0x61)),
    );
    expect([answer.status, answer.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(storedObjects()).toEqual(before);
    await until(() => readdirSync(spoolDir).length === 0);
  });

  it('checks a signed body hash against the bytes as they streamed past', async () => {
    const file = pdfOf(64 * 1024);
    const url = `${api.url}/apis/auth/s3`;
    const body = Buffer.concat(formParts('x/signed.pdf', 'application/pdf', file));
    const send = async (declared: Buffer) => {
      const plain = {
        [TENANT_HEADER]: 'demo',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'x-amz-content-sha256': createHash('sha256').update(declared).digest('hex'),
      };
      const headers = await signedAs(FREELANCER, { method: 'POST', url, headers: plain });
      return (await fetch(url, { method: 'POST', headers, body })).status;
    };
    expect(await send(Buffer.from('other bytes'))).toBe(401);
    expect(await send(body)).toBe(201);
    expect(readdirSync(spoolDir)).toEqual([]);
  });
});
