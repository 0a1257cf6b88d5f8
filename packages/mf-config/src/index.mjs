// The one webpack + Module Federation config factory every app (shell and remotes) uses.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { addBuildId } from './build-id.mjs';
import { RENDERER_ALIASES, RENDERER_MODULES_DIR, rendererShared } from './renderer.mjs';
import { runtimeCorePath, RuntimePreludePlugin } from './runtime-prelude.mjs';
import { ScreenChunksPlugin } from './screen-chunks.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
// webpack's own minimizer plugin, reached through webpack so the version always matches.
const MinimizerPlugin = createRequire(require.resolve('webpack'))('minimizer-webpack-plugin');

/**
 * Shared as singletons by every app: the one list, `packages/mf-config/shared-singletons.json`
 * (the e2e probe of one instance per package reads it too). Subpaths are listed on purpose:
 * `react-dom/client` and the JSX runtime are separate requests, and an unshared subpath drags in
 * a second React.
 * Routing is shared through the `@mp/router` facade, not react-router itself, so only the
 * declarative subset the apps use ships (docs/adr/0005-router-facade.md).
 * `@mp/contracts` is deliberately not shared: it holds no state, and a shared module is loaded
 * whole, zod schemas included, where bundling it lets each app keep only what it uses
 * (docs/adr/0004-contracts-bundled-not-shared.md). `@mp/signed-http` is not shared either: only
 * the shell holds a client (docs/adr/0008-remotes-call-the-api-through-the-shell-client.md).
 */
export const SHARED_SINGLETONS = JSON.parse(
  readFileSync(path.join(here, '../shared-singletons.json'), 'utf8'),
);

function packageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function readDependencies(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return { ...manifest.dependencies, ...manifest.devDependencies };
}

/** The `shared` block: singletons, with the app's declared range where it is a semver range. */
export function sharedConfig(dependencies) {
  const isReact = (request) => ['react', 'react-dom'].includes(packageName(request));
  return {
    ...Object.fromEntries(
      SHARED_SINGLETONS.filter((request) => !isReact(request)).map((request) => {
        const range = dependencies[packageName(request)];
        const requiredVersion = range && !range.startsWith('workspace:') ? range : false;
        return [request, { singleton: true, requiredVersion }];
      }),
    ),
    // React's entry points are Preact's compatibility layer in a build (renderer.mjs).
    ...rendererShared(SHARED_SINGLETONS.filter(isReact)),
  };
}

/**
 * The apps' `react-i18next` is the subset they use (react-i18next-subset.mjs), which reaches the
 * package itself as `react-i18next-whole`: shared whole, the package would ship its `Trans`
 * family, HOCs and SSR helpers to every page.
 */
export function translationAliases(dir) {
  const manifest = createRequire(path.join(dir, 'package.json')).resolve(
    'react-i18next/package.json',
  );
  return {
    'react-i18next$': path.join(here, 'react-i18next-subset.mjs'),
    'react-i18next-whole$': path.join(path.dirname(manifest), 'dist/es/index.js'),
  };
}

/**
 * `__MP_BUILD_LABEL__` in app code: `MP_BUILD_LABEL` of the build's environment, '' when unset
 * (then the minifier drops whatever reads it). The e2e suite sets it to tell a second build of a
 * remote from the first on screen (e2e/tests/remote-deploy.spec.ts); deployments leave it unset.
 */
export function buildDefines(env = process.env) {
  return { __MP_BUILD_LABEL__: JSON.stringify(env.MP_BUILD_LABEL ?? '') };
}

function swcRule(isProduction) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction } },
          target: 'es2020',
        },
      },
    },
  };
}

function cssRule(isProduction) {
  return {
    test: /\.css$/,
    use: [
      isProduction ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
      require.resolve('css-loader'),
    ],
  };
}

function devServer(port, isHost) {
  return {
    port,
    hot: false,
    liveReload: true,
    // Page paths may hold a dot (/freelancer/profile/jane.doe); only HTML requests fall back.
    historyApiFallback: { disableDotRule: true },
    allowedHosts: 'all',
    static: false,
    headers: isHost
      ? {}
      : {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
    client: { overlay: { warnings: false, errors: true } },
  };
}

/**
 * One federation runtime per page (docs/adr/0012-one-federation-runtime-per-page.md): a remote is
 * built to read the runtime core from a global (`externalRuntime`), so its entry carries no
 * runtime of its own. The shell puts its core there (provide-runtime-core.mjs); a remote's own
 * standalone page gets it from a prelude script (runtime-prelude.mjs). Browser-only apps: the
 * runtime drops its Node loaders.
 */
export function runtimeSharing(isHost) {
  return isHost
    ? {
        experiments: { optimization: { target: 'web' } },
        runtimePlugins: [path.join(here, 'provide-runtime-core.mjs')],
      }
    : { experiments: { optimization: { target: 'web' }, externalRuntime: true } };
}

/**
 * @param {import('./index.d.mts').AppConfigOptions} options
 * @returns {import('webpack').Configuration}
 */
export function createAppConfig({ name, dir, port, exposes, isHost = false, mode, title }) {
  const isProduction = (mode ?? process.env.NODE_ENV) === 'production';
  const hashed = isProduction ? '.[contenthash:10]' : '';
  return {
    mode: isProduction ? 'production' : 'development',
    context: dir,
    // The prelude first: see csp-prelude.mjs.
    entry: { main: [path.join(here, 'csp-prelude.mjs'), './src/index.ts'] },
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // What provide-runtime-core.mjs hands to the remotes: the shell's own runtime core.
      alias: {
        ...RENDERER_ALIASES,
        ...translationAliases(dir),
        ...(isHost ? { '@mp/federation-runtime-core$': runtimeCorePath() } : {}),
      },
      modules: ['node_modules', RENDERER_MODULES_DIR],
    },
    module: { rules: [swcRule(isProduction), cssRule(isProduction)] },
    optimization: {
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false }),
      ],
      runtimeChunk: false,
      // webpack copies a module needed by two async chunks into both while the shared part is
      // under 20 KB: the shell's start-up chunk and @mp/ui's both carried the contracts'
      // constants (2.6 KB gzip twice on the home page). From 4 KB such a part is a chunk of its
      // own (docs/shell.md#start-up-javascript).
      ...(isHost ? { splitChunks: { minSize: 4000 } } : {}),
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin(buildDefines()),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: exposes ?? {} }),
        shared: sharedConfig(readDependencies(dir)),
        shareStrategy: 'loaded-first',
        // The manifest carries the package version and a build id (docs/deploy.md#versions).
        manifest: { additionalData: addBuildId },
        dts: false,
        ...runtimeSharing(isHost),
      }),
      new HtmlWebpackPlugin({
        template: path.join(here, 'index.html'),
        title: title ?? name,
        // Absolute script URLs so deep links served by the SPA fallback still load them.
        publicPath: '/',
      }),
      ...(isHost
        ? []
        : [new RuntimePreludePlugin({ hashed: isProduction }), new ScreenChunksPlugin()]),
      ...(isProduction
        ? [
            new MiniCssExtractPlugin({
              filename: `[name]${hashed}.css`,
              chunkFilename: `[id]${hashed}.css`,
            }),
          ]
        : []),
    ],
    devServer: devServer(port, isHost),
    stats: 'errors-warnings',
  };
}
