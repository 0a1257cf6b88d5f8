// Serves one built front-end app (the shell or a remote) from its dist/: what `npm start` runs
// for each app on this machine and what each app's container runs in production
// (docs/deploy.md). A remote serves its hashed chunks for a year and `mf-manifest.json` with
// `no-cache`, so a new deployment is picked up on the next page load.
//   node packages/devtools/src/serve-app.mjs [app-dir]   (or APP; PORT, HOST, APP_ROOT,
//     MP_API_INTERNAL_URL and the MP_* variables of runtime-config.mjs from the environment)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_APPS, SHELL_APP } from './apps.mjs';
import { buildRuntimeConfig } from './runtime-config.mjs';
import { startStaticServer } from './serve-static.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts the static server of one app. The shell serves the tenant's page (runtime config,
 * tenant look, SPA fallback); a remote serves its files with the site's headers.
 * @param {{ name: string, dir: string, port: number, media?: boolean }} app
 * @param {ReturnType<typeof buildRuntimeConfig>} runtimeConfig
 * @param {{ port?: number, host?: string, root?: string, apiInternalUrl?: string }} [where]
 *   `apiInternalUrl`: where the shell's server reaches the API for the tenant's look when the
 *   browser's API URL does not work from inside its network (a container).
 */
export function startAppServer(app, runtimeConfig, where = {}) {
  const root = where.root ?? path.join(repoRoot, app.dir, 'dist');
  const port = where.port ?? app.port;
  if (app.name === SHELL_APP.name) {
    return startStaticServer({
      root,
      port,
      host: where.host,
      spa: true,
      runtimeConfig,
      tenantHead: where.apiInternalUrl ? { apiUrl: where.apiInternalUrl } : {},
    });
  }
  return startStaticServer({
    root,
    port,
    host: where.host,
    policyConfig: runtimeConfig,
    media: app.media === true,
  });
}

/** The app of a directory name, or an error listing the ones there are. */
export function appOfDir(dir) {
  const app = ALL_APPS.find((candidate) => candidate.dir === dir);
  if (!app) {
    const known = ALL_APPS.map((candidate) => candidate.dir).join(', ');
    throw new Error(`unknown app "${dir}"; one of: ${known}`);
  }
  return app;
}

async function main() {
  const app = appOfDir(process.argv[2] ?? process.env.APP ?? '');
  const server = await startAppServer(app, buildRuntimeConfig(process.env), {
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
    host: process.env.HOST || undefined,
    root: process.env.APP_ROOT || undefined,
    apiInternalUrl: process.env.MP_API_INTERNAL_URL || undefined,
  });
  console.log(`${app.dir} served on port ${process.env.PORT ?? app.port}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
