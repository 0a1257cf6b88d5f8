#!/usr/bin/env node
// `pnpm screenshots`: the README's pictures of the product, taken from the running site
// (`npm start` in another terminal) in Debian's Chromium and written to docs/screenshots/.
// For each seeded tenant: the signed-out home page at 1280 px and at 375 px, and the customer's
// and the freelancer's dashboards at 1280 px, signed in through the real /login screen.
//   node packages/devtools/src/screenshots.mjs [--site http://localhost:8080]
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { repoRoot } from './processes.mjs';

/** The seeded accounts' password (packages/contracts/src/seed-accounts.ts; local demo data). */
const SEEDED_PASSWORD = 'Passw0rd!';
const OUT_DIR = path.join(repoRoot, 'docs/screenshots');
const STEP_TIMEOUT_MS = 30_000;
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const TENANTS = ['demo', 'acme'];
const DASHBOARD_ROLES = ['customer', 'freelancer'];

function parseArgs(argv) {
  const siteAt = argv.indexOf('--site');
  return { site: siteAt >= 0 ? argv[siteAt + 1] : 'http://localhost:8080' };
}

/** demo is served on the site's own host name, every other tenant on `<tenant>.<host>`. */
function tenantOrigin(site, tenant) {
  const url = new URL(site);
  if (tenant !== 'demo') url.hostname = `${tenant}.${url.hostname}`;
  return url.origin;
}

/** Waits until the page has settled: no request in flight, web fonts and lazy images painted. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold never load in a screenshot of the first screen: skip them.
    const images = [...document.images].filter(
      (image) => !image.complete && image.loading !== 'lazy',
    );
    const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS })
    .catch(() => undefined);
}

async function capture(page, file, fullPage) {
  const target = path.join(OUT_DIR, file);
  await page.screenshot({ path: target, fullPage, animations: 'disabled' });
  console.log(`${path.relative(repoRoot, target)}  ${Math.round(statSync(target).size / 1024)} KB`);
}

async function shootHome(browser, origin, tenant) {
  for (const [suffix, device] of [
    ['', DESKTOP],
    ['-phone', PHONE],
  ]) {
    const context = await browser.newContext(device);
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
      await settle(page);
      await capture(page, `${tenant}-home${suffix}.png`, false);
    } finally {
      await context.close();
    }
  }
}

async function shootDashboard(browser, origin, tenant, role) {
  const context = await browser.newContext(DESKTOP);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('E-mail address').fill(`${role}@${tenant}.test`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(SEEDED_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), {
      timeout: STEP_TIMEOUT_MS,
    });
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
    await settle(page);
    // A first-visit prompt (the tenant's survey) may open over the page: the picture shows the
    // page, so it is put aside as a visitor would.
    if (await page.getByRole('dialog').isVisible()) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
    }
    await capture(page, `${tenant}-dashboard-${role}.png`, false);
  } finally {
    await context.close();
  }
}

async function main() {
  const { site } = parseArgs(process.argv.slice(2));
  try {
    await fetch(site);
  } catch {
    console.error(`Nothing answers at ${site}: run \`npm start\` first (or pass --site <url>).`);
    process.exit(1);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const tenant of TENANTS) {
      const origin = tenantOrigin(site, tenant);
      await shootHome(browser, origin, tenant);
      for (const role of DASHBOARD_ROLES) await shootDashboard(browser, origin, tenant, role);
    }
  } finally {
    await browser.close();
  }
}

await main();
