import type { StorageConfig } from '../config';
import { LocalFileStorage } from './local';
import { S3FileStorage } from './s3';
import type { FileStorage } from './types';

export { LocalFileStorage } from './local';
export { S3FileStorage, type S3StorageSettings } from './s3';
export type { FileStorage, ObjectBody, StoredObject } from './types';

/**
 * The storage the config names: S3 (credentials from the config, or the AWS SDK's usual chain:
 * profiles, roles) or a local folder.
 */
export function createFileStorage(config: StorageConfig): FileStorage {
  if (config.kind === 'local') return new LocalFileStorage(config.dir);
  return new S3FileStorage({
    bucket: config.bucket,
    prefix: config.prefix,
    client: {
      region: config.region,
      ...(config.endpoint === null ? {} : { endpoint: config.endpoint }),
      ...(config.credentials === null ? {} : { credentials: config.credentials }),
      forcePathStyle: config.forcePathStyle,
    },
  });
}
