/**
 * Call rooms and who is invited to each (docs/video.md#rooms). Every query is tenant-scoped; a
 * room the caller is not invited to, or that has closed, answers like one that does not exist.
 */
import { randomBytes } from 'node:crypto';
import { API_ERROR_CODES, type CallParticipant, type CallRoom } from '@mp/contracts';
import { isoTime } from '../../db/time';
import type { Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';

/** A room stays open this long after its last start; then a new call makes a new room. */
export const ROOM_TTL_MS = 4 * 60 * 60 * 1000;

export function callNotFound(field: string): HttpError {
  return new HttpError(404, API_ERROR_CODES.callNotFound, 'No such call', [
    { path: field, message: 'No open call you are invited to has this name' },
  ]);
}

/** 22 characters of randomness: a room name cannot be guessed from another. */
const newRoomName = (): string => randomBytes(16).toString('base64url');

const expiry = (): Date => new Date(Date.now() + ROOM_TTL_MS);

export interface RoomContext {
  topic: string | null;
  jobId: string | null;
  channelId: string | null;
}

async function invite(
  db: Queryable,
  tenantId: string,
  roomName: string,
  invitedBy: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db.query(
    `INSERT INTO video_room_participants (tenant_id, room_id, user_id, invited_by)
     SELECT $1, $2, unnest($3::text[]), $4
     ON CONFLICT (tenant_id, room_id, user_id) DO NOTHING`,
    [tenantId, roomName, [...new Set(userIds)], invitedBy],
  );
}

/**
 * The open room of a topic, made when there is none (a closed one is replaced), its expiry moved
 * on, with `participantIds` invited. Run it in a transaction.
 */
export async function openTopicRoom(
  tx: Queryable,
  tenantId: string,
  context: RoomContext & { topic: string },
  createdBy: string,
  participantIds: readonly string[],
): Promise<string> {
  await tx.query(
    'DELETE FROM video_rooms WHERE tenant_id = $1 AND topic = $2 AND expires_at <= now()',
    [tenantId, context.topic],
  );
  const result = await tx.query<{ id: string }>(
    `INSERT INTO video_rooms (tenant_id, id, topic, job_id, channel_id, created_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (tenant_id, topic) WHERE topic IS NOT NULL
       DO UPDATE SET expires_at = EXCLUDED.expires_at
     RETURNING id`,
    [tenantId, newRoomName(), context.topic, context.jobId, context.channelId, createdBy, expiry()],
  );
  const roomName = result.rows[0]?.id;
  if (roomName === undefined) throw new Error('the topic room upsert returned no row');
  await invite(tx, tenantId, roomName, createdBy, participantIds);
  return roomName;
}

/** A new room about nothing in particular (a call started with people directly). */
export async function createRoom(
  tx: Queryable,
  tenantId: string,
  createdBy: string,
  participantIds: readonly string[],
): Promise<string> {
  const roomName = newRoomName();
  await tx.query(
    `INSERT INTO video_rooms (tenant_id, id, created_by, expires_at) VALUES ($1, $2, $3, $4)`,
    [tenantId, roomName, createdBy, expiry()],
  );
  await invite(tx, tenantId, roomName, createdBy, participantIds);
  return roomName;
}

/**
 * Invites more people to an open room, at most `limit` in all; answers false (nobody added) when
 * they would not fit. Locks the room row, so concurrent invitations cannot overfill it.
 */
export async function attachParticipants(
  tx: Queryable,
  tenantId: string,
  roomName: string,
  invitedBy: string,
  userIds: readonly string[],
  limit: number,
): Promise<boolean> {
  await tx.query('SELECT id FROM video_rooms WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [
    tenantId,
    roomName,
  ]);
  const result = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT user_id FROM video_room_participants WHERE tenant_id = $1 AND room_id = $2
       UNION SELECT unnest($3::text[])) everyone`,
    [tenantId, roomName, [...userIds]],
  );
  if ((result.rows[0]?.n ?? 0) > limit) return false;
  await invite(tx, tenantId, roomName, invitedBy, userIds);
  return true;
}

interface RoomRow {
  id: string;
  topic: string | null;
  job_id: string | null;
  channel_id: string | null;
  created_by: string;
  created_at: Date | string;
  expires_at: Date | string;
}

interface ParticipantRow {
  room_id: string;
  user_id: string;
  name: string;
  profile_picture: string | null;
  role: number;
}

const ROOM_COLUMNS =
  'r.id, r.topic, r.job_id, r.channel_id, r.created_by, r.created_at, r.expires_at';

async function withParticipants(
  db: Queryable,
  tenantId: string,
  rows: readonly RoomRow[],
): Promise<CallRoom[]> {
  if (rows.length === 0) return [];
  const result = await db.query<ParticipantRow>(
    `SELECT p.room_id, p.user_id, u.name, u.profile_picture, u.role
       FROM video_room_participants p
       JOIN users u ON u.tenant_id = p.tenant_id AND u.id = p.user_id
      WHERE p.tenant_id = $1 AND p.room_id = ANY($2::text[])
      ORDER BY p.invited_at, p.user_id`,
    [tenantId, rows.map((row) => row.id)],
  );
  const byRoom = new Map<string, CallParticipant[]>();
  for (const row of result.rows) {
    const list = byRoom.get(row.room_id) ?? [];
    list.push({
      userId: row.user_id,
      name: row.name,
      profilePicture: row.profile_picture,
      role: row.role,
    });
    byRoom.set(row.room_id, list);
  }
  return rows.map((row) => ({
    roomName: row.id,
    topic: row.topic,
    jobId: row.job_id,
    channelId: row.channel_id,
    createdBy: row.created_by,
    createdAt: isoTime(row.created_at),
    expiresAt: isoTime(row.expires_at),
    participants: byRoom.get(row.id) ?? [],
  }));
}

/** The open room when `userId` is invited to it; null otherwise. */
export async function findOpenRoom(
  db: Queryable,
  tenantId: string,
  roomName: string,
  userId: string,
): Promise<CallRoom | null> {
  const result = await db.query<RoomRow>(
    `SELECT ${ROOM_COLUMNS} FROM video_rooms r
       JOIN video_room_participants p
         ON p.tenant_id = r.tenant_id AND p.room_id = r.id AND p.user_id = $3
      WHERE r.tenant_id = $1 AND r.id = $2 AND r.expires_at > now()`,
    [tenantId, roomName, userId],
  );
  const [room] = await withParticipants(db, tenantId, result.rows);
  return room ?? null;
}

/** Most rooms the list answers. */
const ROOM_LIST_LIMIT = 20;

/** The open rooms `userId` is invited to, the most recently started first. */
export async function listOpenRooms(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<CallRoom[]> {
  const result = await db.query<RoomRow>(
    `SELECT ${ROOM_COLUMNS} FROM video_rooms r
       JOIN video_room_participants p
         ON p.tenant_id = r.tenant_id AND p.room_id = r.id AND p.user_id = $2
      WHERE r.tenant_id = $1 AND r.expires_at > now()
      ORDER BY r.expires_at DESC, r.id
      LIMIT ${ROOM_LIST_LIMIT}`,
    [tenantId, userId],
  );
  return withParticipants(db, tenantId, result.rows);
}
