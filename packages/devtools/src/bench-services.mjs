// The API and identity service a benchmark measures the site against: built with pnpm, started on
// free ports with temporary PGlite data of their own. Shared by bench-web.mjs and bench-size.mjs,
// so the pages they measure load what they load in production (answers, not failed calls).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, runPnpm, startService, waitForHttp } from './processes.mjs';

/**
 * Builds and starts both services. Each child and the data directory are recorded in `running`
 * as soon as they exist, so the caller's cleanup stops and removes them even after a failure.
 * @param {{ children: import('node:child_process').ChildProcess[], dataRoot: string | null }} running
 * @param {string} dataPrefix name prefix of the temporary data directory
 * @returns {Promise<{ apiUrl: string, identityUrl: string }>}
 */
export async function startBenchServices(running, dataPrefix) {
  const result = runPnpm(['--filter', '@mp/api', '--filter', '@mp/identity', 'run', 'build']);
  if (result.status !== 0) throw new Error('building the API and identity service failed');
  const [identityPort, internalPort, apiPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  running.dataRoot = mkdtempSync(path.join(tmpdir(), dataPrefix));
  // An inherited DATABASE_URL would point both services at one database: embedded PGlite each.
  const common = {
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    INTERNAL_TOKEN: randomBytes(32).toString('hex'),
  };
  const identity = startService(
    'bench identity',
    process.execPath,
    ['packages/identity/dist/server.js'],
    {
      ...common,
      PORT: String(identityPort),
      INTERNAL_PORT: String(internalPort),
      DATA_DIR: path.join(running.dataRoot, 'identity'),
    },
  );
  running.children.push(identity);
  const identityUrl = `http://localhost:${identityPort}`;
  const api = startService('bench api', process.execPath, ['packages/api/dist/server.js'], {
    ...common,
    PORT: String(apiPort),
    DATA_DIR: path.join(running.dataRoot, 'api'),
    IDENTITY_INTERNAL_URL: `http://127.0.0.1:${internalPort}`,
  });
  running.children.push(api);
  const apiUrl = `http://localhost:${apiPort}`;
  await Promise.all([
    waitForHttp(`${identityUrl}/health`, { child: identity, timeoutMs: 90_000 }),
    waitForHttp(`${apiUrl}/health`, { child: api, timeoutMs: 90_000 }),
  ]);
  return { apiUrl, identityUrl };
}
