import { getInvoicePdf } from '@mp/contracts';
import type { HttpClient } from '@mp/signed-http';
import { createLazyHttpClient } from './lazy-http';

describe('the lazily loaded API client', () => {
  it('loads the real client on the first call and hands file calls to it', async () => {
    const file = new Blob(['%PDF-1.3']);
    const callFile = jest.fn(async () => file);
    const createHttpClient = jest.fn(() => ({ callFile }) as unknown as HttpClient);
    const load = jest.fn(async () => ({ createHttpClient }) as never);
    const client = createLazyHttpClient({ baseUrl: 'https://api.test', tenantId: 'demo' }, load);
    expect(load).not.toHaveBeenCalled();

    const input = { params: { invoiceId: 'inv-1' }, query: { lng: 'de' as const } };
    await expect(client.callFile(getInvoicePdf, input)).resolves.toBe(file);

    expect(load).toHaveBeenCalledTimes(1);
    expect(callFile).toHaveBeenCalledWith(getInvoicePdf, input);
  });
});
