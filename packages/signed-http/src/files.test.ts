import { deleteFile, TENANT_HEADER } from '@mp/contracts';
import { createHttpClient, encodeStoragePath } from './index';
import { fakeFetch, json } from './test-fetch';

const baseUrl = 'https://api.example.test';
const signer = { sign: async () => ({ authorization: 'AWS4-HMAC-SHA256 x' }) };

describe('stored files', () => {
  it('encodes the storage path as base64 of its UTF-8 bytes', () => {
    expect(encodeStoragePath('cv/u1/résumé.pdf')).toBe(
      Buffer.from('cv/u1/résumé.pdf', 'utf8').toString('base64'),
    );
  });

  it('downloads a file with a signed GET carrying the encoded path', async () => {
    const { fetch, calls } = fakeFetch(
      new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const client = createHttpClient({ baseUrl, tenantId: 'acme', signer, fetch });

    const blob = await client.download('milestones/m1/a b.pdf');

    expect(await blob.text()).toBe('%PDF');
    const url = new URL(calls[0]?.url ?? '');
    expect(url.pathname).toBe('/apis/auth/s3');
    expect(url.searchParams.get('path')).toBe(encodeStoragePath('milestones/m1/a b.pdf'));
    expect(calls[0]?.headers.authorization).toBe('AWS4-HMAC-SHA256 x');
    expect(calls[0]?.headers[TENANT_HEADER]).toBe('acme');
  });

  it('throws an HttpError when the file cannot be fetched', async () => {
    const { fetch } = fakeFetch(json(404, { code: 'NOT_FOUND', message: 'No such file' }));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', fetch });

    await expect(client.download('x', { public: true })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('refuses a signed download without a session, before any request', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({ baseUrl, tenantId: 'acme', fetch });

    await expect(client.download('cv/u1/cv.pdf')).rejects.toThrow('User is not logged in');
    expect(calls).toHaveLength(0);
  });

  it('deletes by key with the declared signed call', async () => {
    const { fetch, calls } = fakeFetch(json(200, { key: 'cv/u1/cv.pdf', deleted: true }));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', signer, fetch });

    const answer = await client.call(deleteFile, { body: { key: 'cv/u1/cv.pdf' } });

    expect(answer).toEqual({ key: 'cv/u1/cv.pdf', deleted: true });
    expect(calls[0]).toMatchObject({
      url: `${baseUrl}/apis/auth/s3`,
      method: 'DELETE',
      body: '{"key":"cv/u1/cv.pdf"}',
    });
    expect(calls[0]?.headers.authorization).toBe('AWS4-HMAC-SHA256 x');
  });
});
