#!/usr/bin/env node
// `pnpm bench:web`: the web performance targets (docs/ARCHITECTURE.md#targets), measured in
// Debian's Chromium against the production build, a real API and a real identity service (temporary
// data).
//  1. Signed-out home page under mobile emulation (375x812, DPR 3, touch, mobile UA), CPU 4x slower
//     and a DevTools network preset (Slow 4G = Lighthouse's mobile throttling, and Fast 4G):
//     LCP, FCP, CLS, JS bytes transferred/decoded, over N cold runs (a new browser context each
//     run); budgets LCP 1.2 s (median, Slow 4G) and CLS 0.05 (worst run).
//  2. Moving into each remote's area inside the running shell (history.pushState + popstate), from
//     a settled page, until the area's `[data-remote="<name>"] h1` is painted: the first visit
//     (cold: the remote was never loaded in this context) and a second one after going home (warm).
//     Unthrottled: the 300 ms budget is for localhost. Signed in through the real /login screen.
//   node packages/devtools/src/bench-web.mjs [--runs 5] [--force]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { REMOTE_APPS, SHELL_APP } from './apps.mjs';
import { buildAll } from './build.mjs';
import { startBenchServices } from './bench-services.mjs';
import { repoRoot, stopChildren } from './processes.mjs';
import { buildRuntimeConfig } from './runtime-config.mjs';
import { startStaticServer } from './serve-static.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const SHELL_PORT = 19180; // remotes on 19181-19186, in REMOTE_APPS order
const REMOTE_PORT_BASE = SHELL_PORT + 1;
const PASSWORD = 'Passw0rd!';
const BUDGETS = { lcpMs: 1200, cls: 0.05, areaMoveMs: 300 };
/** Chrome DevTools' presets (front_end/core/sdk/NetworkManager.ts): bytes/s and ms per request. */
const NETWORK_PROFILES = {
  slow4g: {
    title: 'Slow 4G (DevTools preset; Lighthouse mobile throttling)',
    latency: 150 * 3.75,
    downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((750 * 1000) / 8) * 0.9,
  },
  fast4g: {
    title: 'Fast 4G (DevTools preset)',
    latency: 60 * 2.75,
    downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
  },
  // Diagnostic only: the same CPU slowdown without network throttling separates CPU from network.
  cpuOnly: {
    title: 'no network throttling (CPU 4x only, diagnostic)',
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  },
};
/** The profile the LCP budget is judged on (its "mobile throttling", bench/README.md). */
const BUDGET_PROFILE = 'slow4g';
const CPU_SLOWDOWN = 4;
const MOBILE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};
/** Each area's entry path (REMOTES in contracts) and the seeded account allowed to see it. */
const AREAS = REMOTE_APPS.map((app) => ({
  remote: app.name,
  path: app.entryPath,
  account: app.name === 'mf_jobs' ? 'freelancer@demo.test' : 'customer@demo.test',
}));
const STEP_TIMEOUT_MS = 30_000;
const WATCHDOG_MS = 8 * 60_000;

function parseArgs(argv) {
  const at = argv.indexOf('--runs');
  const runs = at >= 0 ? Number(argv[at + 1]) : 5;
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
    throw new Error(`--runs must be an integer from 1 to 50, got ${argv[at + 1]}`);
  }
  return { runs, force: argv.includes('--force') };
}

// ---- statistics

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

function stats(values, digits = 1) {
  const present = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  if (present.length === 0) return { n: 0, median: null, p75: null, max: null, min: null };
  const round = (value) => Math.round(value * 10 ** digits) / 10 ** digits;
  return {
    n: present.length,
    min: round(Math.min(...present)),
    median: round(quantile(present, 0.5)),
    p75: round(quantile(present, 0.75)),
    max: round(Math.max(...present)),
  };
}

// ---- services and servers

/** Console errors and uncaught exceptions of every measured page: a product defect, reported. */
const pageErrors = [];
function watchErrors(page, where) {
  const add = (text) => {
    if (pageErrors.length < 50) pageErrors.push({ where, text: text.slice(0, 300) });
  };
  page.on('console', (message) => {
    // The failing URL is recorded from the response below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      add(message.text());
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      add(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('pageerror', (error) => add(`uncaught: ${error.message}`));
}

/** Everything started is registered here, so `cleanup` stops it whatever happened. */
const running = { children: [], servers: [], browser: null, dataRoot: null };

async function cleanup() {
  const { browser, servers, children, dataRoot } = running;
  running.browser = null;
  running.servers = [];
  running.children = [];
  running.dataRoot = null;
  await browser?.close().catch(() => {});
  await Promise.all(servers.map((server) => server.close().catch(() => {})));
  await stopChildren(children);
  if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
}

async function startSite({ apiUrl, identityUrl }) {
  for (const [index, app] of REMOTE_APPS.entries()) {
    running.servers.push(
      await startStaticServer({
        root: path.join(repoRoot, app.dir, 'dist'),
        port: REMOTE_PORT_BASE + index,
      }),
    );
  }
  running.servers.push(
    await startStaticServer({
      root: path.join(repoRoot, SHELL_APP.dir, 'dist'),
      port: SHELL_PORT,
      spa: true,
      runtimeConfig: buildRuntimeConfig({
        ...process.env,
        MP_REMOTE_PORT_BASE: String(REMOTE_PORT_BASE),
        MP_API_URL: apiUrl,
        MP_SOCKET_URL: apiUrl,
        MP_IDENTITY_URL: identityUrl,
      }),
    }),
  );
  return `http://localhost:${SHELL_PORT}`;
}

// ---- 1. signed-out home page under mobile throttling

/** Counts every script response of the page through CDP: bytes on the wire and decoded. */
function recordScripts(cdp) {
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || /javascript/.test(response.mimeType)) {
      scripts.set(requestId, { url: response.url, transferred: 0, decoded: 0 });
    }
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.transferred = encodedDataLength;
  });
  return () => [...scripts.values()];
}

/** LCP (buffered observer), FCP, navigation timing and the resource waterfall, read in the page. */
function readPaintMetrics(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const paint = (name) =>
          performance.getEntriesByType('paint').find((entry) => entry.name === name)?.startTime ??
          null;
        const finish = (lcp) => {
          const nav = performance.getEntriesByType('navigation')[0];
          const element = lcp?.element;
          const before = (window.__benchLongTasks ?? []).filter(
            ([start]) => lcp && start < lcp.startTime,
          );
          resolve({
            lcp: lcp ? lcp.startTime : null,
            lcpElement:
              (lcp && window.__benchLcpElements?.get(lcp.startTime)) ??
              (element
                ? {
                    tag: element.tagName.toLowerCase(),
                    text: (element.textContent ?? '').trim().slice(0, 80),
                    size: lcp.size,
                  }
                : null),
            fcp: paint('first-contentful-paint'),
            cls: window.__benchCls?.score ?? null,
            documentResponseEnd: nav ? nav.responseEnd : null,
            domContentLoaded: nav ? nav.domContentLoadedEventEnd : null,
            longTasksBeforeLcp: before.length,
            longTaskMsBeforeLcp: before.reduce((total, [, duration]) => total + duration, 0),
            load: nav ? nav.loadEventEnd : null,
            resources: performance.getEntriesByType('resource').map((entry) => ({
              url: entry.name,
              initiator: entry.initiatorType,
              start: Math.round(entry.startTime),
              end: Math.round(entry.responseEnd),
              transferred: entry.transferSize,
            })),
          });
        };
        let last = null;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          last = entries[entries.length - 1] ?? last;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Buffered entries arrive in an observer task; give it a moment, then answer.
        setTimeout(() => finish(last), 300);
      }),
  );
}

async function measureHomeOnce(browser, siteUrl, profile) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    watchErrors(page, 'home');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.downloadThroughput,
      uploadThroughput: profile.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scripts = recordScripts(cdp);
    await page.addInitScript(() => {
      const tasks = [];
      window.__benchLongTasks = tasks;
      // CLS: every layout shift not caused by input, from the first paint to network idle.
      const cls = { score: 0 };
      window.__benchCls = cls;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls.score += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask' });
      // The LCP element described when its entry arrives: React may replace a pre-rendered
      // element later, and a removed element is no longer reachable from the entry.
      const described = new Map();
      window.__benchLcpElements = described;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const element = entry.element;
          if (!element) continue;
          described.set(entry.startTime, {
            tag: element.tagName.toLowerCase(),
            text: (element.textContent ?? '').trim().slice(0, 80),
            size: entry.size,
            prerendered: element.closest('[data-prerendered]') !== null,
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${siteUrl}/`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const metrics = await readPaintMetrics(page);
    const files = scripts();
    return {
      ...metrics,
      jsTransferred: files.reduce((total, file) => total + file.transferred, 0),
      jsDecoded: files.reduce((total, file) => total + file.decoded, 0),
      jsFiles: files.length,
    };
  } finally {
    await context.close();
  }
}

/** The resources finished before LCP in one run, slowest first: what the LCP waited for. */
function criticalPath(run) {
  return run.resources
    .filter((resource) => run.lcp !== null && resource.end <= run.lcp)
    .map((resource) => ({
      path: new URL(resource.url).pathname,
      start: resource.start,
      end: resource.end,
      transferredKb: Math.round((resource.transferred / 1024) * 10) / 10,
    }))
    .sort((a, b) => a.start - b.start);
}

/** Main-thread self time per script (and GC, idle) until network idle, from a CDP CPU profile. */
function selfTimeByScript(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    const key = frame?.url ? new URL(frame.url).pathname : (frame?.functionName ?? '?');
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals.entries()]
    .map(([script, ms]) => ({ script, ms: Math.round(ms) }))
    .filter((entry) => entry.script !== '(idle)' && entry.ms >= 5)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 12);
}

/** One extra cold load, CPU 4x and no network throttling, with the V8 sampling profiler on. */
async function profileHome(browser, siteUrl) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.goto(`${siteUrl}/`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const { profile } = await cdp.send('Profiler.stop');
    return selfTimeByScript(profile);
  } finally {
    await context.close();
  }
}

async function measureHome(browser, siteUrl, runs) {
  const out = {};
  for (const [key, profile] of Object.entries(NETWORK_PROFILES)) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      samples.push(await measureHomeOnce(browser, siteUrl, profile));
    }
    const lcps = samples.map((sample) => sample.lcp);
    const medianIndex = lcps.indexOf(
      [...lcps].sort((a, b) => a - b)[Math.floor((lcps.length - 1) / 2)],
    );
    const typical = samples[medianIndex];
    out[key] = {
      profile,
      lcpMs: stats(lcps),
      fcpMs: stats(samples.map((sample) => sample.fcp)),
      cls: stats(
        samples.map((sample) => sample.cls),
        4,
      ),
      documentResponseEndMs: stats(samples.map((sample) => sample.documentResponseEnd)),
      domContentLoadedMs: stats(samples.map((sample) => sample.domContentLoaded)),
      longTaskMsBeforeLcp: stats(samples.map((sample) => sample.longTaskMsBeforeLcp)),
      jsTransferredBytes: stats(samples.map((sample) => sample.jsTransferred)),
      jsDecodedBytes: stats(samples.map((sample) => sample.jsDecoded)),
      jsFiles: typical.jsFiles,
      lcpElement: typical.lcpElement,
      medianRunBeforeLcp: criticalPath(typical),
      samples: samples.map(({ resources: _resources, ...rest }) => rest),
    };
    console.log(
      `[bench:web] home, ${profile.title}: LCP median ${out[key].lcpMs.median} ms over ${runs} runs`,
    );
  }
  return out;
}

// ---- 2. moving into each remote's area (unthrottled)

async function signIn(page, siteUrl, email) {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: STEP_TIMEOUT_MS });
}

/** Signs the account in once through the UI and keeps its stored session for fresh contexts. */
async function sessionOf(browser, siteUrl, email) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, siteUrl, email);
    await page.waitForLoadState('networkidle');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * In-app navigation to `path`, timed in the page from the pushState to the animation frame in
 * which the area's heading is in the layout (the frame that paints it).
 */
function timedMove(page, remote, targetPath) {
  return page.evaluate(
    ({ remote: name, targetPath: to, timeoutMs }) =>
      new Promise((resolve, reject) => {
        const selector = `[data-remote="${name}"] h1`;
        const shown = () => {
          const heading = document.querySelector(selector);
          return heading && heading.getBoundingClientRect().height > 0 ? heading : null;
        };
        const portOf = (url) => new URL(url).port;
        const start = performance.now();
        let found = false;
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${selector} not shown within ${timeoutMs} ms at ${location.href}`));
        }, timeoutMs);
        const check = () => {
          const heading = shown();
          if (!heading || found) return;
          found = true;
          observer.disconnect();
          requestAnimationFrame(() => {
            clearTimeout(timer);
            const end = performance.now();
            resolve({
              ms: end - start,
              heading: (heading.textContent ?? '').trim(),
              requests: performance
                .getEntriesByType('resource')
                .filter((entry) => entry.startTime >= start)
                .map((entry) => ({
                  path: new URL(entry.name).pathname,
                  port: portOf(entry.name),
                  start: Math.round(entry.startTime - start),
                  end: Math.round(entry.responseEnd - start),
                })),
            });
          });
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
        check();
      }),
    { remote, targetPath, timeoutMs: STEP_TIMEOUT_MS },
  );
}

/** Leaves the area for the home page and waits until no area is mounted and the network is idle. */
async function goHome(page) {
  await page.evaluate(() => {
    window.history.pushState({}, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForFunction(() => !document.querySelector('[data-remote]'), null, {
    timeout: STEP_TIMEOUT_MS,
  });
  await page.waitForLoadState('networkidle');
}

/** Whether the page already fetched anything from the remote's origin (a preload). */
function remoteFetched(page, port) {
  return page.evaluate(
    (remotePort) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new URL(entry.name).port === String(remotePort)),
    port,
  );
}

async function measureAreasOnce(browser, siteUrl, sessions) {
  const results = [];
  for (const email of [...new Set(AREAS.map((area) => area.account))]) {
    const context = await browser.newContext({ storageState: sessions[email] });
    try {
      const page = await context.newPage();
      watchErrors(page, `areas as ${email}`);
      await page.goto(`${siteUrl}/`);
      await page.waitForLoadState('networkidle');
      for (const area of AREAS.filter((candidate) => candidate.account === email)) {
        const port = REMOTE_PORT_BASE + REMOTE_APPS.findIndex((app) => app.name === area.remote);
        const preloaded = await remoteFetched(page, port);
        const cold = await timedMove(page, area.remote, area.path);
        await page.waitForLoadState('networkidle');
        await goHome(page);
        const warm = await timedMove(page, area.remote, area.path);
        await page.waitForLoadState('networkidle');
        await goHome(page);
        results.push({ ...area, preloaded, cold, warm });
      }
    } finally {
      await context.close();
    }
  }
  return results;
}

async function measureAreas(browser, siteUrl, runs) {
  const sessions = {};
  for (const email of new Set(AREAS.map((area) => area.account))) {
    sessions[email] = await sessionOf(browser, siteUrl, email);
  }
  const perRun = [];
  for (let run = 0; run < runs; run += 1) {
    perRun.push(await measureAreasOnce(browser, siteUrl, sessions));
  }
  return AREAS.map((area) => {
    const samples = perRun.map((run) => run.find((entry) => entry.remote === area.remote));
    const cold = stats(samples.map((sample) => sample.cold.ms));
    const warm = stats(samples.map((sample) => sample.warm.ms));
    const slowest = samples.reduce((a, b) => (b.cold.ms > a.cold.ms ? b : a));
    const slowestWarm = samples.reduce((a, b) => (b.warm.ms > a.warm.ms ? b : a));
    return {
      remote: area.remote,
      path: area.path,
      account: area.account,
      heading: samples[0].cold.heading,
      preloadedBeforeColdMove: samples.some((sample) => sample.preloaded),
      coldMs: cold,
      warmMs: warm,
      coldRequestsOfSlowestRun: slowest.cold.requests,
      warmRequestsOfSlowestRun: slowestWarm.warm.requests,
      verdict: verdict(cold.median, BUDGETS.areaMoveMs),
    };
  });
}

// ---- report

function verdict(value, budget, digits = 1) {
  if (value === null) return { within: false, by: null, text: 'not measured' };
  const within = value <= budget;
  const by = Math.round((value - budget) * 10 ** digits) / 10 ** digits;
  return { within, by, text: within ? 'within' : `OVER by ${by}` };
}

function printTable(result) {
  const rows = [['metric', 'median', 'p75', 'max', 'budget', 'verdict']];
  for (const [key, home] of Object.entries(result.home)) {
    const label = key === BUDGET_PROFILE ? `${key}, budget profile` : key;
    rows.push([
      `home LCP ms (${label})`,
      home.lcpMs.median,
      home.lcpMs.p75,
      home.lcpMs.max,
      BUDGETS.lcpMs,
      home.verdict.text,
    ]);
    rows.push([`home FCP ms (${key})`, home.fcpMs.median, home.fcpMs.p75, home.fcpMs.max, '', '']);
    rows.push([
      `home CLS (${label})`,
      home.cls.median,
      home.cls.p75,
      home.cls.max,
      BUDGETS.cls,
      home.clsVerdict.text,
    ]);
  }
  const anyHome = Object.values(result.home)[0];
  const kb = (value) => Math.round((value / 1024) * 10) / 10;
  rows.push([
    'home JS KB transferred',
    kb(anyHome.jsTransferredBytes.median),
    kb(anyHome.jsTransferredBytes.p75),
    kb(anyHome.jsTransferredBytes.max),
    '',
    '',
  ]);
  rows.push([
    'home JS KB decoded',
    kb(anyHome.jsDecodedBytes.median),
    kb(anyHome.jsDecodedBytes.p75),
    kb(anyHome.jsDecodedBytes.max),
    '',
    '',
  ]);
  for (const area of result.areas) {
    rows.push([
      `move ${area.remote} cold ms`,
      area.coldMs.median,
      area.coldMs.p75,
      area.coldMs.max,
      BUDGETS.areaMoveMs,
      area.verdict.text,
    ]);
    rows.push([
      `move ${area.remote} warm ms`,
      area.warmMs.median,
      area.warmMs.p75,
      area.warmMs.max,
      BUDGETS.areaMoveMs,
      verdict(area.warmMs.median, BUDGETS.areaMoveMs).text,
    ]);
  }
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column] ?? '-').length)),
  );
  for (const row of rows) {
    console.log(row.map((cell, column) => String(cell ?? '-').padEnd(widths[column])).join('  '));
  }
}

async function main() {
  const { runs, force } = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const loadBefore = loadavg()[0];
  await buildAll({ force });
  const services = await startBenchServices(running, 'mp-bench-web-');
  const siteUrl = await startSite(services);
  running.browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const browserVersion = running.browser.version();
  const home = await measureHome(running.browser, siteUrl, runs);
  const homeCpuProfile = await profileHome(running.browser, siteUrl);
  for (const entry of Object.values(home)) {
    entry.verdict = verdict(entry.lcpMs.median, BUDGETS.lcpMs);
    // CLS is judged on its worst run: one shifting load is one user who saw the page jump.
    entry.clsVerdict = verdict(entry.cls.max, BUDGETS.cls, 4);
  }
  const areas = await measureAreas(running.browser, siteUrl, runs);
  const result = {
    measuredAt: new Date().toISOString(),
    durationS: Math.round((Date.now() - started) / 1000),
    method: {
      home: 'Production build of the shell and remotes served by serve-static; real API and identity service on temporary PGlite data. For each run a new browser context (cold HTTP cache) opens / signed out, under mobile emulation and CDP throttling, until network idle. LCP = last largest-contentful-paint entry of a buffered PerformanceObserver; FCP = paint timing; CLS = sum of layout-shift entries without recent input (buffered PerformanceObserver) until network idle; JS bytes = CDP Network events of Script responses (transferred = encodedDataLength incl. headers; decoded = body bytes).',
      areaMoves:
        'Seeded accounts sign in once through the /login screen; each run opens / in a new context (cold HTTP cache) with that stored session and waits for network idle. Then per area: history.pushState + popstate to its path, timed in the page from the pushState to the animation frame in which [data-remote="<name>"] h1 has a layout box (cold = first visit in the context); back to / (network idle) and in again (warm). No throttling: the 300 ms budget is for localhost.',
    },
    settings: {
      runs,
      // Other work on the machine inflates CPU-bound numbers; the 1-minute load average says how much.
      loadAverage1m: { atStart: loadBefore, atEnd: loadavg()[0], cpus: availableParallelism() },
      browser: `Chromium ${browserVersion}`,
      chromiumArgs: CHROMIUM_ARGS,
      home: {
        emulation: MOBILE,
        cpuSlowdown: CPU_SLOWDOWN,
        networkProfiles: NETWORK_PROFILES,
        budgetProfile: BUDGET_PROFILE,
      },
      areaMoves: { throttling: 'none', viewport: 'Playwright default 1280x720' },
      ports: { shell: SHELL_PORT, remotes: `${REMOTE_PORT_BASE}-${REMOTE_PORT_BASE + 5}` },
    },
    budgets: {
      lcpMs: BUDGETS.lcpMs,
      cls: BUDGETS.cls,
      areaMoveMs: BUDGETS.areaMoveMs,
      lcpVerdict: home[BUDGET_PROFILE].verdict,
      clsVerdict: { ...home[BUDGET_PROFILE].clsVerdict, judgedOn: 'worst run' },
      areaMoveVerdict: {
        within: areas.every((area) => area.verdict.within),
        over: areas.filter((area) => !area.verdict.within).map((area) => area.remote),
        judgedOn: 'median cold move per area',
      },
    },
    home,
    homeCpuSelfTimeMs: {
      note: 'one extra cold load of /, CPU 4x, no network throttling, V8 sampling profiler until network idle (profiler overhead included); self time per script',
      top: homeCpuProfile,
    },
    areas,
    pageErrors,
  };
  const out = path.join(repoRoot, 'bench/results/web.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log('');
  printTable(result);
  console.log(`\nwritten ${path.relative(repoRoot, out)} in ${result.durationS} s`);
  if (pageErrors.length) {
    console.log(`\n${pageErrors.length} console error(s) on measured pages, e.g.:`);
    for (const error of pageErrors.slice(0, 5)) console.log(`  [${error.where}] ${error.text}`);
  }
  const load = result.settings.loadAverage1m;
  if (Math.max(load.atStart, load.atEnd) > load.cpus) {
    console.log(
      `note: load average ${load.atStart.toFixed(1)} -> ${load.atEnd.toFixed(1)} on ${load.cpus} CPUs: CPU-bound numbers are inflated`,
    );
  }
}

let interrupted = false;
function stopOn(signal) {
  if (interrupted) process.exit(130);
  interrupted = true;
  console.error(`\n[bench:web] ${signal}, stopping servers and services ...`);
  cleanup().finally(() => process.exit(130));
}
process.on('SIGINT', () => stopOn('interrupted'));
process.on('SIGTERM', () => stopOn('terminated'));
// A hung browser or service must not keep the ports busy: give up after a generous bound.
setTimeout(() => stopOn(`still running after ${WATCHDOG_MS / 1000} s`), WATCHDOG_MS).unref();

main()
  .then(() => cleanup())
  .catch(async (error) => {
    console.error(error instanceof Error ? error.stack : error);
    await cleanup();
    process.exit(1);
  });
