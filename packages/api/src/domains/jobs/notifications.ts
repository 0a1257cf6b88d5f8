/** Rows of `notifications` (migrations/003_jobs.sql): what users and administrators are told. */
import { randomUUID } from 'node:crypto';
import type { Notification } from '@mp/contracts';
import { toJson, type Queryable } from '../../db/types';
import { isoTime } from '../../db/time';

export const NOTIFICATION_KIND = {
  jobInvitation: 'JOB_INVITATION',
  adminJobAttention: 'ADMIN_JOB_ATTENTION',
  contractAccepted: 'CONTRACT_ACCEPTED',
} as const;

export interface NewNotification {
  tenantId: string;
  /** null: for every administrator of the tenant. */
  recipientId: string | null;
  kind: string;
  payload: Record<string, unknown>;
  createdBy: string | null;
}

export async function createNotification(db: Queryable, note: NewNotification): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO notifications (tenant_id, id, recipient_id, kind, payload, created_by)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [note.tenantId, id, note.recipientId, note.kind, toJson(note.payload), note.createdBy],
  );
  return id;
}

export interface NotificationRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  created_by: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    createdBy: row.created_by,
    readAt: row.read_at === null ? null : isoTime(row.read_at),
    createdAt: isoTime(row.created_at),
  };
}
