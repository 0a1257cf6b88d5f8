import { API_ERROR_CODES } from '@mp/contracts';
import type { Database } from '../db/types';
import { HttpError } from './errors';

/** Whom one limit counts: the signed-in user, the client's address, or the whole tenant. */
export type RateSubject = 'user' | 'ip' | 'tenant';

export interface RateLimit {
  subject: RateSubject;
  /** Calls allowed per window; the next one is answered 429. */
  limit: number;
  windowMs: number;
}

/**
 * A named budget some routes share (e.g. both message routes draw on `messages`), with a limit
 * per subject. The values are listed in docs/security.md#rate-limits.
 */
export interface RateRule {
  name: string;
  limits: readonly RateLimit[];
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export const perUser = (limit: number, windowMs: number): RateLimit => ({
  subject: 'user',
  limit,
  windowMs,
});
export const perIp = (limit: number, windowMs: number): RateLimit => ({
  subject: 'ip',
  limit,
  windowMs,
});
export const perTenant = (limit: number, windowMs: number): RateLimit => ({
  subject: 'tenant',
  limit,
  windowMs,
});

/** Who is calling, as far as the limits care. */
export interface RateCaller {
  tenantId: string;
  /** null for an anonymous call: per-user limits do not apply, the address ones do. */
  userId: string | null;
  ip: string;
}

export interface RateLimiter {
  /** Counts one call against every limit of the rule; 429 RATE_LIMITED when one is exceeded. */
  take(rule: RateRule, caller: RateCaller): Promise<void>;
}

/** The counter key of one limit for this caller; null when the limit does not apply. */
export function rateBucket(rule: RateRule, limit: RateLimit, caller: RateCaller): string | null {
  const subject =
    limit.subject === 'user' ? caller.userId : limit.subject === 'ip' ? caller.ip : '*';
  if (subject === null) return null;
  return `${rule.name}:${limit.subject}:${limit.windowMs}:${subject}`;
}

/** The window a moment falls in (fixed windows, aligned to the epoch). */
export function windowStart(at: number, windowMs: number): number {
  return Math.floor(at / windowMs) * windowMs;
}

function rateLimited(rule: RateRule, limit: RateLimit, retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    API_ERROR_CODES.rateLimited,
    `Too many ${rule.name} calls for this ${limit.subject} (${limit.limit} per ${Math.round(limit.windowMs / 1000)} s); try again in ${retryAfterSeconds} s`,
    [],
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Longer than the longest window any rule uses. */
const KEEP_COUNTERS_MS = 24 * HOUR_MS;

/** Forgets counters of windows long over; run by the API's schedule, off the request path. */
export async function purgeRateLimitCounters(db: Database, now: Date): Promise<void> {
  await db.query('DELETE FROM rate_limit_counters WHERE window_start < $1', [
    new Date(now.getTime() - KEEP_COUNTERS_MS),
  ]);
}

/**
 * Fixed-window counters in the database (`rate_limit_counters`), so every API instance counts
 * together. A window allows `limit` calls; a burst across a window edge may see up to twice that.
 */
export function createRateLimiter(db: Database, now: () => number = Date.now): RateLimiter {
  return {
    async take(rule, caller) {
      const at = now();
      for (const limit of rule.limits) {
        const bucket = rateBucket(rule, limit, caller);
        if (bucket === null) continue;
        const start = windowStart(at, limit.windowMs);
        const counted = await db.query<{ hits: number }>(
          `INSERT INTO rate_limit_counters (tenant_id, bucket, window_start, hits)
           VALUES ($1, $2, $3, 1)
           ON CONFLICT (tenant_id, bucket, window_start)
           DO UPDATE SET hits = rate_limit_counters.hits + 1
           RETURNING hits`,
          [caller.tenantId, bucket, new Date(start)],
        );
        const hits = Number(counted.rows[0]?.hits ?? 0);
        if (hits > limit.limit) {
          throw rateLimited(
            rule,
            limit,
            Math.max(1, Math.ceil((start + limit.windowMs - at) / 1000)),
          );
        }
      }
    },
  };
}
