import {
  NOTIFICATION_KINDS_BY_ROLE,
  ZNotificationPreferences,
  ZUpdateNotificationPreferencesBody,
  endpoints,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { emailAddressOf } from './recipients';
import { emailPreferences, saveEmailPreferences } from './preferences';

export const updateNotificationPreferences = definePrivateRoute(
  endpoints.updateNotificationPreferences,
  {
    summary: "Turns e-mail on or off for kinds of the caller's notifications",
    description:
      "Only the kinds the caller's role receives (422 naming the entry otherwise); kinds not sent keep their setting.",
    body: ZUpdateNotificationPreferencesBody,
    response: ZNotificationPreferences,
    handler: async ({ tenant, db, caller, body }) => {
      const allowed: readonly string[] = NOTIFICATION_KINDS_BY_ROLE[caller.role];
      const foreign = body.preferences.findIndex((entry) => !allowed.includes(entry.kind));
      if (foreign >= 0) {
        throw httpErrors.unprocessable('Your role receives no notifications of this kind', [
          { path: `body.preferences.${foreign}.kind`, message: 'Not a kind your role receives' },
        ]);
      }
      await db.transaction((tx) =>
        saveEmailPreferences(tx, tenant.id, caller.userId, body.preferences),
      );
      return {
        emailAddress: await emailAddressOf(db, tenant.id, caller.userId),
        preferences: await emailPreferences(db, tenant.id, caller.userId, caller.role),
      };
    },
  },
);
