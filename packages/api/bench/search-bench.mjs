// `pnpm bench:search [-- --jobs 1000000] [--engines postgres]`: 100,000 generated jobs (90%
// demo, 10% acme) by default on PGlite and on a private PostgreSQL; typical search bodies go
// through the real HTTP routes of the built API (translator, permission filters, SQL, response
// shaping) one request at a time, and p50/p95/p99 per body per engine land in
// bench/results/search.json (search-1m.json for a million jobs, search-<n>.json otherwise).
// BENCH_SEARCH_DATABASE_URL measures an existing PostgreSQL database already loaded by an
// earlier run with the same number of jobs (no cluster is started, nothing is loaded).
// The public routes are used (POST /apis/v2/es, POST /jobs/es): they need no signing and run
// the same translator and SQL as the private route, with the open-jobs permission filter.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { freePort, percentile, startServer, writeResult } from './bench-kit.mjs';
import { loadPlan } from './search-data.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageRoot = path.resolve(here, '..');
const repoRoot = path.resolve(packageRoot, '..', '..');
const { values: args } = parseArgs({
  // `pnpm bench:search -- --jobs n` passes the `--` separator through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { jobs: { type: 'string' }, engines: { type: 'string' } },
});
const JOBS = Number(args.jobs ?? process.env.BENCH_SEARCH_JOBS ?? 100_000);
if (!Number.isInteger(JOBS) || JOBS < 1)
  throw new Error(`--jobs: expected a whole number, got ${args.jobs}`);
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 200);
const WARMUP = 20;
const BATCH = 10_000;
// PostgreSQL takes far bigger statements than embedded PGlite: a million jobs load in minutes.
const POSTGRES_BATCH = 100_000;
// A million jobs outgrow the default 128 MB of shared buffers; a server of that size is given
// more (the private cluster's other settings favour speed over durability anyway).
const POSTGRES_SETTINGS = JOBS >= 500_000 ? { shared_buffers: '1GB' } : {};
// The API reads its identity service's token at start; searches never call the service.
const API_ENV = { INTERNAL_TOKEN: process.env.INTERNAL_TOKEN ?? 'search-bench-token' };
const LONDON = { lat: 51.5074, lon: -0.1278 };

/** Typical bodies of the search screens. */
const BODIES = [
  {
    name: 'baseline: one job by id (HTTP, pipeline and response overhead)',
    url: '/apis/v2/es',
    // bench-demo-8 is a fresh (open) job: (8 * 7919) % 8 picks FRESH_JOB in search-data.mjs.
    body: { index: 'jobs', query: { ids: { values: ['bench-demo-8'] } } },
  },
  {
    name: 'text + filters + sort (jobs search page)',
    url: '/apis/v2/es',
    body: {
      index: 'jobs',
      query: {
        bool: {
          must: [{ multi_match: { query: 'react developer', fields: ['title', 'description'] } }],
          filter: [
            { terms: { serviceId: ['website-development', 'website-design'] } },
            { range: { budget: { gte: 50_000, lte: 300_000 } } },
          ],
        },
      },
      sort: [{ createdAt: 'desc' }],
      size: 20,
    },
  },
  {
    name: 'text by relevance (match, _score)',
    url: '/apis/v2/es',
    body: { index: 'jobs', query: { match: { title: 'logo designer' } }, size: 20 },
  },
  {
    name: 'geo: within 25 km, nearest first',
    url: '/apis/v2/es',
    body: {
      index: 'jobs',
      query: { bool: { filter: [{ geo_distance: { distance: '25km', location: LONDON } }] } },
      sort: [{ _geo_distance: { location: LONDON, order: 'asc' } }],
      size: 20,
    },
  },
  {
    name: 'count (?countUnread=1, term filter)',
    url: '/apis/v2/es?countUnread=1',
    body: {
      index: 'jobs',
      query: { bool: { filter: [{ term: { serviceId: 'graphic-design' } }] } },
    },
  },
  {
    name: 'POST /jobs/es: wildcard (pg_trgm) + recency page 3',
    url: '/jobs/es',
    body: {
      query: { bool: { must: [{ wildcard: { title: '*shopif*' } }] } },
      sort: [{ lastModified: 'desc' }],
      size: 20,
      from: 40,
    },
  },
];

const startApi = (env) =>
  startServer(
    path.join(packageRoot, 'dist', 'server.js'),
    { ...API_ENV, ...env },
    {
      timeoutMs: 120_000,
    },
  );

async function load(run, label, batch = BATCH) {
  const started = Date.now();
  for (const sql of loadPlan(JOBS, batch)) await run(sql);
  // VACUUM sets the visibility map (as autovacuum would on a live server) and ANALYZE the
  // statistics the planner chooses between the GIN and the ordered indexes with.
  await run('VACUUM ANALYZE jobs');
  const seconds = (Date.now() - started) / 1000;
  console.log(`${label}: loaded ${JOBS} jobs in ${seconds.toFixed(1)} s`);
  return seconds;
}

async function measureBody(apiUrl, { name, url, body }) {
  const payload = JSON.stringify(body);
  const send = async () => {
    const started = performance.now();
    const response = await fetch(`${apiUrl}${url}`, {
      method: 'POST',
      headers: { 'x-tenant-id': 'demo', 'content-type': 'application/json' },
      body: payload,
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
    return { elapsed, json: JSON.parse(text) };
  };
  let sample = null;
  for (let i = 0; i < WARMUP; i += 1) sample = (await send()).json;
  const times = [];
  const took = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const { elapsed, json } = await send();
    times.push(elapsed);
    if (typeof json.took === 'number') took.push(json.took);
  }
  times.sort((a, b) => a - b);
  took.sort((a, b) => a - b);
  const total = sample.hits?.total?.value ?? sample.total;
  const returned = sample.hits?.hits?.length ?? sample.jobs?.length;
  const result = {
    name,
    route: url,
    body,
    matched: total,
    returned,
    latencyMs: {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
    },
    // The API's own `took` (translation and SQL, whole milliseconds), where the route reports it.
    ...(took.length > 0
      ? {
          serverTookMs: {
            p50: percentile(took, 50),
            p95: percentile(took, 95),
            p99: percentile(took, 99),
          },
        }
      : {}),
  };
  console.log(
    `  ${name}: matched ${total}, p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms, p99 ${result.latencyMs.p99} ms` +
      (result.serverTookMs
        ? ` (API took p50 ${result.serverTookMs.p50}, p95 ${result.serverTookMs.p95})`
        : ''),
  );
  return result;
}

async function measureAll(engine, env, loadSeconds) {
  const api = await startApi(env);
  try {
    const bodies = [];
    for (const body of BODIES) bodies.push(await measureBody(api.url, body));
    return { engine, loadSeconds, bodies };
  } finally {
    await api.stop();
  }
}

async function benchPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-search-bench-'));
  try {
    // The API migrates and seeds the folder; the jobs are then loaded with PGlite directly
    // (an embedded database has one owner at a time), and the API is started again on it.
    await (await startApi({ DATA_DIR: dataDir })).stop();
    const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    let loadSeconds;
    try {
      loadSeconds = await load((sql) => db.exec(sql), 'pglite');
    } finally {
      await db.close();
    }
    return await measureAll('pglite', { DATA_DIR: dataDir }, loadSeconds);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const existing = process.env.BENCH_SEARCH_DATABASE_URL;
  if (existing) {
    // Migrations not yet applied (a new index) are applied by the API's start.
    await (await startApi({ DATABASE_URL: existing })).stop();
    const client = new pg.Client({ connectionString: existing });
    await client.connect();
    try {
      await client.query('VACUUM ANALYZE jobs');
    } finally {
      await client.end();
    }
    return measureAll('postgres', { DATABASE_URL: existing }, null);
  }
  const { startPrivatePostgres } = await import(
    path.join(repoRoot, 'packages', 'devtools', 'src', 'postgres.mjs')
  );
  let postgres;
  try {
    postgres = await startPrivatePostgres({ port: await freePort(), settings: POSTGRES_SETTINGS });
  } catch (error) {
    console.warn(`PostgreSQL unavailable, skipped: ${error.message}`);
    return { engine: 'postgres', skipped: String(error.message) };
  }
  try {
    await (await startApi({ DATABASE_URL: postgres.url })).stop();
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    let loadSeconds;
    try {
      loadSeconds = await load((sql) => client.query(sql), 'postgres', POSTGRES_BATCH);
    } finally {
      await client.end();
    }
    return await measureAll('postgres', { DATABASE_URL: postgres.url }, loadSeconds);
  } finally {
    await postgres.stop();
  }
}

async function main() {
  const started = Date.now();
  const loadBefore = loadavg();
  const build = spawnSync(process.execPath, [path.join(packageRoot, 'scripts', 'build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
  const only = (args.engines ?? process.env.BENCH_SEARCH_ENGINES)?.split(',') ?? [
    'postgres',
    'pglite',
  ];
  const results = [];
  if (only.includes('postgres')) results.push(await benchPostgres());
  if (only.includes('pglite')) results.push(await benchPglite());
  const fmt = (loads) => loads.map((l) => l.toFixed(2)).join(', ');
  const report = {
    date: new Date().toISOString(),
    target:
      JOBS >= 1_000_000
        ? 'at 1,000,000 jobs on PostgreSQL: broad relevance p95 at most 50 ms, text + filters + sort p95 at most 30 ms (docs/search.md#a-million-jobs)'
        : 'p95 at most 50 ms over 100,000 jobs on PostgreSQL (docs/ARCHITECTURE.md#targets)',
    jobs: JOBS,
    method: `${JOBS} generated jobs (90% demo, 10% acme; 8 statuses, 6 services, UK coordinates, 10x10x10 title words) loaded with INSERT ... SELECT generate_series in batches of ${BATCH} (PostgreSQL: ${POSTGRES_BATCH}), then VACUUM ANALYZE; PostgreSQL settings ${JSON.stringify(POSTGRES_SETTINGS)} besides the private cluster's. Each body is sent ${WARMUP} times to warm up, then ${REQUESTS} times one after another over loopback HTTP to the built API (dist/server.js, LOG_LEVEL warn) with the demo tenant header; latency is the client-side round trip (translation, permission filter, count and page queries, response validation). Public routes, so the open-jobs permission filter applies.`,
    machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB; load average before ${fmt(loadBefore)}, after ${fmt(loadavg())} (other work on the machine slows every number)`,
    results,
    totalSeconds: Math.round((Date.now() - started) / 1000),
  };
  const name = JOBS === 100_000 ? 'search' : JOBS === 1_000_000 ? 'search-1m' : `search-${JOBS}`;
  const out = writeResult(repoRoot, name, report);
  console.log(`wrote ${path.relative(repoRoot, out)} in ${report.totalSeconds} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
