/**
 * Rows of `notifications` (migrations 003 and 033): what users and the tenant's administrators
 * are told (docs/notifications.md). A row for one user carries its own read state; a row for
 * every administrator (recipient null) is read per administrator in `notification_reads`.
 */
import { randomUUID } from 'node:crypto';
import { ROLES, type Notification, type NotificationKind } from '@mp/contracts';
import { toJson, type Queryable, type SqlParam } from '../../db/types';
import { isoTime } from '../../db/time';

/** The kinds stored so far by name, for the domains that create them. */
export const NOTIFICATION_KIND = {
  jobInvitation: 'JOB_INVITATION',
  proposalReceived: 'PROPOSAL_RECEIVED',
  contractAccepted: 'CONTRACT_ACCEPTED',
  adminJobAttention: 'ADMIN_JOB_ATTENTION',
  adminProposalAttention: 'ADMIN_PROPOSAL_ATTENTION',
  customerApproval: 'CUSTOMER_APPROVAL',
  milestoneUpdated: 'MILESTONE_UPDATED',
  bookingCompleted: 'BOOKING_COMPLETED',
  meetingBooked: 'MEETING_BOOKED',
  meetingCancelled: 'MEETING_CANCELLED',
  meetingReminder: 'MEETING_REMINDER',
} as const satisfies Record<string, NotificationKind>;

export interface NewNotification {
  tenantId: string;
  /** null: for every administrator of the tenant. */
  recipientId: string | null;
  kind: NotificationKind;
  payload: Record<string, unknown>;
  createdBy: string | null;
}

/**
 * Stores a notification and answers its id. Inside a transaction, hand the id to
 * deliverNotifications once it commits: only then is it announced live and by e-mail.
 */
export async function createNotification(db: Queryable, note: NewNotification): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO notifications (tenant_id, id, recipient_id, kind, payload, created_by)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [note.tenantId, id, note.recipientId, note.kind, toJson(note.payload), note.createdBy],
  );
  return id;
}

export interface NotificationRow {
  id: string;
  recipient_id: string | null;
  kind: string;
  payload: Record<string, unknown>;
  created_by: string | null;
  actor_name: string | null;
  actor_picture: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    createdBy: row.created_by,
    actor:
      row.created_by !== null && row.actor_name !== null
        ? { userId: row.created_by, name: row.actor_name, profilePicture: row.actor_picture }
        : null,
    readAt: row.read_at === null ? null : isoTime(row.read_at),
    createdAt: isoTime(row.created_at),
  };
}

/** Who reads: a user, and whether they also read the administrators' notifications. */
export interface Reader {
  tenantId: string;
  userId: string;
  role: number;
}

const isAdmin = (reader: Reader) => reader.role === ROLES.administrator;

/**
 * The FROM clause of a reader's notifications ($1 tenant, $2 user): their own, and for an
 * administrator the administrators' with the reader's own read state.
 */
export function readerSource(reader: Reader): string {
  const own = 'n.recipient_id = $2';
  if (!isAdmin(reader)) {
    return `(SELECT n.*, n.read_at AS reader_read_at FROM notifications n
              WHERE n.tenant_id = $1 AND ${own}) AS mine`;
  }
  return `(SELECT n.*, CASE WHEN n.recipient_id IS NULL THEN r.read_at ELSE n.read_at END AS reader_read_at
             FROM notifications n
             LEFT JOIN notification_reads r
               ON r.tenant_id = n.tenant_id AND r.notification_id = n.id AND r.user_id = $2
            WHERE n.tenant_id = $1 AND (${own} OR n.recipient_id IS NULL)) AS mine`;
}

/** The columns of NotificationRow over readerSource (users joined as the actor). */
export const READER_COLUMNS = `mine.id, mine.recipient_id, mine.kind, mine.payload, mine.created_by,
  actor.name AS actor_name, actor.profile_picture AS actor_picture,
  mine.reader_read_at AS read_at, mine.created_at`;
export const ACTOR_JOIN =
  'LEFT JOIN users actor ON actor.tenant_id = $1 AND actor.id = mine.created_by';

export async function unreadCount(db: Queryable, reader: Reader): Promise<number> {
  const result = await db.query<{ count: string | number }>(
    `SELECT count(*) AS count FROM ${readerSource(reader)} WHERE mine.reader_read_at IS NULL`,
    [reader.tenantId, reader.userId],
  );
  return Number(result.rows[0]?.count ?? 0);
}

/** Marks the reader's notifications read: these ids, or every one (null). Answers how many. */
export async function markRead(
  db: Queryable,
  reader: Reader,
  ids: readonly string[] | null,
): Promise<number> {
  const params: SqlParam[] = [reader.tenantId, reader.userId];
  const only = ids === null ? '' : `AND id = ANY($3::text[])`;
  if (ids !== null) params.push(ids);
  const own = await db.query(
    `UPDATE notifications SET read_at = now()
      WHERE tenant_id = $1 AND recipient_id = $2 AND read_at IS NULL ${only}`,
    params,
  );
  if (!isAdmin(reader)) return own.rowCount;
  const shared = await db.query(
    `INSERT INTO notification_reads (tenant_id, notification_id, user_id)
     SELECT tenant_id, id, $2 FROM notifications
      WHERE tenant_id = $1 AND recipient_id IS NULL ${only}
     ON CONFLICT DO NOTHING`,
    params,
  );
  return own.rowCount + shared.rowCount;
}

/**
 * Claims these notifications for announcing (the ones nobody announced yet) and answers them as
 * their recipient sees them (fresh: unread). One UPDATE, so two claimers never both get one.
 */
export async function claimForAnnouncement(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  const result = await db.query<NotificationRow>(
    `WITH claimed AS (
       UPDATE notifications SET announced_at = now()
        WHERE tenant_id = $1 AND id = ANY($2::text[]) AND announced_at IS NULL
        RETURNING tenant_id, id, recipient_id, kind, payload, created_by, read_at, created_at
     )
     SELECT n.id, n.recipient_id, n.kind, n.payload, n.created_by,
            actor.name AS actor_name, actor.profile_picture AS actor_picture,
            n.read_at, n.created_at
       FROM claimed n
       LEFT JOIN users actor ON actor.tenant_id = n.tenant_id AND actor.id = n.created_by
      ORDER BY n.created_at, n.id`,
    [tenantId, ids],
  );
  return result.rows;
}

/** Notifications stored but not announced yet, by tenant: at most `limit`, oldest first. */
export async function unannouncedNotifications(
  db: Queryable,
  filter: { tenantId: string | null; limit: number },
): Promise<Map<string, string[]>> {
  const result = await db.query<{ tenant_id: string; id: string }>(
    `SELECT tenant_id, id FROM notifications
      WHERE announced_at IS NULL AND ($1::text IS NULL OR tenant_id = $1)
      ORDER BY created_at, id LIMIT $2`,
    [filter.tenantId, filter.limit],
  );
  const byTenant = new Map<string, string[]>();
  for (const row of result.rows)
    byTenant.set(row.tenant_id, [...(byTenant.get(row.tenant_id) ?? []), row.id]);
  return byTenant;
}
