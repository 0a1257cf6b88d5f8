/**
 * The default date format YYYY-MM-DD (UTC, as the API stores it;
 * docs/shell.md#languages-and-dates).
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
}

/** A date input's YYYY-MM-DD as the API's ISO date-time (midnight UTC), or null when empty. */
export function dateInputToIso(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : null;
}
