// `npm start`: build what is stale, then run the whole site on embedded defaults:
// API :4000 (PGlite in .data/api), identity :4100 (its internal endpoints on 127.0.0.1:4101),
// shell :8080 and each remote on 8081-8086.
//
// Development (the default): a fresh random INTERNAL_TOKEN per start, handed to both services
// here. `npm start -- --production` (or NODE_ENV=production) runs both in production mode: they
// then refuse to start without INTERNAL_TOKEN, LINK_SIGNING_SECRET and SMTP_URL from the
// environment (docs/security.md#production-mode).
import { randomBytes } from 'node:crypto';
import { REMOTE_APPS, SHELL_APP } from './apps.mjs';
import { buildAll } from './build.mjs';
import { runPnpm, startService, stopChildren, waitForHttp } from './processes.mjs';
import { buildRuntimeConfig } from './runtime-config.mjs';
import { startAppServer } from './serve-app.mjs';

const API_PORT = Number(process.env.API_PORT ?? 4000);
const IDENTITY_PORT = Number(process.env.IDENTITY_PORT ?? 4100);
const IDENTITY_INTERNAL_PORT = Number(process.env.IDENTITY_INTERNAL_PORT ?? IDENTITY_PORT + 1);
const PRODUCTION = process.argv.includes('--production') || process.env.NODE_ENV === 'production';

/**
 * Each service gets its own database (API_DATABASE_URL, IDENTITY_DATABASE_URL); a DATABASE_URL
 * inherited by both would mix their tables, so it is never passed on. Unset means embedded PGlite.
 */
function databaseUrl(url) {
  return url ? { DATABASE_URL: url } : {};
}

function buildServices() {
  const result = runPnpm(['--filter', '@mp/api', '--filter', '@mp/identity', 'run', 'build']);
  if (result.status !== 0) throw new Error('building the API and identity service failed');
}

/**
 * What both services share: the mode and the internal token. Development makes a new token
 * for every start (never a default one); production takes the operator's from the environment.
 */
function sharedEnv() {
  if (PRODUCTION) return { NODE_ENV: 'production' };
  return { INTERNAL_TOKEN: randomBytes(32).toString('hex') };
}

async function main() {
  delete process.env.DATABASE_URL;
  await buildAll({ force: process.argv.includes('--force') });
  buildServices();

  const shared = sharedEnv();
  const identity = startService(
    'identity',
    process.execPath,
    ['packages/identity/dist/server.js'],
    {
      ...shared,
      PORT: String(IDENTITY_PORT),
      INTERNAL_PORT: String(IDENTITY_INTERNAL_PORT),
      ...databaseUrl(process.env.IDENTITY_DATABASE_URL),
    },
  );
  const api = startService('api', process.execPath, ['packages/api/dist/server.js'], {
    ...shared,
    PORT: String(API_PORT),
    IDENTITY_INTERNAL_URL: `http://127.0.0.1:${IDENTITY_INTERNAL_PORT}`,
    ...databaseUrl(process.env.API_DATABASE_URL),
  });
  const children = [identity, api];

  const runtimeConfig = buildRuntimeConfig(process.env);
  const servers = [];
  for (const app of [...REMOTE_APPS, SHELL_APP]) {
    servers.push(await startAppServer(app, runtimeConfig));
  }

  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping ...');
    await Promise.all(servers.map((server) => server.close()));
    await stopChildren(children);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  for (const child of children) {
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`A service exited unexpectedly (code ${code}); stopping everything.`);
        void shutdown(1);
      }
    });
  }

  await waitForHttp(`http://localhost:${IDENTITY_PORT}/health`, { child: identity });
  await waitForHttp(`http://localhost:${API_PORT}/health`, { child: api });

  console.log('\nThe marketplace is running:');
  console.log(`  demo tenant   http://localhost:${SHELL_APP.port}`);
  console.log(`  acme tenant   http://acme.localhost:${SHELL_APP.port}`);
  for (const app of REMOTE_APPS)
    console.log(`  ${app.name.padEnd(13)} http://localhost:${app.port}`);
  console.log(`  API           http://localhost:${API_PORT}  (docs: /docs)`);
  console.log(`  identity      http://localhost:${IDENTITY_PORT}`);
  console.log(
    PRODUCTION
      ? 'Production mode: secrets from the environment, no outbox. Ctrl-C stops everything.'
      : 'Seeded accounts are listed in README.md (password Passw0rd!); sign-up codes: ' +
          `http://localhost:${IDENTITY_PORT}/outbox?email=&tenant= (this machine only). Ctrl-C stops everything.`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
