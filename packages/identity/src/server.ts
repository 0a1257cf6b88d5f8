/** Process entry point: `node dist/server.js` (or `pnpm --filter @mp/identity dev`). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_INTERNAL_TOKEN, optionsFromEnv } from './config';
import { startIdentityServer } from './http-server';

// src/ and dist/ sit at the same depth, so <repo>/.data/identity resolves from either.
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const options = optionsFromEnv(process.env, path.resolve(packageDir, '../../.data/identity'));

const server = await startIdentityServer(options);
console.log(`[identity] listening on ${server.url}`);
for (const pool of server.pools) {
  console.log(
    `[identity] tenant ${pool.tenantId}: userPoolId ${pool.userPoolId}, clientId ${pool.clientId}, identityPoolId ${pool.identityPoolId}`,
  );
}
if (options.internalToken === DEV_INTERNAL_TOKEN) {
  console.log('[identity] using the development INTERNAL_TOKEN; set INTERNAL_TOKEN in production');
}
console.log(
  `[identity] mail: ${options.smtpUrl ? 'SMTP' : 'outbox (GET /outbox?email=&tenant=)'}; data: ${options.databaseUrl ? 'PostgreSQL' : options.dataDir}`,
);

const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
