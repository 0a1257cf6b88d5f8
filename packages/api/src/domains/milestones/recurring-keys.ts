/**
 * The recurring keys of POST /jobs/milestone_status (docs/milestones.md#recurring-work): hours
 * of the latest unpaid cycle, a dispute of it and its withdrawal, and pausing, resuming or ending
 * the recurring contract.
 */
import {
  recurringRuleMove,
  type MilestoneStatusBody,
  type MilestoneView,
  type RecurringRuleAction,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import type { PrivateContext } from '../../http/route';
import { assertInContract, requireActor, requireMilestone, type PartyRole } from './contract';
import { recordMilestoneEvent } from './events';
import {
  findRule,
  latestUnpaidCycle,
  moveCycle,
  RULE_COLUMNS,
  type RecurringRuleRow,
} from './recurring';
import { findMilestone, toMilestoneView } from './rows';

type Body = Omit<MilestoneStatusBody, 'value'> & { value?: string | number | undefined };

function field(message: string, path: string) {
  return httpErrors.unprocessable(message, [{ path, message }]);
}

function reasonOf(value: Body['value']): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

async function requireRule(
  tx: Queryable,
  tenantId: string,
  body: Body,
  milestoneId: string,
): Promise<RecurringRuleRow> {
  if (body.recurringId === undefined)
    throw field('Name the recurring contract', 'body.recurringId');
  const rule = await findRule(tx, tenantId, body.recurringId, { forUpdate: true });
  if (rule === null || rule.milestone_id !== milestoneId)
    throw field('Not the recurring contract of this milestone', 'body.recurringId');
  return rule;
}

async function giveHours(tx: Queryable, rule: RecurringRuleRow, body: Body, actorId: string) {
  const hours = typeof body.value === 'number' ? body.value : Number.NaN;
  if (!Number.isFinite(hours) || Math.round(hours * 100) !== hours * 100)
    throw field('Give the hours as a number with at most two decimals', 'body.value');
  const cap = rule.max_hours_per_cycle === null ? null : Number(rule.max_hours_per_cycle);
  if (cap !== null && hours > cap)
    throw field(`At most ${cap} hours a cycle on this contract`, 'body.value');
  const cycle = await latestUnpaidCycle(tx, rule.tenant_id, rule.id);
  if (cycle === null)
    throw httpErrors.invalidTransition('There is no open cycle to give hours for');
  const amount = Math.round(hours * Number(rule.hourly_rate));
  await moveCycle(tx, cycle, {
    action: 'submitHours',
    actor: 'freelancer',
    actorId,
    ruleStatus: rule.status,
    note: `${hours} h${body.flNote ? `: ${body.flNote}` : ''}`,
    // New hours answer any dispute: the customer decides again.
    sets: [
      'hours = $4',
      'amount = $5',
      'fl_note = $6',
      'disputed_at = NULL',
      'dispute_reason = NULL',
    ],
    params: [hours, amount, body.flNote ?? null],
  });
}

async function dispute(tx: Queryable, rule: RecurringRuleRow, body: Body, actorId: string) {
  const cycle = await latestUnpaidCycle(tx, rule.tenant_id, rule.id);
  if (cycle === null) throw httpErrors.invalidTransition('There is no unpaid cycle to dispute');
  if (body.key === 'dispute') {
    const reason = reasonOf(body.value);
    if (reason === null) throw field('Say what is wrong with the hours', 'body.value');
    await moveCycle(tx, cycle, {
      action: 'dispute',
      actor: 'customer',
      actorId,
      ruleStatus: rule.status,
      note: reason,
      sets: ['disputed_at = now()', 'dispute_reason = $4'],
      params: [reason],
    });
    return;
  }
  await moveCycle(tx, cycle, {
    action: 'withdrawDispute',
    actor: 'customer',
    actorId,
    ruleStatus: rule.status,
    sets: ['disputed_at = NULL', 'dispute_reason = NULL'],
  });
}

const RULE_ACTION: Record<'pause' | 'resume' | 'end', RecurringRuleAction> = {
  pause: 'pause',
  resume: 'resume',
  end: 'end',
};

async function moveRule(
  tx: Queryable,
  rule: RecurringRuleRow,
  action: RecurringRuleAction,
  actor: PartyRole,
  actorId: string,
) {
  const verdict = recurringRuleMove(rule.status, action, actor);
  if (!verdict.ok) throw httpErrors.invalidTransition(verdict.reason);
  await tx.query(
    `UPDATE recurring_rules SET status = $3, last_modified = now()
      WHERE tenant_id = $1 AND id = $2 RETURNING ${RULE_COLUMNS}`,
    [rule.tenant_id, rule.id, verdict.to],
  );
  await recordMilestoneEvent(tx, {
    tenantId: rule.tenant_id,
    jobId: rule.job_id,
    milestoneId: rule.milestone_id,
    kind: `${action}Recurring`,
    fromStatus: rule.status,
    toStatus: verdict.to,
    actorId,
    actorRole: actor,
  });
}

/** Answers a recurring key; the answer is the contract's recurring milestone. */
export async function answerRecurringKey(
  ctx: PrivateContext<unknown, unknown, Body>,
): Promise<MilestoneView> {
  const { tenant, db, caller, body } = ctx;
  return db.transaction(async (tx) => {
    const found = await requireMilestone(tx, tenant.id, caller, body.milestoneId, {
      jobId: body.jobID,
    });
    const actor = requireActor(found.actor);
    assertInContract(found.job);
    const rule = await requireRule(tx, tenant.id, body, found.milestone.id);
    if (body.key === 'hours') {
      if (actor !== 'freelancer') throw httpErrors.forbidden('Only the freelancer gives hours');
      await giveHours(tx, rule, body, caller.userId);
    } else if (body.key === 'dispute' || body.key === 'withdrawDispute') {
      if (actor !== 'customer') throw httpErrors.forbidden('Only the customer disputes hours');
      await dispute(tx, rule, body, caller.userId);
    } else if (body.key === 'pause' || body.key === 'resume' || body.key === 'end') {
      await moveRule(tx, rule, RULE_ACTION[body.key], actor, caller.userId);
    }
    const row = await findMilestone(tx, tenant.id, found.milestone.id);
    if (row === null) throw httpErrors.milestoneNotFound();
    return toMilestoneView(row);
  });
}
