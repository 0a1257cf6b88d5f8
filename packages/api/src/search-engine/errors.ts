import { API_ERROR_CODES } from '@mp/contracts';
import { HttpError } from '../http/errors';

/** A 400 naming the offending part of the search body, in the message and as the field path. */
export function searchError(path: string, message: string): HttpError {
  return new HttpError(400, API_ERROR_CODES.validationFailed, `${path}: ${message}`, [
    { path, message },
  ]);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requireObject(value: unknown, path: string): Record<string, unknown> {
  if (!isPlainObject(value)) throw searchError(path, 'Expected an object');
  return value;
}

export function checkKeys(
  value: Record<string, unknown>,
  allowed: readonly string[],
  path: string,
  what: string,
): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      throw searchError(
        `${path}.${key}`,
        `Unsupported option "${key}" of ${what}; supported: ${allowed.join(', ') || 'none'}`,
      );
    }
  }
}

/** The single `{ field: options }` entry of match, term, range, prefix, wildcard... */
export function singleEntry(
  value: unknown,
  path: string,
  what: string,
): [field: string, options: unknown] {
  const object = requireObject(value, path);
  const keys = Object.keys(object);
  if (keys.length !== 1) {
    throw searchError(path, `${what} takes exactly one field, got ${keys.length}`);
  }
  const field = keys[0] as string;
  return [field, object[field]];
}
