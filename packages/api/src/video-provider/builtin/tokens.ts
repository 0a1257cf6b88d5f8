/**
 * The built-in provider's room tokens (docs/video.md#room-tokens):
 * `v1.<payload, base64url JSON>.<HMAC-SHA256 of "v1.<payload>", base64url>`. The payload names
 * the tenant (`t`), room (`r`), user (`u`), display name (`n`) and expiry (`exp`, unix seconds).
 * The key is the tenant's signing secret, with the deployment's VIDEO_TOKEN_SECRET mixed in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isCallId } from '@mp/contracts';
import type { RoomTicket } from '../types';

const VERSION = 'v1';
const FORMAT = /^v1\.([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/;
/** Longer than any token we issue; bigger inputs are refused unread. */
export const MAX_TOKEN_LENGTH = 2600;

interface Payload {
  t: string;
  r: string;
  u: string;
  n: string;
  exp: number;
}

function mac(key: string, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

export function signRoomToken(key: string, ticket: RoomTicket): string {
  const payload: Payload = {
    t: ticket.tenantId,
    r: ticket.roomName,
    u: ticket.userId,
    n: ticket.userName,
    exp: Math.floor(ticket.expiresAt.getTime() / 1000),
  };
  const body = `${VERSION}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${mac(key, body).toString('base64url')}`;
}

function readPayload(encoded: string): Payload | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { t, r, u, n, exp } = value as Record<string, unknown>;
  if (typeof t !== 'string' || !isCallId(t) || typeof r !== 'string' || !isCallId(r)) return null;
  if (typeof u !== 'string' || u.length === 0 || u.length > 128) return null;
  if (typeof n !== 'string' || n.length > 200) return null;
  if (typeof exp !== 'number' || !Number.isInteger(exp)) return null;
  return { t, r, u, n, exp };
}

/** The tenant a token claims, read before its signature is checked (to find the key); or null. */
export function claimedTenant(token: string): string | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const match = FORMAT.exec(token);
  return match ? (readPayload(match[1] as string)?.t ?? null) : null;
}

/** The ticket of a token signed with `key` and not expired at `now`, or null. */
export function verifyRoomToken(key: string, token: string, now = Date.now()): RoomTicket | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const match = FORMAT.exec(token);
  if (match === null) return null;
  const [, encoded, signature] = match as unknown as [string, string, string];
  const expected = mac(key, `${VERSION}.${encoded}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = readPayload(encoded);
  if (payload === null || payload.exp * 1000 <= now) return null;
  return {
    tenantId: payload.t,
    roomName: payload.r,
    userId: payload.u,
    userName: payload.n,
    expiresAt: new Date(payload.exp * 1000),
  };
}
