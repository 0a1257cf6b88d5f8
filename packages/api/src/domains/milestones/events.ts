/** The contract's timeline: every move of a milestone or cycle, who made it, and why. */
import { randomUUID } from 'node:crypto';
import type { MilestoneEvent } from '@mp/contracts';
import { isoTime } from '../../db/time';
import type { Queryable } from '../../db/types';

export interface NewMilestoneEvent {
  tenantId: string;
  jobId: string;
  milestoneId: string;
  cycleId?: string | null;
  kind: string;
  fromStatus: number | null;
  toStatus: number | null;
  actorId: string | null;
  actorRole: MilestoneEvent['actorRole'];
  note?: string | null;
}

export async function recordMilestoneEvent(tx: Queryable, event: NewMilestoneEvent): Promise<void> {
  await tx.query(
    `INSERT INTO milestone_events (tenant_id, id, job_id, milestone_id, cycle_id, kind,
       from_status, to_status, actor_id, actor_role, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      event.tenantId,
      randomUUID(),
      event.jobId,
      event.milestoneId,
      event.cycleId ?? null,
      event.kind,
      event.fromStatus,
      event.toStatus,
      event.actorId,
      event.actorRole,
      event.note ?? null,
    ],
  );
}

interface EventRow {
  id: string;
  milestone_id: string;
  cycle_id: string | null;
  kind: string;
  from_status: number | null;
  to_status: number | null;
  actor_id: string | null;
  actor_role: MilestoneEvent['actorRole'];
  note: string | null;
  created_at: Date | string;
}

/** The events of a contract's milestones (one freelancer's on the job), newest first. */
export async function contractEvents(
  db: Queryable,
  tenantId: string,
  jobId: string,
  freelancerId: string,
  limit = 200,
): Promise<MilestoneEvent[]> {
  const result = await db.query<EventRow>(
    `SELECT e.id, e.milestone_id, e.cycle_id, e.kind, e.from_status, e.to_status, e.actor_id,
            e.actor_role, e.note, e.created_at
       FROM milestone_events e
       JOIN milestones m ON m.tenant_id = e.tenant_id AND m.id = e.milestone_id
      WHERE e.tenant_id = $1 AND e.job_id = $2 AND m.freelancer_id = $3
      ORDER BY e.created_at DESC, e.seq DESC
      LIMIT $4`,
    [tenantId, jobId, freelancerId, limit],
  );
  return result.rows.map((row) => ({
    eventId: row.id,
    milestoneId: row.milestone_id,
    cycleId: row.cycle_id,
    kind: row.kind,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    actorId: row.actor_id,
    actorRole: row.actor_role,
    note: row.note,
    createdAt: isoTime(row.created_at),
  }));
}
