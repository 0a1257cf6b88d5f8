/**
 * What the notification centre shows (docs/notifications.md): the kinds of notification, who
 * receives each kind, and the page each one links to. Plain values, no zod: the shell's bell
 * and the API's e-mails read them.
 */
import { ROLES, type Role } from './constants';

/** Every kind of notification the API stores (docs/notifications.md#kinds). */
export const NOTIFICATION_KINDS = [
  'JOB_INVITATION',
  'PROPOSAL_RECEIVED',
  'CONTRACT_ACCEPTED',
  'ADMIN_JOB_ATTENTION',
  'ADMIN_PROPOSAL_ATTENTION',
  'CUSTOMER_APPROVAL',
  'MILESTONE_UPDATED',
  'BOOKING_CREATED',
  'BOOKING_COMPLETED',
  'MEETING_BOOKED',
  'MEETING_CANCELLED',
  'MEETING_REMINDER',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const KINDS: ReadonlySet<string> = new Set(NOTIFICATION_KINDS);

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && KINDS.has(value);
}

/** The kinds each role receives, in the order the preferences list them. */
export const NOTIFICATION_KINDS_BY_ROLE: Readonly<Record<Role, readonly NotificationKind[]>> = {
  [ROLES.freelancer]: [
    'JOB_INVITATION',
    'CONTRACT_ACCEPTED',
    'MILESTONE_UPDATED',
    'BOOKING_CREATED',
    'BOOKING_COMPLETED',
    'MEETING_BOOKED',
    'MEETING_CANCELLED',
    'MEETING_REMINDER',
  ],
  [ROLES.customer]: [
    'PROPOSAL_RECEIVED',
    'CUSTOMER_APPROVAL',
    'MILESTONE_UPDATED',
    'BOOKING_CREATED',
    'BOOKING_COMPLETED',
    'MEETING_BOOKED',
    'MEETING_CANCELLED',
    'MEETING_REMINDER',
  ],
  [ROLES.administrator]: ['ADMIN_JOB_ATTENTION', 'ADMIN_PROPOSAL_ATTENTION', 'CONTRACT_ACCEPTED'],
};

/** Notifications per page of GET /notifications, and what the bell's panel shows. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The parts of a notification its link is made from (a plain shape: no zod here). */
export interface NotificationLinkInput {
  kind: string;
  payload: Record<string, unknown>;
}

function text(payload: Record<string, unknown>, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

function sameSitePath(value: string | null): string | null {
  return value !== null && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

function withJob(path: string, jobId: string | null): string {
  return jobId === null ? path : `${path}?jobId=${encodeURIComponent(jobId)}`;
}

/** The job's title a notification is about (payloads name it `jobTitle`, older ones `title`). */
export function notificationJobTitle(payload: Record<string, unknown>): string | null {
  return text(payload, 'jobTitle') ?? text(payload, 'title');
}

/**
 * The page a notification opens for a recipient of `role` (docs/notifications.md#kinds), or
 * null when it has none. Always a path of this site.
 */
export function notificationLink(note: NotificationLinkInput, role: Role): string | null {
  const jobId = text(note.payload, 'jobId');
  const area = role === ROLES.customer ? 'customer' : 'freelancer';
  switch (note.kind) {
    case 'JOB_INVITATION':
      return (
        sameSitePath(text((note.payload.applyLink ?? {}) as Record<string, unknown>, 'path')) ??
        withJob('/freelancer/search-jobs', jobId)
      );
    case 'PROPOSAL_RECEIVED':
      return withJob('/customer/list-all-proposals', jobId);
    case 'CONTRACT_ACCEPTED':
    case 'MILESTONE_UPDATED':
      if (role === ROLES.administrator) return '/dashboard';
      return role === ROLES.customer && jobId !== null
        ? `/customer/contract/${encodeURIComponent(jobId)}?mode=overview`
        : `/${area}/manage`;
    case 'ADMIN_JOB_ATTENTION':
    case 'ADMIN_PROPOSAL_ATTENTION':
      return '/dashboard';
    case 'CUSTOMER_APPROVAL':
      return '/customer/jobs';
    case 'BOOKING_CREATED':
    case 'BOOKING_COMPLETED':
      return sameSitePath(text(note.payload, 'link')) ?? '/products';
    case 'MEETING_BOOKED':
    case 'MEETING_CANCELLED':
    case 'MEETING_REMINDER':
      return role === ROLES.administrator ? null : `/${area}/meet`;
    default:
      return null;
  }
}
