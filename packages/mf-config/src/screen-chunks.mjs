// Which files each screen of a remote loads, written to dist/mp-screen-chunks.json at build time
// for the size bench (`pnpm bench:size`, bench/README.md): a remote's routes load each screen
// with its own `import()`, and only the build knows which chunks that import fetches.

export const SCREEN_CHUNKS_FILE = 'mp-screen-chunks.json';

/** The module holding a remote's routes (`src/routes.tsx`), whose imports are the screens. */
const ROUTES_MODULE = /[\\/]src[\\/]routes\.tsx$/;
/** A remote's texts, `src/locales/{language}/{namespace}.json`. */
const LOCALE_MODULE = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;

const jsFiles = (chunks) =>
  [...new Set([...chunks].flatMap((chunk) => [...chunk.files]))]
    .filter((file) => file.endsWith('.js'))
    .sort();

/** `{ "./features/x/XScreen": [files] }`: every lazily imported screen of the routes. */
function screenChunks(compilation) {
  const screens = {};
  for (const module of compilation.modules) {
    if (!ROUTES_MODULE.test(module.resource ?? '')) continue;
    for (const block of module.blocks) {
      const request = block.dependencies[0]?.request;
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (request && group) screens[request] = jsFiles(group.chunks);
    }
  }
  return screens;
}

/** `{ "en/jobs": [files] }`: the chunk of each language's namespace file. */
function localeChunks(compilation) {
  const locales = {};
  for (const module of compilation.modules) {
    const match = LOCALE_MODULE.exec(module.resource ?? '');
    if (!match) continue;
    locales[`${match[1]}/${match[2]}`] = jsFiles(compilation.chunkGraph.getModuleChunks(module));
  }
  return locales;
}

export class ScreenChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ScreenChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ScreenChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const list = { screens: screenChunks(compilation), locales: localeChunks(compilation) };
          compilation.emitAsset(
            SCREEN_CHUNKS_FILE,
            new sources.RawSource(`${JSON.stringify(list, null, 2)}\n`),
          );
        },
      );
    });
  }
}
