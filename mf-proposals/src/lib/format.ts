/** A date input's YYYY-MM-DD as the API's ISO date-time (midnight UTC), or null when empty. */
export function dateInputToIso(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : null;
}
