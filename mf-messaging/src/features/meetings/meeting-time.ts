/**
 * Time zones of meetings (docs/scheduling.md#slots): the API speaks UTC instants, shown in a
 * chosen zone by `useDates().zoned` (docs/formatting.md#dates).
 */

/** The IANA zones the browser knows, the user's own first when missing from the list. */
export function timeZoneChoices(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
