#!/usr/bin/env node
// `npm run dev`: a webpack-dev-server per app (shell :8080, remotes :8081-8086), rebuilding on
// change. The shell's dev server also answers /config.json (see runtime-config.mjs for overrides).
//   node packages/devtools/src/dev.mjs [app-dir ...]   e.g. `shell mf-jobs` to run only those
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ALL_APPS, SHELL_APP } from './apps.mjs';
import { repoRoot } from './processes.mjs';
import { buildRuntimeConfig } from './runtime-config.mjs';

const fromMfConfig = createRequire(path.join(repoRoot, 'packages/mf-config/package.json'));
const webpack = fromMfConfig('webpack');
const WebpackDevServer = fromMfConfig('webpack-dev-server');

async function appConfig(app, runtimeConfig) {
  const module = await import(
    pathToFileURL(path.join(repoRoot, app.dir, 'webpack.config.mjs')).href
  );
  const config = module.default({}, { mode: 'development' });
  if (app.name === SHELL_APP.name) {
    config.devServer = {
      ...config.devServer,
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app.get('/config.json', (_request, response) => {
          response.set('cache-control', 'no-cache');
          response.json(runtimeConfig);
        });
        return middlewares;
      },
    };
  }
  return config;
}

async function main() {
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const apps = only.length ? ALL_APPS.filter((app) => only.includes(app.dir)) : ALL_APPS;
  const runtimeConfig = buildRuntimeConfig(process.env);
  const servers = [];
  for (const app of apps) {
    const config = await appConfig(app, runtimeConfig);
    const server = new WebpackDevServer(config.devServer, webpack(config));
    await server.start();
    servers.push(server);
    console.log(`[dev] ${app.dir.padEnd(22)} http://localhost:${app.port}`);
  }
  console.log(
    `[dev] open http://localhost:${SHELL_APP.port} (acme: http://acme.localhost:${SHELL_APP.port})`,
  );
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
