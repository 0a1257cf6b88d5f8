import type { HttpClient } from './client';
import { NOT_LOGGED_IN_MESSAGE } from './errors';
import { toHttpError } from './response';
import { UPLOAD_PATHS, type UploadFileOptions } from './upload';

/** base64 of the UTF-8 storage path: the `path` query of a file fetch (docs/files.md#calls). */
export function encodeStoragePath(storagePath: string): string {
  const bytes = new TextEncoder().encode(storagePath);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** What a download needs of the client: raw signed calls. */
export type FileDownloader = Pick<HttpClient, 'send' | 'hasSigner'>;

function filesPath(client: FileDownloader, options: UploadFileOptions): string {
  if (options.signedIn && !client.hasSigner()) throw new Error(NOT_LOGGED_IN_MESSAGE);
  return options.signedIn ? UPLOAD_PATHS.signedIn : UPLOAD_PATHS.public;
}

/**
 * Fetches a stored file (CV, data type file, message attachment, milestone file) by its
 * storage path; a status above 399 throws an HttpError.
 */
export async function downloadFile(
  client: FileDownloader,
  storagePath: string,
  options: UploadFileOptions,
): Promise<Blob> {
  const path = filesPath(client, options);
  const response = await client.send('GET', path, {
    query: { path: encodeStoragePath(storagePath) },
    public: !options.signedIn,
    headers: { accept: '*/*' },
  });
  if (response.status > 399) throw await toHttpError(response);
  return response.blob();
}

/** Deletes a stored file by key (DELETE on the upload path with `{ key }`). */
export async function deleteFile(
  client: HttpClient,
  key: string,
  options: UploadFileOptions,
): Promise<void> {
  const path = filesPath(client, options);
  await client.delete(path, { body: { key }, public: !options.signedIn });
}
