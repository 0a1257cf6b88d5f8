/** Meeting times in a chosen time zone (docs/scheduling.md#slots): the API speaks UTC instants. */
import { intlLocale } from '@mp/contracts';

/** "Mon, 1 Dec 2026, 09:00" in `timeZone`, in the page's language. */
export function formatMeetingTime(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** The IANA zones the browser knows, the user's own first when missing from the list. */
export function timeZoneChoices(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
