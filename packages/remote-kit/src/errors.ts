/** What a failed call means for the person using the screen. */
export type ErrorKind =
  | 'network'
  | 'validation'
  | 'conflict'
  | 'notFound'
  | 'forbidden'
  | 'unauthorized'
  | 'tooLarge'
  | 'server';

export interface ReadableError {
  kind: ErrorKind;
  /** The server's own sentence when it gave one (409 reasons, validation details). */
  reason: string | null;
  /** Field errors by form field (`title`, `location.address`), prefixes of the body removed. */
  fields: Record<string, string>;
}

interface ErrorLike {
  status?: unknown;
  message?: unknown;
  fields?: unknown;
  body?: unknown;
}

/** The API's own sentence: `message` of its JSON error body, else the error's message. */
function reasonOf(like: ErrorLike): string | null {
  const body = like.body as { message?: unknown } | null | undefined;
  if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  const message = typeof like.message === 'string' ? like.message.trim() : '';
  // A raw body (JSON or HTML) is not a sentence for people.
  return message && !/^[[{<]/.test(message) ? message : null;
}

function kindOf(status: number): ErrorKind {
  if (status === 0) return 'network';
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 413) return 'tooLarge';
  return 'server';
}

/** `body.job.location.address` -> `location.address`; `query.jobId` -> `jobId`. */
export function fieldName(path: string, prefixes: readonly string[] = []): string {
  const base = path.replace(/^(body|query|params)\./, '');
  const prefix = prefixes.find((candidate) => base.startsWith(`${candidate}.`));
  return prefix ? base.slice(prefix.length + 1) : base;
}

function readFields(value: unknown, prefixes: readonly string[]): Record<string, string> {
  if (!Array.isArray(value)) return {};
  const fields: Record<string, string> = {};
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const name = fieldName(path, prefixes);
    fields[name] ??= message;
  }
  return fields;
}

/**
 * The HTTP status of a failed call (0 when no answer came), or null for anything else thrown.
 * For the few screens whose texts follow exact statuses; others read `readError(...).kind`.
 */
export function httpStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status } = error as ErrorLike;
  return typeof status === 'number' ? status : null;
}

/**
 * Reads an HttpError (or anything thrown) into what a screen shows. `prefixes` are body
 * wrappers to drop from field paths, e.g. `['job']` for POST /jobs/post_job {job}.
 */
export function readError(error: unknown, prefixes: readonly string[] = []): ReadableError {
  const like = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const status = typeof like.status === 'number' ? like.status : 0;
  return {
    kind: typeof like.status === 'number' ? kindOf(status) : 'server',
    reason: reasonOf(like),
    fields: readFields(like.fields, prefixes),
  };
}

export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
