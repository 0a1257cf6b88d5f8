import {
  DEFAULT_MEETING_MINUTES,
  MEETING_MIN_NOTICE_MINUTES,
  MEETING_SLOT_DAYS,
  ROLES,
  ZMeetingSlots,
  ZMeetingSlotsQuery,
  type MeetingDuration,
  endpoints,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { requireVisibleUser } from '../users';
import { rulesOf } from './book';
import { freeSlots } from './slots';
import { busyTimes, findSchedule } from './store';

/** Most slots one answer lists. */
const SLOT_LIMIT = 500;
const DAY_MS = 86_400_000;

export const listMeetingSlots = definePrivateRoute(endpoints.listMeetingSlots, {
  summary: "A freelancer's free meeting slots for the coming days, for a customer to book",
  description:
    "Slots cut from the freelancer's weekly windows in their time zone, starting at least an hour from now, without the freelancer's or the caller's booked meetings. days: 1-28 (default 14). No availability: no slots. Not an active freelancer of the tenant: 404.",
  query: ZMeetingSlotsQuery,
  response: ZMeetingSlots,
  handler: async ({ tenant, db, caller, query }) => {
    const freelancer = await requireVisibleUser(db, tenant.id, query.freelancerId);
    if (freelancer.role !== ROLES.freelancer) throw httpErrors.userNotFound();
    const schedule = await findSchedule(db, tenant.id, freelancer.id);
    if (schedule === null) {
      return { freelancerTimezone: null, meetingMinutes: DEFAULT_MEETING_MINUTES, slots: [] };
    }
    const days = query.days ?? MEETING_SLOT_DAYS.default;
    const from = new Date(Date.now() + MEETING_MIN_NOTICE_MINUTES * 60_000);
    const busy = await busyTimes(
      db,
      tenant.id,
      [freelancer.id, caller.userId],
      from,
      new Date(from.getTime() + (days + 1) * DAY_MS),
    );
    return {
      freelancerTimezone: schedule.timezone,
      meetingMinutes: schedule.meeting_minutes as MeetingDuration,
      slots: freeSlots(rulesOf(schedule), busy, { from, days, limit: SLOT_LIMIT }),
    };
  },
});
