/**
 * Idempotent calls (docs/payments.md#idempotency): a money-moving call carries an
 * `Idempotency-Key`; the first request with a key is answered and its answer kept, a repeat with
 * the same request answers the kept answer again, the same key with another request is 422, and
 * a repeat while the first is still being answered is 409 (try again shortly). Answers of faults
 * (5xx) are not kept, so the request may be tried again.
 */
import { createHash } from 'node:crypto';
import { API_ERROR_CODES, IDEMPOTENCY_KEY_HEADER, type FieldError } from '@mp/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import { HttpError, httpErrors } from './errors';

const KEY = /^[A-Za-z0-9_.:-]{8,255}$/;
/** A first request this old that never answered (its instance stopped) gives way to a repeat. */
const ABANDONED_AFTER_MS = 60_000;

export interface IdempotentScope {
  tenantId: string;
  userId: string;
  operationId: string;
}

export interface KeptAnswer {
  status: number;
  body: unknown;
}

interface KeyRow {
  request_hash: string;
  status_code: number | null;
  response: unknown;
  created_at: Date | string;
}

interface KeptError {
  error: { code: string; message: string; fields: FieldError[] };
}

export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !KEY.test(key))
    throw httpErrors.validation([
      {
        path: `headers.${IDEMPOTENCY_KEY_HEADER}`,
        message: 'Required: 8-255 letters, digits or ._:- naming this payment attempt',
      },
    ]);
  return key;
}

export function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(request.rawBody ?? Buffer.alloc(0))
    .digest('hex');
}

function replay(row: KeyRow): KeptAnswer {
  const kept = row.response as KeptError | unknown;
  if (row.status_code !== null && row.status_code >= 400) {
    const { error } = kept as KeptError;
    throw new HttpError(
      row.status_code,
      error.code as HttpError['code'],
      error.message,
      error.fields,
    );
  }
  return { status: row.status_code ?? 200, body: kept };
}

async function claim(
  db: Database,
  scope: IdempotentScope,
  key: string,
  hash: string,
): Promise<'claimed' | KeyRow> {
  const inserted = await db.query(
    `INSERT INTO idempotency_keys (tenant_id, user_id, key, operation_id, request_hash)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (tenant_id, user_id, key) DO NOTHING`,
    [scope.tenantId, scope.userId, key, scope.operationId, hash],
  );
  if (inserted.rowCount > 0) return 'claimed';
  const found = await db.query<KeyRow>(
    `SELECT request_hash, status_code, response, created_at FROM idempotency_keys
      WHERE tenant_id = $1 AND user_id = $2 AND key = $3`,
    [scope.tenantId, scope.userId, key],
  );
  const row = found.rows[0];
  if (row === undefined) return claim(db, scope, key, hash);
  if (row.request_hash !== hash)
    throw new HttpError(
      422,
      API_ERROR_CODES.idempotencyKeyReused,
      'This Idempotency-Key was used with another request: use a new key for a new payment',
    );
  if (row.status_code !== null) return row;
  const age = Date.now() - new Date(row.created_at).getTime();
  if (age > ABANDONED_AFTER_MS) {
    const taken = await db.query(
      `UPDATE idempotency_keys SET created_at = now()
        WHERE tenant_id = $1 AND user_id = $2 AND key = $3 AND status_code IS NULL
          AND created_at = $4`,
      [scope.tenantId, scope.userId, key, new Date(row.created_at)],
    );
    if (taken.rowCount > 0) return 'claimed';
  }
  throw new HttpError(
    409,
    API_ERROR_CODES.idempotencyKeyInProgress,
    'A request with this Idempotency-Key is still being answered: try again in a moment',
  );
}

async function keep(db: Database, scope: IdempotentScope, key: string, answer: KeptAnswer) {
  await db.query(
    `UPDATE idempotency_keys SET status_code = $4, response = $5::jsonb, completed_at = now()
      WHERE tenant_id = $1 AND user_id = $2 AND key = $3`,
    [scope.tenantId, scope.userId, key, answer.status, JSON.stringify(answer.body ?? null)],
  );
}

/** Answers the request once per key: `run` the first time, the kept answer after. */
export async function answerOnce(
  db: Database,
  scope: IdempotentScope,
  request: FastifyRequest,
  run: () => Promise<KeptAnswer>,
): Promise<KeptAnswer> {
  const key = idempotencyKeyOf(request);
  const claimed = await claim(db, scope, key, requestHash(request));
  if (claimed !== 'claimed') return replay(claimed);
  try {
    const answer = await run();
    await keep(db, scope, key, answer);
    return answer;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      await keep(db, scope, key, {
        status: error.statusCode,
        body: { error: { code: error.code, message: error.message, fields: error.fields } },
      });
    } else {
      await db.query(
        'DELETE FROM idempotency_keys WHERE tenant_id = $1 AND user_id = $2 AND key = $3',
        [scope.tenantId, scope.userId, key],
      );
    }
    throw error;
  }
}
