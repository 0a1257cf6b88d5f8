import { ZSchedule, ZSetAvailabilityBody, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { ensureSchedule, toSchedule, updateSchedule } from './store';

export const setAvailability = definePrivateRoute(endpoints.setAvailability, {
  summary: "Replaces the caller's weekly availability (and meeting length), in their time zone",
  description:
    'Windows: weekday 0 (Sunday) to 6, start before end ("HH:mm", end may be "24:00"), no overlaps within a day, at most 28 (400 naming the window). Booked meetings stay.',
  body: ZSetAvailabilityBody,
  response: ZSchedule,
  handler: async ({ tenant, db, caller, body, request }) => {
    const row = await db.transaction(async (tx) => {
      await ensureSchedule(tx, tenant.id, caller.userId, 'UTC');
      return updateSchedule(tx, tenant.id, caller.userId, {
        availability: body.availability,
        ...(body.meetingMinutes === undefined ? {} : { meetingMinutes: body.meetingMinutes }),
      });
    });
    return toSchedule(row, 'UTC', request.serviceOrigin, tenant.id);
  },
});
