/** Dates of the contract screens (docs/shell.md#languages-and-dates). */

/** YYYY-MM-DD of an ISO time; '' for none. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD HH:MM (UTC) of an ISO time, for the timeline. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16).replace('T', ' ');
}
