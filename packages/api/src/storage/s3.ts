import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { objectName, type FileStorage, type ObjectBody, type StoredObject } from './types';

export interface S3StorageSettings {
  bucket: string;
  /** Prepended to every object name, e.g. `uploads/` (may be empty). */
  prefix: string;
  client: S3ClientConfig;
}

/** Files in an S3 bucket (or an S3-compatible server) under `<prefix><tenant>/<uuid>`. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageSettings) {
    // A streamed upload is sent as it is, with its length: the SDK's default checksum would
    // re-frame a stream as aws-chunked, which S3-compatible servers do not all read.
    this.client = new S3Client({ requestChecksumCalculation: 'WHEN_REQUIRED', ...settings.client });
  }

  private keyOf(object: StoredObject): string {
    return `${this.settings.prefix}${objectName(object)}`;
  }

  /** A stream is sent as it is read, with its length declared (S3 needs it up front). */
  async put(object: StoredObject, body: ObjectBody, contentType: string): Promise<void> {
    const [content, size] = Buffer.isBuffer(body) ? [body, body.length] : [body.stream, body.size];
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(object),
        Body: content,
        ContentType: contentType,
        ContentLength: size,
      }),
    );
  }

  async get(object: StoredObject): Promise<Readable | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(object) }),
      );
      const body = answer.Body;
      if (body instanceof Readable) return body;
      if (body === undefined) return null;
      return Readable.from(Buffer.from(await body.transformToByteArray()));
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
        return null;
      throw error;
    }
  }

  async delete(object: StoredObject): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(object) }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}
