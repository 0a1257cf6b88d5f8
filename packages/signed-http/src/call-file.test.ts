import { getInvoicePdf, listInvoices, TENANT_HEADER } from '@mp/contracts';
import { createHttpClient, FileEndpointError, HttpError, type RequestSigner } from './index';
import { fakeFetch, json } from './test-fetch';

const baseUrl = 'https://api.example.test';
const signer: RequestSigner = { sign: async () => ({ authorization: 'AWS4-HMAC-SHA256 x' }) };

function pdf(): Response {
  return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]), {
    status: 200,
    headers: { 'content-type': 'application/pdf' },
  });
}

describe('callFile: declared calls that answer a file', () => {
  it("answers the file's bytes, sent signed to the declared path with its query", async () => {
    const { fetch, calls } = fakeFetch(pdf());
    const client = createHttpClient({ baseUrl, tenantId: 'demo', signer, fetch });

    const file = await client.callFile(getInvoicePdf, {
      params: { invoiceId: 'inv 1' },
      query: { lng: 'ua' },
    });

    expect(file).toBeInstanceOf(Blob);
    expect(file.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await file.arrayBuffer())).toBe('%PDF-1');
    expect(calls[0]).toMatchObject({
      url: `${baseUrl}/payment/invoices/inv%201/pdf?lng=ua`,
      method: 'GET',
    });
    expect(calls[0]?.headers.authorization).toBe('AWS4-HMAC-SHA256 x');
    expect(calls[0]?.headers[TENANT_HEADER]).toBe('demo');
    expect(calls[0]?.headers.accept).toBe('*/*');
  });

  it('rejects a refusal with the API error, and applies the session rules to it', async () => {
    const onUnauthorized = jest.fn();
    const onForbidden = jest.fn();
    const { fetch } = fakeFetch(
      json(404, { code: 'INVOICE_NOT_FOUND', message: 'No such invoice among yours' }),
      json(401, { code: 'UNAUTHENTICATED', message: 'Sign in' }),
      json(403, { code: 'TENANT_MISMATCH', message: 'Another tenant' }),
    );
    const client = createHttpClient({
      baseUrl,
      tenantId: 'demo',
      signer,
      fetch,
      onUnauthorized,
      onForbidden,
    });
    const input = { params: { invoiceId: 'inv-1' } };

    const missing = client.callFile(getInvoicePdf, input);
    await expect(missing).rejects.toBeInstanceOf(HttpError);
    await expect(missing).rejects.toMatchObject({ status: 404, code: 'INVOICE_NOT_FOUND' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(client.callFile(getInvoicePdf, input)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(client.callFile(getInvoicePdf, input)).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it('sends unsigned without a session and leaves its 401 to the caller', async () => {
    const onUnauthorized = jest.fn();
    const { fetch, calls } = fakeFetch(json(401, { code: 'UNAUTHENTICATED', message: 'Sign in' }));
    const client = createHttpClient({ baseUrl, tenantId: 'demo', fetch, onUnauthorized });

    await expect(
      client.callFile(getInvoicePdf, { params: { invoiceId: 'inv-1' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps JSON calls and file calls apart before anything is sent', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({ baseUrl, tenantId: 'demo', signer, fetch });

    await expect(client.callFile(listInvoices)).rejects.toThrow(
      new FileEndpointError('listInvoices', false),
    );
    await expect(client.call(getInvoicePdf, { params: { invoiceId: 'inv-1' } })).rejects.toThrow(
      'getInvoicePdf answers a file: call it with callFile',
    );
    expect(calls).toHaveLength(0);
  });
});
