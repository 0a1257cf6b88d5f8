import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { addBuildId } from './build-id.mjs';
import { RuntimePreludePlugin, runtimeCorePath } from './runtime-prelude.mjs';
import { ScreenChunksPlugin } from './screen-chunks.mjs';
import { buildDefines, createAppConfig, SHARED_SINGLETONS, sharedConfig } from './index.mjs';
import { PREACT_VERSION, RENDERER_SINGLETONS } from './renderer.mjs';

const repo = path.resolve(__dirname, '../../..');

function federationOptions(config: ReturnType<typeof createAppConfig>) {
  const plugin = config.plugins?.find((entry) => entry instanceof ModuleFederationPlugin);
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return (plugin as unknown as { _options: Record<string, unknown> })._options;
}

describe('createAppConfig', () => {
  const remote = createAppConfig({
    name: 'mf_jobs',
    dir: path.join(repo, 'mf-jobs'),
    port: 8081,
    exposes: { './App': './src/exposed/App.tsx' },
    mode: 'production',
  });

  it('shares every singleton, subpaths included, with the app’s declared ranges', () => {
    const shared = federationOptions(remote).shared as Record<string, Record<string, unknown>>;
    expect(Object.keys(shared).sort()).toEqual(
      [...SHARED_SINGLETONS, ...RENDERER_SINGLETONS].sort(),
    );
    for (const request of ['react-dom/client', 'react/jsx-runtime', '@mp/ui', 'i18next']) {
      expect(shared[request]).toMatchObject({ singleton: true });
    }
    expect(shared['react-i18next']).toEqual({ singleton: true, requiredVersion: '^16.0.0' });
    // workspace:* is not a semver range, so workspace packages accept the one loaded copy
    expect(shared['@mp/ui']).toEqual({ singleton: true, requiredVersion: false });
    // stateless contracts are bundled per app so zod schemas stay off the home page
    expect(shared['@mp/contracts']).toBeUndefined();
  });

  it('exposes only ./App from a remote entry, with a manifest and no type generation', () => {
    const options = federationOptions(remote);
    expect(options).toMatchObject({
      name: 'mf_jobs',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/exposed/App.tsx' },
      shareStrategy: 'loaded-first',
      manifest: { additionalData: addBuildId },
      dts: false,
    });
  });

  it('defines the build label only from the environment, empty when unset', () => {
    expect(buildDefines({})).toEqual({ __MP_BUILD_LABEL__: '""' });
    expect(buildDefines({ MP_BUILD_LABEL: 'next' })).toEqual({ __MP_BUILD_LABEL__: '"next"' });
    expect(remote.plugins?.some((plugin) => plugin instanceof webpack.DefinePlugin)).toBe(true);
  });

  it('hashes production file names and resolves chunks from where the script came from', () => {
    expect(remote.mode).toBe('production');
    expect(remote.output).toMatchObject({
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      path: path.join(repo, 'mf-jobs', 'dist'),
    });
    expect(remote.devServer).toMatchObject({
      port: 8081,
      historyApiFallback: { disableDotRule: true },
    });
    expect(remote.devServer?.headers).toMatchObject({ 'Access-Control-Allow-Origin': '*' });
  });

  it('builds the host without a container entry and keeps development names unhashed', () => {
    const host = createAppConfig({
      name: 'shell',
      dir: path.join(repo, 'shell'),
      port: 8080,
      isHost: true,
      mode: 'development',
    });
    const options = federationOptions(host);
    expect(options.exposes).toBeUndefined();
    expect(options.filename).toBeUndefined();
    expect(host.output?.filename).toBe('[name].js');
  });

  it('builds a remote on the page’s one runtime, with a prelude for its own page', () => {
    expect(federationOptions(remote).experiments).toEqual({
      optimization: { target: 'web' },
      externalRuntime: true,
    });
    expect(federationOptions(remote).runtimePlugins).toBeUndefined();
    expect(remote.plugins?.some((plugin) => plugin instanceof RuntimePreludePlugin)).toBe(true);
    expect(remote.plugins?.some((plugin) => plugin instanceof ScreenChunksPlugin)).toBe(true);
  });

  it('has the host hand its own ES module runtime core to the remotes', () => {
    const host = createAppConfig({
      name: 'shell',
      dir: path.join(repo, 'shell'),
      port: 8080,
      isHost: true,
      mode: 'production',
    });
    const options = federationOptions(host);
    expect(options.experiments).toEqual({ optimization: { target: 'web' } });
    expect(options.runtimePlugins).toEqual([path.join(__dirname, 'provide-runtime-core.mjs')]);
    expect(host.resolve?.alias).toMatchObject({
      '@mp/federation-runtime-core$': runtimeCorePath(),
    });
    expect(runtimeCorePath()).toMatch(/[\\/]runtime-core[\\/]dist[\\/]index\.js$/);
    expect(host.plugins?.some((plugin) => plugin instanceof RuntimePreludePlugin)).toBe(false);
  });

  it('has every app import the shared subset of react-i18next, which reaches the package itself', () => {
    const remote = createAppConfig({
      name: 'mf_jobs',
      dir: path.join(repo, 'mf-jobs'),
      port: 3001,
    });
    const alias = remote.resolve?.alias as Record<string, string>;
    expect(alias['react-i18next$']).toBe(path.join(__dirname, 'react-i18next-subset.mjs'));
    expect(alias['react-i18next-whole$']).toMatch(
      /[\\/]react-i18next[\\/]dist[\\/]es[\\/]index\.js$/,
    );
    expect(existsSync(alias['react-i18next-whole$'] ?? '')).toBe(true);
  });

  it('turns workspace protocols into "any version"', () => {
    expect(sharedConfig({ i18next: '^25.5.0', '@mp/ui': 'workspace:*' })).toMatchObject({
      i18next: { requiredVersion: '^25.5.0' },
      'react-i18next': { requiredVersion: false },
      '@mp/ui': { requiredVersion: false },
    });
  });

  it('shares React’s entry points and Preact’s modules at Preact’s version, whatever the app declares', () => {
    const shared = sharedConfig({ react: '^18.3.1', 'react-dom': '^18.3.1' });
    const atPreact = {
      singleton: true,
      requiredVersion: `^${PREACT_VERSION}`,
      version: PREACT_VERSION,
    };
    for (const request of [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'preact',
      'preact/hooks',
    ])
      expect(shared[request]).toEqual(atPreact);
    expect(PREACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('resolves each of React’s entry points to a file of its own that re-exports Preact’s', () => {
    const alias = remote.resolve?.alias as Record<string, string>;
    const entries = ['react$', 'react-dom$', 'react-dom/client$', 'react/jsx-runtime$'].map(
      (request) => alias[request] ?? '',
    );
    expect(new Set(entries).size).toBe(4);
    for (const entry of entries) {
      expect(entry).toMatch(/[\\/]renderer[\\/][a-z-]+\.mjs$/);
      expect(readFileSync(entry, 'utf8')).toMatch(/from 'preact\/compat(\/[a-z-]+)?'/);
    }
  });

  it('gives the shell’s shared pieces of 4 KB and more a chunk of their own, not a copy per chunk', () => {
    const host = createAppConfig({
      name: 'shell',
      dir: path.join(repo, 'shell'),
      port: 8080,
      isHost: true,
    });
    expect(host.optimization?.splitChunks).toEqual({ minSize: 4000 });
    expect(remote.optimization?.splitChunks).toBeUndefined();
  });
});
