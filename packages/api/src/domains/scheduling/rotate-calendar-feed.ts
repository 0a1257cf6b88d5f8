import { ZRotateCalendarFeedBody, ZSchedule, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { ensureSchedule, newFeedToken, toSchedule, updateSchedule } from './store';

export const rotateCalendarFeed = definePrivateRoute(endpoints.rotateCalendarFeed, {
  summary: "Replaces the caller's private calendar feed URL: the old one stops working",
  body: ZRotateCalendarFeedBody,
  response: ZSchedule,
  handler: async ({ tenant, db, caller, request }) => {
    const row = await db.transaction(async (tx) => {
      await ensureSchedule(tx, tenant.id, caller.userId, 'UTC');
      return updateSchedule(tx, tenant.id, caller.userId, { feedToken: newFeedToken() });
    });
    return toSchedule(row, 'UTC', request.serviceOrigin, tenant.id);
  },
});
