// `npm test`: installs what is missing, then typecheck, lint, unit tests, the API suite on
// embedded PGlite and on a private PostgreSQL, and the end-to-end suite in Chromium.
// Ends with one line `N passed, N failed` summed over every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startPrivatePostgres } from './postgres.mjs';
import { repoRoot } from './processes.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

const resultsDir = path.join(repoRoot, '.cache/test-results');
const jestConfig = 'packages/devtools/jest.config.mjs';
const results = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const child = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return { status: child.status ?? 1, seconds: (Date.now() - started) / 1000 };
}

function record(name, passed, failed, seconds, note = '') {
  results.push({ name, passed, failed, seconds, note });
}

/** A check with no test count of its own (typecheck, lint) counts as one test. */
function runCheck(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const { status, seconds } = run(command, args);
  record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1, seconds);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function runJest(name, projects, env = {}) {
  console.log(`\n=== ${name} ===`);
  const outputFile = path.join(resultsDir, `${name}.json`);
  rmSync(outputFile, { force: true });
  const args = [
    '-c',
    jestConfig,
    '--selectProjects',
    ...projects,
    '--json',
    `--outputFile=${outputFile}`,
  ];
  if (process.env.CI) args.push('--ci');
  const { status, seconds } = run('jest', args, env);
  const report = readJson(outputFile);
  if (!report) {
    record(name, 0, 1, seconds, 'jest wrote no report');
    return;
  }
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  const failed =
    report.numFailedTests +
    brokenSuites +
    (status !== 0 && report.numFailedTests === 0 && brokenSuites === 0 ? 1 : 0);
  record(
    name,
    report.numPassedTests,
    failed,
    seconds,
    brokenSuites ? `${brokenSuites} suite(s) failed to run` : '',
  );
}

function runPlaywright(name) {
  console.log(`\n=== ${name} ===`);
  const outputFile = path.join(resultsDir, `${name}.json`);
  rmSync(outputFile, { force: true });
  const { status, seconds } = run(
    'playwright',
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_FILE: outputFile,
      PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile,
    },
  );
  const report = readJson(outputFile);
  if (!report?.stats) {
    record(name, 0, 1, seconds, 'playwright wrote no report');
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  const failed = unexpected + flaky + (status !== 0 && unexpected === 0 ? 1 : 0);
  record(name, expected, failed, seconds);
}

async function runApiOnPostgres() {
  let postgres;
  try {
    postgres = await startPrivatePostgres({ port: Number(process.env.TEST_PG_PORT ?? 55432) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    record('api (PostgreSQL)', 0, 1, 0, 'could not start PostgreSQL');
    return;
  }
  try {
    runJest('api (PostgreSQL)', ['api'], { NODE_ENV: 'test', TEST_DATABASE_URL: postgres.url });
  } finally {
    await postgres.stop();
  }
}

function printSummary() {
  console.log('\n=== summary ===');
  for (const { name, passed, failed, seconds, note } of results) {
    const line = `${name.padEnd(20)} ${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed  ${seconds.toFixed(0).padStart(4)} s`;
    console.log(note ? `${line}  (${note})` : line);
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  const missing = ensureSystemPackages(['chromium', 'postgresql', 'redis-server']);

  runCheck('typecheck', 'tsc', ['-p', 'packages/devtools/tsconfig.all.json']);
  runCheck('eslint', 'eslint', [
    '-c',
    'packages/devtools/eslint.config.mjs',
    '--max-warnings=0',
    '.',
  ]);
  runCheck('prettier', 'prettier', ['--check', '.']);
  runJest('unit', ['node', 'web']);
  runJest('api (PGlite)', ['api'], { NODE_ENV: 'test' });
  if (missing.includes('postgresql')) record('api (PostgreSQL)', 0, 1, 0, 'PostgreSQL missing');
  else await runApiOnPostgres();
  if (missing.includes('chromium')) record('e2e', 0, 1, 0, 'Chromium missing');
  else if (existsSync(path.join(repoRoot, 'e2e/playwright.config.ts'))) runPlaywright('e2e');
  else record('e2e', 0, 1, 0, 'e2e/playwright.config.ts is missing');

  process.exit(printSummary() > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
