import { expect, recordRequests, test } from '../fixtures';
import { remotePort, SHELL_PORT, startShellServer } from '../site';

const DEMO = `http://localhost:${SHELL_PORT}`;
const ACME = `http://acme.localhost:${SHELL_PORT}`;
const SHOTS = process.env.MP_SCREENSHOTS;

test('the two tenants show their own colours, logo, menus and languages', async ({ page }) => {
  await page.goto(`${DEMO}/`);
  const join = page.getByRole('banner').getByRole('link', { name: 'Join as a PRO' });
  await expect(join).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(page.getByRole('img', { name: 'Demo Marketplace' })).toBeVisible();
  const demoMenu = page.getByRole('navigation', { name: 'Main' });
  await expect(demoMenu.getByRole('link', { name: 'Hire a web designer' })).toHaveAttribute(
    'href',
    '/freelancers/website-design',
  );
  await expect(page.getByLabel('Language').locator('option')).toHaveText(['English', 'Українська']);
  await expect(page).toHaveTitle('Demo Freelance: hire trusted freelancers');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/demo-home.png`, fullPage: true });

  await page.goto(`${ACME}/`);
  // Acme's orange (#ea580c) fails AA under white text: the shell darkens it just enough.
  await expect(join).toHaveCSS('background-color', 'rgb(199, 75, 10)');
  await expect(page.locator('.mp-shell-header')).toHaveCSS('background-color', 'rgb(30, 41, 59)');
  const acmeMenu = page.getByRole('navigation', { name: 'Main' });
  await expect(acmeMenu.getByRole('link', { name: 'Find work' })).toHaveAttribute(
    'href',
    '/find-work',
  );
  const about = acmeMenu.getByRole('link', { name: 'About Acme' });
  await expect(about).toHaveAttribute('target', '_blank');
  await expect(about).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByLabel('Language').locator('option')).toHaveText(['English', 'Deutsch']);
  await expect(page.getByRole('contentinfo')).toContainText('© 2026 Acme Group GmbH');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/acme-home.png`, fullPage: true });

  await page.getByLabel('Language').selectOption('de');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Als PRO beitreten' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Als PRO beitreten' }),
  ).toBeVisible();
});

test('the served HTML already carries the tenant look, so the first paint is themed', async ({
  page,
}) => {
  const acme = await page.goto(`${ACME}/freelancer/search-jobs`);
  const html = (await acme?.text()) ?? '';
  expect(html).toContain('--primary-button:#c74b0a');
  expect(html).toContain('<title>Find work | Acme Talent</title>');
  const demo = await page.goto(`${DEMO}/`);
  expect((await demo?.text()) ?? '').toContain('--primary-button:#0f766e');
});

test('the home page paints its hero from the served HTML, in the language the shell will use', async ({
  browser,
}) => {
  const hero = 'Geprüfte externe Fachkräfte für Acme-Teams';
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  const plain = await noScript.newPage();
  await plain.goto(`${ACME}/`);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(hero);
  await expect(plain.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    plain.getByRole('img', { name: /Ausweis einer freigegebenen Fachkraft/ }),
  ).toBeVisible();
  // The demo tenant offers English and Ukrainian only: a German browser gets English.
  await plain.goto(`${DEMO}/`);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(
    'Creative freelancers for your small business',
  );
  await noScript.close();

  const withScript = await browser.newContext({ locale: 'de-DE' });
  const page = await withScript.newPage();
  await page.goto(`${ACME}/`);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Als PRO beitreten' }),
  ).toBeVisible();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero);
  // The choice reaches the server too: the next served page is already in English.
  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Vetted external specialists for Acme teams',
  );
  const again = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'de-DE',
    storageState: await withScript.storageState(),
  });
  const next = await again.newPage();
  await next.goto(`${ACME}/`);
  await expect(next.getByRole('heading', { level: 1 })).toHaveText(
    'Vetted external specialists for Acme teams',
  );
  await again.close();
  await withScript.close();
});

test('an alias redirects to its route keeping query and hash', async ({ page }) => {
  await page.goto(`${ACME}/find-work?q=design#results`);
  await expect(page).toHaveURL(`${ACME}/freelancer/search-jobs?q=design#results`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search jobs');
  await expect(page).toHaveTitle('Find work | Acme Talent');
});

test('the mobile header folds its menu behind a keyboard-operable toggle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${DEMO}/`);
  const toggle = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(toggle).toBeVisible();
  await expect(nav).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/demo-mobile-open.png` });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(nav).toBeHidden();
});

test("a remote switched off by the tenant's feature switch leaves menus and routes and is never fetched", async ({
  page,
}) => {
  // A shell whose runtime config switches nothing off: only acme's productsRemote switch does.
  const port = SHELL_PORT + 90;
  const shell = await startShellServer(port, { MP_DISABLED_REMOTES: '{}' });
  try {
    const requests = recordRequests(page);
    await page.goto(`http://localhost:${port}/`);
    await expect(
      page.getByRole('main').getByRole('region', { name: 'Services to book' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book a service' }),
    ).toBeVisible();

    await page.goto(`http://acme.localhost:${port}/`);
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Featured freelancers' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Services to book' })).toHaveCount(0);
    await expect(page.locator('a[href^="/products"]')).toHaveCount(0);
    await page.goto(`http://acme.localhost:${port}/products`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const acmeProducts = requests.filter(
      (request) =>
        request.url().includes(`:${remotePort('mf_products')}/`) &&
        request.frame().url().includes('acme.localhost'),
    );
    expect(acmeProducts).toEqual([]);
  } finally {
    await shell.close();
  }
});

test('the toast query parameter shows the named toast once and is removed', async ({ page }) => {
  await page.goto(`${DEMO}/?toast=booking-successful&ref=mail`);
  await expect(page.getByText('Your booking was successful.')).toBeVisible();
  await expect(page).toHaveURL(`${DEMO}/?ref=mail`);
  await page.goto(`${DEMO}/?toast=no-such-toast`);
  await expect(page).toHaveURL(`${DEMO}/`);
});

test("the home page's search finds a service's freelancers in a place", async ({ page }) => {
  await page.goto(`${DEMO}/`);
  const search = page.getByRole('search', { name: 'Find freelancers' });
  await search.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Website design' });
  await search.getByRole('textbox', { name: 'Place' }).fill('London');
  if (SHOTS) {
    await page.locator('.mp-home-hero').screenshot({ path: `${SHOTS}/demo-home-hero.png` });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.locator('.mp-home-hero').screenshot({ path: `${SHOTS}/demo-home-hero-mobile.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await search.getByRole('button', { name: 'Find freelancers' }).click();
  await expect(page).toHaveURL(`${DEMO}/freelancers/website-design?place=London`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Freelancers for Website design',
  );
  await expect(page.getByText('In or near London')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Frankie Freelancer' })).toBeVisible();
});
