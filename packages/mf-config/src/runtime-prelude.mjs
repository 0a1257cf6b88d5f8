// One federation runtime per page (docs/adr/0012-one-federation-runtime-per-page.md): a remote is
// built with `experiments.externalRuntime`, so its remoteEntry.js and chunks read the runtime
// core from the global `_FEDERATION_RUNTIME_CORE` instead of carrying their own copy. Inside the
// shell that global is the shell's runtime (`provideExternalRuntime`). A remote's own page
// (standalone mode: src/bootstrap.tsx on the remote's port) has no shell, so its index.html loads
// this prelude first: the same runtime core, bundled on its own, placing itself on the global.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const require = createRequire(import.meta.url);

/** The global the externalised runtime is read from (fixed by @module-federation/enhanced). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * The runtime core the federation plugin builds the apps' runtime from: the same package and
 * version, and its ES module build (what the `import` condition picks in webpack), so the shell
 * holds one copy, not an ES module and a CommonJS one.
 */
export function runtimeCorePath() {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced'));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  const main = fromTools.resolve('@module-federation/runtime-core');
  const root = path.resolve(path.dirname(main), '..');
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return path.join(root, manifest.exports['.'].import.default);
}

/**
 * The prelude's source, bundled: the runtime core as an IIFE that sets the global unless a host
 * already did. `defines` mirror what the federation plugin defines for the apps' own builds.
 */
export function bundleRuntimePrelude({ minify = true } = {}) {
  const corePath = runtimeCorePath();
  const result = buildSync({
    stdin: {
      contents: [
        `import * as runtimeCore from ${JSON.stringify(corePath)};`,
        `globalThis.${RUNTIME_CORE_GLOBAL} ??= runtimeCore;`,
      ].join('\n'),
      resolveDir: path.dirname(corePath),
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify,
    legalComments: 'none',
    define: {
      ENV_TARGET: '"web"',
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'false',
      FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
      FEDERATION_OPTIMIZE_NO_SHARED: 'false',
    },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/**
 * Emits the prelude (`mf-runtime[.hash].js`) and puts it before the entry's script in the
 * remote's own index.html. Only the standalone page loads it; the shell never does.
 */
export class RuntimePreludePlugin {
  constructor({ hashed = true } = {}) {
    this.hashed = hashed;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    let source;
    compiler.hooks.thisCompilation.tap('RuntimePreludePlugin', (compilation) => {
      let file;
      compilation.hooks.processAssets.tap(
        { name: 'RuntimePreludePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // Built once per process: the runtime core only changes with the lockfile.
          source ??= bundleRuntimePrelude({ minify: compiler.options.mode === 'production' });
          const hash = compiler.webpack.util.createHash('sha256').update(source).digest('hex');
          file = this.hashed ? `mf-runtime.${hash.slice(0, 10)}.js` : 'mf-runtime.js';
          compilation.emitAsset(file, new sources.RawSource(source));
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tap(
        'RuntimePreludePlugin',
        (data) => {
          data.assets.js.unshift(`${data.assets.publicPath}${file}`);
          return data;
        },
      );
    });
  }
}
