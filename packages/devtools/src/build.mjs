#!/usr/bin/env node
// Production build of the shell and the six remotes, two at a time. An app whose inputs (its own
// files, the shared workspace packages and the lockfile) hash to the stamp in its dist/ is reused.
//   node packages/devtools/src/build.mjs [--force] [app-dir ...]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_APPS, SHELL_APP } from './apps.mjs';
import { SERVER_KIT_FILE } from './shell-page.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STAMP = '.build-stamp';
/** Workspace packages bundled into the apps: a change in any of them rebuilds every app. */
// Every workspace package an app can bundle, found rather than listed, so a new package can
// never be forgotten (a missing entry served stale bundles). Server-side packages and the
// tooling itself are left out: no app bundles them.
const NOT_BUNDLED = new Set(['api', 'identity', 'devtools']);
const SHARED_INPUTS = [
  'pnpm-lock.yaml',
  ...readdirSync(path.join(repoRoot, 'packages'))
    .filter((name) => !NOT_BUNDLED.has(name))
    .sort()
    .flatMap((name) => [`packages/${name}/src`, `packages/${name}/package.json`]),
];
const APP_INPUTS = ['src', 'package.json', 'webpack.config.mjs'];
/** The shell's build also lists its initial chunks and pre-renders the home page's hero. */
const INITIAL_ASSETS_CONFIG = path.join(repoRoot, 'packages/devtools/src/initial-assets.mjs');
const HOST_INPUTS = [
  'packages/devtools/src/initial-assets.mjs',
  'packages/devtools/src/build.mjs',
  'packages/devtools/src/shell-page.mjs',
];
const SERVER_KIT_ENTRY = 'src/prerender/server-kit.ts';
const IGNORED = /(^|\/)(node_modules|dist|coverage)(\/|$)|\.test\.tsx?$/;

function listFiles(target) {
  if (!existsSync(target)) return [];
  if (statSync(target).isFile()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .flatMap((entry) => listFiles(path.join(target, entry.name)))
    .filter((file) => !IGNORED.test(path.relative(repoRoot, file)));
}

/** Hash of every input of one app's build (paths and contents). */
export function inputHash(app) {
  const hash = createHash('sha256');
  const inputs = [
    ...SHARED_INPUTS,
    ...(app.name === SHELL_APP.name ? HOST_INPUTS : []),
    ...APP_INPUTS.map((input) => path.join(app.dir, input)),
  ];
  const files = inputs.flatMap((input) => listFiles(path.join(repoRoot, input))).sort();
  for (const file of files) {
    hash.update(path.relative(repoRoot, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function stampPath(app) {
  return path.join(repoRoot, app.dir, 'dist', STAMP);
}

export function isUpToDate(app, hash = inputHash(app)) {
  const file = stampPath(app);
  return existsSync(file) && readFileSync(file, 'utf8').trim() === hash;
}

const webpackCli = createRequire(path.join(repoRoot, 'packages/mf-config/package.json')).resolve(
  'webpack-cli/bin/cli.js',
);

/**
 * Bundles the shell's server kit (src/prerender/server-kit.ts: the pre-rendered hero with
 * react-dom/server and the tenant custom properties, the shell's own code) into
 * `<outDir>/.server/page-kit.cjs`, which the static server loads. CommonJS with everything
 * inside, so a copied dist/ needs no node_modules.
 */
export async function writeServerKit(appDir, outDir = path.join(appDir, 'dist')) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(appDir, SERVER_KIT_ENTRY)],
    outfile: path.join(outDir, SERVER_KIT_FILE),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    logLevel: 'warning',
  });
}

/** `outDir` and `env` (e.g. MP_BUILD_LABEL) build a variant of the app elsewhere than dist/. */
function buildApp(app, { outDir, env = {} } = {}) {
  const host = app.name === SHELL_APP.name;
  const args = [webpackCli, '--config', 'webpack.config.mjs', '--mode', 'production'];
  if (host) args.push('--config', INITIAL_ASSETS_CONFIG, '--merge');
  if (outDir) args.push('--output-path', outDir);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, {
      cwd: path.join(repoRoot, app.dir),
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`[build] ${app.dir} built in ${seconds} s`);
        resolve(host ? writeServerKit(path.join(repoRoot, app.dir)) : undefined);
      } else {
        reject(new Error(`[build] ${app.dir} failed (exit ${code}):\n${output}`));
      }
    });
  });
}

async function runPool(tasks, concurrency) {
  const queue = [...tasks];
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    while (queue.length) await queue.shift()();
  });
  await Promise.all(workers);
}

/**
 * Builds every stale app (or all with force). Returns the dirs that were built.
 * @param {{ force?: boolean, apps?: { name: string, dir: string, port: number }[], concurrency?: number }} [options]
 */
export async function buildAll({ force = false, apps = ALL_APPS, concurrency = 2 } = {}) {
  const stale = [];
  for (const app of apps) {
    const hash = inputHash(app);
    if (!force && isUpToDate(app, hash)) console.log(`[build] ${app.dir} is up to date`);
    else stale.push({ app, hash });
  }
  await runPool(
    stale.map(({ app, hash }) => async () => {
      await buildApp(app);
      writeFileSync(stampPath(app), `${hash}\n`);
    }),
    concurrency,
  );
  return stale.map(({ app }) => app.dir);
}

/**
 * Builds a remote once more into `outDir` with extra build variables (the e2e suite's second
 * build of a remote: e2e/tests/remote-deploy.spec.ts), reused while its inputs and variables are
 * unchanged. Returns whether it was built.
 * @param {{ name: string, dir: string }} app
 * @param {{ outDir: string, env: Record<string, string> }} variant
 */
export async function buildVariant(app, { outDir, env }) {
  if (app.name === SHELL_APP.name) throw new Error('only a remote can be built as a variant');
  const stamp = path.join(outDir, STAMP);
  const hash = `${inputHash(app)} ${JSON.stringify(env)}`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) {
    console.log(`[build] ${app.dir} (${outDir}) is up to date`);
    return false;
  }
  await buildApp(app, { outDir, env });
  writeFileSync(stamp, `${hash}\n`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const only = args.filter((arg) => !arg.startsWith('--'));
  const apps = only.length ? ALL_APPS.filter((app) => only.includes(app.dir)) : ALL_APPS;
  buildAll({ force: args.includes('--force'), apps }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
