import { expect, test } from '../fixtures';
import { ACME, signInAs } from '../jobs';

// The console changes acme's footer background, which no other spec asserts on, and rolls back
// at the end so the published configuration is the one it found.
test.setTimeout(120_000);

const NEW_FOOTER = '#14532d';
const NEW_FOOTER_RGB = 'rgb(20, 83, 45)';

test('an acme administrator publishes a colour that repaints an open page live, then rolls back', async ({
  browser,
}) => {
  // A visitor's signed-out home page of the same tenant, open all along.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${ACME}/`);
  const footer = visitor.locator('.mp-shell-footer');
  await expect(footer).toBeVisible();
  const before = await footer.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(before).not.toBe(NEW_FOOTER_RGB);

  const admin = await signInAs(browser, ACME, 'admin@acme.test');
  await admin.page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Tenant console' })
    .click();
  await expect(admin.page).toHaveURL(`${ACME}/admin/console`);
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Tenant console' })).toBeVisible();

  const versions = admin.page.locator('#console-versions');
  const live = versions.locator('li', { hasText: 'Live' });
  await expect(live).toHaveCount(1);
  const liveBefore = Number(await live.getAttribute('data-version'));

  const colour = admin.page.getByRole('textbox', { name: 'footerBackground', exact: true });
  await colour.fill(NEW_FOOTER);

  // The preview frames the real site painted with the draft; visitors still see the old colour.
  const preview = admin.page.locator('#console-preview');
  await preview.scrollIntoViewIfNeeded();
  const framed = admin.page.frameLocator('iframe[title="Preview of the home page on a desktop"]');
  await expect(framed.locator('.mp-shell-footer')).toHaveCSS('background-color', NEW_FOOTER_RGB, {
    timeout: 15_000,
  });
  await expect(footer).toHaveCSS('background-color', before);
  await admin.page.getByRole('button', { name: 'Save draft' }).click();
  await expect(admin.page.getByText(/Draft saved\. Visitors see it/)).toBeVisible();
  await admin.page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    admin.page.getByText(`Published as version ${liveBefore + 1}`, { exact: false }),
  ).toBeVisible();

  // The visitor's page repaints without a reload.
  await expect(footer).toHaveCSS('background-color', NEW_FOOTER_RGB, { timeout: 15_000 });

  // Roll back to the version that was live: the visitor's page gets the old colour back.
  await versions
    .getByRole('button', { name: `Roll back to version ${liveBefore}`, exact: true })
    .click();
  const dialog = admin.page.getByRole('dialog', { name: `Roll back to version ${liveBefore}?` });
  await dialog.getByRole('button', { name: 'Roll back', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(versions.getByText(`Rollback to version ${liveBefore}`).first()).toBeVisible();
  await expect(footer).toHaveCSS('background-color', before, { timeout: 15_000 });
  await expect(
    admin.page.getByRole('textbox', { name: 'footerBackground', exact: true }),
  ).not.toHaveValue(NEW_FOOTER);

  await visitorContext.close();
  await admin.context.close();
});
