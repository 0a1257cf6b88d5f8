import { ZSchedule, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { findSchedule, toSchedule } from './store';

export const refreshScheduling = definePrivateRoute(endpoints.refreshScheduling, {
  summary:
    "The caller's scheduling: time zone, weekly availability, meeting length, calendar feed URL",
  description:
    'Before POST .../init: initialised false with the defaults (UTC, no availability, no feed).',
  response: ZSchedule,
  handler: async ({ tenant, db, caller, request }) =>
    toSchedule(
      await findSchedule(db, tenant.id, caller.userId),
      'UTC',
      request.serviceOrigin,
      tenant.id,
    ),
});
