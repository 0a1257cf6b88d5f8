/**
 * Meetings as iCalendar (RFC 5545) through ical-generator (docs/scheduling.md#calendar-files):
 * one meeting as an .ics file, or all of a user's as their private feed.
 */
import ical, { ICalEventStatus } from 'ical-generator';
import type { MeetingRow } from './store';

export interface CalendarContext {
  tenantName: string;
  /** The site the events link to (the meetings page). */
  siteUrl: string;
  /** The user the calendar is for: events name the other party. */
  viewerId: string;
  /** The viewer's zone for the calendar's default. */
  timezone: string | null;
}

function otherName(row: MeetingRow, viewerId: string): string {
  return row.customer_id === viewerId ? row.freelancer_name : row.customer_name;
}

export function meetingsCalendar(rows: readonly MeetingRow[], context: CalendarContext): string {
  const calendar = ical({
    name: `${context.tenantName} meetings`,
    prodId: { company: context.tenantName, product: 'marketplace-meetings', language: 'EN' },
    ...(context.timezone === null ? {} : { timezone: context.timezone }),
  });
  for (const row of rows) {
    const area = row.customer_id === context.viewerId ? 'customer' : 'freelancer';
    calendar.createEvent({
      id: `${row.id}@${context.tenantName.replace(/[^A-Za-z0-9.-]/g, '') || 'marketplace'}`,
      start: new Date(row.starts_at),
      end: new Date(row.ends_at),
      summary: `Meeting with ${otherName(row, context.viewerId)}: ${row.job_title}`,
      description: `About the job "${row.job_title}" on ${context.tenantName}.`,
      url: `${context.siteUrl}/${area}/meet`,
      status: row.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: new Date(row.created_at),
    });
  }
  return calendar.toString();
}

/** A file name for one meeting's .ics. */
export function calendarFileName(row: MeetingRow): string {
  const day = new Date(row.starts_at).toISOString().slice(0, 10);
  return `meeting-${day}-${row.id.slice(0, 8)}.ics`;
}
