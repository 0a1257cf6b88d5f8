import { USER_STATUS, ZDeleteAccountResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';

export const requestDeleteAccount = definePrivateRoute(endpoints.requestDeleteAccount, {
  summary: "Deactivates the caller's account (status 1); later calls with it are refused",
  response: ZDeleteAccountResponse,
  handler: async ({ tenant, db, caller }) => {
    await db.query(
      'UPDATE users SET status = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2',
      [tenant.id, caller.userId, USER_STATUS.deactivated],
    );
    return { userId: caller.userId, status: USER_STATUS.deactivated };
  },
});
