import { randomUUID } from 'node:crypto';
import { endpoints, ZDisputeIdParams, ZDisputeMessage, ZDisputeMessageBody } from '@mp/contracts';
import { toJson } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { deliverNotifications } from '../notifications';
import { resolveEvidence } from './evidence';
import { notifyParties } from './notify';
import { lockVisibleDispute, messageById } from './store';

export const postDisputeMessage = definePrivateRoute(endpoints.postDisputeMessage, {
  summary: "Adds a message to a dispute's thread (its parties and the tenant's administrators)",
  description:
    'docs/disputes.md#the-thread. message: trimmed, 1 to 5000 characters. attachments: up to 5 files the caller uploaded under milestones/{milestoneId}/ of the disputed milestone (422 naming body.attachments.<i>.key otherwise). 404 DISPUTE_NOT_FOUND for anyone else; 409 CONFLICT once the dispute is resolved. The parties other than the sender are notified (event disputeMessage).',
  params: ZDisputeIdParams,
  body: ZDisputeMessageBody,
  response: ZDisputeMessage,
  handler: async (ctx) => {
    const { tenant, db, caller, params, body } = ctx;
    const { messageId, notificationIds } = await db.transaction(async (tx) => {
      const dispute = await lockVisibleDispute(tx, caller, params.disputeId);
      if (dispute.status !== 'open')
        throw httpErrors.conflict('The dispute is resolved: its thread is closed');
      const attachments = await resolveEvidence(
        tx,
        { tenantId: tenant.id, milestoneId: dispute.milestone_id, uploaderId: caller.userId },
        body.attachments ?? [],
        'body.attachments',
      );
      const id = randomUUID();
      await tx.query(
        `INSERT INTO dispute_messages (tenant_id, id, dispute_id, sender_id, message, attachments)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
        [tenant.id, id, dispute.id, caller.userId, body.message, toJson(attachments)],
      );
      const ids = await notifyParties(tx, dispute, 'disputeMessage', caller.userId);
      return { messageId: id, notificationIds: ids };
    });
    await deliverNotifications(ctx, tenant, notificationIds);
    return messageById(db, tenant.id, messageId);
  },
});
