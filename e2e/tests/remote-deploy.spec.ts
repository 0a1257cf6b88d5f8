import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, guardedTest as test } from '../fixtures';
import {
  buildVariant,
  remotePort,
  REMOTE_APPS,
  SHELL_DIST,
  SHELL_PORT,
  startRemoteServer,
  startShellServer,
} from '../site';

// Shipping one remote alone (docs/deploy.md#shipping-one-remote-alone): mf-jobs is built a second
// time with a label in one heading, served from a new origin, and reached by changing only the
// shell's runtime config; then a configured URL that fails falls back to the known-good build.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const JOBS = REMOTE_APPS.find((app) => app.name === 'mf_jobs')!;
/** Under .cache/ (never committed), reused while mf-jobs' inputs are unchanged. */
const NEXT_DIR = path.join(repoRoot, '.cache/e2e/mf-jobs-next');
const LABEL = 'next build';
const NEXT_PORT = remotePort('mf_jobs') + 60;
const SHELL = SHELL_PORT + 70;
const CURRENT_MANIFEST = `http://localhost:${remotePort('mf_jobs')}/mf-manifest.json`;
const NEXT_MANIFEST = `http://localhost:${NEXT_PORT}/mf-manifest.json`;
const GONE_MANIFEST = `http://localhost:${NEXT_PORT}/gone/mf-manifest.json`;
/** A public page of mf-jobs that reads nothing seeded by other specs. */
const PAGE = '/freelancers/website-design';
const HEADING = 'Freelancers for Website design';

/** Every file of a folder with its bytes' hash: what "the shell's files are unchanged" means. */
function folderDigest(dir: string): Record<string, string> {
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  return Object.fromEntries(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [
        path.relative(dir, file),
        createHash('sha256').update(readFileSync(file)).digest('hex'),
      ]),
  );
}

/** The shell's scripts one page load fetched, by URL, with their bytes' hash. */
function recordShellScripts(page: Page, origin: string): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.startsWith(`${origin}/`) || !url.endsWith('.js')) return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(url, createHash('sha256').update(body).digest('hex'));
  });
  return scripts;
}

/**
 * Every script a page load fetched from the shell is, byte for byte, the shell's built file of
 * that name: which lazy chunks one load happens to fetch varies, what they hold must not.
 */
function expectServedUnchanged(scripts: Map<string, string>, shellFiles: Record<string, string>) {
  expect(scripts.size).toBeGreaterThan(0);
  for (const [url, digest] of scripts) {
    const file = new URL(url).pathname.slice(1);
    expect({ file, digest }).toEqual({ file, digest: shellFiles[file] });
  }
}

async function jobsBuild(page: Page) {
  await expect.poll(() => page.evaluate(() => window.__MP_REMOTE_BUILDS__?.mf_jobs)).toBeTruthy();
  return page.evaluate(() => window.__MP_REMOTE_BUILDS__!.mf_jobs!);
}

async function manifestBuildInfo(url: string): Promise<Record<string, unknown>> {
  const manifest = (await (await fetch(url)).json()) as {
    metaData: { buildInfo: Record<string, unknown> };
  };
  return manifest.metaData.buildInfo;
}

let nextServer: Awaited<ReturnType<typeof startRemoteServer>> | null = null;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await buildVariant(JOBS, { outDir: NEXT_DIR, env: { MP_BUILD_LABEL: LABEL } });
  nextServer = await startRemoteServer(NEXT_DIR, NEXT_PORT);
});

test.afterAll(async () => {
  await nextServer?.close();
});

test('each remote build carries its version and build id in its manifest', async () => {
  const current = await manifestBuildInfo(CURRENT_MANIFEST);
  const next = await manifestBuildInfo(NEXT_MANIFEST);
  const version = (
    JSON.parse(readFileSync(path.join(repoRoot, JOBS.dir, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  expect(current.buildVersion).toBe(version);
  expect(next.buildVersion).toBe(version);
  expect(current.buildId).toMatch(/^[0-9a-f]{12}$/);
  expect(next.buildId).toMatch(/^[0-9a-f]{12}$/);
  expect(next.buildId).not.toBe(current.buildId);
});

test("one tenant moves to a remote's new build by a runtime config change alone, the shell's files untouched", async ({
  page,
}) => {
  const shellFiles = folderDigest(SHELL_DIST);
  const current = await manifestBuildInfo(CURRENT_MANIFEST);
  const next = await manifestBuildInfo(NEXT_MANIFEST);

  // Before: the shell's runtime config points every tenant at the current build.
  let shell = await startShellServer(SHELL);
  const before = recordShellScripts(page, `http://localhost:${SHELL}`);
  try {
    await page.goto(`http://localhost:${SHELL}${PAGE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    expect(await jobsBuild(page)).toEqual({
      version: current.buildVersion,
      buildId: current.buildId,
      manifestUrl: CURRENT_MANIFEST,
      fromFallback: false,
    });
    await page.waitForLoadState('networkidle');
    expectServedUnchanged(before, shellFiles);
  } finally {
    await shell.close();
  }
  page.removeAllListeners('response');

  // The one change: the runtime config gives the demo tenant the new build (the shell's static
  // server restarts with it, over the same built files).
  shell = await startShellServer(SHELL, {
    MP_TENANT_REMOTES: JSON.stringify({ demo: { mf_jobs: NEXT_MANIFEST } }),
  });
  const after = recordShellScripts(page, `http://localhost:${SHELL}`);
  try {
    await page.goto(`http://localhost:${SHELL}${PAGE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${HEADING} · ${LABEL}`);
    expect(await jobsBuild(page)).toEqual({
      version: next.buildVersion,
      buildId: next.buildId,
      manifestUrl: NEXT_MANIFEST,
      fromFallback: false,
    });
    await page.waitForLoadState('networkidle');
    expectServedUnchanged(after, shellFiles);

    // Another tenant on the same shell keeps the current build.
    await page.goto(`http://acme.localhost:${SHELL}${PAGE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Freelancers for /);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(LABEL);
    expect((await jobsBuild(page)).manifestUrl).toBe(CURRENT_MANIFEST);
  } finally {
    await shell.close();
  }
  expect(folderDigest(SHELL_DIST)).toEqual(shellFiles);
});

test('a remote whose configured URL fails runs from its known-good fallback, and the page reports it', async ({
  page,
  httpClean,
}) => {
  httpClean.expectFailure({ status: 404, path: '/gone/mf-manifest.json' });
  const current = await manifestBuildInfo(CURRENT_MANIFEST);
  const shell = await startShellServer(SHELL, {
    MP_TENANT_REMOTES: JSON.stringify({
      demo: { mf_jobs: { url: GONE_MANIFEST, fallback: CURRENT_MANIFEST } },
    }),
  });
  try {
    const reported = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        request.url().endsWith('/public/client-reports') &&
        (request.postData() ?? '').includes('fallback'),
    );
    await page.goto(`http://localhost:${SHELL}${PAGE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    // The area works from the fallback: its screen read the service from the API.
    await expect(page.getByText('Freelancers offering Website design.')).toBeVisible();
    expect(await jobsBuild(page)).toEqual({
      version: current.buildVersion,
      buildId: current.buildId,
      manifestUrl: CURRENT_MANIFEST,
      fromFallback: true,
    });
    const body = (await reported).postDataJSON() as {
      reports: { kind: string; message: string; source: string; path: string }[];
    };
    expect(body.reports).toEqual([
      expect.objectContaining({
        kind: 'error',
        source: GONE_MANIFEST,
        path: PAGE,
        message: expect.stringContaining(
          `Remote mf_jobs failed to load from ${GONE_MANIFEST}; running from its fallback ${CURRENT_MANIFEST}`,
        ),
      }),
    ]);
  } finally {
    await shell.close();
  }
});
