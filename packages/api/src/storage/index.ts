import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../paths';
import { LocalFileStorage } from './local';
import { S3FileStorage } from './s3';
import type { FileStorage } from './types';

export { LocalFileStorage } from './local';
export { S3FileStorage, type S3StorageSettings } from './s3';
export type { FileStorage, StoredObject } from './types';

type Env = Readonly<Record<string, string | undefined>>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Default folder: <repo>/.data/files, relative to the package like the API's DATA_DIR. */
export function defaultFilesDir(): string {
  return path.resolve(packageRoot(), '..', '..', '.data', 'files');
}

/**
 * S3 when S3_BUCKET is set (S3_ENDPOINT, S3_REGION, S3_PREFIX, S3_FORCE_PATH_STYLE; credentials
 * from the AWS SDK's usual chain: AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles),
 * otherwise local disk in FILES_DIR (default <repo>/.data/files; a temp folder under NODE_ENV=test).
 */
export function createFileStorage(env: Env = process.env): FileStorage {
  const bucket = text(env, 'S3_BUCKET');
  if (bucket === undefined) {
    const dir = text(env, 'FILES_DIR');
    if (dir !== undefined) return new LocalFileStorage(path.resolve(dir));
    // Test runs never write into the repository's data folder.
    const testDir = path.join(tmpdir(), 'mp-api-test-files');
    return new LocalFileStorage(env.NODE_ENV === 'test' ? testDir : defaultFilesDir());
  }
  const endpoint = text(env, 'S3_ENDPOINT');
  const accessKeyId = text(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'AWS_SECRET_ACCESS_KEY');
  const sessionToken = text(env, 'AWS_SESSION_TOKEN');
  // Keys in the environment given here; otherwise the SDK's chain (profiles, instance roles).
  const credentials =
    accessKeyId !== undefined && secretAccessKey !== undefined
      ? { credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } }
      : {};
  return new S3FileStorage({
    bucket,
    prefix: text(env, 'S3_PREFIX') ?? '',
    client: {
      region: text(env, 'S3_REGION') ?? 'us-east-1',
      ...(endpoint === undefined ? {} : { endpoint }),
      ...credentials,
      forcePathStyle:
        (text(env, 'S3_FORCE_PATH_STYLE') ?? (endpoint ? 'true' : 'false')) === 'true',
    },
  });
}

let current: FileStorage | null = null;

/** The storage route handlers use: made from the environment on first use. */
export function fileStorage(): FileStorage {
  current ??= createFileStorage();
  return current;
}

/** Replaces the storage (tests, or an embedding app); returns the previous one. */
export function setFileStorage(storage: FileStorage | null): FileStorage | null {
  const previous = current;
  current = storage;
  return previous;
}
