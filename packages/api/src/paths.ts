import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folder this module runs from: src/ (tests, tsx) or dist/ (the esbuild bundle defines it). */
export function moduleDir(): string {
  return typeof __dirname === 'string' ? __dirname : process.cwd();
}

function isApiPackage(dir: string): boolean {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@mp/api';
  } catch {
    return false;
  }
}

/** The packages/api folder, found by walking up from the running module (never the cwd). */
export function packageRoot(): string {
  let dir = moduleDir();
  for (;;) {
    if (isApiPackage(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`@mp/api package folder not found above ${moduleDir()}`);
    dir = parent;
  }
}

export function migrationsDir(): string {
  return path.join(packageRoot(), 'migrations');
}

/** Default data folder: <repo>/.data/api, relative to the package. */
export function defaultDataDir(): string {
  return path.resolve(packageRoot(), '..', '..', '.data', 'api');
}

/** Default folder of uploaded files on local disk: <repo>/.data/files, like the data folder. */
export function defaultFilesDir(): string {
  return path.resolve(packageRoot(), '..', '..', '.data', 'files');
}

/**
 * Where a development identity service started without INTERNAL_TOKEN leaves the token it
 * generated: <repo>/.data/internal-token (the identity service's default too).
 */
export function defaultInternalTokenFile(): string {
  return path.resolve(packageRoot(), '..', '..', '.data', 'internal-token');
}

/** A worker script: beside the bundle in dist/, or at its place under src/ when run from source. */
function workerScriptPath(name: string, sourceDir: readonly string[]): string {
  const candidates = [
    path.join(moduleDir(), name),
    path.join(packageRoot(), 'src', ...sourceDir, name),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found === undefined) throw new Error(`${name} not found in ${candidates.join(', ')}`);
  return found;
}

/** The PGlite worker script (src/db/ from source). */
export function pgliteWorkerPath(): string {
  return workerScriptPath('pglite-worker.mjs', ['db']);
}

/** The CV text worker script (src/domains/cv/ from source). */
export function cvTextWorkerPath(): string {
  return workerScriptPath('cv-text-worker.mjs', ['domains', 'cv']);
}
