/**
 * What the bell says for each notification (docs/notifications.md#kinds): the text key and its
 * values. Kinds the page does not know are shown with a generic text, never dropped.
 */
import {
  isNotificationKind,
  notificationJobTitle,
  type Notification,
  type NotificationKind,
} from '@mp/contracts';

/** The text of each kind under `kinds.` (customer approval has two: approved or not). */
const KIND_TEXTS = {
  JOB_INVITATION: 'jobInvitation',
  PROPOSAL_RECEIVED: 'proposalReceived',
  CONTRACT_ACCEPTED: 'contractAccepted',
  ADMIN_JOB_ATTENTION: 'adminJobAttention',
  ADMIN_PROPOSAL_ATTENTION: 'adminProposalAttention',
  MILESTONE_UPDATED: 'milestoneUpdated',
  BOOKING_CREATED: 'bookingCreated',
  BOOKING_COMPLETED: 'bookingCompleted',
  MEETING_BOOKED: 'meetingBooked',
  MEETING_CANCELLED: 'meetingCancelled',
  MEETING_REMINDER: 'meetingReminder',
} as const satisfies Record<Exclude<NotificationKind, 'CUSTOMER_APPROVAL'>, string>;

type KindText =
  (typeof KIND_TEXTS)[keyof typeof KIND_TEXTS] | 'customerApproved' | 'customerDeclined' | 'other';

export interface NotificationTextValues {
  actor: string;
  job: string;
  product: string;
  other: string;
  time: string;
}

export interface NotificationText {
  key: `kinds.${KindText}`;
  values: NotificationTextValues;
}

function field(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The key under `kinds.` and its values; `formatTime` turns an instant into the viewer's local
 * date and time (meetings are shown in the viewer's own time zone).
 */
export function notificationText(
  note: Pick<Notification, 'kind' | 'payload' | 'actor'>,
  formatTime: (iso: string) => string,
): NotificationText {
  const values: NotificationTextValues = {
    actor: note.actor?.name ?? '',
    job: notificationJobTitle(note.payload) ?? '',
    product: field(note.payload, 'productTitle'),
    other: field(note.payload, 'otherPartyName') || (note.actor?.name ?? ''),
    time: field(note.payload, 'startsAt') === '' ? '' : formatTime(field(note.payload, 'startsAt')),
  };
  if (!isNotificationKind(note.kind)) return { key: 'kinds.other', values };
  if (note.kind === 'CUSTOMER_APPROVAL') {
    return {
      key: note.payload.approved === true ? 'kinds.customerApproved' : 'kinds.customerDeclined',
      values,
    };
  }
  return { key: `kinds.${KIND_TEXTS[note.kind]}`, values };
}
