import {
  ROLES,
  ZInviteLinksBody,
  ZInviteLinksResponse,
  ZJobIdParams,
  endpoints,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { requireVisibleUser } from '../users';
import { invitePath } from './invitations';
import { INVITATION_LIMITS } from './limits';
import { SIGNATURE_PURPOSES, signLink } from './signatures';
import { assertOpen, requireOwnedJob } from './store';

export const createInviteLinks = definePrivateRoute(endpoints.createInviteLinks, {
  summary: "Signed public invite links for freelancers of the tenant, for the owner's open job",
  description:
    'Each link works once, for 14 days, and only for that job, freelancer and customer: share it (e-mail, suggested freelancers) and opening it invites without signing in.',
  params: ZJobIdParams,
  body: ZInviteLinksBody,
  response: ZInviteLinksResponse,
  rateLimit: INVITATION_LIMITS,
  handler: async ({ tenant, db, secrets, caller, params, body }) => {
    const job = await requireOwnedJob(db, tenant.id, params.jobId, caller);
    assertOpen(job, 'invite freelancers');
    const links = [];
    for (const [index, freelancerId] of body.freelancerIds.entries()) {
      const user = await requireVisibleUser(db, tenant.id, freelancerId).catch(() => null);
      if (user === null || user.role !== ROLES.freelancer) {
        throw httpErrors.unprocessable('Only freelancers of this marketplace can be invited', [
          { path: `body.freelancerIds.${index}`, message: 'Not a freelancer of this tenant' },
        ]);
      }
      const signed = await signLink(db, secrets, tenant.id, SIGNATURE_PURPOSES.invite, [
        job.id,
        freelancerId,
        job.customer_id,
      ]);
      links.push({
        freelancerId,
        ...signed,
        path: invitePath(job.id, freelancerId, job.customer_id, signed.signature),
      });
    }
    return { links };
  },
});
