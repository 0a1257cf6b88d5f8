import { isHttpError } from '@mp/signed-http';

/** Field messages the API named, keyed by the field's path inside `within` (e.g. `proposal`). */
export type FieldMessages = Readonly<Record<string, string>>;

function bodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

export interface ErrorTexts {
  network: string;
  generic: string;
}

/**
 * What to tell the user about a failed call: the API's own reason (409 conflicts, 403, 404
 * explain themselves), a network hint, or a generic sentence. Never a raw JSON body.
 */
export function readableError(error: unknown, texts: ErrorTexts): string {
  if (!isHttpError(error)) return texts.generic;
  if (error.status === 0) return texts.network;
  if (error.status >= 500) return texts.generic;
  return bodyMessage(error.body) ?? texts.generic;
}

/**
 * The API names failing fields as `body.proposal.tasks.0.title`; screens key their fields by
 * the path below `body.` and an optional prefix (`tasks.0.title`).
 */
export function fieldMessages(error: unknown, within = ''): FieldMessages {
  if (!isHttpError(error)) return {};
  const prefix = ['body', within].filter(Boolean).join('.') + '.';
  const messages: Record<string, string> = {};
  for (const field of error.fields) {
    if (!field.path.startsWith(prefix)) continue;
    const key = field.path.slice(prefix.length);
    messages[key] ??= field.message;
  }
  return messages;
}

export function isConflict(error: unknown): boolean {
  return isHttpError(error) && error.status === 409;
}
