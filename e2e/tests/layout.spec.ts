import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, signInAs, uniqueTitle } from '../jobs';
import { LONG_WORD, seedLongContent } from '../long-content';

/**
 * Whatever users type, the layout holds (docs/accessibility.md#long-text): content with long
 * unbroken words and URLs on the list and detail screens that show it, at a 375 px phone, never
 * makes a page scroll sideways.
 */
const PHONE = { width: 375, height: 800 };

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/** How far the page scrolls sideways, in CSS pixels (0 when it fits). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('long words and URLs wrap on every screen that shows them at 375 px', async ({ browser }) => {
  test.setTimeout(120_000);
  const { jobId } = await seedLongContent(uniqueTitle('Layout'));

  const screens: Record<'customer' | 'freelancer', string[]> = {
    customer: [
      '/customer/jobs',
      '/customer/list-all-proposals',
      '/freelancer/profile/frankie-freelancer',
    ],
    freelancer: [
      `/freelancer/search-jobs?jobId=${jobId}`,
      '/freelancer/proposals',
      '/freelancer/profile/frankie-freelancer',
    ],
  };
  const overflowing: Record<string, number> = {};
  for (const [who, paths] of Object.entries(screens)) {
    const actor = await signInAs(browser, DEMO, `${who}@demo.test`);
    try {
      await actor.page.setViewportSize(PHONE);
      for (const path of paths) {
        await actor.page.goto(`${DEMO}${path}`);
        await settle(actor.page);
        await expect(actor.page.getByText(LONG_WORD.slice(0, 40)).first()).toBeAttached();
        const extra = await sidewaysScroll(actor.page);
        if (extra > 0) overflowing[`${who} ${path}`] = extra;
      }
    } finally {
      await actor.context.close();
    }
  }
  expect(overflowing).toEqual({});
});
