/**
 * Recurring work (docs/milestones.md#recurring-work): a pay-by-week/month contract's rule and its
 * cycles. The rule starts with the contract; cycles are opened and closed on schedule by
 * `runRecurringSchedule`, which any number of API instances may run: a cycle's period is unique
 * per rule, so each is opened exactly once.
 */
import { randomUUID } from 'node:crypto';
import {
  RECURRING_ITEM_STATUS,
  RECURRING_RULE_STATUS,
  recurringItemMove,
  type CycleDuration,
  type CycleView,
  type RecurringItemStatus,
  type RecurringRuleStatus,
  type RecurringView,
} from '@mp/contracts';
import { tenantRowFinder } from '../../db/find-row';
import { isoTime } from '../../db/time';
import type { Database, Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { recordMilestoneEvent } from './events';
import {
  PAYMENT_STATE_COLUMNS,
  paymentFailureOf,
  payoutOf,
  type PaymentStateRow,
} from './payment-state';

export interface RecurringRuleRow {
  tenant_id: string;
  id: string;
  job_id: string;
  freelancer_id: string;
  milestone_id: string;
  status: RecurringRuleStatus;
  cycle_duration: CycleDuration;
  hourly_rate: number | string;
  max_hours_per_cycle: number | string | null;
  starts_at: Date | string;
}

export interface RecurringItemRow extends PaymentStateRow {
  tenant_id: string;
  id: string;
  recurring_id: string;
  milestone_id: string;
  job_id: string;
  freelancer_id: string;
  status: RecurringItemStatus;
  hours: number | string;
  amount: number | string;
  period_start: Date | string;
  period_end: Date | string;
  fl_note: string | null;
  disputed_at: Date | string | null;
  dispute_reason: string | null;
}

export const RULE_COLUMNS = `tenant_id, id, job_id, freelancer_id, milestone_id, status,
  cycle_duration, hourly_rate, max_hours_per_cycle, starts_at`;

export const ITEM_COLUMNS = `tenant_id, id, recurring_id, milestone_id, job_id, freelancer_id,
  status, hours, amount, period_start, period_end, fl_note, disputed_at, dispute_reason,
  ${PAYMENT_STATE_COLUMNS}`;

/** The end of the cycle that starts at `start` (calendar months stay on the same day, UTC). */
export function cycleEnd(start: Date, duration: CycleDuration): Date {
  if (duration === 'week') return new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000);
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export function toCycleView(row: RecurringItemRow): CycleView {
  return {
    cycleId: row.id,
    recurringId: row.recurring_id,
    milestoneId: row.milestone_id,
    status: row.status,
    hours: Number(row.hours),
    amount: Number(row.amount),
    periodStart: isoTime(row.period_start),
    periodEnd: isoTime(row.period_end),
    flNote: row.fl_note,
    disputed: row.disputed_at !== null,
    disputeReason: row.dispute_reason,
    paymentFailure: paymentFailureOf(row),
    payout: payoutOf(row),
  };
}

export function toRecurringView(rule: RecurringRuleRow, items: RecurringItemRow[]): RecurringView {
  return {
    recurringId: rule.id,
    milestoneId: rule.milestone_id,
    jobId: rule.job_id,
    freelancerId: rule.freelancer_id,
    status: rule.status,
    cycleDuration: rule.cycle_duration,
    hourlyRate: Number(rule.hourly_rate),
    maxHoursPerCycle: rule.max_hours_per_cycle === null ? null : Number(rule.max_hours_per_cycle),
    startsAt: isoTime(rule.starts_at),
    cycles: items.map(toCycleView),
  };
}

export async function rulesOfContract(
  db: Queryable,
  tenantId: string,
  jobId: string,
  freelancerId: string,
): Promise<RecurringView[]> {
  const rules = await db.query<RecurringRuleRow>(
    `SELECT ${RULE_COLUMNS} FROM recurring_rules
      WHERE tenant_id = $1 AND job_id = $2 AND freelancer_id = $3 ORDER BY created_at, id`,
    [tenantId, jobId, freelancerId],
  );
  if (rules.rows.length === 0) return [];
  const items = await db.query<RecurringItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM recurring_items
      WHERE tenant_id = $1 AND recurring_id = ANY($2::text[]) ORDER BY period_start DESC`,
    [tenantId, rules.rows.map((rule) => rule.id)],
  );
  return rules.rows.map((rule) =>
    toRecurringView(
      rule,
      items.rows.filter((item) => item.recurring_id === rule.id),
    ),
  );
}

/** One recurring rule of the tenant by its id, optionally locked for the transaction. */
export const findRule = tenantRowFinder<RecurringRuleRow>({
  table: 'recurring_rules',
  columns: RULE_COLUMNS,
});

/** One cycle (recurring item) of the tenant by its id, optionally locked for the transaction. */
export const findCycle = tenantRowFinder<RecurringItemRow>({
  table: 'recurring_items',
  columns: ITEM_COLUMNS,
});

/** The latest cycle of a rule that is not paid or being paid (hours and disputes go there). */
export async function latestUnpaidCycle(
  db: Queryable,
  tenantId: string,
  recurringId: string,
): Promise<RecurringItemRow | null> {
  const result = await db.query<RecurringItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM recurring_items
      WHERE tenant_id = $1 AND recurring_id = $2 AND status IN ($3, $4, $5)
      ORDER BY period_start DESC LIMIT 1 FOR UPDATE`,
    [
      tenantId,
      recurringId,
      RECURRING_ITEM_STATUS.active,
      RECURRING_ITEM_STATUS.freelancerSubmitted,
      RECURRING_ITEM_STATUS.cycleEnd,
    ],
  );
  return result.rows[0] ?? null;
}

async function insertCycle(
  tx: Queryable,
  rule: RecurringRuleRow,
  start: Date,
  status: RecurringItemStatus,
): Promise<RecurringItemRow | null> {
  const result = await tx.query<RecurringItemRow>(
    `INSERT INTO recurring_items (tenant_id, id, recurring_id, milestone_id, job_id,
       freelancer_id, status, period_start, period_end)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (tenant_id, recurring_id, period_start) DO NOTHING
     RETURNING ${ITEM_COLUMNS}`,
    [
      rule.tenant_id,
      randomUUID(),
      rule.id,
      rule.milestone_id,
      rule.job_id,
      rule.freelancer_id,
      status,
      start,
      cycleEnd(start, rule.cycle_duration),
    ],
  );
  const row = result.rows[0] ?? null;
  if (row !== null)
    await recordMilestoneEvent(tx, {
      tenantId: rule.tenant_id,
      jobId: rule.job_id,
      milestoneId: rule.milestone_id,
      cycleId: row.id,
      kind: 'openCycle',
      fromStatus: null,
      toStatus: row.status,
      actorId: null,
      actorRole: 'provider',
    });
  return row;
}

export interface NewRecurringRule {
  tenantId: string;
  jobId: string;
  freelancerId: string;
  milestoneId: string;
  cycleDuration: CycleDuration;
  hourlyRate: number;
  maxHoursPerCycle: number | null;
  startsAt: Date;
}

/** Starts a recurring contract (active) and opens its first cycle. */
export async function startRecurringRule(
  tx: Queryable,
  input: NewRecurringRule,
): Promise<RecurringRuleRow> {
  const result = await tx.query<RecurringRuleRow>(
    `INSERT INTO recurring_rules (tenant_id, id, job_id, freelancer_id, milestone_id, status,
       cycle_duration, hourly_rate, max_hours_per_cycle, starts_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING ${RULE_COLUMNS}`,
    [
      input.tenantId,
      randomUUID(),
      input.jobId,
      input.freelancerId,
      input.milestoneId,
      RECURRING_RULE_STATUS.active,
      input.cycleDuration,
      input.hourlyRate,
      input.maxHoursPerCycle,
      input.startsAt,
    ],
  );
  const rule = result.rows[0];
  if (rule === undefined) throw new Error('startRecurringRule: the insert returned no row');
  await tx.query(
    `UPDATE milestones SET recurring_id = $3, last_modified = now()
      WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.milestoneId, rule.id],
  );
  await insertCycle(tx, rule, input.startsAt, RECURRING_ITEM_STATUS.active);
  return rule;
}

/** Moves a cycle (already locked) and records the move; 409 INVALID_TRANSITION when refused. */
export async function moveCycle(
  tx: Queryable,
  cycle: RecurringItemRow,
  move: {
    action: Parameters<typeof recurringItemMove>[1];
    actor: Parameters<typeof recurringItemMove>[2];
    actorId: string | null;
    ruleStatus: RecurringRuleStatus;
    note?: string | null;
    sets?: string[];
    params?: (string | number | null | Date)[];
  },
): Promise<RecurringItemRow> {
  const verdict = recurringItemMove(cycle.status, move.action, move.actor, {
    ruleStatus: move.ruleStatus,
    disputed: cycle.disputed_at !== null,
  });
  if (!verdict.ok) throw httpErrors.invalidTransition(verdict.reason);
  const params = [cycle.tenant_id, cycle.id, verdict.to, ...(move.params ?? [])];
  const sets = ['status = $3', ...(move.sets ?? []), 'last_modified = now()'];
  const result = await tx.query<RecurringItemRow>(
    `UPDATE recurring_items SET ${sets.join(', ')}
      WHERE tenant_id = $1 AND id = $2 RETURNING ${ITEM_COLUMNS}`,
    params,
  );
  const row = result.rows[0];
  if (row === undefined) throw httpErrors.milestoneNotFound();
  await recordMilestoneEvent(tx, {
    tenantId: cycle.tenant_id,
    jobId: cycle.job_id,
    milestoneId: cycle.milestone_id,
    cycleId: cycle.id,
    kind: move.action,
    fromStatus: cycle.status,
    toStatus: verdict.to,
    actorId: move.actorId,
    actorRole: move.actor,
    note: move.note ?? null,
  });
  return row;
}

/** Most cycles one tick opens for a rule that was not looked at for a while. */
const MAX_CATCH_UP = 60;
/** Any constant: one API instance at a time runs a tick (the unique period makes it exact). */
const SCHEDULE_LOCK_KEY = 720_415;

export interface ScheduleOutcome {
  opened: number;
  closed: number;
}

/**
 * One pass of the recurring schedule at `now`: cycles whose period ended are closed (cycle
 * end), and every active rule gets the cycles due up to now. Safe to run on several instances
 * at once (a cycle's period is unique per rule; the tick also takes an advisory lock so the
 * others skip).
 */
export async function runRecurringSchedule(db: Database, now: Date): Promise<ScheduleOutcome> {
  return db.transaction(async (tx) => {
    const lock = await tx.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS locked',
      [SCHEDULE_LOCK_KEY],
    );
    if (lock.rows[0]?.locked !== true) return { opened: 0, closed: 0 };
    const closed = await closeEndedCycles(tx, now);
    const rules = await tx.query<RecurringRuleRow>(
      `SELECT ${RULE_COLUMNS} FROM recurring_rules WHERE status = $1 AND starts_at <= $2
        ORDER BY tenant_id, id`,
      [RECURRING_RULE_STATUS.active, now],
    );
    let opened = 0;
    for (const rule of rules.rows) opened += await openDueCycles(tx, rule, now);
    return { opened, closed };
  });
}

async function closeEndedCycles(tx: Queryable, now: Date): Promise<number> {
  const due = await tx.query<RecurringItemRow & { rule_status: RecurringRuleStatus }>(
    `SELECT ${ITEM_COLUMNS.split(',')
      .map((column) => `i.${column.trim()}`)
      .join(', ')}, r.status AS rule_status
       FROM recurring_items i
       JOIN recurring_rules r ON r.tenant_id = i.tenant_id AND r.id = i.recurring_id
      WHERE i.status IN ($1, $2) AND i.period_end <= $3
      ORDER BY i.period_end FOR UPDATE OF i`,
    [RECURRING_ITEM_STATUS.active, RECURRING_ITEM_STATUS.freelancerSubmitted, now],
  );
  for (const cycle of due.rows)
    await moveCycle(tx, cycle, {
      action: 'closeCycle',
      actor: 'provider',
      actorId: null,
      ruleStatus: cycle.rule_status,
    });
  return due.rows.length;
}

async function openDueCycles(tx: Queryable, rule: RecurringRuleRow, now: Date): Promise<number> {
  const last = await tx.query<{ period_end: Date | string }>(
    `SELECT period_end FROM recurring_items WHERE tenant_id = $1 AND recurring_id = $2
      ORDER BY period_start DESC LIMIT 1`,
    [rule.tenant_id, rule.id],
  );
  let start = last.rows[0] ? new Date(last.rows[0].period_end) : new Date(rule.starts_at);
  let opened = 0;
  while (start.getTime() <= now.getTime() && opened < MAX_CATCH_UP) {
    const end = cycleEnd(start, rule.cycle_duration);
    // A period already over when opened starts at its end: nothing was worked in it.
    const status =
      end.getTime() <= now.getTime()
        ? RECURRING_ITEM_STATUS.cycleEnd
        : RECURRING_ITEM_STATUS.active;
    if ((await insertCycle(tx, rule, start, status)) !== null) opened += 1;
    start = end;
  }
  return opened;
}
