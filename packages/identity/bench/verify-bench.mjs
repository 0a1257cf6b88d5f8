// Cost of one SigV4 verification in the API (credential lookup served from memory, as the
// resolver's cache does after the first call). Writes bench/results/live.json → sigv4Verify.
// Run: node packages/identity/bench/verify-bench.mjs
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const here = path.dirname(fileURLToPath(import.meta.url));
const { verifySigV4 } = await import('../src/sigv4-verify.ts');
const { createSigner } = await import('@mp/signed-http');

const ITERATIONS = 10_000;
const DISTINCT_REQUESTS = 200;
const credential = {
  secretAccessKey: 'bench-secret-access-key-0123456789abcdef',
  sessionToken: 'bench-session-token'.repeat(8),
  userId: '0000000d-0000-4000-8000-000000000001',
  tenantId: 'demo',
  expiration: new Date(Date.now() + 3600_000).toISOString(),
};
const signer = createSigner({
  region: 'local',
  credentials: async () => ({
    accessKeyId: 'ASIABENCHKEY',
    secretAccessKey: credential.secretAccessKey,
    sessionToken: credential.sessionToken,
  }),
});

const requests = [];
for (let i = 0; i < DISTINCT_REQUESTS; i += 1) {
  const body = JSON.stringify({
    jobID: `job-${i}`,
    proposal: { description: 'x'.repeat(200 + i) },
  });
  const url = `http://localhost:4000/jobs/update_proposal?page=${i}`;
  const headers = await signer.sign({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-tenant-id': 'demo' },
    body,
  });
  requests.push({
    method: 'POST',
    url: `/jobs/update_proposal?page=${i}`,
    headers,
    rawBody: Buffer.from(body),
  });
}
const options = { resolveCredential: async () => credential, region: 'local' };

for (let i = 0; i < 1000; i += 1) await verifySigV4(requests[i % DISTINCT_REQUESTS], options);

const samples = new Float64Array(ITERATIONS);
for (let i = 0; i < ITERATIONS; i += 1) {
  const started = process.hrtime.bigint();
  const result = await verifySigV4(requests[i % DISTINCT_REQUESTS], options);
  samples[i] = Number(process.hrtime.bigint() - started) / 1000;
  if (!result.ok) throw new Error(`verification failed: ${result.code}`);
}
const sorted = [...samples].sort((a, b) => a - b);
const mean = sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const entry = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
  verifications: ITERATIONS,
  distinctRequests: DISTINCT_REQUESTS,
  bodyBytes: '~250-450',
  meanUs: Number(mean.toFixed(2)),
  p50Us: Number(at(0.5).toFixed(2)),
  p99Us: Number(at(0.99).toFixed(2)),
  maxUs: Number(sorted[sorted.length - 1].toFixed(2)),
};

const file = path.resolve(here, '../../../bench/results/live.json');
let existing = {};
try {
  existing = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  existing = {};
}
// Other benchmarks keep their own keys in the same file: only sigv4Verify is replaced.
existing = { ...existing, sigv4Verify: entry };
writeFileSync(`${file}.sigv4.tmp`, `${JSON.stringify(existing, null, 2)}\n`);
renameSync(`${file}.sigv4.tmp`, file);
console.log('sigv4Verify', entry);
