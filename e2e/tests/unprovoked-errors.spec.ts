import { guardedTest as test } from '../fixtures';
import { DEMO } from '../jobs';

/**
 * The unprovoked-error guard itself (e2e/fixtures.ts `guardedTest`): a 4xx/5xx answer fails the
 * test unless the test declared it; other contexts the test opens are watched too.
 */
test('fails a test on a 404 it did not declare', async ({ page }) => {
  test.fail();
  await page.goto(`${DEMO}/`);
  await page.evaluate(() => fetch('/no-such-file.js'));
});

test('fails a test on an error in a context it opened itself', async ({ browser }) => {
  test.fail();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${DEMO}/`);
  await page.evaluate(() => fetch('/no-such-file.js'));
  await context.close();
});

test('lets a declared failure pass', async ({ page, httpClean }) => {
  httpClean.expectFailure({ status: 404, path: '/no-such-file.js', method: 'GET' });
  await page.goto(`${DEMO}/`);
  await page.evaluate(() => fetch('/no-such-file.js'));
});
