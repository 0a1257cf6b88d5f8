/** What the guard found, kept for administrators (table flagged_content, migration 035). */
import { randomUUID } from 'node:crypto';
import type { ContactKind, FlaggedSource } from '@mp/contracts';
import type { Queryable } from '../../db/types';

export interface NewFlag {
  tenantId: string;
  source: FlaggedSource;
  sourceId: string;
  action: 'masked' | 'warned';
  kinds: readonly ContactKind[];
  /** The text as the sender wrote it. */
  originalText: string;
  senderId: string;
  recipientId: string | null;
  channelId?: string | null;
  jobId?: string | null;
}

export async function recordFlag(db: Queryable, flag: NewFlag): Promise<void> {
  await db.query(
    `INSERT INTO flagged_content (tenant_id, id, source, source_id, action, kinds, original_text,
       sender_id, recipient_id, channel_id, job_id)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, $11)`,
    [
      flag.tenantId,
      randomUUID(),
      flag.source,
      flag.sourceId,
      flag.action,
      [...flag.kinds],
      flag.originalText,
      flag.senderId,
      flag.recipientId,
      flag.channelId ?? null,
      flag.jobId ?? null,
    ],
  );
}
