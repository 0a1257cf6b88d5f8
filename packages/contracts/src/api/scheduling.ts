/**
 * Scheduling (docs/scheduling.md): each user's time zone and weekly availability, the free
 * slots a customer books a meeting in (POST /jobs/accept_meeting {startsAt}), the meetings of
 * both parties, their calendar files and the private calendar feed.
 */
import { z } from 'zod';
import {
  AVAILABILITY_MAX_WINDOWS,
  MEETING_DURATIONS,
  MEETING_SLOT_DAYS,
  clockMinutes,
  isTimeZone,
} from '../scheduling';
import { zDateTime, zId } from '../tenant/primitives';
import { ZPersonShown } from './common';

/** An IANA time-zone name the platform knows, e.g. "Europe/London". */
export const zTimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'Not a time zone of the IANA database (e.g. "Europe/London")')
  .meta({ examples: ['Europe/London'] });

const zClock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Expected a time "HH:mm"');

/** One weekly window, in the owner's time zone: weekday 0 (Sunday) to 6, from start to end. */
export const ZAvailabilityWindow = z
  .strictObject({
    weekday: z.number().int().min(0).max(6),
    start: zClock,
    end: zClock,
  })
  .refine((w) => clockMinutes(w.start) < clockMinutes(w.end), {
    path: ['end'],
    message: 'Must be after the start',
  });
export type AvailabilityWindow = z.infer<typeof ZAvailabilityWindow>;

export const ZMeetingDuration = z.literal(MEETING_DURATIONS);

/** The caller's scheduling profile. */
export const ZSchedule = z.object({
  /** False until POST init: the answer then shows the defaults. */
  initialised: z.boolean(),
  timezone: z.string(),
  availability: z.array(ZAvailabilityWindow),
  meetingMinutes: ZMeetingDuration,
  /** The private calendar feed (iCalendar) of the caller's meetings; null before init. */
  calendarFeedUrl: z.string().nullable(),
});
export type Schedule = z.infer<typeof ZSchedule>;

/** POST /apis/actions/scheduling/init {timezone?}: creates the profile (the browser's zone). */
export const ZInitScheduleBody = z.strictObject({ timezone: zTimeZone.optional() });
/** PUT /apis/actions/scheduling/timezone {timezone}. */
export const ZSetTimezoneBody = z.strictObject({ timezone: zTimeZone });
export type SetTimezoneBody = z.infer<typeof ZSetTimezoneBody>;

function overlapping(windows: readonly AvailabilityWindow[]): number {
  const sorted = windows
    .map((w, index) => ({ ...w, index }))
    .sort((a, b) => a.weekday - b.weekday || clockMinutes(a.start) - clockMinutes(b.start));
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (
      previous.weekday === current.weekday &&
      clockMinutes(current.start) < clockMinutes(previous.end)
    )
      return current.index;
  }
  return -1;
}

/** PUT /apis/actions/scheduling/availability {availability, meetingMinutes?}. */
export const ZSetAvailabilityBody = z
  .strictObject({
    availability: z
      .array(ZAvailabilityWindow)
      .max(AVAILABILITY_MAX_WINDOWS)
      .superRefine((windows, ctx) => {
        const index = overlapping(windows);
        if (index >= 0)
          ctx.addIssue({
            code: 'custom',
            path: [index, 'start'],
            message: 'Overlaps another window of the same day',
          });
      }),
    meetingMinutes: ZMeetingDuration.optional(),
  })
  .meta({
    examples: [{ availability: [{ weekday: 1, start: '09:00', end: '12:00' }] }],
  });
export type SetAvailabilityBody = z.infer<typeof ZSetAvailabilityBody>;

/** GET /apis/actions/scheduling/slots ?freelancerId&days: the freelancer's free slots. */
export const ZMeetingSlotsQuery = z.strictObject({
  freelancerId: zId,
  days: z.coerce.number().int().min(1).max(MEETING_SLOT_DAYS.max).optional(),
});
export type MeetingSlotsQuery = z.input<typeof ZMeetingSlotsQuery>;

export const ZMeetingSlot = z.object({ startsAt: z.string(), endsAt: z.string() });
export type MeetingSlot = z.infer<typeof ZMeetingSlot>;

export const ZMeetingSlots = z.object({
  /** The freelancer's time zone; null when they have not set up scheduling. */
  freelancerTimezone: z.string().nullable(),
  meetingMinutes: ZMeetingDuration,
  /** Free slots, earliest first (UTC instants). Empty when no availability is set. */
  slots: z.array(ZMeetingSlot),
});
export type MeetingSlots = z.infer<typeof ZMeetingSlots>;

export const MEETING_STATUSES = ['BOOKED', 'CANCELLED'] as const;

/** The other party of a meeting, as the caller sees them. */
export const ZMeetingParty = ZPersonShown.extend({
  /** Their time zone; null when they have not set up scheduling. */
  timezone: z.string().nullable(),
});

export const ZMeeting = z.object({
  meetingId: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  customerId: z.string(),
  freelancerId: z.string(),
  otherParty: ZMeetingParty,
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(MEETING_STATUSES),
  createdAt: z.string(),
});
export type Meeting = z.infer<typeof ZMeeting>;

/** GET /apis/actions/scheduling/meetings ?when: upcoming (default, soonest first) or past. */
export const ZMeetingsQuery = z.strictObject({ when: z.enum(['upcoming', 'past']).optional() });
export const ZMeetingsList = z.object({ meetings: z.array(ZMeeting) });
export type MeetingsList = z.infer<typeof ZMeetingsList>;

export const ZMeetingIdParams = z.strictObject({ meetingId: zId });

/** POST /apis/actions/scheduling/meetings/{meetingId}/cancel {reason?}: told to the other party. */
export const ZCancelMeetingBody = z
  .strictObject({ reason: z.string().trim().max(500).optional() })
  .optional();
export type CancelMeetingBody = z.infer<typeof ZCancelMeetingBody>;

/** POST /apis/actions/scheduling/calendar-feed: no fields. */
export const ZRotateCalendarFeedBody = z.strictObject({});

/** GET /apis/actions/scheduling/meetings/{meetingId}/ics: the meeting as an iCalendar file. */
export const ZMeetingCalendarFile = z.object({
  filename: z.string(),
  contentType: z.literal('text/calendar'),
  content: z.string(),
});
export type MeetingCalendarFile = z.infer<typeof ZMeetingCalendarFile>;

/** A booked meeting to pick in POST /jobs/accept_meeting: one of the freelancer's free slots. */
export const zMeetingStart = zDateTime.meta({ examples: ['2030-01-07T09:00:00.000Z'] });
