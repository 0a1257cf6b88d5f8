import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
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

/** A 4xx/5xx answer the test provokes on purpose: its status, path and (optionally) method. */
export interface ExpectedFailure {
  status: number;
  /** The URL's path: equal to a string, or matching a pattern. */
  path: string | RegExp;
  method?: string;
}

/** The unprovoked-error guard of a test: declare here each failure the test provokes. */
export interface HttpGuard {
  expectFailure(failure: ExpectedFailure): void;
}

function provoked(response: Response, expected: readonly ExpectedFailure[]): boolean {
  const { pathname } = new URL(response.url());
  const method = response.request().method();
  return expected.some(
    (failure) =>
      failure.status === response.status() &&
      (failure.method === undefined || failure.method === method) &&
      (typeof failure.path === 'string' ? failure.path === pathname : failure.path.test(pathname)),
  );
}

/** What the answer said and whether the call was signed: enough to tell a race from a bug. */
async function describeFailure(response: Response): Promise<string> {
  const signed = response.request().headers().authorization !== undefined ? 'signed' : 'unsigned';
  const body = await response.text().catch(() => '');
  return `(${signed}) ${body.slice(0, 200)}`;
}

/** Watches every page of `context` (and every context `browser` opens) for 4xx/5xx answers. */
function watchResponses(browser: Browser, context: BrowserContext, expected: ExpectedFailure[]) {
  const failures: string[] = [];
  const watch = (watched: BrowserContext) =>
    watched.on('response', (response) => {
      if (response.status() < 400 || provoked(response, expected)) return;
      const { pathname, search } = new URL(response.url());
      const entry = `${response.request().method()} ${pathname}${search} -> ${response.status()}`;
      failures.push(entry);
      void describeFailure(response).then((detail) => {
        const at = failures.indexOf(entry);
        if (at !== -1) failures[at] = `${entry} ${detail}`;
      });
    });
  watch(context);
  // Tests open a context per user (jobs.ts newActorPage): each is watched from its start.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const opened = await newContext(...args);
    watch(opened);
    return opened;
  };
  return { failures, restore: () => void (browser.newContext = newContext) };
}

/**
 * `test` plus the unprovoked-error guard: the test fails on any 4xx or 5xx answer, in any of its
 * pages and contexts, that it did not declare with `httpClean.expectFailure(...)` — a failed call
 * the user never asked for (a signed call before the session settled, a link to nowhere).
 */
export const guardedTest = test.extend<{ httpClean: HttpGuard }>({
  httpClean: [
    // Named `provide`, not `use`: it runs in try/finally, so the watch always ends with the test.
    async ({ browser, context }, provide) => {
      const expected: ExpectedFailure[] = [];
      const { failures, restore } = watchResponses(browser, context, expected);
      try {
        await provide({ expectFailure: (failure) => void expected.push(failure) });
      } finally {
        restore();
      }
      expect(failures, 'unprovoked 4xx/5xx responses').toEqual([]);
    },
    { auto: true },
  ],
});
