import { randomUUID } from 'node:crypto';
import type { CreateEventBody, EventResponse } from '@mp/contracts';
import { toJson, type Queryable } from '../../db/types';

interface EventRow {
  id: string;
  type: EventResponse['type'];
  created_at: Date | string;
}

/** Stores one event of a user of the tenant and answers it as the API shows it. */
export async function insertEvent(
  db: Queryable,
  tenantId: string,
  userId: string,
  event: CreateEventBody,
): Promise<EventResponse> {
  const { rows } = await db.query<EventRow>(
    `INSERT INTO events (tenant_id, id, type, user_id, data) VALUES ($1, $2, $3, $4, $5::jsonb)
     RETURNING id, type, created_at`,
    [tenantId, randomUUID(), event.type, userId, toJson(event.data)],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('INSERT ... RETURNING answered no row');
  return { id: row.id, type: row.type, createdAt: new Date(row.created_at).toISOString() };
}
