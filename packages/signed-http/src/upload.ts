import {
  UPLOAD_TEXT_EXCERPT_LENGTH,
  uploadFile as uploadFileEndpoint,
  uploadPublicFile,
  type UploadFileResponse,
  type UploadOptions,
  type UploadProgress,
  type UploadRequest,
} from '@mp/contracts';
import type { HttpClient, PreparedRequest } from './client';
import { HttpError, NOT_LOGGED_IN_MESSAGE, WafError } from './errors';
import { parseBody, toHttpError, type ResponseLike } from './response';
import type { FetchLike } from './types';

/** Sends a prepared multipart upload; reports progress where the transport can. */
export type UploadTransport = (
  request: PreparedRequest,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal },
) => Promise<ResponseLike>;

function abortError(): Error {
  const error = new Error('The upload was aborted');
  error.name = 'AbortError';
  return error;
}

function networkError(message: string): HttpError {
  return new HttpError({ status: 0, code: 'network_error', message });
}

/** XMLHttpRequest: the browser's one way to report upload progress. */
export const xhrTransport: UploadTransport = (request, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      const text = xhr.responseText;
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { get: (name) => xhr.getResponseHeader(name) },
        text: async () => text,
      });
    };
    xhr.onerror = () => reject(networkError('The upload could not reach the server'));
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body as XMLHttpRequestBodyInit);
  });

/** fetch: no byte progress, so the start and the end are reported. */
export function fetchTransport(fetchImpl: FetchLike): UploadTransport {
  return async (request, { onProgress, signal }) => {
    const size = request.body instanceof FormData ? formSize(request.body) : 0;
    onProgress?.({ loaded: 0, total: size });
    let response: Response;
    try {
      response = await fetchImpl(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal,
      });
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw networkError(cause instanceof Error ? cause.message : String(cause));
    }
    onProgress?.({ loaded: size, total: size });
    return response;
  };
}

function formSize(form: FormData): number {
  let size = 0;
  form.forEach((value) => {
    size += typeof value === 'string' ? value.length : value.size;
  });
  return size;
}

function fileName(input: UploadRequest): string {
  if (typeof File !== 'undefined' && input.file instanceof File && input.file.name) {
    return input.file.name;
  }
  return input.key.split('/').pop() || 'file';
}

export function buildUploadForm(input: UploadRequest): FormData {
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
export async function uploadFile(
  client: Pick<HttpClient, 'sendWith' | 'hasSigner'>,
  transport: UploadTransport,
  input: UploadRequest,
  options: UploadOptions,
): Promise<UploadFileResponse> {
  const signedIn = options.public !== true;
  if (signedIn && !client.hasSigner()) throw new Error(NOT_LOGGED_IN_MESSAGE);
  const endpoint = signedIn ? uploadFileEndpoint : uploadPublicFile;
  // Signed and, when the credentials are refused, renewed and sent again like every call
  // (docs/identity.md#refused-credentials): the form holds the file as a Blob, so it can be.
  const response = await client.sendWith(
    endpoint.method,
    endpoint.path,
    { formData: buildUploadForm(input), public: !signedIn },
    (request) => transport(request, { onProgress: options.onProgress, signal: options.signal }),
  );
  if (response.status === 403) throw new WafError('WAF');
  if (response.status > 399) throw await toHttpError(response);
  return parseBody(response, await response.text()) as UploadFileResponse;
}
