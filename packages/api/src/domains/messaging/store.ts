/**
 * Channels and messages (docs/messaging.md). Every query filters by tenant first and by the
 * caller's party to the channel: a channel the caller is not a party to answers 404, exactly
 * like one that does not exist, so its existence is never disclosed.
 */
import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  CHANNEL_LIST_LIMIT,
  type ChannelSummary,
  type FileRef,
  type Message,
} from '@mp/contracts';
import { toJson, type Queryable, type SqlParam } from '../../db/types';
import { HttpError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { isoTime, isoTimeOrNull } from '../../db/time';

export function channelNotFound(field = 'params.channelId'): HttpError {
  return new HttpError(404, API_ERROR_CODES.channelNotFound, 'No such conversation', [
    { path: field, message: 'No conversation you are a party to has this id' },
  ]);
}

export interface MessageRow {
  id: string;
  channel_id: string;
  sender_id: string;
  message: string;
  attachments: Message['attachments'];
  contact_masked: boolean;
  created_at: Date | string;
}

export const MESSAGE_COLUMNS =
  'id, channel_id, sender_id, message, attachments, contact_masked, created_at';

export function toMessage(row: MessageRow): Message {
  return {
    messageId: row.id,
    channelId: row.channel_id,
    senderId: row.sender_id,
    message: row.message,
    attachments: row.attachments,
    ...(row.contact_masked ? { contactMasked: true } : {}),
    createdAt: isoTime(row.created_at),
  };
}

interface SummaryRow {
  id: string;
  customer_id: string;
  freelancer_id: string;
  job_id: string | null;
  job_title: string | null;
  created_at: Date | string;
  last_message_at: Date | string | null;
  other_id: string;
  other_name: string;
  other_picture: string | null;
  other_role: number;
  lm_id: string | null;
  lm_sender: string | null;
  lm_message: string | null;
  lm_attachments: Message['attachments'] | null;
  lm_contact_masked: boolean | null;
  lm_created_at: Date | string | null;
  unread: number;
}

/** The channel summaries the caller ($2) sees, newest activity first; `where` adds conditions. */
function summarySql(where: string): string {
  return `SELECT c.id, c.customer_id, c.freelancer_id, c.job_id, j.title AS job_title,
      c.created_at, c.last_message_at,
      o.id AS other_id, o.name AS other_name, o.profile_picture AS other_picture, o.role AS other_role,
      lm.id AS lm_id, lm.sender_id AS lm_sender, lm.message AS lm_message,
      lm.attachments AS lm_attachments, lm.contact_masked AS lm_contact_masked,
      lm.created_at AS lm_created_at,
      (SELECT count(*)::int FROM messages u
        WHERE u.tenant_id = c.tenant_id AND u.channel_id = c.id
          AND u.recipient_id = $2 AND u.read_at IS NULL) AS unread
    FROM channels c
    JOIN users o ON o.tenant_id = c.tenant_id
      AND o.id = CASE WHEN c.customer_id = $2 THEN c.freelancer_id ELSE c.customer_id END
    LEFT JOIN jobs j ON j.tenant_id = c.tenant_id AND j.id = c.job_id
    LEFT JOIN LATERAL (
      SELECT m.id, m.sender_id, m.message, m.attachments, m.contact_masked, m.created_at
        FROM messages m
       WHERE m.tenant_id = c.tenant_id AND m.channel_id = c.id
       ORDER BY m.created_at DESC, m.id DESC LIMIT 1) lm ON true
   WHERE c.tenant_id = $1 AND (c.customer_id = $2 OR c.freelancer_id = $2) AND ${where}
   ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC`;
}

function toSummary(row: SummaryRow): ChannelSummary {
  const lastMessage =
    row.lm_id === null
      ? null
      : toMessage({
          id: row.lm_id,
          channel_id: row.id,
          sender_id: row.lm_sender ?? '',
          message: row.lm_message ?? '',
          attachments: row.lm_attachments ?? [],
          contact_masked: row.lm_contact_masked === true,
          created_at: row.lm_created_at ?? row.created_at,
        });
  return {
    channelId: row.id,
    freelancerId: row.freelancer_id,
    customerId: row.customer_id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    otherParty: {
      userId: row.other_id,
      name: row.other_name,
      profilePicture: row.other_picture,
      roles: row.other_role,
    },
    lastMessage,
    unreadCount: row.unread,
    lastMessageAt: isoTimeOrNull(row.last_message_at),
    createdAt: isoTime(row.created_at),
  };
}

/**
 * The caller's channels: those with a message, and those the caller opened (a channel someone
 * opened but never wrote in stays out of the other party's inbox).
 */
export async function listChannelSummaries(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<ChannelSummary[]> {
  const result = await db.query<SummaryRow>(
    `${summarySql('(c.last_message_at IS NOT NULL OR c.created_by = $2)')} LIMIT ${CHANNEL_LIST_LIMIT}`,
    [tenantId, userId],
  );
  return result.rows.map(toSummary);
}

/** One channel as the caller sees it, or 404 when it does not exist or the caller is no party. */
/** Some channels of the caller's by id (those they are no party to are left out). */
export async function channelSummariesOf(
  db: Queryable,
  tenantId: string,
  userId: string,
  channelIds: readonly string[],
): Promise<ChannelSummary[]> {
  if (channelIds.length === 0) return [];
  const result = await db.query<SummaryRow>(summarySql('c.id = ANY($3::text[])'), [
    tenantId,
    userId,
    channelIds,
  ]);
  return result.rows.map(toSummary);
}

export async function requireChannelSummary(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  channelId: string,
  field?: string,
): Promise<ChannelSummary> {
  const result = await db.query<SummaryRow>(summarySql('c.id = $3'), [
    tenantId,
    caller.userId,
    channelId,
  ]);
  const row = result.rows[0];
  if (row === undefined) throw channelNotFound(field);
  return toSummary(row);
}

/** Messages to the user not yet read, over every channel. */
export async function unreadTotal(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<number> {
  const result = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM messages WHERE tenant_id = $1 AND recipient_id = $2 AND read_at IS NULL',
    [tenantId, userId],
  );
  return result.rows[0]?.n ?? 0;
}

/** Marks every message to the user in the channel read; answers how many were unread. */
export async function markChannelRead(
  db: Queryable,
  tenantId: string,
  channelId: string,
  userId: string,
): Promise<number> {
  const result = await db.query(
    `UPDATE messages SET read_at = now()
      WHERE tenant_id = $1 AND channel_id = $2 AND recipient_id = $3 AND read_at IS NULL`,
    [tenantId, channelId, userId],
  );
  return result.rowCount;
}

export interface ChannelPair {
  customerId: string;
  freelancerId: string;
  jobId: string | null;
}

/** Finds the channel of the pair (and job) or creates it; safe under concurrent calls. */
export async function findOrCreateChannel(
  db: Queryable,
  tenantId: string,
  pair: ChannelPair,
  createdBy: string,
): Promise<{ channelId: string; created: boolean }> {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO channels (tenant_id, id, customer_id, freelancer_id, job_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (tenant_id, customer_id, freelancer_id, coalesce(job_id, '')) DO NOTHING
     RETURNING id`,
    [tenantId, randomUUID(), pair.customerId, pair.freelancerId, pair.jobId, createdBy],
  );
  const created = inserted.rows[0];
  if (created !== undefined) return { channelId: created.id, created: true };
  const found = await db.query<{ id: string }>(
    `SELECT id FROM channels WHERE tenant_id = $1 AND customer_id = $2 AND freelancer_id = $3
        AND coalesce(job_id, '') = coalesce($4::text, '')`,
    [tenantId, pair.customerId, pair.freelancerId, pair.jobId],
  );
  const row = found.rows[0];
  if (row === undefined) throw new Error('a conflicting channel vanished');
  return { channelId: row.id, created: false };
}

/** What a message stores besides its sender and channel. */
export interface MessageContent {
  text: string;
  attachments: readonly FileRef[];
  /** The text had contact details masked (docs/messaging.md#contact-detail-guard). */
  contactMasked: boolean;
}

/** Stores a message from the sender to the other party and moves the channel's activity time. */
export async function insertMessage(
  db: Queryable,
  tenantId: string,
  channel: Pick<ChannelSummary, 'channelId' | 'customerId' | 'freelancerId'>,
  senderId: string,
  content: MessageContent,
): Promise<Message> {
  const recipientId = senderId === channel.customerId ? channel.freelancerId : channel.customerId;
  const params: SqlParam[] = [
    tenantId,
    randomUUID(),
    channel.channelId,
    senderId,
    recipientId,
    content.text,
    toJson(content.attachments),
    content.contactMasked,
  ];
  // One statement: the message and the channel's activity time move together.
  const result = await db.query<MessageRow>(
    `WITH m AS (
       INSERT INTO messages (tenant_id, id, channel_id, sender_id, recipient_id, message,
                             attachments, contact_masked)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) RETURNING ${MESSAGE_COLUMNS}
     ), touched AS (
       UPDATE channels c SET last_message_at = greatest(coalesce(c.last_message_at, m.created_at), m.created_at)
         FROM m WHERE c.tenant_id = $1 AND c.id = $3
     )
     SELECT ${MESSAGE_COLUMNS} FROM m`,
    params,
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error('the message insert returned no row');
  return toMessage(row);
}

/** Whether the user is a party to the channel: who may join its live room (`channel:join`). */
export async function isChannelParty(
  db: Queryable,
  tenantId: string,
  channelId: string,
  userId: string,
): Promise<boolean> {
  const result = await db.query(
    `SELECT 1 FROM channels WHERE tenant_id = $1 AND id = $2
        AND (customer_id = $3 OR freelancer_id = $3)`,
    [tenantId, channelId, userId],
  );
  return result.rows.length > 0;
}
