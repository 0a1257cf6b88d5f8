// The files a host app loads before its first render, written to dist/ at build time so the
// static server can name them in the served HTML (preload hints, inlined CSS) instead of the
// federation runtime discovering them only after main.js ran: one round trip less. The start
// texts are listed per language; the server preloads the visitor's only.
//
// Merged into the shell's webpack config by build.mjs (`--config ... --merge`).

export const INITIAL_ASSETS_FILE = 'mp-initial-assets.json';

/** What the entry's async boundary (`import('./bootstrap')`) pulls in, shares included. */
function initialChunks(compilation) {
  const chunkGraph = compilation.chunkGraph;
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const entryModules = entry.chunks.flatMap((chunk) => [
    ...chunkGraph.getChunkModulesIterable(chunk),
  ]);
  // The host provides every shared module itself; at start its own copy is the one used.
  const provided = new Map(
    entryModules
      .filter((module) => module.type === 'provide-module')
      .map((module) => [module._name, module]),
  );
  const ordered = [];
  const seen = new Set(entry.chunks);
  const addBlockChunks = (block) => {
    for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      ordered.push(chunk);
    }
  };
  for (const module of entryModules) {
    if (module.type !== 'provide-module') module.blocks.forEach(addBlockChunks);
  }
  // Each chunk's consumed shares load with it: follow them (transitively) to their chunks.
  for (let index = 0; index < ordered.length; index += 1) {
    for (const module of chunkGraph.getChunkModulesIterable(ordered[index])) {
      if (module.type !== 'consume-shared-module') continue;
      const source = provided.get(module.options?.shareKey) ?? module;
      source.blocks.forEach(addBlockChunks);
    }
  }
  return ordered;
}

/** The namespace the shell starts with (shell/src/locales/index.ts), one chunk per language. */
const START_TEXTS = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/]shell\.json$/;

/** `{ en: [files], ua: [...], de: [...] }`: the start texts' chunk of each language. */
function startTextChunks(compilation) {
  const locales = {};
  for (const module of compilation.modules) {
    const language = START_TEXTS.exec(module.resource ?? '')?.[1];
    if (!language) continue;
    locales[language] = [...compilation.chunkGraph.getModuleChunks(module)].flatMap((chunk) =>
      [...chunk.files].filter((file) => file.endsWith('.js')),
    );
  }
  return locales;
}

export class InitialAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('InitialAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'InitialAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = initialChunks(compilation).flatMap((chunk) => [...chunk.files]);
          const list = {
            js: files.filter((file) => file.endsWith('.js')),
            css: files.filter((file) => file.endsWith('.css')),
            // Only the visitor's language is wanted: the server picks it (shell-page.mjs).
            locales: startTextChunks(compilation),
          };
          compilation.emitAsset(
            INITIAL_ASSETS_FILE,
            new sources.RawSource(`${JSON.stringify(list, null, 2)}\n`),
          );
        },
      );
    });
  }
}

export default { plugins: [new InitialAssetsPlugin()] };
