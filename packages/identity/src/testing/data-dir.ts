import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPgliteInWorker } from './pglite-worker';

const TEMPLATE = path.join(os.tmpdir(), 'mp-identity-pglite-0.5.16-template');

/**
 * A fresh PGlite data folder for a test. initdb takes seconds, so one initialised folder is
 * kept as a template in the temp directory and copied (built atomically on first use).
 */
export async function freshDataDir(): Promise<string> {
  if (!existsSync(TEMPLATE)) {
    const building = mkdtempSync(`${TEMPLATE}-building-`);
    const db = openPgliteInWorker(building);
    await db.query('SELECT 1');
    await db.close();
    try {
      renameSync(building, TEMPLATE);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mp-identity-test-'));
  cpSync(TEMPLATE, dir, { recursive: true });
  return dir;
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
