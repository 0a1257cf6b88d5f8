/** Process entry point: `node dist/server.js` (or `pnpm --filter @mp/identity dev`). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionsFromEnv } from './config';
import { startIdentityServer } from './http-server';

// src/ and dist/ sit at the same depth, so <repo>/.data/identity resolves from either.
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataRoot = path.resolve(packageDir, '../../.data');

let configured;
try {
  configured = optionsFromEnv(process.env, path.join(dataRoot, 'identity'));
} catch (error) {
  console.error(`[identity] refusing to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const { options, tokenSource } = configured;

const server = await startIdentityServer(options);
console.log(`[identity] listening on ${server.url}; internal endpoints on ${server.internalUrl}`);
for (const pool of server.pools) {
  console.log(
    `[identity] tenant ${pool.tenantId}: userPoolId ${pool.userPoolId}, clientId ${pool.clientId}, identityPoolId ${pool.identityPoolId}`,
  );
}
if (tokenSource === 'generated') {
  // Development without INTERNAL_TOKEN: a random one for this start, left where an API started
  // on this machine reads it (INTERNAL_TOKEN_FILE; `npm start` hands it over directly instead).
  const tokenFile = process.env.INTERNAL_TOKEN_FILE || path.join(dataRoot, 'internal-token');
  mkdirSync(path.dirname(tokenFile), { recursive: true });
  writeFileSync(tokenFile, `${options.internalToken}\n`, { mode: 0o600 });
  console.log(`[identity] development: generated an internal token for this start (${tokenFile})`);
}
if (options.production && options.seedDemo) {
  console.warn(
    '[identity] WARNING: SEED_DEMO=true in production mode: the seeded accounts share the published password',
  );
}
console.log(
  `[identity] mode: ${options.production ? 'production' : 'development'}; mail: ${options.smtpUrl ? 'SMTP' : 'outbox (GET /outbox?email=&tenant= from this machine)'}; data: ${options.databaseUrl ? 'PostgreSQL' : options.dataDir}`,
);

const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
