/**
 * Refused credentials are renewed in the one place every signed request goes through, so JSON
 * calls, files, downloads and uploads all get it (docs/identity.md#refused-credentials).
 */
import { getFile } from '@mp/contracts';
import { createHttpClient, type RequestSigner } from './index';
import { fakeFetch, json } from './test-fetch';

const baseUrl = 'https://api.example.test';

function renewingSigner() {
  let generation = 1;
  const renew = jest.fn(() => void (generation += 1));
  const signer: RequestSigner = {
    sign: async () => ({ authorization: `AWS4-HMAC-SHA256 credentials-${generation}` }),
    renew,
  };
  return { signer, renew };
}

const refused = () => json(401, { code: 'UNAUTHENTICATED', message: 'Unknown access key' });
const replayed = () => json(401, { code: 'SIGNATURE_REPLAYED', message: 'used' });

function pdf(): File {
  return new File(['%PDF-1.7 hello'], 'cv.pdf', { type: 'application/pdf' });
}

describe('renewing refused credentials', () => {
  it('an upload answered 401 UNAUTHENTICATED is signed again with fresh credentials, once, and succeeds', async () => {
    const { signer, renew } = renewingSigner();
    const { fetch, calls } = fakeFetch(refused, json(200, { key: 'cv/u1/cv.pdf' }));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', signer, fetch });

    await expect(
      client.upload({ key: 'cv/u1/cv.pdf', contentType: 'application/pdf', file: pdf() }),
    ).resolves.toEqual({ key: 'cv/u1/cv.pdf' });

    expect(renew).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.headers.authorization)).toEqual([
      'AWS4-HMAC-SHA256 credentials-1',
      'AWS4-HMAC-SHA256 credentials-2',
    ]);
    const resent = calls[1]?.body as FormData;
    expect(await (resent.get('file') as File).text()).toBe('%PDF-1.7 hello');
  });

  it('an upload whose signature was replayed is never resent', async () => {
    const { signer, renew } = renewingSigner();
    const { fetch, calls } = fakeFetch(replayed);
    const client = createHttpClient({ baseUrl, tenantId: 'acme', signer, fetch });

    await expect(
      client.upload({ key: 'cv/u1/cv.pdf', contentType: 'application/pdf', file: pdf() }),
    ).rejects.toMatchObject({ status: 401, code: 'SIGNATURE_REPLAYED' });
    expect(calls).toHaveLength(1);
    expect(renew).not.toHaveBeenCalled();
  });

  it('downloads, file calls and raw sends renew too, and hand the caller a readable answer', async () => {
    const { signer, renew } = renewingSigner();
    const { fetch, calls } = fakeFetch(
      refused,
      new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } }),
      refused,
      new Response('%PNG', { status: 200, headers: { 'content-type': 'image/png' } }),
      refused,
      refused,
    );
    const client = createHttpClient({ baseUrl, tenantId: 'acme', signer, fetch });

    expect(await (await client.download('cv/u1/cv.pdf')).text()).toBe('%PDF');
    expect(await (await client.callFile(getFile, { query: { path: 'eA==' } })).text()).toBe('%PNG');
    // Fresh credentials refused too: the second refusal is the caller's, body intact.
    const response = await client.send('GET', '/users/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(calls).toHaveLength(6);
    expect(renew).toHaveBeenCalledTimes(3);
  });

  it('a public call is never renewed, and a raw send hands back a replay refusal unread', async () => {
    const { signer, renew } = renewingSigner();
    const { fetch, calls } = fakeFetch(refused, replayed);
    const client = createHttpClient({ baseUrl, tenantId: 'acme', signer, fetch });

    expect((await client.send('POST', '/users/provision', { public: true, body: {} })).status).toBe(
      401,
    );
    const response = await client.send('POST', '/jobs/post_job', { body: {} });
    expect(await response.json()).toMatchObject({ code: 'SIGNATURE_REPLAYED' });
    expect(calls).toHaveLength(2);
    expect(renew).not.toHaveBeenCalled();
  });
});
