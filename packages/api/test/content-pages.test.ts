/** Content pages: listed by GET /settings, served by GET /pages/{slug}, per tenant. */
import type { ContentPage, SettingsResponse } from '@mp/contracts';
import { call, setUpTestApi } from './harness';

const api = setUpTestApi();

async function settings(tenant: string): Promise<SettingsResponse> {
  const response = await call(api, { method: 'GET', url: '/settings', tenant });
  expect(response.statusCode).toBe(200);
  return response.json<SettingsResponse>();
}

it("lists each tenant's pages in its settings by title, without their bodies", async () => {
  const demo = await settings('demo');
  expect(demo.name).toBe('Demo Freelance');
  expect(demo.contentPages?.map((page) => page.slug)).toEqual(
    expect.arrayContaining(['terms', 'privacy', 'about', 'how-it-works', 'pricing', 'locations']),
  );
  const terms = demo.contentPages?.find((page) => page.slug === 'terms');
  expect(terms).toEqual({
    slug: 'terms',
    placement: ['footer'],
    titles: { en: 'Terms and conditions', ua: 'Умови користування' },
  });
  expect(JSON.stringify(demo)).not.toContain('## Payments');
  const acme = await settings('acme');
  expect(acme.name).toBe('Acme Talent');
  expect(acme.contentPages?.map((page) => page.slug)).toContain('careers');
});

it('answers a page with its texts to anyone with the tenant header', async () => {
  const response = await call(api, { method: 'GET', url: '/pages/terms', tenant: 'acme' });
  expect(response.statusCode).toBe(200);
  const page = response.json<ContentPage>();
  expect(page.slug).toBe('terms');
  expect(Object.keys(page.texts).sort()).toEqual(['de', 'en']);
  expect(page.texts.en?.title).toBe('Terms of engagement');
  expect(page.texts.en?.body).toContain('## Approval');
});

it('answers 404 PAGE_NOT_FOUND for a page the tenant does not have', async () => {
  // Demo has pricing; Acme does not: pages never leak between tenants.
  const demo = await call(api, { method: 'GET', url: '/pages/pricing', tenant: 'demo' });
  expect(demo.statusCode).toBe(200);
  const acme = await call(api, { method: 'GET', url: '/pages/pricing', tenant: 'acme' });
  expect(acme.statusCode).toBe(404);
  expect(acme.json()).toMatchObject({
    code: 'PAGE_NOT_FOUND',
    fields: [{ path: 'params.slug' }],
  });
});

it('refuses a path that cannot be a page with 400 naming the slug', async () => {
  const response = await call(api, { method: 'GET', url: '/pages/Not_A_Slug', tenant: 'demo' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    fields: [expect.objectContaining({ path: 'params.slug' })],
  });
});
