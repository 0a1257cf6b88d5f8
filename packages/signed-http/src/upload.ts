import { UPLOAD_TEXT_EXCERPT_LENGTH } from '@mp/contracts';
import type { HttpClient } from './client';
import { parseBody, toHttpError } from './response';
import { NOT_LOGGED_IN_MESSAGE, WafError } from './errors';

export const UPLOAD_PATHS = { signedIn: '/apis/auth/s3', public: '/apis/s3' } as const;

export interface UploadFileInput {
  /** Storage key the file is saved under. */
  key: string;
  contentType: string;
  file: Blob;
  metadata?: Record<string, unknown>;
  /** The document's extracted text; only its first 8000 characters are sent. */
  textExcerpt?: string;
}

export interface UploadFileOptions {
  signedIn: boolean;
}

function fileName(input: UploadFileInput): string {
  if (typeof File !== 'undefined' && input.file instanceof File && input.file.name) {
    return input.file.name;
  }
  return input.key.split('/').pop() || 'file';
}

export function buildUploadForm(input: UploadFileInput): FormData {
  const form = new FormData();
  form.append('key', input.key);
  form.append('contentType', input.contentType);
  form.append('filesize', String(input.file.size));
  form.append('metadata', JSON.stringify(input.metadata ?? {}));
  if (input.textExcerpt !== undefined) {
    form.append('text', input.textExcerpt.slice(0, UPLOAD_TEXT_EXCERPT_LENGTH));
  }
  // Last, as storage form posts expect the file after its fields.
  form.append('file', input.file, fileName(input));
  return form;
}

/**
 * Uploads one file as a multipart form (docs/files.md#uploading): 403 is the firewall (`WAF`),
 * any other failure throws an HttpError carrying the JSON body; it never redirects.
 */
export async function uploadFile<T = unknown>(
  client: HttpClient,
  input: UploadFileInput,
  options: UploadFileOptions,
): Promise<T> {
  if (options.signedIn && !client.hasSigner()) throw new Error(NOT_LOGGED_IN_MESSAGE);
  const path = options.signedIn ? UPLOAD_PATHS.signedIn : UPLOAD_PATHS.public;
  const response = await client.send('POST', path, {
    formData: buildUploadForm(input),
    public: !options.signedIn,
  });
  if (response.status === 403) throw new WafError('WAF');
  if (response.status > 399) throw await toHttpError(response);
  return parseBody(response, await response.text()) as T;
}
