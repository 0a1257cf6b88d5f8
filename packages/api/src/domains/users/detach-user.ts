import { ZAttachedUsersResponse, ZAttachRequest, endpoints } from '@mp/contracts';
import { HttpError } from '../../http/errors';
import { API_ERROR_CODES } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { listAttachedUsers } from './store';

export const detachUser = definePrivateRoute(endpoints.detachUser, {
  summary: "Detaches a user, named by e-mail, from the caller's attached users",
  body: ZAttachRequest,
  response: ZAttachedUsersResponse,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const removed = await tx.query(
        `DELETE FROM user_attachments a USING users u
          WHERE a.tenant_id = $1 AND a.owner_id = $2
            AND u.tenant_id = a.tenant_id AND u.id = a.attached_id AND lower(u.email) = lower($3)`,
        [tenant.id, caller.userId, body.email],
      );
      if (removed.rowCount === 0) {
        throw new HttpError(
          404,
          API_ERROR_CODES.attachmentNotFound,
          'No attached user with that e-mail',
        );
      }
      return listAttachedUsers(tx, tenant.id, caller.userId);
    }),
});
