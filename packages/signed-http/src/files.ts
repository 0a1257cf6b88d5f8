import { getFile, getPublicFile, type DownloadOptions } from '@mp/contracts';
import type { HttpClient } from './client';
import { NOT_LOGGED_IN_MESSAGE } from './errors';
import { toHttpError } from './response';

/** base64 of the UTF-8 storage path: the `path` query of a file fetch (docs/files.md#calls). */
export function encodeStoragePath(storagePath: string): string {
  const bytes = new TextEncoder().encode(storagePath);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Fetches a stored file (CV, data type file, message attachment, milestone file) by its
 * storage path; a status above 399 throws an HttpError.
 */
export async function downloadFile(
  client: Pick<HttpClient, 'send' | 'hasSigner'>,
  storagePath: string,
  options: DownloadOptions,
): Promise<Blob> {
  const signedIn = options.public !== true;
  if (signedIn && !client.hasSigner()) throw new Error(NOT_LOGGED_IN_MESSAGE);
  const endpoint = signedIn ? getFile : getPublicFile;
  const response = await client.send(endpoint.method, endpoint.path, {
    query: { path: encodeStoragePath(storagePath) },
    public: !signedIn,
    headers: { accept: '*/*' },
    signal: options.signal,
  });
  if (response.status > 399) throw await toHttpError(response);
  return response.blob();
}
