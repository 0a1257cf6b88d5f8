import { rollBackTo } from '../console';
import { expect, test } from '../fixtures';
import { DEMO, signInAs } from '../jobs';

// The demo administrator gives a public menu item a Ukrainian title and publishes it; a visitor
// sees it in Ukrainian only, the plain title in English. The spec rolls back at the end, so
// the published configuration is the one it found (only the Ukrainian title ever differs).
test.setTimeout(180_000);

const ITEM = 'Blog';
const ITEM_UA = 'Блог компанії';

test('a menu item shows its title in the visitor’s language, else its plain title', async ({
  browser,
}) => {
  const admin = await signInAs(browser, DEMO, 'admin@demo.test');
  await admin.page.goto(`${DEMO}/admin/console`);
  const versions = admin.page.locator('#console-versions');
  const live = versions.locator('li', { hasText: 'Live' });
  await expect(live).toHaveCount(1);
  const liveBefore = Number(await live.getAttribute('data-version'));

  // The seeded public menu's third item.
  const blog = admin.page.locator('[data-menu-item="settings.customMenus.public.2"]');
  await expect(blog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(ITEM);
  await blog.getByRole('textbox', { name: 'Title in Українська' }).fill(ITEM_UA);
  await admin.page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    admin.page.getByText(`Published as version ${liveBefore + 1}`, { exact: false }),
  ).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${DEMO}/`);
  await expect(
    visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: ITEM }),
  ).toBeVisible();
  await visitor.getByLabel('Language').selectOption('ua');
  const menuUa = visitor.getByRole('navigation', { name: 'Головне меню' });
  await expect(menuUa.getByRole('link', { name: ITEM_UA })).toBeVisible();
  await expect(menuUa.getByRole('link', { name: ITEM, exact: true })).toHaveCount(0);
  // Items without a Ukrainian title keep their one title.
  await expect(menuUa.getByRole('link', { name: 'Book a service' })).toBeVisible();

  await rollBackTo(admin.page, liveBefore);
  await expect(menuUa.getByRole('link', { name: ITEM, exact: true })).toBeVisible({
    timeout: 15_000,
  });

  await visitorContext.close();
  await admin.context.close();
});
