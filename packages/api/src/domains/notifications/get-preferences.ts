import { ZNotificationPreferences, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { emailAddressOf } from './recipients';
import { emailPreferences } from './preferences';

export const getNotificationPreferences = definePrivateRoute(endpoints.getNotificationPreferences, {
  summary:
    "The caller's e-mail preferences: one entry per kind of notification their role receives",
  description: 'A kind never set is e-mailed (email: true).',
  response: ZNotificationPreferences,
  handler: async ({ tenant, db, caller }) => ({
    emailAddress: await emailAddressOf(db, tenant.id, caller.userId),
    preferences: await emailPreferences(db, tenant.id, caller.userId, caller.role),
  }),
});
