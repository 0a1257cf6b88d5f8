#!/usr/bin/env node
// `pnpm bench:size`: builds the apps, serves them against a real API and identity service
// (temporary PGlite data, as bench:web), then measures
//  1. the signed-out home page: every JS response Chromium receives while loading `/` until the
//     network is idle (measured in the browser, not derived from the chunk graph), raw and gzip;
//  2. each remote: its remoteEntry.js, the sync/async JS of its exposed ./App (from its
//     mf-manifest.json), and the first screen of its area: what the shell fetches from the
//     remote to show the page its links lead to (`entryPath`): remoteEntry.js + ./App's own
//     chunks + the area's English texts + that screen's chunks (from the remote's
//     mp-screen-chunks.json), goal <= 45 KB gzip each;
//  3. for the areas with a public page, the JS actually fetched from the remote's origin when the
//     shell navigates into it after the home page (the first-screen figure, checked in a browser).
// gzip sizes are zlib level 6 (what serve-static sends). Targets: home <= 120 KB gzip, an area's
// first screen <= 45 KB gzip (docs/ARCHITECTURE.md#targets; method and results: bench/README.md).
// Without an API the page would load its failure paths (telemetry, retries) and the figure would
// say nothing.
import { readFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { REMOTE_APPS, SHELL_APP } from './apps.mjs';
import { FIRST_SCREENS, firstScreenFiles, SCREEN_CHUNKS_FILE } from './first-screens.mjs';
import { buildAll } from './build.mjs';
import { startBenchServices } from './bench-services.mjs';
import { repoRoot, stopChildren } from './processes.mjs';
import { buildRuntimeConfig } from './runtime-config.mjs';
import { startStaticServer } from './serve-static.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const BUDGET_GZIP_KB = 120;
const FIRST_SCREEN_GOAL_GZIP_KB = 45;
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 11000);
/** The page the shell's header links to for each area (the shell's AREA_ENTRY_PATHS). */
// A public path per area, so the measurement needs no signed-in session; areas whose every
// path is private are measured by their manifest sizes only (entry + exposed ./App).
const AREA_PATHS = {
  mf_jobs: '/freelancer/search-jobs',
  mf_products: '/products',
  mf_profile: '/freelancer/profile/frankie-freelancer',
};

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const sizes = (buffer) => ({ raw: buffer.length, gzip: gzipSync(buffer, { level: 6 }).length });

function sum(files) {
  return files.reduce(
    (total, file) => ({ raw: total.raw + file.raw, gzip: total.gzip + file.gzip }),
    {
      raw: 0,
      gzip: 0,
    },
  );
}

function distFile(app, name) {
  const file = { name, ...sizes(readFileSync(path.join(repoRoot, app.dir, 'dist', name))) };
  return file;
}

const readDistJson = (app, name) =>
  JSON.parse(readFileSync(path.join(repoRoot, app.dir, 'dist', name), 'utf8'));

function manifestSizes(app) {
  const manifest = readDistJson(app, 'mf-manifest.json');
  const entry = distFile(app, manifest.metaData.remoteEntry.name);
  const exposedNames = manifest.exposes.flatMap((expose) => [
    ...expose.assets.js.sync,
    ...expose.assets.js.async,
  ]);
  const exposed = [...new Set(exposedNames)].map((name) => distFile(app, name));
  const firstScreen = FIRST_SCREENS[app.name];
  const screenFiles = firstScreenFiles(
    manifest,
    readDistJson(app, SCREEN_CHUNKS_FILE),
    firstScreen,
  ).map((name) => distFile(app, name));
  const screenTotal = sum(screenFiles);
  return {
    entry,
    exposed: { files: exposed, ...sum(exposed) },
    firstScreen: {
      path: app.entryPath,
      screen: firstScreen.screen,
      files: screenFiles,
      ...screenTotal,
      withinGoal: screenTotal.gzip <= FIRST_SCREEN_GOAL_GZIP_KB * 1024,
    },
  };
}

async function startSite({ apiUrl, identityUrl }) {
  const servers = [];
  for (const app of REMOTE_APPS) {
    servers.push(
      await startStaticServer({
        root: path.join(repoRoot, app.dir, 'dist'),
        port: app.port + PORT_OFFSET,
      }),
    );
  }
  servers.push(
    await startStaticServer({
      root: path.join(repoRoot, SHELL_APP.dir, 'dist'),
      port: SHELL_APP.port + PORT_OFFSET,
      spa: true,
      runtimeConfig: buildRuntimeConfig({
        MP_REMOTE_PORT_BASE: String(REMOTE_APPS[0].port + PORT_OFFSET),
        MP_API_URL: apiUrl,
        MP_SOCKET_URL: apiUrl,
        MP_IDENTITY_URL: identityUrl,
        // A page view that is not sampled for web vitals, so every run counts the same files: a
        // sampled one (10% by default) also loads web-vitals, 2.3 KB gzip, after its load event
        // (bench/README.md#size-pnpm-benchsize).
        MP_CLIENT_REPORT_SAMPLE_RATE: '0',
      }),
    }),
  );
  return {
    url: `http://localhost:${SHELL_APP.port + PORT_OFFSET}`,
    close: () => Promise.all(servers.map((s) => s.close())),
  };
}

/** JS responses received by the page while `action` runs until `settled` resolves and the network is idle. */
async function collectScripts(page, action, settled = () => page.waitForLoadState('networkidle')) {
  const pending = [];
  const listener = (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) {
      const url = new URL(response.url());
      pending.push(
        response
          .body()
          .then((body) => ({ name: url.pathname.slice(1), port: url.port, ...sizes(body) })),
      );
    }
  };
  page.on('response', listener);
  await action();
  await settled();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const files = await Promise.all(pending);
  return { files, ...sum(files) };
}

async function measureInBrowser(siteUrl) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext();
    const homePage = await context.newPage();
    const home = await collectScripts(homePage, () => homePage.goto(siteUrl));
    await homePage.close();
    const navigation = {};
    for (const app of REMOTE_APPS.filter((remote) => AREA_PATHS[remote.name])) {
      const page = await context.newPage();
      await page.goto(siteUrl);
      await page.waitForLoadState('networkidle');
      navigation[app.name] = await collectScripts(
        page,
        // In-app navigation without depending on which links the header shows.
        () =>
          page.evaluate((path) => {
            window.history.pushState({}, '', path);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, AREA_PATHS[app.name]),
        () => page.locator(`[data-remote="${app.name}"] h1`).waitFor({ timeout: 15000 }),
      );
      await page.close();
    }
    return { home, navigation };
  } finally {
    await browser.close();
  }
}

function printTable(result) {
  const rows = [
    ['what', 'raw KB', 'gzip KB', 'files'],
    ['home page initial JS', kb(result.home.raw), kb(result.home.gzip), result.home.files.length],
    ...result.remotes.flatMap((remote) => [
      [`${remote.name} entry`, kb(remote.entry.raw), kb(remote.entry.gzip), 1],
      [
        `${remote.name} first screen ${remote.firstScreen.path}`,
        kb(remote.firstScreen.raw),
        kb(remote.firstScreen.gzip),
        remote.firstScreen.files.length,
      ],
      [
        `${remote.name} exposed ./App (all)`,
        kb(remote.exposed.raw),
        kb(remote.exposed.gzip),
        remote.exposed.files.length,
      ],
      remote.onNavigation
        ? [
            `${remote.name} on navigation`,
            kb(remote.onNavigation.raw),
            kb(remote.onNavigation.gzip),
            remote.onNavigation.files.length,
          ]
        : [`${remote.name} on navigation`, '-', '-', 'private paths only'],
    ]),
  ];
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  for (const row of rows)
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '));
  const verdict = result.home.withinBudget ? 'within' : 'OVER';
  console.log(
    `\nhome page: ${kb(result.home.gzip)} KB gzip, ${verdict} the ${BUDGET_GZIP_KB} KB budget`,
  );
  const over = result.remotes.filter((remote) => !remote.firstScreen.withinGoal);
  console.log(
    over.length === 0
      ? `every area's first screen within the ${FIRST_SCREEN_GOAL_GZIP_KB} KB goal`
      : `first screen OVER the ${FIRST_SCREEN_GOAL_GZIP_KB} KB goal: ${over.map((r) => r.name).join(', ')}`,
  );
}

async function main() {
  await buildAll({ force: process.argv.includes('--force') });
  const running = { children: [], dataRoot: null };
  let site = null;
  let measured;
  try {
    site = await startSite(await startBenchServices(running, 'mp-bench-size-'));
    measured = await measureInBrowser(site.url);
  } finally {
    await site?.close();
    await stopChildren(running.children);
    if (running.dataRoot) rmSync(running.dataRoot, { recursive: true, force: true });
  }
  const result = {
    measuredAt: new Date().toISOString(),
    method:
      "Chromium loads the production build of / (real API and identity service on temporary PGlite data; a page view not sampled for web vitals) until network idle; every JS response body is counted raw and gzip (zlib level 6). Remotes: remoteEntry.js + exposed ./App chunks from mf-manifest.json; the first screen of the area (remoteEntry.js + ./App's sync chunks + the area's English texts + the chunks of the screen behind entryPath, from mp-screen-chunks.json); and the JS fetched when the shell navigates into the area's public page.",
    budgetGzipKb: BUDGET_GZIP_KB,
    firstScreenGoalGzipKb: FIRST_SCREEN_GOAL_GZIP_KB,
    home: { ...measured.home, withinBudget: measured.home.gzip <= BUDGET_GZIP_KB * 1024 },
    remotes: REMOTE_APPS.map((app) => ({
      name: app.name,
      ...manifestSizes(app),
      onNavigation: measured.navigation[app.name] ?? null,
    })),
  };
  const out = path.join(repoRoot, 'bench/results/size.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  printTable(result);
  console.log(`\nwritten ${path.relative(repoRoot, out)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
