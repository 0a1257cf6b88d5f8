/**
 * The notification centre's calls (docs/notifications.md): the caller's notifications with the
 * unread count, marking read, and the e-mail preferences.
 */
import { z } from 'zod';
import { ZPersonShown } from './common';
import { NOTIFICATION_KINDS } from '../notifications';
import { zId } from '../tenant/primitives';

/** Who a notification comes from, shown with their picture. */
export const ZNotificationActor = ZPersonShown;
export type NotificationActor = z.infer<typeof ZNotificationActor>;

export const ZNotification = z.object({
  id: z.string(),
  /** One of NOTIFICATION_KINDS (older rows may carry others: shown generically). */
  kind: z.string(),
  payload: z.record(z.string(), z.unknown()),
  createdBy: z.string().nullable(),
  /** The user who caused it (createdBy), or null (the system, a deleted user). */
  actor: ZNotificationActor.nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof ZNotification>;

const zFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /notifications ?from&limit&unreadOnly: newest first; administrators also get the tenant's admin ones. */
export const ZListNotificationsQuery = z.strictObject({
  from: z.string().min(1).max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  unreadOnly: zFlag.optional(),
});
export const ZNotificationsPage = z.object({
  notifications: z.array(ZNotification),
  /** The caller's unread notifications in all (the bell's count), whatever the page holds. */
  unreadCount: z.number().int().min(0),
  lastEvaluatedKey: z.string().optional(),
});
export type NotificationsPage = z.infer<typeof ZNotificationsPage>;

/** POST /notifications/read {ids} marks those read; {all: true} marks every one of the caller's read. */
export const ZReadNotificationsBody = z
  .strictObject({
    ids: z.array(zId).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    path: ['ids'],
    message: 'Send either ids or all: true',
  })
  .meta({ examples: [{ ids: ['notification-1'] }, { all: true }] });
export type ReadNotificationsBody = z.infer<typeof ZReadNotificationsBody>;
export const ZReadNotificationsResponse = z.object({
  /** How many notifications this call marked read. */
  updated: z.number().int(),
  unreadCount: z.number().int().min(0),
});
export type ReadNotificationsResponse = z.infer<typeof ZReadNotificationsResponse>;

export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);

export const ZNotificationPreference = z.object({
  kind: ZNotificationKind,
  /** Whether this kind is also sent by e-mail. */
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof ZNotificationPreference>;

/** GET /notifications/preferences: one entry per kind the caller's role receives. */
export const ZNotificationPreferences = z.object({
  /** Where e-mails go: the caller's account address. */
  emailAddress: z.string(),
  preferences: z.array(ZNotificationPreference),
});
export type NotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** PUT /notifications/preferences {preferences}: the entries to change; others stay. */
export const ZUpdateNotificationPreferencesBody = z
  .strictObject({
    preferences: z
      .array(z.strictObject({ kind: ZNotificationKind, email: z.boolean() }))
      .min(1)
      .max(NOTIFICATION_KINDS.length),
  })
  .meta({ examples: [{ preferences: [{ kind: 'MEETING_REMINDER', email: false }] }] });
export type UpdateNotificationPreferencesBody = z.infer<typeof ZUpdateNotificationPreferencesBody>;
