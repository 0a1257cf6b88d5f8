import { expect, test } from '../fixtures';
import { ACME, DEMO, newActorPage, signInAs } from '../jobs';
import { addCard, CARDS } from '../paying';

// The customer and the seller in their own browser contexts, each through the real screens.
test.setTimeout(180_000);

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

  // The seller delivers, the customer signs off: the booking completes and its job ends.
  const delivering = seller.page.getByRole('article', { name: 'Brand starter kit' });
  await delivering.getByRole('button', { name: 'Submit work' }).click();
  const submit = seller.page.getByRole('dialog', { name: 'Submit work for “Brand starter kit”' });
  await submit.getByLabel('Note to the customer').fill('Shipped by next-day courier.');
  await submit.getByRole('button', { name: 'Submit work' }).click();
  await expect(submit).toHaveCount(0, { timeout: 15_000 });
  await customer.page.goto(`/customer/contract/${jobId}?mode=overview`);
  const milestone = customer.page.getByRole('article', { name: 'Brand starter kit' });
  await milestone.getByRole('button', { name: 'Sign off' }).click();
  const signOff = customer.page.getByRole('dialog', { name: 'Sign off “Brand starter kit”?' });
  await signOff.getByRole('button', { name: 'Sign off' }).click();
  await expect(signOff).toHaveCount(0);

  // Both find the completed booking in their list and review each other from it.
  for (const party of [customer, seller]) {
    await party.page.goto('/products/bookings');
    const review = party.page
      .getByRole('link', { name: /^Rate and review .+ for Brand starter kit$/ })
      .and(party.page.locator(`[href*="${jobId}"]`));
    await review.click();
    const reviews = party.page.getByRole('region', { name: 'Reviews' });
    await reviews.getByRole('button', { name: /^Rate and review / }).click();
    const form = party.page.getByRole('dialog', { name: /^Rate and review / });
    await form.getByRole('radio', { name: 'Rating: 5 out of 5' }).check();
    await form
      .getByRole('textbox', { name: /Your review/ })
      .fill('Smooth from booking to delivery.');
    await form.getByRole('button', { name: 'Publish review' }).click();
    await expect(form).toHaveCount(0);
    await expect(reviews.getByText('Smooth from booking to delivery.').first()).toBeVisible();
  }

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
