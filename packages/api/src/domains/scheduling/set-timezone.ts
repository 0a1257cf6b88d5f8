import { ZSchedule, ZSetTimezoneBody, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { ensureSchedule, toSchedule, updateSchedule } from './store';

export const setSchedulingTimezone = definePrivateRoute(endpoints.setSchedulingTimezone, {
  summary:
    "Sets the caller's time zone (an IANA name): availability and meeting times are read in it",
  description:
    'A name the time-zone database does not know: 400 naming body.timezone. The weekly windows keep their wall-clock times in the new zone.',
  body: ZSetTimezoneBody,
  response: ZSchedule,
  handler: async ({ tenant, db, caller, body, request }) => {
    const row = await db.transaction(async (tx) => {
      await ensureSchedule(tx, tenant.id, caller.userId, body.timezone);
      return updateSchedule(tx, tenant.id, caller.userId, { timezone: body.timezone });
    });
    return toSchedule(row, 'UTC', request.serviceOrigin, tenant.id);
  },
});
