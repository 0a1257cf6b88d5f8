/**
 * The API client as remotes see it (`RemoteAppProps.http`, read with `useApi()`): the shell's one
 * client, which carries the tenant header, signs private calls with the signed-in user's
 * credentials and applies the session error rules (docs/identity.md#session-error-rules). A
 * failed call rejects with an error whose `status`, `code` and `fields` come from the API.
 * Plain types: no zod, no signing code.
 */
import type { UploadFileResponse } from './api/files';
import type { CallArgs, CallOutput, Endpoint } from './endpoint';

/** A file to store under `key`; `textExcerpt` is the document's text (its first 8000 characters are sent). */
export interface UploadRequest {
  key: string;
  contentType: string;
  file: Blob;
  metadata?: Record<string, unknown>;
  textExcerpt?: string;
}

export interface UploadProgress {
  /** Bytes of the request sent so far. */
  loaded: number;
  /** Bytes of the whole request (form fields included). */
  total: number;
}

export interface UploadOptions {
  /** Upload without signing in (`/apis/s3`); signed-in uploads use `/apis/auth/s3`. */
  public?: boolean;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface DownloadOptions {
  /** Read a public file without signing in. */
  public?: boolean;
  signal?: AbortSignal;
}

export interface ApiClient {
  /**
   * One declared call (`packages/contracts/src/endpoints`), typed from its declaration. It
   * answers JSON: a declaration with `returnsFile` is refused, call it with `callFile`.
   */
  call<E extends Endpoint>(endpoint: E, ...input: CallArgs<E>): Promise<CallOutput<E>>;
  /**
   * One declared call whose answer is a file (`returnsFile: true`, e.g. an invoice's PDF): sent,
   * signed and refused like `call`, it resolves to the file's bytes. Any other declaration is
   * refused before anything is sent.
   */
  callFile<E extends Endpoint>(endpoint: E, ...input: CallArgs<E>): Promise<Blob>;
  /**
   * Stores a file (multipart). A firewall refusal (403) rejects with an error named `WAF`; a
   * signed-in upload without a session with 'User is not logged in'.
   */
  upload(request: UploadRequest, options?: UploadOptions): Promise<UploadFileResponse>;
  /** Fetches a stored file (CV, data-type file, attachment, milestone file) by its storage path. */
  download(storagePath: string, options?: DownloadOptions): Promise<Blob>;
}
