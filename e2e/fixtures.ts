import { test as base, type Page, type Request } from '@playwright/test';
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

/** One set of servers per worker (the suite runs one worker), so tests can stop a remote. */
export const test = base.extend<object, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
    async ({}, use) => {
      const site = await Site.start();
      await use(site);
      await site.close();
    },
    { scope: 'worker', auto: true },
  ],
});
