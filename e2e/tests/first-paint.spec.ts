import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, signInAs } from '../jobs';

/**
 * Phones and slow networks (docs/shell.md#first-paint): the served HTML paints the tenant's
 * header frame and a skeleton of the page before the app's code has arrived, the app takes over
 * without moving anything, and at 375 px the search filters wait behind a button.
 */

/** Chromium's throttling of the slow network: 400 ms latency, 50 KB/s both ways. */
const SLOW_NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 50 * 1024,
  uploadThroughput: 50 * 1024,
};
const PHONE = { width: 375, height: 800 };
const CLS_BUDGET = 0.05;

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  return cdp;
}

declare global {
  interface Window {
    __paint?: {
      fcp: number | null;
      frameAtFcp: { header: boolean; skeleton: boolean; prerendered: boolean } | null;
      takeover: number | null;
      cls: number;
      /** Each shift: its score and what moved (for the failure message). */
      shifts: string[];
    };
  }
}

/**
 * Records, in the page, the first contentful paint and what it showed, when the app replaced the
 * served frame, and the layout shifts from the start (CLS, without input-driven shifts).
 */
function recordPaint(): void {
  const paint: NonNullable<Window['__paint']> = {
    fcp: null,
    frameAtFcp: null,
    takeover: null,
    cls: 0,
    shifts: [],
  };
  const describe = (node: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
      : String(node?.nodeName);
  window.__paint = paint;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'first-contentful-paint' || paint.fcp !== null) continue;
      paint.fcp = entry.startTime;
      paint.frameAtFcp = {
        header: document.querySelector('header.mp-shell-header') !== null,
        skeleton: document.querySelector('.mp-loading-skeleton') !== null,
        prerendered: document.querySelector('[data-prerendered]') !== null,
      };
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: {
        node: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      paint.cls += entry.value;
      const moved = (entry.sources ?? []).map(
        (source) =>
          `${describe(source.node)} ${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)}`,
      );
      paint.shifts.push(
        `${entry.value.toFixed(4)} @${Math.round(entry.startTime)}ms: ${moved.join(', ')}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const takeover = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (root && root.childElementCount > 0 && !root.querySelector('[data-prerendered]')) {
      paint.takeover = performance.now();
      takeover.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    takeover.observe(document.getElementById('root') ?? document.body, {
      childList: true,
      subtree: true,
    }),
  );
}

test('on a slow network a signed-in route paints the header frame and a skeleton long before the app, then takes over without shifting', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = await signInAs(browser, DEMO, 'customer@demo.test');
  const page = await customer.context.newPage();
  await page.setViewportSize(PHONE);
  await page.addInitScript(recordPaint);
  const cdp = await throttle(page);

  await page.goto(`${DEMO}/customer/jobs`, { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => window.__paint?.fcp ?? null)).not.toBeNull();
  const atFcp = await page.evaluate(() => window.__paint!);
  // The first paint already shows the tenant's header frame and the page's skeleton.
  expect(atFcp.frameAtFcp).toEqual({ header: true, skeleton: true, prerendered: true });
  // ...while the app's code is still on its way: it takes over seconds later.
  await expect
    .poll(() => page.evaluate(() => window.__paint?.takeover ?? null), { timeout: 120_000 })
    .not.toBeNull();
  const { fcp, takeover } = await page.evaluate(() => window.__paint!);
  expect(takeover! - fcp!).toBeGreaterThan(1_000);
  const mainScript = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd)[0] ?? null,
  );
  expect(mainScript).not.toBeNull();
  expect(fcp!).toBeLessThan(mainScript!);

  // The rest at full speed: the screen's data replaces its skeleton; nothing moved meanwhile.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.mp-loading-skeleton')).toHaveCount(0, { timeout: 30_000 });
  // The signed-in menu (folded behind its toggle at this width) replaced the grey bars.
  await expect(page.locator('header nav.mp-shell-header__nav')).toBeAttached();
  await expect(page.locator('.mp-shell-header__pending')).toHaveCount(0);
  const { cls, shifts } = await page.evaluate(() => window.__paint!);
  expect(cls, `layout shifts: ${shifts.join(' | ')}`).toBeLessThanOrEqual(CLS_BUDGET);
  await customer.context.close();
});

test('the served HTML alone, without JavaScript, shows the tenant header frame and a page skeleton', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${DEMO}/freelancer/search-jobs`);
  const header = page.locator('header.mp-shell-header');
  await expect(header).toBeVisible();
  await expect(header.locator('.mp-shell-header__pending .mp-skeleton').first()).toBeVisible();
  // Styled from the inlined CSS: a skeleton card has its grey shape and size.
  const card = page.locator('.mp-skeleton-card').first();
  await expect(card).toBeVisible();
  expect((await card.boundingBox())!.height).toBeGreaterThan(60);
  await expect(page.getByRole('status', { name: 'Loading the page' })).toBeAttached();
  // No menu of any role before the session is known.
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await context.close();
});

test('at 375 px the search filters wait behind a Filters button and open as a sheet', async ({
  browser,
}) => {
  const customer = await signInAs(browser, DEMO, 'customer@demo.test');
  const { page } = customer;
  await page.setViewportSize(PHONE);
  for (const path of ['/freelancer/search-jobs', '/customer/cl-search']) {
    await page.goto(`${DEMO}${path}`);
    const button = page.getByRole('button', { name: /^Filters/ });
    await expect(button).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
    // Results come first: nothing of the filters stands above them.
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    const box = (await sheet.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    // Focus stays inside the sheet.
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(button).toBeFocused();
  }
  await customer.context.close();
});
