import { API_ERROR_CODES, ZAttachedUsersResponse, ZAttachRequest, endpoints } from '@mp/contracts';
import { HttpError } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { withdrawAttachment } from './attachments';
import { listAttachedUsers } from './store';

export const detachUser = definePrivateRoute(endpoints.detachUser, {
  summary: "Detaches a user, named by e-mail, from the caller's attached users",
  description:
    'Also withdraws an open request for that e-mail; 404 when the caller had neither (which says nothing about the e-mail: only the caller’s own requests and attachments count).',
  body: ZAttachRequest,
  response: ZAttachedUsersResponse,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      if (!(await withdrawAttachment(tx, tenant.id, caller.userId, body.email))) {
        throw new HttpError(
          404,
          API_ERROR_CODES.attachmentNotFound,
          'No attached user or open request with that e-mail',
        );
      }
      return listAttachedUsers(tx, tenant.id, caller.userId);
    }),
});
