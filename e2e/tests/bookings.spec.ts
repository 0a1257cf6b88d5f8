import { expect, test } from '../fixtures';
import { ACME, DEMO, newActorPage, signInAs } from '../jobs';
import { addCard, CARDS } from '../paying';

// The customer and the seller in their own browser contexts, each through the real screens.
test.setTimeout(120_000);

/** Seeded, approved and live: sold by freelancer@demo.test, with two shipping options. */
const STARTER_KIT = '/products/frankie-freelancer/seed-product-brand-starter-kit';
/** Seeded, live, 90 credits: more than customer@demo.test's 20 credits and 5 of allowance. */
const LOGO_REVIEW = '/products/frankie-freelancer/seed-product-logo-review';

test('a customer books a product with shipping details and pays by card; the seller is told live and both reach its job', async ({
  browser,
}) => {
  const seller = await signInAs(browser, DEMO, 'freelancer@demo.test');
  await seller.page.goto('/products/bookings');
  await expect(
    seller.page.getByRole('heading', { name: 'Bookings of your products' }),
  ).toBeVisible();

  const customer = await signInAs(browser, DEMO, 'customer@demo.test');
  await addCard(customer, CARDS.succeeds);
  await customer.page.goto(STARTER_KIT);
  await expect(
    customer.page.getByRole('heading', { level: 2, name: 'Brand starter kit' }),
  ).toBeVisible();
  await customer.page.getByRole('button', { name: 'Book now' }).click();
  const dialog = customer.page.getByRole('dialog', { name: 'Book Brand starter kit' });
  await dialog.getByLabel(/Shipping option/).selectOption({ label: 'Next-day courier' });
  await expect(dialog.getByRole('radio', { name: 'Card £462.00' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Book and pay' }).click();
  await expect(dialog.getByText('Please input full name')).toBeVisible();
  await expect(dialog.getByText('Please agree to the seller’s terms')).toBeVisible();

  await dialog.getByLabel(/Full name/).fill('Casey Customer');
  await dialog.getByLabel(/Country code/).fill('+44');
  await dialog.getByLabel(/Phone number/).fill('7700 900123');
  await dialog.getByLabel(/Shipping address/).fill('1 Flower Street, London N1 1AA');
  await dialog.getByRole('checkbox', { name: 'I agree to the seller’s terms' }).check();
  await dialog.getByRole('button', { name: 'Book and pay' }).click();

  // The customer lands on the booking's job, with the toast.
  await expect(customer.page).toHaveURL(/\/customer\/contract\/[^/?]+\?mode=overview$/, {
    timeout: 20_000,
  });
  const jobId = new URL(customer.page.url()).pathname.split('/').pop() ?? '';
  await expect(customer.page.getByText('Your booking was successful.')).toBeVisible();
  await expect(
    customer.page.getByRole('heading', { level: 2, name: 'Brand starter kit' }),
  ).toBeVisible();

  // The seller is told live, and finds the booking with where to ship it, and its job.
  await expect(seller.page.getByText('Booking successful: Brand starter kit')).toBeVisible();
  await seller.page.reload();
  const booking = seller.page
    .getByRole('listitem')
    .filter({ has: seller.page.getByRole('link', { name: 'Open the job of Brand starter kit' }) })
    .filter({ hasText: '+447700900123' })
    .first();
  await expect(booking).toContainText('Casey Customer');
  await expect(booking).toContainText('1 Flower Street, London N1 1AA (Next-day courier)');
  await booking.getByRole('link', { name: 'Open the job of Brand starter kit' }).click();
  await expect(seller.page).toHaveURL(`${DEMO}/freelancer/manage/${jobId}`);
  await expect(
    seller.page.getByRole('heading', { level: 2, name: 'Brand starter kit' }),
  ).toBeVisible();
  await expect(seller.page.getByText('The customer paid “Brand starter kit”')).toBeVisible();

  // The customer's own list has it too.
  await customer.page.goto('/products/bookings');
  await expect(
    customer.page.getByRole('link', { name: 'Open the job of Brand starter kit' }).first(),
  ).toHaveAttribute('href', /\/customer\/contract\/.+\?mode=overview/);

  await seller.context.close();
  await customer.context.close();
});

test('a booking with credits is refused when the customer has too few', async ({ browser }) => {
  const customer = await signInAs(browser, DEMO, 'customer@demo.test');
  await customer.page.goto(LOGO_REVIEW);
  await customer.page.getByRole('button', { name: 'Book now' }).click();
  const dialog = customer.page.getByRole('dialog', { name: 'Book Logo review' });
  await dialog.getByRole('radio', { name: 'Credits 90 credits' }).check();
  await dialog.getByRole('checkbox', { name: 'I agree to the seller’s terms' }).check();
  await dialog.getByRole('button', { name: 'Book and pay' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("You don't have enough credits available");
  await expect(customer.page).toHaveURL(`${DEMO}${LOGO_REVIEW}`);
  await customer.context.close();
});

test('acme, whose products area is off, shows no products anywhere', async ({ browser }) => {
  const visitor = await newActorPage(browser, ACME, '');
  for (const path of ['/products', '/products/bookings', LOGO_REVIEW]) {
    await visitor.page.goto(path);
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  }
  const customer = await signInAs(browser, ACME, 'customer@acme.test');
  await expect(customer.page.getByRole('link', { name: /products/i })).toHaveCount(0);
  await customer.page.goto('/products/bookings');
  await expect(customer.page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await visitor.context.close();
  await customer.context.close();
});
