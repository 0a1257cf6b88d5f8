/**
 * Booking a meeting in one of the freelancer's free slots (docs/scheduling.md#booking), from
 * POST /jobs/accept_meeting {startsAt}; the freelancer is told with MEETING_BOOKED.
 */
import { randomUUID } from 'node:crypto';
import { MEETING_MIN_NOTICE_MINUTES, type Meeting } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { NOTIFICATION_KIND, createNotification } from '../notifications';
import { isFreeSlot, type SlotRules } from './slots';
import {
  busyTimes,
  findSchedule,
  requireMeeting,
  toMeeting,
  type MeetingRow,
  type ScheduleRow,
} from './store';

export interface MeetingJob {
  tenantId: string;
  id: string;
  customerId: string;
}

export interface BookedMeeting {
  /** As the customer sees it. */
  meeting: Meeting;
  /** The freelancer's MEETING_BOOKED: deliver it once the transaction commits. */
  notificationId: string;
}

const DAY_MS = 86_400_000;
const FIELD = 'body.startsAt';

export function rulesOf(schedule: ScheduleRow): SlotRules {
  return {
    timezone: schedule.timezone,
    availability: schedule.availability,
    meetingMinutes: schedule.meeting_minutes,
  };
}

/** The notification payload of a meeting for one of its parties. */
export function meetingPayload(row: MeetingRow, recipientId: string): Record<string, unknown> {
  const toCustomer = row.customer_id === recipientId;
  return {
    meetingId: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    otherPartyName: toCustomer ? row.freelancer_name : row.customer_name,
    timezone: (toCustomer ? row.customer_zone : row.freelancer_zone) ?? 'UTC',
  };
}

async function requireAvailability(
  tx: Queryable,
  tenantId: string,
  freelancerId: string,
): Promise<ScheduleRow> {
  // Locked: two customers cannot book the freelancer's same slot at once.
  const schedule = await findSchedule(tx, tenantId, freelancerId, { forUpdate: true });
  if (schedule === null || schedule.availability.length === 0) {
    throw httpErrors.unprocessable('The freelancer has not shared when they are available', [
      { path: FIELD, message: 'The freelancer has no availability to book' },
    ]);
  }
  return schedule;
}

export async function bookMeeting(
  tx: Queryable,
  job: MeetingJob,
  freelancerId: string,
  startsAt: Date,
  now: Date = new Date(),
): Promise<BookedMeeting> {
  const schedule = await requireAvailability(tx, job.tenantId, freelancerId);
  const rules = rulesOf(schedule);
  const notBefore = new Date(now.getTime() + MEETING_MIN_NOTICE_MINUTES * 60_000);
  if (!isFreeSlot(rules, [], startsAt, notBefore)) {
    throw httpErrors.unprocessable("Pick one of the freelancer's free slots", [
      {
        path: FIELD,
        message: 'Not a free slot of the freelancer (GET /apis/actions/scheduling/slots)',
      },
    ]);
  }
  const around = [new Date(startsAt.getTime() - DAY_MS), new Date(startsAt.getTime() + DAY_MS)];
  const busy = await busyTimes(
    tx,
    job.tenantId,
    [freelancerId, job.customerId],
    around[0]!,
    around[1]!,
  );
  if (!isFreeSlot(rules, busy, startsAt, notBefore)) {
    throw httpErrors.conflict('That time is no longer free: pick another slot', [
      { path: FIELD, message: 'Taken by another meeting of the freelancer or yours' },
    ]);
  }
  const id = randomUUID();
  await tx.query(
    `INSERT INTO meetings (tenant_id, id, job_id, customer_id, freelancer_id, starts_at, ends_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $4)`,
    [
      job.tenantId,
      id,
      job.id,
      job.customerId,
      freelancerId,
      startsAt,
      new Date(startsAt.getTime() + rules.meetingMinutes * 60_000),
    ],
  );
  const row = await requireMeeting(tx, job.tenantId, id, job.customerId);
  const notificationId = await createNotification(tx, {
    tenantId: job.tenantId,
    recipientId: freelancerId,
    kind: NOTIFICATION_KIND.meetingBooked,
    createdBy: job.customerId,
    payload: meetingPayload(row, freelancerId),
  });
  return { meeting: toMeeting(row, job.customerId), notificationId };
}
