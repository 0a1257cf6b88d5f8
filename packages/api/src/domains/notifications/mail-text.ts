/**
 * The e-mail of each kind of notification (docs/notifications.md#e-mail). The API does not know
 * a user's interface language, so e-mails are in English; every one links to its page.
 */
import { notificationJobTitle, type NotificationKind } from '@mp/contracts';

export interface MailText {
  subject: string;
  text: string;
}

export interface MailInput {
  kind: string;
  payload: Record<string, unknown>;
  actorName: string | null;
  tenantName: string;
  /** The absolute link to the notification's page, or null. */
  link: string | null;
  /** The recipient's time zone for times in the text. */
  timezone: string;
}

function field(payload: Record<string, unknown>, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** "Monday, 5 January 2026 at 09:00 GMT" in the recipient's zone. */
export function mailTime(iso: string | null, timezone: string): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    dateStyle: 'full',
    timeStyle: 'short',
  })
    .format(date)
    .concat(` (${timezone})`);
}

type Subject = (input: MailInput, job: string, who: string) => string;

const SUBJECTS: Record<NotificationKind, Subject> = {
  JOB_INVITATION: (_input, job, who) => `${who} invited you to the job "${job}"`,
  PROPOSAL_RECEIVED: (_input, job, who) => `${who} sent a proposal for "${job}"`,
  CONTRACT_ACCEPTED: (_input, job) => `The contract for "${job}" was accepted`,
  ADMIN_JOB_ATTENTION: (_input, job, who) => `${who} asks an administrator to look at "${job}"`,
  ADMIN_PROPOSAL_ATTENTION: (_input, job, who) =>
    `${who} asks an administrator to look at a proposal for "${job}"`,
  CUSTOMER_APPROVAL: (input) =>
    input.payload.approved === true ? 'Your account is approved' : 'Your account was not approved',
  MILESTONE_UPDATED: (_input, job) => `A milestone of "${job}" changed`,
  BOOKING_CREATED: (input) => `New booking: ${field(input.payload, 'productTitle') ?? ''}`.trim(),
  BOOKING_COMPLETED: (input) =>
    `"${field(input.payload, 'productTitle') ?? ''}" is complete: rate and review ${field(input.payload, 'otherPartyName') ?? 'the other party'}`,
  MEETING_BOOKED: (input, _job, who) =>
    `${who} booked a meeting with you on ${mailTime(field(input.payload, 'startsAt'), input.timezone)}`,
  MEETING_CANCELLED: (input, _job, who) =>
    `${who} cancelled the meeting of ${mailTime(field(input.payload, 'startsAt'), input.timezone)}`,
  MEETING_REMINDER: (input) =>
    `Reminder: your meeting with ${field(input.payload, 'otherPartyName') ?? ''} starts on ${mailTime(field(input.payload, 'startsAt'), input.timezone)}`,
};

function isKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(SUBJECTS, kind);
}

/** Subject and text of the e-mail of a notification, or null for kinds never e-mailed. */
export function mailText(input: MailInput): MailText | null {
  if (!isKind(input.kind)) return null;
  const job = notificationJobTitle(input.payload) ?? 'a job';
  const who = input.actorName ?? input.tenantName;
  const subject = SUBJECTS[input.kind](input, job, who);
  const reason = field(input.payload, 'reason');
  const lines = [
    subject,
    ...(reason === null ? [] : ['', `Reason: ${reason}`]),
    ...(input.link === null ? [] : ['', `Open it: ${input.link}`]),
    '',
    `You receive this e-mail from ${input.tenantName} because e-mail notifications of this kind are on. Turn them off in your settings.`,
  ];
  return { subject, text: lines.join('\n') };
}
