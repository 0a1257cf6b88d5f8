/**
 * Schedules and meetings (migration 034, docs/scheduling.md). Every lookup is by tenant first; a
 * meeting is visible to its two parties only (404 MEETING_NOT_FOUND to anyone else).
 */
import { randomBytes } from 'node:crypto';
import {
  API_ERROR_CODES,
  DEFAULT_MEETING_MINUTES,
  type AvailabilityWindow,
  type Meeting,
  type MeetingDuration,
  type Schedule,
} from '@mp/contracts';
import { isoTime } from '../../db/time';
import { toJson, type Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';

export interface ScheduleRow {
  user_id: string;
  timezone: string;
  availability: AvailabilityWindow[];
  meeting_minutes: number;
  feed_token: string;
}

const SCHEDULE_COLUMNS = 'user_id, timezone, availability, meeting_minutes, feed_token';

export function meetingNotFound(): HttpError {
  return new HttpError(404, API_ERROR_CODES.meetingNotFound, 'No such meeting', [
    { path: 'params.meetingId', message: 'No meeting of yours has this id' },
  ]);
}

/** A fresh secret for a private calendar feed URL (128 bits, URL-safe). */
export function newFeedToken(): string {
  return randomBytes(16).toString('base64url');
}

export async function findSchedule(
  db: Queryable,
  tenantId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ScheduleRow | null> {
  const result = await db.query<ScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS} FROM schedules WHERE tenant_id = $1 AND user_id = $2${
      options.forUpdate === true ? ' FOR UPDATE' : ''
    }`,
    [tenantId, userId],
  );
  return result.rows[0] ?? null;
}

/** Creates the user's schedule in this zone when they have none; answers it either way. */
export async function ensureSchedule(
  db: Queryable,
  tenantId: string,
  userId: string,
  timezone: string,
): Promise<ScheduleRow> {
  await db.query(
    `INSERT INTO schedules (tenant_id, user_id, timezone, feed_token) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, user_id) DO NOTHING`,
    [tenantId, userId, timezone, newFeedToken()],
  );
  const row = await findSchedule(db, tenantId, userId);
  if (row === null) throw new Error('the schedule vanished');
  return row;
}

export interface ScheduleChange {
  timezone?: string;
  availability?: readonly AvailabilityWindow[];
  meetingMinutes?: MeetingDuration;
  feedToken?: string;
}

export async function updateSchedule(
  db: Queryable,
  tenantId: string,
  userId: string,
  change: ScheduleChange,
): Promise<ScheduleRow> {
  const result = await db.query<ScheduleRow>(
    `UPDATE schedules SET timezone = coalesce($3, timezone),
       availability = coalesce($4::jsonb, availability),
       meeting_minutes = coalesce($5, meeting_minutes),
       feed_token = coalesce($6, feed_token), updated_at = now()
     WHERE tenant_id = $1 AND user_id = $2 RETURNING ${SCHEDULE_COLUMNS}`,
    [
      tenantId,
      userId,
      change.timezone ?? null,
      change.availability === undefined ? null : toJson(sortWindows(change.availability)),
      change.meetingMinutes ?? null,
      change.feedToken ?? null,
    ],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error('no schedule to update');
  return row;
}

function sortWindows(windows: readonly AvailabilityWindow[]): AvailabilityWindow[] {
  return [...windows].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
}

/** The private feed's address (docs/scheduling.md#calendar-feed). */
export function feedUrl(apiOrigin: string | null, tenantId: string, token: string): string {
  return `${apiOrigin ?? ''}/calendar/${encodeURIComponent(tenantId)}/${token}.ics`;
}

/** The schedule as its owner reads it; the defaults (in `fallbackZone`) before init. */
export function toSchedule(
  row: ScheduleRow | null,
  fallbackZone: string,
  apiOrigin: string | null,
  tenantId: string,
): Schedule {
  if (row === null) {
    return {
      initialised: false,
      timezone: fallbackZone,
      availability: [],
      meetingMinutes: DEFAULT_MEETING_MINUTES,
      calendarFeedUrl: null,
    };
  }
  return {
    initialised: true,
    timezone: row.timezone,
    availability: row.availability,
    meetingMinutes: row.meeting_minutes as MeetingDuration,
    calendarFeedUrl: feedUrl(apiOrigin, tenantId, row.feed_token),
  };
}

export interface MeetingRow {
  id: string;
  job_id: string;
  job_title: string;
  customer_id: string;
  freelancer_id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  status: Meeting['status'];
  created_at: Date | string;
  customer_name: string;
  customer_picture: string | null;
  customer_zone: string | null;
  freelancer_name: string;
  freelancer_picture: string | null;
  freelancer_zone: string | null;
}

/** Meetings with their job's title and both parties ($1 is the tenant); `where` on `m`. */
export function meetingsSql(where: string, order: string): string {
  return `SELECT m.id, m.job_id, j.title AS job_title, m.customer_id, m.freelancer_id,
      m.starts_at, m.ends_at, m.status, m.created_at,
      c.name AS customer_name, c.profile_picture AS customer_picture, cs.timezone AS customer_zone,
      f.name AS freelancer_name, f.profile_picture AS freelancer_picture, fs.timezone AS freelancer_zone
    FROM meetings m
    JOIN jobs j ON j.tenant_id = m.tenant_id AND j.id = m.job_id
    JOIN users c ON c.tenant_id = m.tenant_id AND c.id = m.customer_id
    JOIN users f ON f.tenant_id = m.tenant_id AND f.id = m.freelancer_id
    LEFT JOIN schedules cs ON cs.tenant_id = m.tenant_id AND cs.user_id = m.customer_id
    LEFT JOIN schedules fs ON fs.tenant_id = m.tenant_id AND fs.user_id = m.freelancer_id
   WHERE m.tenant_id = $1 AND ${where}
   ORDER BY ${order}`;
}

/** A meeting as `viewerId` (one of its parties) sees it. */
export function toMeeting(row: MeetingRow, viewerId: string): Meeting {
  const viewerIsCustomer = row.customer_id === viewerId;
  return {
    meetingId: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    customerId: row.customer_id,
    freelancerId: row.freelancer_id,
    otherParty: viewerIsCustomer
      ? {
          userId: row.freelancer_id,
          name: row.freelancer_name,
          profilePicture: row.freelancer_picture,
          timezone: row.freelancer_zone,
        }
      : {
          userId: row.customer_id,
          name: row.customer_name,
          profilePicture: row.customer_picture,
          timezone: row.customer_zone,
        },
    startsAt: isoTime(row.starts_at),
    endsAt: isoTime(row.ends_at),
    status: row.status,
    createdAt: isoTime(row.created_at),
  };
}

/** One meeting of the viewer's, or 404. */
export async function requireMeeting(
  db: Queryable,
  tenantId: string,
  meetingId: string,
  viewerId: string,
): Promise<MeetingRow> {
  const result = await db.query<MeetingRow>(
    meetingsSql('m.id = $2 AND (m.customer_id = $3 OR m.freelancer_id = $3)', 'm.starts_at'),
    [tenantId, meetingId, viewerId],
  );
  const row = result.rows[0];
  if (row === undefined) throw meetingNotFound();
  return row;
}

/** Booked meetings of a user overlapping [from, to). */
export async function busyTimes(
  db: Queryable,
  tenantId: string,
  userIds: readonly string[],
  from: Date,
  to: Date,
): Promise<{ start: Date; end: Date }[]> {
  const result = await db.query<{ starts_at: Date | string; ends_at: Date | string }>(
    `SELECT starts_at, ends_at FROM meetings
      WHERE tenant_id = $1 AND status = 'BOOKED'
        AND (customer_id = ANY($2::text[]) OR freelancer_id = ANY($2::text[]))
        AND starts_at < $4 AND ends_at > $3`,
    [tenantId, userIds, from, to],
  );
  return result.rows.map((row) => ({
    start: new Date(row.starts_at),
    end: new Date(row.ends_at),
  }));
}
