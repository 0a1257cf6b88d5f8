import { expect, recordRequests, requestedFromPort, test } from '../fixtures';
import { remotePort } from '../site';
import { AREAS, SHARED_MODULES } from './areas';

test('the signed-out home page loads without fetching any remote', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find the right freelancer for every job',
  );
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link')).toHaveText(AREAS.map((area) => area.link));
  await expect(page.getByRole('contentinfo')).toContainText('Demo');
  await page.waitForLoadState('networkidle');
  for (const area of AREAS)
    expect(requestedFromPort(requests, remotePort(area.remote))).toEqual([]);
});

test('every area mounts from its own origin inside the shell', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  for (const area of AREAS) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: area.link })
      .click();
    await expect(page).toHaveURL(area.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(area.heading);
    const fromRemote = requestedFromPort(requests, remotePort(area.remote));
    expect(fromRemote.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromRemote.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(fromRemote.some((url) => url.includes('__federation_expose_App'))).toBe(true);
  }
  // The header and footer stayed the shell's all along.
  await expect(page.getByRole('link', { name: 'Demo Marketplace' })).toBeVisible();
});

test('shell and remotes share one instance of every shared package', async ({ page }) => {
  await page.goto('/');
  for (const area of AREAS) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: area.link })
      .click();
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
    SHARED_MODULES as readonly string[],
  );
  expect(report.apps).toEqual(['shell', ...AREAS.map((area) => area.remote)].sort());
  expect(report.mismatches).toEqual([]);
});

test('the language switch translates the shell and the mounted remote together', async ({
  page,
}) => {
  await page.goto('/freelancer/search-jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search jobs');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aufträge suchen');
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
