import { ZAttachedUsersResponse, ZAttachRequest, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { ATTACHMENT_LIMITS } from './limits';
import { MAX_OPEN_ATTACHMENT_REQUESTS, requestAttachment } from './attachments';
import { findUser, listAttachedUsers } from './store';

export const attachUser = definePrivateRoute(endpoints.attachUser, {
  summary: 'Asks to attach the account of an e-mail of the same tenant (recruiter / switch users)',
  description:
    "The answer is the caller's attached users, the same whether or not the e-mail has an account: two accounts are attached (both ways) once each has asked for the other's e-mail (docs/users.md#attached-users). Idempotent.",
  body: ZAttachRequest,
  response: ZAttachedUsersResponse,
  rateLimit: ATTACHMENT_LIMITS,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const own = await findUser(tx, tenant.id, caller.userId);
      if (own !== null && own.email.toLowerCase() === body.email.trim().toLowerCase()) {
        throw httpErrors.unprocessable('You cannot attach yourself', [
          { path: 'body.email', message: 'This is your own e-mail' },
        ]);
      }
      const outcome = await requestAttachment(tx, tenant.id, caller.userId, body.email);
      if (outcome === 'too-many-requests') {
        throw httpErrors.unprocessable(
          `You have ${MAX_OPEN_ATTACHMENT_REQUESTS} open requests: detach some e-mails first`,
          [{ path: 'body.email', message: 'Too many open requests' }],
        );
      }
      return listAttachedUsers(tx, tenant.id, caller.userId);
    }),
});
