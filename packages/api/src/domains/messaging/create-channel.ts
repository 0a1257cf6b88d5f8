import { ZCreateChannelBody, ZCreateChannelResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { CHANNEL_LIMITS } from './limits';
import { checkPair } from './parties';
import { findOrCreateChannel, requireChannelSummary } from './store';

export const createChannel = definePrivateRoute(endpoints.createChannel, {
  summary: 'Finds or creates the conversation of a customer and a freelancer (about a job)',
  description:
    'The caller is one of the two (customerId for customers, freelancerId for freelancers); the other must be an active user of the tenant with the other role (404/422 naming the field). jobId, when given, must be a job of the customer. One channel per pair and job: calling again answers the same channel with created false.',
  body: ZCreateChannelBody,
  response: ZCreateChannelResponse,
  rateLimit: CHANNEL_LIMITS,
  handler: async ({ tenant, db, caller, body }) => {
    const pair = {
      customerId: body.customerId,
      freelancerId: body.freelancerId,
      jobId: body.jobId ?? null,
    };
    await checkPair(db, tenant.id, caller, pair, {
      customerId: 'body.customerId',
      freelancerId: 'body.freelancerId',
      jobId: 'body.jobId',
    });
    const { channelId, created } = await findOrCreateChannel(db, tenant.id, pair, caller.userId);
    return { channel: await requireChannelSummary(db, tenant.id, caller, channelId), created };
  },
});
