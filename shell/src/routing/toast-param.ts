/**
 * A `toast` query parameter shows a named toast if one exists (docs/shell.md#toasts). The names a
 * link may carry, with their type and i18n key; anything else is ignored (and the parameter is
 * still removed, so a reload never repeats it).
 */
import type { ToastType } from '@mp/contracts';
import type { TextKey } from '../locales';

interface NamedToast {
  type: ToastType;
  messageKey: TextKey;
}

export const NAMED_TOASTS: Readonly<Record<string, NamedToast>> = {
  'booking-successful': { type: 'success', messageKey: 'toasts.bookingSuccessful' },
  'cv-parse-succeeded': { type: 'success', messageKey: 'toasts.cvParseSucceeded' },
  'cv-parse-failed': { type: 'error', messageKey: 'toasts.cvParseFailed' },
  'profile-saved': { type: 'success', messageKey: 'toasts.profileSaved' },
  'email-verified': { type: 'success', messageKey: 'toasts.emailVerified' },
  'signed-out': { type: 'info', messageKey: 'toasts.signedOut' },
  'account-deleted': { type: 'info', messageKey: 'toasts.accountDeleted' },
};

export interface ToastParam {
  toast: NamedToast | null;
  /** The search string without the toast parameter ('' when nothing is left). */
  search: string;
}

/** Reads and strips `toast` from a search string; null when there is no such parameter. */
export function takeToastParam(search: string): ToastParam | null {
  const params = new URLSearchParams(search);
  if (!params.has('toast')) return null;
  const name = params.get('toast') ?? '';
  params.delete('toast');
  const rest = params.toString();
  return {
    toast: Object.hasOwn(NAMED_TOASTS, name) ? (NAMED_TOASTS[name] ?? null) : null,
    search: rest ? `?${rest}` : '',
  };
}
