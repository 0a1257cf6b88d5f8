import { expect, test } from '../fixtures';
import { DEMO, newActorPage, signInAs, uniqueTitle } from '../jobs';

// Three people in their own browser contexts, each through the real screens.
test.setTimeout(120_000);

/** A 1×1 PNG: the files API decides the type from the bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a freelancer submits a product with a picture, an administrator approves it, a visitor finds it', async ({
  browser,
}) => {
  const title = uniqueTitle('Logo review');

  // The seeded freelancer (onboarded for payments) creates and submits the product.
  const seller = await signInAs(browser, DEMO, 'freelancer@demo.test');
  await seller.page.goto('/products/create');
  await seller.page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await seller.page
    .getByRole('textbox', { name: /^Description/ })
    .fill('A written review of your logo within two days.');
  await seller.page.getByRole('textbox', { name: /^Price(?! in)/ }).fill('50');
  await seller.page.getByRole('textbox', { name: /^Offer price/ }).fill('40');
  await seller.page.getByLabel('Add pictures').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(seller.page.getByRole('button', { name: 'Remove logo.png' })).toBeVisible({
    timeout: 15_000,
  });
  await seller.page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(seller.page).toHaveURL(`${DEMO}/products/live`);
  await expect(seller.page.getByText('Your product is submitted for approval.')).toBeVisible();
  const own = seller.page.getByRole('listitem').filter({ hasText: title });
  await expect(own.getByText('Pending approval')).toBeVisible();

  // The administrator approves it from the dashboard's products queue.
  const admin = await signInAs(browser, DEMO, 'admin@demo.test');
  await expect(admin.page).toHaveURL(`${DEMO}/dashboard`);
  const queue = admin.page.locator('[data-section="product-approvals"]');
  await expect(queue.getByRole('heading', { name: 'Products waiting for approval' })).toBeVisible();
  await queue.getByRole('button', { name: `Approve ${title}`, exact: true }).click();
  await expect(queue.getByRole('status')).toHaveText(`${title} is approved.`);

  // A signed-out visitor finds it in the catalogue and opens it.
  const visitor = await newActorPage(browser, DEMO, '');
  await visitor.page.goto('/products');
  await visitor.page.getByRole('searchbox', { name: 'Search words' }).fill(title);
  await visitor.page.getByRole('button', { name: 'Search' }).click();
  await visitor.page.getByRole('link', { name: title }).click();
  await expect(visitor.page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(visitor.page.getByText('£40.00')).toBeVisible();
  await expect(visitor.page.getByRole('img', { name: `${title}, picture 1` })).toBeVisible();

  await seller.context.close();
  await admin.context.close();
  await visitor.context.close();
});
