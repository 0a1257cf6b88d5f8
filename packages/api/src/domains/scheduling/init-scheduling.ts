import { ZInitScheduleBody, ZSchedule, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { ensureSchedule, toSchedule } from './store';

export const initScheduling = definePrivateRoute(endpoints.initScheduling, {
  summary:
    "Sets up the caller's scheduling: time zone (the browser's), no availability yet, a private calendar feed",
  description:
    'Idempotent: a caller already set up keeps everything (the timezone sent is then ignored; use PUT .../timezone). Without timezone: UTC.',
  body: ZInitScheduleBody,
  response: ZSchedule,
  handler: async ({ tenant, db, caller, body, request }) =>
    toSchedule(
      await ensureSchedule(db, tenant.id, caller.userId, body.timezone ?? 'UTC'),
      'UTC',
      request.serviceOrigin,
      tenant.id,
    ),
});
