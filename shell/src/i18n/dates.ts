/**
 * Date formatting with the SPEC section 9 formats. Month abbreviations stay English whatever
 * the interface language (SPEC section 9), so dayjs keeps its built-in `en` locale.
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
