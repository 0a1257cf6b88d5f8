/** Timestamps as the API answers them: ISO 8601 in UTC. */

/** Both drivers answer timestamptz as Date; text columns cast in SQL arrive as strings. */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoTimeOrNull(value: Date | string | null): string | null {
  return value === null ? null : isoTime(value);
}
