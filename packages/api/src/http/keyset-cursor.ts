/**
 * Opaque keyset cursors (lastEvaluatedKey) over (a time, a time, an id), newest first: the
 * paging of the list routes.
 */
import { httpErrors } from './errors';

export type CursorKey = readonly [string, string, string];

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key inside a cursor this API made, or 400 naming `field`. */
export function decodeCursor(cursor: string, field: string): CursorKey {
  const refuse = () =>
    httpErrors.validation([{ path: field, message: 'Not a lastEvaluatedKey of this list' }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    !parsed.every((part) => typeof part === 'string' && part.length > 0 && part.length < 100) ||
    Number.isNaN(Date.parse(parsed[0] as string)) ||
    Number.isNaN(Date.parse(parsed[1] as string))
  ) {
    throw refuse();
  }
  return parsed as unknown as CursorKey;
}

/** ISO 8601 in UTC with the microseconds, so a cursor round-trips exactly. */
export function exactTime(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
