import type { ApiConfig } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

export async function openDatabase(
  config: Pick<ApiConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>,
): Promise<Database> {
  return config.databaseUrl === null
    ? openPglite(config.dataDir)
    : openPostgres(config.databaseUrl, config.databasePoolSize);
}
