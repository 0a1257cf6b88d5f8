import {
  CONTACT_KINDS,
  ZFlaggedContentPage,
  ZFlaggedContentQuery,
  type ContactKind,
  type FlaggedContent,
  endpoints,
} from '@mp/contracts';
import { isoTime } from '../../db/time';
import type { SqlParam } from '../../db/types';
import { decodeCursor, encodeCursor, exactTime } from '../../http/keyset-cursor';
import { definePrivateRoute } from '../../http/route';

interface FlagRow {
  id: string;
  source: FlaggedContent['source'];
  action: FlaggedContent['action'];
  kinds: string[];
  original_text: string;
  sender_id: string;
  sender_name: string;
  sender_picture: string | null;
  recipient_id: string | null;
  recipient_name: string | null;
  recipient_picture: string | null;
  channel_id: string | null;
  job_id: string | null;
  job_title: string | null;
  created_at: Date | string;
  ca_key: string;
}

const KNOWN: ReadonlySet<string> = new Set(CONTACT_KINDS);

function toFlagged(row: FlagRow): FlaggedContent {
  return {
    id: row.id,
    source: row.source,
    action: row.action,
    kinds: row.kinds.filter((kind): kind is ContactKind => KNOWN.has(kind)),
    text: row.original_text,
    sender: { userId: row.sender_id, name: row.sender_name, profilePicture: row.sender_picture },
    recipient:
      row.recipient_id === null || row.recipient_name === null
        ? null
        : {
            userId: row.recipient_id,
            name: row.recipient_name,
            profilePicture: row.recipient_picture,
          },
    channelId: row.channel_id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    createdAt: isoTime(row.created_at),
  };
}

const DEFAULT_LIMIT = 20;

export const listFlaggedContent = definePrivateRoute(endpoints.listFlaggedContent, {
  summary:
    'Texts in which the contact-detail guard found contact details before a contract existed, newest first',
  description:
    'Administrators only: messages, sent proposals and CV texts of the tenant, with the text as written, the sender, the recipient and whether it was masked or sent after the warning.',
  query: ZFlaggedContentQuery,
  response: ZFlaggedContentPage,
  handler: async ({ tenant, db, query }) => {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const params: SqlParam[] = [tenant.id];
    const where = ['f.tenant_id = $1'];
    if (query.source !== undefined) {
      params.push(query.source);
      where.push(`f.source = $${params.length}`);
    }
    if (query.from !== undefined) {
      const [createdAt, , id] = decodeCursor(query.from, 'query.from');
      params.push(createdAt, id);
      where.push(`(f.created_at, f.id) < ($${params.length - 1}::timestamptz, $${params.length})`);
    }
    params.push(limit + 1);
    const result = await db.query<FlagRow>(
      `SELECT f.id, f.source, f.action, f.kinds, f.original_text, f.sender_id,
              s.name AS sender_name, s.profile_picture AS sender_picture,
              f.recipient_id, r.name AS recipient_name, r.profile_picture AS recipient_picture,
              f.channel_id, f.job_id, j.title AS job_title, f.created_at,
              ${exactTime('f.created_at')} AS ca_key
         FROM flagged_content f
         JOIN users s ON s.tenant_id = f.tenant_id AND s.id = f.sender_id
         LEFT JOIN users r ON r.tenant_id = f.tenant_id AND r.id = f.recipient_id
         LEFT JOIN jobs j ON j.tenant_id = f.tenant_id AND j.id = f.job_id
        WHERE ${where.join(' AND ')}
        ORDER BY f.created_at DESC, f.id DESC LIMIT $${params.length}`,
      params,
    );
    const rows = result.rows.slice(0, limit);
    const last = rows[rows.length - 1];
    const items = rows.map(toFlagged);
    return result.rows.length > limit && last !== undefined
      ? { items, lastEvaluatedKey: encodeCursor([last.ca_key, last.ca_key, last.id]) }
      : { items };
  },
});
