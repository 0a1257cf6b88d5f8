/**
 * Who talks to whom, for other domains (video calls): a channel's two parties, and whether two
 * users share a conversation. Tenant-scoped like every messaging query.
 */
import type { Queryable } from '../../db/types';

export interface ChannelParties {
  channelId: string;
  customerId: string;
  freelancerId: string;
  jobId: string | null;
}

/** The channel's parties when `userId` is one of them; null otherwise (or no such channel). */
export async function channelPartiesFor(
  db: Queryable,
  tenantId: string,
  channelId: string,
  userId: string,
): Promise<ChannelParties | null> {
  const result = await db.query<{
    customer_id: string;
    freelancer_id: string;
    job_id: string | null;
  }>(
    `SELECT customer_id, freelancer_id, job_id FROM channels
      WHERE tenant_id = $1 AND id = $2 AND (customer_id = $3 OR freelancer_id = $3)`,
    [tenantId, channelId, userId],
  );
  const row = result.rows[0];
  if (row === undefined) return null;
  return {
    channelId,
    customerId: row.customer_id,
    freelancerId: row.freelancer_id,
    jobId: row.job_id,
  };
}

/** The users among `others` who share at least one conversation with `userId`. */
export async function conversationPartners(
  db: Queryable,
  tenantId: string,
  userId: string,
  others: readonly string[],
): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const result = await db.query<{ partner: string }>(
    `SELECT DISTINCT CASE WHEN customer_id = $2 THEN freelancer_id ELSE customer_id END AS partner
       FROM channels
      WHERE tenant_id = $1
        AND ((customer_id = $2 AND freelancer_id = ANY($3::text[]))
          OR (freelancer_id = $2 AND customer_id = ANY($3::text[])))`,
    [tenantId, userId, [...others]],
  );
  return new Set(result.rows.map((row) => row.partner));
}
