import { expect, type Page, type Request, type Response } from '@playwright/test';
import { navigateInApp } from './fixtures';
import { signIn } from './sign-in';
import { SHELL_PORT } from './site';

export const TENANTS = {
  demo: { origin: `http://localhost:${SHELL_PORT}`, name: 'Demo Freelance' },
  acme: { origin: `http://acme.localhost:${SHELL_PORT}`, name: 'Acme Talent' },
} as const;
export type TenantKey = keyof typeof TENANTS;

export const ROLES_TO_CRAWL = {
  'signed out': null,
  customer: 'customer',
  freelancer: 'freelancer',
  administrator: 'admin',
} as const;
export type CrawlRole = keyof typeof ROLES_TO_CRAWL;

/** Signs the role in on the tenant (nothing for signed-out visitors) and lands on the home page. */
export async function enterAs(page: Page, tenant: TenantKey, role: CrawlRole): Promise<void> {
  const { origin } = TENANTS[tenant];
  const account = ROLES_TO_CRAWL[role];
  // The demo tenant asks individual customers a survey after sign-in: answer "Not now".
  const survey = page.getByRole('dialog', { name: 'Help us get to know you' });
  await page.addLocatorHandler(survey, async () => {
    await survey.getByRole('button', { name: 'Not now' }).click();
  });
  if (account) await signIn(page, origin, `${account}@${tenant}.test`);
  await page.goto(`${origin}/`);
  await expect(page.locator('.mp-shell-header')).toBeVisible();
  if (account) {
    await expect(page.getByRole('button', { name: /Account menu of/ })).toBeVisible();
  }
}

/** Failed answers of the API (fetch/XHR) while recording, as "STATUS METHOD path". */
export function recordFailedCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if ((type === 'fetch' || type === 'xhr') && response.status() >= 400) {
      const url = new URL(response.url());
      failed.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    }
  });
  return failed;
}

/**
 * Counts the page's requests in flight (calls, and the scripts of a remote being loaded),
 * leaving out the live socket's long polls (always open by design).
 */
export function trackCalls(page: Page): { inFlight: () => number } {
  let open = 0;
  const isCall = (request: Request) =>
    ['fetch', 'xhr', 'script'].includes(request.resourceType()) &&
    !request.url().includes('/socket.io/');
  page.on('request', (request) => {
    if (isCall(request)) open += 1;
  });
  const done = (request: Request) => {
    if (isCall(request)) open = Math.max(0, open - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { inFlight: () => open };
}

/** Waits until no call has been in flight for a moment: the screen has loaded what it shows. */
export async function settle(page: Page, calls: { inFlight: () => number }): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  let quietSince = Date.now();
  const deadline = Date.now() + 8_000;
  while (Date.now() < deadline) {
    if (calls.inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 500) return;
    await page.waitForTimeout(50);
  }
}

/** Opens every dropdown of the header and the avatar menu in turn and collects their links. */
export async function headerAndFooterLinks(page: Page): Promise<string[]> {
  const hrefs = new Set<string>();
  const collect = async () => {
    const found = await page
      .locator('header.mp-shell-header a[href], footer a[href]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    found.forEach((href) => hrefs.add(href));
  };
  await collect();
  const toggles = page.locator('header.mp-shell-header button[aria-expanded]');
  const count = await toggles.count();
  for (let index = 0; index < count; index += 1) {
    const toggle = toggles.nth(index);
    if (!(await toggle.isVisible())) continue;
    await toggle.click();
    await collect();
    await page.keyboard.press('Escape');
  }
  return [...hrefs];
}

/** In-app paths among links: no other sites, mails, calls or account switches. */
export function inAppPaths(hrefs: readonly string[]): string[] {
  return [
    ...new Set(
      hrefs.filter(
        (href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/loginas'),
      ),
    ),
  ].sort();
}

/** What is wrong with the screen on show: a not-found, forbidden or error page. */
export async function brokenScreen(page: Page): Promise<string | null> {
  const main = page.locator('main#main');
  for (const [selector, what] of [
    ['[data-page="not-found"]', 'not found'],
    ['[data-page="forbidden"]', 'forbidden'],
    ['[data-page="pending-approval"]', 'pending approval'],
    ['.mp-error-state', 'error'],
  ] as const) {
    if ((await main.locator(selector).count()) > 0) return what;
  }
  return null;
}

export { navigateInApp };
