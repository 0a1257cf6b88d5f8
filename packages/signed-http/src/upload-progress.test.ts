import type { UploadProgress } from '@mp/contracts';
import { createHttpClient, type RequestSigner } from './index';
import { fakeFetch, json } from './test-fetch';
import { xhrTransport } from './upload';

const baseUrl = 'https://api.example.test';
const signer: RequestSigner = { sign: async () => ({ authorization: 'AWS4-HMAC-SHA256 x' }) };
const file = () => new Blob(['hello world'], { type: 'text/plain' });

/** A stand-in XMLHttpRequest that reports two progress steps, then answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer = { status: 201, body: '{"key":"k","path":"aw=="}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send() {
    const progress = (loaded: number) =>
      this.upload.onprogress?.({ loaded, total: 100, lengthComputable: true } as ProgressEvent);
    setTimeout(() => {
      if (this.aborted) return;
      progress(40);
      progress(100);
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    }, 0);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

describe('upload progress', () => {
  const realXhr = (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
  beforeEach(() => {
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
    FakeXhr.last = null;
  });
  afterEach(() => {
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = realXhr;
  });

  it('sends through XMLHttpRequest with the signed headers and reports each step', async () => {
    const client = createHttpClient({ baseUrl, tenantId: 'demo', signer });
    const steps: UploadProgress[] = [];

    const answer = await client.upload(
      { key: 'k', contentType: 'text/plain', file: file() },
      { onProgress: (step) => steps.push(step) },
    );

    expect(answer).toEqual({ key: 'k', path: 'aw==' });
    expect(FakeXhr.last?.url).toBe(`${baseUrl}/apis/auth/s3`);
    expect(FakeXhr.last?.headers.authorization).toBe('AWS4-HMAC-SHA256 x');
    expect(FakeXhr.last?.headers['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
    expect(steps).toEqual([
      { loaded: 40, total: 100 },
      { loaded: 100, total: 100 },
    ]);
  });

  it('stops when its signal aborts', async () => {
    const client = createHttpClient({ baseUrl, tenantId: 'demo', signer });
    const controller = new AbortController();

    const upload = client.upload(
      { key: 'k', contentType: 'text/plain', file: file() },
      { signal: controller.signal },
    );
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort();

    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last?.aborted).toBe(true);
  });

  it('is the transport of a browser page; a client given its own fetch uses that', async () => {
    expect(xhrTransport).toBeInstanceOf(Function);
    const { fetch, calls } = fakeFetch(json(201, { key: 'k', path: 'aw==' }));
    const client = createHttpClient({ baseUrl, tenantId: 'demo', signer, fetch });
    const steps: UploadProgress[] = [];

    await client.upload(
      { key: 'k', contentType: 'text/plain', file: file() },
      { onProgress: (step) => steps.push(step) },
    );

    expect(calls).toHaveLength(1);
    expect(FakeXhr.last).toBeNull();
    expect(steps[0]?.loaded).toBe(0);
    expect(steps.at(-1)?.loaded).toBe(steps.at(-1)?.total);
  });
});
