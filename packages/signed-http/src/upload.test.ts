import { TENANT_HEADER, UPLOAD_TEXT_EXCERPT_LENGTH } from '@mp/contracts';
import { createHttpClient, HttpError, type RequestSigner } from './index';
import { fakeFetch, json } from './test-fetch';

const baseUrl = 'https://api.example.test';
const signer: RequestSigner = { sign: async () => ({ authorization: 'AWS4-HMAC-SHA256 x' }) };

function pdf(): File {
  return new File(['%PDF-1.7 hello'], 'cv.pdf', { type: 'application/pdf' });
}

describe('upload', () => {
  it('posts the multipart form to /apis/auth/s3 when signed in, signed', async () => {
    const { fetch, calls } = fakeFetch(json(200, { key: 'cv/u1/cv.pdf' }));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', signer, fetch });
    const text = 'x'.repeat(UPLOAD_TEXT_EXCERPT_LENGTH + 500);

    const result = await client.upload({
      key: 'cv/u1/cv.pdf',
      contentType: 'application/pdf',
      file: pdf(),
      metadata: { kind: 'cv' },
      textExcerpt: text,
    });

    expect(result).toEqual({ key: 'cv/u1/cv.pdf' });
    const call = calls[0];
    expect(call?.url).toBe(`${baseUrl}/apis/auth/s3`);
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBe('AWS4-HMAC-SHA256 x');
    expect(call?.headers[TENANT_HEADER]).toBe('acme');
    const form = call?.body as FormData;
    expect(form.get('key')).toBe('cv/u1/cv.pdf');
    expect(form.get('contentType')).toBe('application/pdf');
    expect(form.get('filesize')).toBe(String(pdf().size));
    expect(form.get('metadata')).toBe('{"kind":"cv"}');
    expect(form.get('text')).toBe('x'.repeat(UPLOAD_TEXT_EXCERPT_LENGTH));
    const file = form.get('file') as File;
    expect(file.name).toBe('cv.pdf');
    expect(await file.text()).toBe('%PDF-1.7 hello');
  });

  it('posts to the public /apis/s3 unsigned when not signed in', async () => {
    const sign = jest.fn(signer.sign);
    const { fetch, calls } = fakeFetch(json(200, { key: 'k' }));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', signer: { sign }, fetch });

    await client.upload(
      { key: 'public/a.png', contentType: 'image/png', file: new Blob(['png']) },
      { public: true },
    );

    expect(calls[0]?.url).toBe(`${baseUrl}/apis/s3`);
    expect(sign).not.toHaveBeenCalled();
    const form = calls[0]?.body as FormData;
    expect(form.get('text')).toBeNull();
    expect((form.get('file') as File).name).toBe('a.png');
  });

  it("refuses the signed-in variant without a session: 'User is not logged in'", async () => {
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({ baseUrl, tenantId: 'acme', fetch });

    await expect(
      client.upload({ key: 'k', contentType: 'text/plain', file: new Blob(['a']) }),
    ).rejects.toThrow('User is not logged in');
    expect(calls).toHaveLength(0);
  });

  it('turns a 403 into an error named WAF, without the sign-out rule', async () => {
    const onForbidden = jest.fn();
    const { fetch } = fakeFetch(new Response('<html>blocked</html>', { status: 403 }));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', signer, fetch, onForbidden });

    const error = await client
      .upload({ key: 'k', contentType: 'text/plain', file: new Blob(['a']) })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('WAF');
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('throws the JSON body of any other failure', async () => {
    const body = { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too big', fields: [] };
    const { fetch } = fakeFetch(json(413, body));
    const client = createHttpClient({ baseUrl, tenantId: 'acme', fetch });

    const error = await client
      .upload({ key: 'k', contentType: 'text/plain', file: new Blob(['a']) }, { public: true })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', body });
  });
});
