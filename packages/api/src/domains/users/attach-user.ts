import { ZAttachedUsersResponse, ZAttachRequest, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { findUserByEmail, listAttachedUsers, USER_STATUS_DEACTIVATED } from './store';

export const attachUser = definePrivateRoute(endpoints.attachUser, {
  summary:
    'Attaches a user of the same tenant, found by e-mail, to the caller (recruiter / switch users)',
  description: "Idempotent. Answers the caller's attached users.",
  body: ZAttachRequest,
  response: ZAttachedUsersResponse,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const target = await findUserByEmail(tx, tenant.id, body.email);
      if (target === null || target.status === USER_STATUS_DEACTIVATED)
        throw httpErrors.userNotFound();
      if (target.id === caller.userId) {
        throw httpErrors.unprocessable('You cannot attach yourself', [
          { path: 'body.email', message: 'This is your own e-mail' },
        ]);
      }
      await tx.query(
        `INSERT INTO user_attachments (tenant_id, owner_id, attached_id) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [tenant.id, caller.userId, target.id],
      );
      return listAttachedUsers(tx, tenant.id, caller.userId);
    }),
});
