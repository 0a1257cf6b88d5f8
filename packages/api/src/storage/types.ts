import type { Readable } from 'node:stream';

/**
 * Where a file's bytes live: the tenant and a server-generated id (a UUID). Callers' keys are
 * never used as file-system paths or object names; the files table maps key → id.
 */
export interface StoredObject {
  tenantId: string;
  id: string;
}

/** What is stored: bytes in memory, or a stream of a known size. */
export type ObjectBody = Buffer | { stream: Readable; size: number };

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores the bytes: a Buffer, or a stream of exactly `size` bytes that is written as it is
   * read (an upload is never held whole in memory).
   */
  put(object: StoredObject, body: ObjectBody, contentType: string): Promise<void>;
  /** The bytes as a stream, or null when nothing is stored under that id. */
  get(object: StoredObject): Promise<Readable | null>;
  /** Removes the bytes; removing what is not there is not an error. */
  delete(object: StoredObject): Promise<void>;
  /** Releases connections (the app closes it on shutdown). */
  close(): void;
}

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
const OBJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The object's relative name, `<tenant>/<id>`: both parts are checked, so it never escapes. */
export function objectName(object: StoredObject): string {
  if (!TENANT_ID.test(object.tenantId) || !OBJECT_ID.test(object.id)) {
    throw new Error(`invalid stored object ${object.tenantId}/${object.id}`);
  }
  return `${object.tenantId}/${object.id}`;
}
