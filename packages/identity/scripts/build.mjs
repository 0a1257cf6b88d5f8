// Bundles the service into dist/server.js: workspace @mp/* TypeScript is bundled (with what
// those packages import), the identity package's own dependencies stay external and load from
// its node_modules at run time.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const externalNodeModules = {
  name: 'external-node-modules',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@mp/')) return undefined;
      if (!args.importer.startsWith(path.join(packageDir, 'src'))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [path.join(packageDir, 'src/server.ts')],
  outfile: path.join(packageDir, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNodeModules],
  logLevel: 'info',
});
