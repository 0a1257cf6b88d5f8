import { USER_STATUS, ZDeleteAccountResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';

export const requestDeleteAccount = definePrivateRoute(endpoints.requestDeleteAccount, {
  summary: "Deactivates the caller's account (status 1); later calls with it are refused",
  description:
    'Every sign-in session of the account ends at once: its calls answer 403 USER_DEACTIVATED, its open live sockets close and new ones are refused, and the identity service ends its sessions (docs/security.md#sign-out-and-revocation).',
  response: ZDeleteAccountResponse,
  handler: async ({ tenant, db, caller, sessions }) => {
    await db.query(
      'UPDATE users SET status = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2',
      [tenant.id, caller.userId, USER_STATUS.deactivated],
    );
    await sessions.endAll(tenant.id, caller.userId);
    return { userId: caller.userId, status: USER_STATUS.deactivated };
  },
});
