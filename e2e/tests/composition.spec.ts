import type { Page } from '@playwright/test';
import { expect, navigateInApp, recordRequests, requestedFromPort, test } from '../fixtures';
import { signIn } from '../sign-in';
import { remotePort, REMOTE_APPS, SHELL_URL, startStandaloneRemote } from '../site';
import { AREAS, SHARED_MODULES } from './areas';

test('the signed-out home page loads without fetching any remote', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Creative freelancers for your small business',
  );
  // The home page's own sections load with it; no remote is needed for any of them.
  const services = page.getByRole('region', { name: 'Browse services' });
  await expect(services.getByRole('link', { name: 'Website design' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured freelancers' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Demo');
  await page.waitForLoadState('networkidle');
  for (const area of AREAS)
    expect(requestedFromPort(requests, remotePort(area.remote))).toEqual([]);
});

/** The body of every script the page receives from now on. */
function recordScripts(page: Page): () => Promise<{ url: string; body: string }[]> {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  return () => Promise.all(scripts);
}

const holding = (scripts: { url: string; body: string }[], marker: string) =>
  scripts.filter(({ body }) => body.includes(marker)).map(({ url }) => url);

// The home page's JavaScript budget (docs/shell.md#start-up-javascript): the schema and date
// libraries load with the screens that need them, never with the first page.
test('the signed-out home page loads neither zod nor dayjs', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured freelancers' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await scripts();
  expect(loaded.length).toBeGreaterThan(5);
  expect({ zod: holding(loaded, 'ZodError'), dayjs: holding(loaded, '$isDayjsObject') }).toEqual({
    zod: [],
    dayjs: [],
  });
});

// A visitor's first page of an area reads what the API sends without parsing it: checking a
// file or a form (and so zod) loads only with the screens that do it.
test('a visitor opening the public pages of the areas loads no zod', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  for (const path of ['/products', '/freelancer/profile/frankie-freelancer']) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  const loaded = await scripts();
  expect(loaded.some(({ url }) => url.includes(`:${remotePort('mf_profile')}/`))).toBe(true);
  expect(holding(loaded, 'ZodError')).toEqual([]);
});

// The customer areas are private: a signed-in customer walks through every area.
test('every area mounts from its own origin inside the shell', async ({ page }) => {
  const requests = recordRequests(page);
  await signIn(page, SHELL_URL, 'org-customer@demo.test');
  await page.goto('/');
  for (const area of AREAS) {
    await navigateInApp(page, area.path);
    await expect(page).toHaveURL(area.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(area.heading);
    const fromRemote = requestedFromPort(requests, remotePort(area.remote));
    expect(fromRemote.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromRemote.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(fromRemote.some((url) => url.includes('__federation_expose_App'))).toBe(true);
  }
  // The header and footer stayed the shell's all along.
  await expect(page.getByRole('link', { name: /Demo Marketplace/ })).toBeVisible();
});

test('shell and remotes share one instance of every shared package', async ({ page }) => {
  await signIn(page, SHELL_URL, 'org-customer@demo.test');
  await page.goto('/');
  for (const area of AREAS) {
    await page.getByRole('link', { name: /home page/ }).click();
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await navigateInApp(page, area.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(area.heading);
  }
  const report = await page.evaluate(
    (modules) => {
      const probes = window.__MP_SHARED_PROBE__ ?? {};
      const shell = probes.shell ?? {};
      return {
        apps: Object.keys(probes).sort(),
        mismatches: Object.entries(probes).flatMap(([app, probe]) =>
          modules
            .filter((module) => !probe[module] || probe[module] !== shell[module])
            .map((module) => `${app}:${module}`),
        ),
      };
    },
    [...SHARED_MODULES],
  );
  expect(report.apps).toEqual(['shell', ...AREAS.map((area) => area.remote)].sort());
  expect(report.mismatches).toEqual([]);
});

test('the language switch translates the shell and the mounted remote together', async ({
  page,
}) => {
  await page.goto('/freelancer/search-jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search jobs');
  // The demo tenant offers English and Ukrainian (its settings' languages).
  await page.getByLabel('Language').selectOption('ua');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пошук вакансій');
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
});

// Every test fails on a CSP violation report (fixtures.ts); this one shows the policy is there.
test('pages are served under a content security policy naming the remotes and the API', async ({
  page,
}) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src '));
  expect(scripts?.split(' ')).toEqual([
    'script-src',
    "'self'",
    ...REMOTE_APPS.map((app) => `http://localhost:${remotePort(app.name)}`),
  ]);
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).not.toContain('unsafe-eval');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  // The page really ran: the violation check above covered a whole start-up.
  await expect(page.getByRole('contentinfo')).toContainText('Demo');
});

// A remote reads the federation runtime from the page (docs/adr/0012-one-federation-runtime-per-page.md):
// inside the shell the shell's, on the remote's own page the prelude script's.
test('each remote still starts on its own standalone page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const app of REMOTE_APPS) {
    const port = remotePort(app.name) + 70;
    const server = await startStandaloneRemote(app.name, port);
    try {
      const requests = recordRequests(page);
      await page.goto(`http://localhost:${port}/`);
      // The area's menu and its screen (a lazily loaded chunk) render; signed out, some
      // screens show only a notice, so any heading of the screen will do.
      await expect(page.locator('#root').getByRole('navigation').first()).toBeVisible();
      await expect(page.locator('#root').getByRole('heading').first()).toBeVisible();
      const fromRemote = requestedFromPort(requests, port);
      expect(fromRemote.some((url) => /\/mf-runtime\.[0-9a-f]{10}\.js$/.test(url))).toBe(true);
      expect(await page.evaluate(() => '_FEDERATION_RUNTIME_CORE' in globalThis)).toBe(true);
    } finally {
      await server.close();
    }
  }
  expect(errors).toEqual([]);
});
