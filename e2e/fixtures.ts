import { test as base, expect, type Page, type Request } from '@playwright/test';
import { Site } from './site';

export { expect } from '@playwright/test';

/** Every request the page makes, to assert which origins were (not) contacted. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

export function requestedFromPort(requests: Request[], port: number): string[] {
  return requests
    .map((request) => request.url())
    .filter((url) => new URL(url).port === String(port));
}

/**
 * Moves the app to `path` without reloading the page, as one of its links would (the router
 * follows the history's popstate), for walks that need every area loaded in one page.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * One set of servers per worker (the suite runs one worker), so tests can stop a remote. Every
 * test also runs under the site's Content-Security-Policy and fails on any violation report.
 */
export const test = base.extend<{ cspClean: void }, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
    async ({}, use) => {
      const site = await Site.start();
      await use(site);
      await site.close();
    },
    { scope: 'worker', auto: true },
  ],
  cspClean: [
    async ({ site }, use) => {
      const before = site.cspReports().length;
      await use();
      expect(site.cspReports().slice(before), 'CSP violation reports').toEqual([]);
    },
    { auto: true },
  ],
});
