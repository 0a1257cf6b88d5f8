/** GET /request/redirect/{url}: safe outbound links (docs/products.md#outbound-links). */
import type { RedirectTarget } from '@mp/contracts';
import { call, setUpTestApi } from './harness';

const api = setUpTestApi();

function resolve(target: string, tenant = 'demo') {
  return call(api, {
    method: 'GET',
    url: `/request/redirect/${encodeURIComponent(target)}`,
    tenant,
  });
}

describe('GET /request/redirect/{url}', () => {
  it("goes straight to the tenant's own and allowed hosts, with an interstitial elsewhere", async () => {
    const own = await resolve('http://localhost:8080/products?x=1');
    expect([own.statusCode, own.json<RedirectTarget>()]).toEqual([
      200,
      { url: 'http://localhost:8080/products?x=1', host: 'localhost', interstitial: false },
    ]);
    const partner = await resolve('https://northlight.example.com/work');
    expect(partner.json<RedirectTarget>().interstitial).toBe(false);
    const elsewhere = await resolve('https://elsewhere.test/');
    expect(elsewhere.json<RedirectTarget>()).toEqual({
      url: 'https://elsewhere.test/',
      host: 'elsewhere.test',
      interstitial: true,
    });
    // Acme allows only its own host.
    expect(
      (await resolve('https://example.com/', 'acme')).json<RedirectTarget>().interstitial,
    ).toBe(true);
    const long = `https://elsewhere.test/${'a'.repeat(1800)}`;
    expect((await resolve(long)).json<RedirectTarget>().url).toBe(long);
  });

  it('refuses anything but an absolute http(s) link, naming params.url', async () => {
    for (const target of [
      'javascript:alert(document.cookie)',
      '//evil.example/',
      '/\\evil.example',
      'data:text/html;base64,PHNjcmlwdD4=',
      'https://user@evil.example/',
    ]) {
      const response = await resolve(target);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual([
        'params.url',
      ]);
    }
    expect((await resolve('https://example.com/', '')).statusCode).toBe(400);
  });
});
