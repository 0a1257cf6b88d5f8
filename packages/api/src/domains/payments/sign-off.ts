/**
 * Signing off completed work releases its pay to the freelancer (docs/payments.md#payouts), and
 * the plain status change of a milestone (PUT), which may be a sign-off.
 */
import {
  endpoints,
  milestoneActionFor,
  MILESTONE_STATUS_NAMES,
  ZJobMilestoneParams,
  ZMilestoneView,
  ZPutMilestoneBody,
  ZSignOffBody,
  type MilestoneView,
} from '@mp/contracts';
import type { Database } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller, type HandlerServices } from '../../http/route';
import type { Tenant } from '../../tenancy';
import type { JobRow } from '../jobs';
import { deliverNotifications, type DeliveryServices } from '../notifications';
import {
  assertInContract,
  changeMilestone,
  editMilestoneData,
  findMilestone,
  moveMilestone,
  recordMilestoneEvent,
  requireActor,
  requireMilestone,
  toMilestoneView,
} from '../milestones';
import type { PaymentsServices } from './charges';
import { heldByDispute } from './disputes';
import { releaseToFreelancer, sendPayout, type PayoutRow } from './payouts';

function skipsPayOut(job: JobRow): boolean {
  const skip = job.skip_payments;
  return skip === true || skip === 'all' || skip === 'payOut';
}

/** Signs off a completed milestone; when money was paid in, it is released and paid out. */
export async function signOff(
  services: PaymentsServices & DeliveryServices & Pick<HandlerServices, 'milestoneSignedOff'>,
  tenant: Tenant,
  caller: Caller,
  target: { milestoneId: string; jobId: string },
): Promise<MilestoneView> {
  const { db } = services;
  const notificationIds: string[] = [];
  const payout = await db.transaction(async (tx): Promise<PayoutRow | null> => {
    const found = await requireMilestone(tx, tenant.id, caller, target.milestoneId, {
      jobId: target.jobId,
      forUpdate: true,
    });
    const actor = requireActor(found.actor);
    assertInContract(found.job);
    const held = { tenantId: tenant.id, milestoneId: found.milestone.id, cycleId: null };
    if (await heldByDispute(tx, held))
      throw httpErrors.invalidTransition(
        'The milestone is disputed: its money is held until an administrator resolves the dispute',
      );
    await moveMilestone(tx, {
      tenantId: tenant.id,
      milestone: found.milestone,
      action: 'signOff',
      actor,
      actorId: caller.userId,
      notificationIds,
    });
    // A booking completes with its sign-off, in this transaction (docs/products.md#completing).
    notificationIds.push(
      ...(await services.milestoneSignedOff(tx, {
        tenantId: tenant.id,
        jobId: found.job.id,
        milestoneId: found.milestone.id,
        actorId: caller.userId,
      })),
    );
    const charge = await tx.query<{ amount: string | number; currency: string; method: string }>(
      `SELECT amount, currency, method FROM charges WHERE tenant_id = $1 AND milestone_id = $2
         AND cycle_id IS NULL AND status = 'succeeded'`,
      [tenant.id, found.milestone.id],
    );
    const paid = charge.rows[0];
    // Nothing was paid in through the platform (a skipped pay-in, a milestone of nothing).
    if (paid === undefined || skipsPayOut(found.job)) return null;
    return releaseToFreelancer(tx, {
      // Paid in crypto: its escrow is released to the payee address (docs/payments.md#crypto).
      payeeAddress: paid.method === 'crypto' ? found.milestone.payee_address : null,
      tenantId: tenant.id,
      jobId: found.job.id,
      milestoneId: found.milestone.id,
      cycleId: null,
      freelancerId: found.milestone.freelancer_id,
      amount: Number(paid.amount),
      currency: paid.currency,
    });
  });
  await deliverNotifications(services, tenant, notificationIds);
  if (payout !== null) await sendPayout(db, services, payout);
  const row = await findMilestone(db, tenant.id, target.milestoneId);
  if (row === null) throw httpErrors.milestoneNotFound();
  return toMilestoneView(row);
}

export const signOffMilestone = definePrivateRoute(endpoints.signOffMilestone, {
  summary:
    'The customer accepts a completed milestone (signed off 4): its pay goes to the freelancer',
  description:
    "The amount paid in is released to the freelancer and paid out to their account; while they are not onboarded the payout waits, and their payment alert says why. A milestone paid in crypto is paid out by releasing its escrow to the freelancer's payee address on the provider's chain, at once (docs/payments.md#crypto). Takes an Idempotency-Key.",
  body: ZSignOffBody,
  response: ZMilestoneView,
  handler: (ctx) =>
    signOff(ctx, ctx.tenant, ctx.caller, {
      milestoneId: ctx.body.milestoneId,
      jobId: ctx.body.jobID,
    }),
});

async function changeFiles(
  db: Database,
  tenant: Tenant,
  caller: Caller,
  params: { jobId: string; milestoneId: string },
  files: NonNullable<Extract<typeof ZPutMilestoneBody._output, { files: unknown }>['files']>,
): Promise<MilestoneView> {
  return db.transaction(async (tx) => {
    const found = await requireMilestone(tx, tenant.id, caller, params.milestoneId, {
      jobId: params.jobId,
      forUpdate: true,
    });
    const actor = requireActor(found.actor);
    const { milestone } = found;
    // The proposer shapes a proposal; the freelancer attaches the work while delivering it.
    const mayChange =
      milestone.status === 0
        ? milestone.proposed_by === actor
        : actor === 'freelancer' && (milestone.status === 2 || milestone.status === 3);
    if (!mayChange)
      throw httpErrors.invalidTransition(
        `Files change while proposed (by the side that proposed it) or while paid or completed (by the freelancer); this milestone is ${MILESTONE_STATUS_NAMES[milestone.status]}`,
      );
    const row = await changeMilestone(tx, milestone, tenant.id, { files });
    await recordMilestoneEvent(tx, {
      tenantId: tenant.id,
      jobId: milestone.job_id,
      milestoneId: milestone.id,
      kind: 'filesChanged',
      fromStatus: milestone.status,
      toStatus: milestone.status,
      actorId: caller.userId,
      actorRole: actor,
      note: files.map((file) => file.name).join(', '),
    });
    return toMilestoneView(row);
  });
}

export const updateMilestone = definePrivateRoute(endpoints.updateMilestone, {
  summary: "Changes a milestone's status, files, or data (title, description, amount, due date)",
  description:
    'A status is the move it means for the caller (approve, consent, submit, request changes, sign off; 409 INVALID_TRANSITION when there is none from the current status; paying goes through POST /milestones/{id}/pay). Files: the proposer while proposed, the freelancer while paid or completed. Data: the proposer while proposed. Takes an Idempotency-Key.',
  params: ZJobMilestoneParams,
  body: ZPutMilestoneBody,
  response: ZMilestoneView,
  handler: async (ctx) => {
    const { tenant, db, caller, params, body } = ctx;
    if ('files' in body) return changeFiles(db, tenant, caller, params, body.files);
    if (!('status' in body)) {
      if (Object.keys(body).length === 0)
        throw httpErrors.unprocessable('Nothing to change', [
          { path: 'body', message: 'Send a status, files, or the data to change' },
        ]);
      return db.transaction(async (tx) => {
        const found = await requireMilestone(tx, tenant.id, caller, params.milestoneId, {
          jobId: params.jobId,
          forUpdate: true,
        });
        const actor = requireActor(found.actor);
        const row = await editMilestoneData(tx, {
          tenantId: tenant.id,
          milestone: found.milestone,
          actor,
          actorId: caller.userId,
          data: body,
        });
        return toMilestoneView(row);
      });
    }
    const current = await requireMilestone(db, tenant.id, caller, params.milestoneId, {
      jobId: params.jobId,
    });
    const actor = requireActor(current.actor);
    const action = milestoneActionFor(current.milestone.status, body.status, actor);
    if (action === 'signOff') return signOff(ctx, tenant, caller, { ...params });
    if (action === null || action === 'pay')
      throw httpErrors.invalidTransition(
        action === 'pay'
          ? 'A milestone is paid through POST /milestones/{milestoneId}/pay'
          : `The ${actor} cannot move a ${MILESTONE_STATUS_NAMES[current.milestone.status]} milestone to ${MILESTONE_STATUS_NAMES[body.status]}`,
      );
    const notificationIds: string[] = [];
    const view = await db.transaction(async (tx) => {
      const found = await requireMilestone(tx, tenant.id, caller, params.milestoneId, {
        jobId: params.jobId,
        forUpdate: true,
      });
      assertInContract(found.job);
      const row = await moveMilestone(tx, {
        tenantId: tenant.id,
        milestone: found.milestone,
        action,
        actor,
        actorId: caller.userId,
        note: body.flNote ?? null,
        changes: {
          ...(action === 'submit' && body.flNote !== undefined ? { flNote: body.flNote } : {}),
          ...(action === 'approve' || action === 'consent'
            ? { clApprovalStatus: 'APPROVED' as const }
            : {}),
        },
        notificationIds,
      });
      return toMilestoneView(row);
    });
    await deliverNotifications(ctx, tenant, notificationIds);
    return view;
  },
});
