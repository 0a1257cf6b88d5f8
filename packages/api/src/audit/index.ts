/**
 * The audit trail (docs/admin.md#audit-trail): one recorder every administrator's write uses,
 * handed to routes through their services, so no domain reaches into another's tables. An entry
 * is written in the caller's transaction: it exists exactly when the change does.
 */
import { randomUUID } from 'node:crypto';
import type { AuditActorKind, AuditEntry } from '@mp/contracts';
import { isoTime } from '../db/time';
import { toJson, type Queryable, type SqlParam } from '../db/types';

export interface AuditRecord {
  tenantId: string;
  actorId: string;
  /** What was done, e.g. `customer.approve`, `product.disapprove`, `dispute.resolve`. */
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

/** An action of the platform operator, who is no user of the tenant (docs/tenants.md#the-operator). */
export type OperatorAuditRecord = Omit<AuditRecord, 'actorId'>;

export interface AuditRecorder {
  record(tx: Queryable, entry: AuditRecord): Promise<void>;
  recordOperator(tx: Queryable, entry: OperatorAuditRecord): Promise<void>;
}

const jsonOrNull = (value: unknown) => (value === undefined ? null : toJson(value));

export function createAuditRecorder(): AuditRecorder {
  return {
    async record(tx, entry) {
      await tx.query(
        `INSERT INTO audit_entries (tenant_id, id, actor_id, action, target_type, target_id,
           before, after)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
        [
          entry.tenantId,
          randomUUID(),
          entry.actorId,
          entry.action,
          entry.targetType,
          entry.targetId,
          jsonOrNull(entry.before),
          jsonOrNull(entry.after),
        ],
      );
    },
    async recordOperator(tx, entry) {
      await tx.query(
        `INSERT INTO operator_audit_entries (tenant_id, id, action, target_type, target_id,
           before, after)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
        [
          entry.tenantId,
          randomUUID(),
          entry.action,
          entry.targetType,
          entry.targetId,
          jsonOrNull(entry.before),
          jsonOrNull(entry.after),
        ],
      );
    },
  };
}

interface AuditRow {
  id: string;
  actor_kind: AuditActorKind;
  actor_id: string | null;
  actor_name: string | null;
  actor_picture: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  created_at: Date | string;
}

export interface AuditFilter {
  action?: string | undefined;
  actorId?: string | undefined;
  /** First and last day (YYYY-MM-DD, UTC), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The WHERE clause of a filtered listing and its parameters ($1 is the tenant). */
function auditWhere(tenantId: string, filter: AuditFilter): { where: string; params: SqlParam[] } {
  const params: SqlParam[] = [tenantId];
  const conditions = ['a.tenant_id = $1'];
  const add = (condition: (n: string) => string, value: SqlParam) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.action) add((n) => `a.action = ${n}`, filter.action);
  if (filter.actorId) add((n) => `a.actor_id = ${n}`, filter.actorId);
  if (filter.from) add((n) => `a.created_at >= ${n}::date`, filter.from);
  if (filter.to) add((n) => `a.created_at < ${n}::date + 1`, filter.to);
  return { where: conditions.join(' AND '), params };
}

/** The users' and the operator's entries as one list (the operator has no user id). */
const EVERY_ENTRY = `(
  SELECT tenant_id, id, 'user' AS actor_kind, actor_id, action, target_type, target_id, before,
         after, created_at
    FROM audit_entries
  UNION ALL
  SELECT tenant_id, id, 'operator' AS actor_kind, NULL AS actor_id, action, target_type,
         target_id, before, after, created_at
    FROM operator_audit_entries
)`;

/** The operator is named by the screen in the reader's language and has no picture. */
function actorOf(row: AuditRow): AuditEntry['actor'] {
  if (row.actor_kind === 'operator')
    return { kind: 'operator', userId: '', name: '', picture: null };
  return {
    kind: 'user',
    userId: row.actor_id ?? '',
    name: row.actor_name ?? '',
    picture: row.actor_picture,
  };
}

/** A page of the tenant's audit trail, newest first, with the total for paging. */
export async function listAuditEntries(
  db: Queryable,
  tenantId: string,
  page: { page: number; pageSize: number },
  filter: AuditFilter = {},
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { where, params } = auditWhere(tenantId, filter);
  const counted = await db.query<{ total: string | number }>(
    `SELECT count(*) AS total FROM ${EVERY_ENTRY} a WHERE ${where}`,
    params,
  );
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id, a.actor_kind, a.actor_id, u.name AS actor_name,
       u.profile_picture AS actor_picture, a.action, a.target_type, a.target_id, a.before, a.after,
       a.created_at
       FROM ${EVERY_ENTRY} a
       LEFT JOIN users u ON u.tenant_id = a.tenant_id AND u.id = a.actor_id
      WHERE ${where} ORDER BY a.created_at DESC, a.id LIMIT ${limit} OFFSET ${offset}`,
    [...params, page.pageSize, (page.page - 1) * page.pageSize],
  );
  return {
    total: Number(counted.rows[0]?.total ?? 0),
    entries: rows.map((row) => ({
      entryId: row.id,
      actor: actorOf(row),
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: isoTime(row.created_at),
    })),
  };
}
