// Bundles the API into dist/server.js: workspace @mp/* packages (TypeScript sources) are bundled,
// real node_modules packages stay external (PGlite needs its wasm/data files beside it).
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }).filter(
  (name) => !name.startsWith('@mp/'),
);

const dist = path.join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // ESM has no __dirname/require; paths.ts finds the package (migrations, worker) from __dirname.
  banner: {
    js: [
      "import { createRequire as __mpCreateRequire } from 'node:module';",
      "import { fileURLToPath as __mpFileURLToPath } from 'node:url';",
      "import { dirname as __mpDirname } from 'node:path';",
      'const require = __mpCreateRequire(import.meta.url);',
      'const __filename = __mpFileURLToPath(import.meta.url);',
      'const __dirname = __mpDirname(__filename);',
    ].join('\n'),
  },
  logLevel: 'warning',
});
copyFileSync(path.join(root, 'src/db/pglite-worker.mjs'), path.join(dist, 'pglite-worker.mjs'));
copyFileSync(
  path.join(root, 'src/domains/cv/cv-text-worker.mjs'),
  path.join(dist, 'cv-text-worker.mjs'),
);
console.log(`built ${path.relative(process.cwd(), path.join(dist, 'server.js'))}`);
