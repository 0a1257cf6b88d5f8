/**
 * Deciding on a proposed milestone: the customer approves or rejects what the freelancer
 * proposed, the freelancer consents to what the customer proposed; and deleting a proposal.
 */
import {
  endpoints,
  milestoneMove,
  ZApproveMilestoneBody,
  ZDeletedMilestone,
  ZJobMilestoneParams,
  ZMilestoneConsentBody,
  ZMilestoneView,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { deliverNotifications } from '../notifications';
import { checkPayeeAddress } from './addresses';
import { assertInContract, requireActor, requireMilestone } from './contract';
import { recordMilestoneEvent } from './events';
import { moveMilestone } from './moves';
import { toMilestoneView } from './rows';

export const approveMilestone = definePrivateRoute(endpoints.approveMilestone, {
  summary: 'The customer approves (pending 1) or rejects a milestone the freelancer proposed',
  description:
    "APPROVED moves a proposed (0) milestone to pending (1), ready to be paid; REJECTED keeps it proposed with clApprovalStatus REJECTED, for the freelancer to edit or delete. payeeAddress is the freelancer's address a crypto payment will go to (checked: docs/payments.md#crypto).",
  body: ZApproveMilestoneBody,
  response: ZMilestoneView,
  handler: async (ctx) => {
    const { tenant, db, caller, body } = ctx;
    const payeeAddress =
      body.payeeAddress === undefined ? undefined : checkPayeeAddress(body.payeeAddress);
    const notificationIds: string[] = [];
    const view = await db.transaction(async (tx) => {
      const found = await requireMilestone(tx, tenant.id, caller, body.milestoneId, {
        jobId: body.jobID,
        forUpdate: true,
      });
      const actor = requireActor(found.actor);
      assertInContract(found.job);
      const approved = body.clApprovalStatus === 'APPROVED';
      const row = await moveMilestone(tx, {
        tenantId: tenant.id,
        milestone: found.milestone,
        action: approved ? 'approve' : 'reject',
        actor,
        actorId: caller.userId,
        changes: { clApprovalStatus: body.clApprovalStatus, payeeAddress },
        notificationIds,
      });
      return toMilestoneView(row);
    });
    await deliverNotifications(ctx, tenant, notificationIds);
    return view;
  },
});

export const consentToMilestone = definePrivateRoute(endpoints.consentToMilestone, {
  summary: 'The freelancer agrees to a milestone the customer proposed (pending 1)',
  description:
    "With the data types the freelancer consents to share for it (among the tenant's data types, 422 naming the field otherwise).",
  params: ZJobMilestoneParams,
  body: ZMilestoneConsentBody,
  response: ZMilestoneView,
  handler: async (ctx) => {
    const { tenant, db, caller, params, body } = ctx;
    const notificationIds: string[] = [];
    const view = await db.transaction(async (tx) => {
      const found = await requireMilestone(tx, tenant.id, caller, params.milestoneId, {
        jobId: params.jobId,
        forUpdate: true,
      });
      const actor = requireActor(found.actor);
      assertInContract(found.job);
      const known = new Set(tenant.datatypes.map((type) => type.id));
      const unknown = body.consentedDataTypeIds.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw httpErrors.unprocessable(`Unknown data types: ${unknown.join(', ')}`, [
          {
            path: 'body.consentedDataTypeIds',
            message: `Unknown data types: ${unknown.join(', ')}`,
          },
        ]);
      const row = await moveMilestone(tx, {
        tenantId: tenant.id,
        milestone: found.milestone,
        action: 'consent',
        actor,
        actorId: caller.userId,
        changes: {
          clApprovalStatus: 'APPROVED',
          consentedDataTypeIds: [...new Set(body.consentedDataTypeIds)],
        },
        notificationIds,
      });
      return toMilestoneView(row);
    });
    await deliverNotifications(ctx, tenant, notificationIds);
    return view;
  },
});

export const deleteMilestone = definePrivateRoute(endpoints.deleteMilestone, {
  summary: 'Deletes a proposed milestone (only the side that proposed it)',
  description: 'Pending and later milestones stay: 409 INVALID_TRANSITION names their status.',
  params: ZJobMilestoneParams,
  response: ZDeletedMilestone,
  handler: async ({ tenant, db, caller, params }) =>
    db.transaction(async (tx) => {
      const found = await requireMilestone(tx, tenant.id, caller, params.milestoneId, {
        jobId: params.jobId,
        forUpdate: true,
      });
      const actor = requireActor(found.actor);
      const verdict = milestoneMove(
        found.milestone.status,
        'delete',
        actor,
        found.milestone.proposed_by,
      );
      if (!verdict.ok) throw httpErrors.invalidTransition(verdict.reason);
      await tx.query('DELETE FROM milestones WHERE tenant_id = $1 AND id = $2', [
        tenant.id,
        found.milestone.id,
      ]);
      await recordMilestoneEvent(tx, {
        tenantId: tenant.id,
        jobId: found.milestone.job_id,
        milestoneId: found.milestone.id,
        kind: 'delete',
        fromStatus: found.milestone.status,
        toStatus: null,
        actorId: caller.userId,
        actorRole: actor,
        note: found.milestone.title,
      });
      return { milestoneId: found.milestone.id, deleted: true as const };
    }),
});
