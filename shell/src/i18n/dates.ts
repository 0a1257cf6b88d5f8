/**
 * Date formatting with the product's formats (docs/shell.md#languages-and-dates). Month
 * abbreviations stay English whatever the interface language, so dayjs keeps its built-in `en`
 * locale.
 */
import dayjs from 'dayjs';
import { DATE_FORMATS } from '@mp/contracts';

export type DateInput = string | number | Date;

function format(value: DateInput | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.locale('en').format(pattern) : '';
}

/** `YYYY-MM-DD` */
export const formatDate = (value: DateInput | null | undefined) => format(value, DATE_FORMATS.date);
/** `YYYY-MM-DD h:mm a` */
export const formatDateTime = (value: DateInput | null | undefined) =>
  format(value, DATE_FORMATS.dateTime);
/** `h:mm a` */
export const formatTime = (value: DateInput | null | undefined) => format(value, DATE_FORMATS.time);
/** `MMM YYYY`, e.g. `Mar 2026` */
export const formatMonthYear = (value: DateInput | null | undefined) =>
  format(value, DATE_FORMATS.monthYear);
