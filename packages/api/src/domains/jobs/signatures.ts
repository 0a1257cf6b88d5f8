/**
 * Signatures of the public signed calls: the public invite and the public apply
 * (docs/jobs.md#invitations-and-signed-links). A signature binds the tenant, a purpose and the ids
 * the call names to an expiry: `v1.<expires, unix seconds>.<HMAC-SHA256, base64url>`. The key is
 * the tenant's random secret (link_signing_keys, made on first use) plus LINK_SIGNING_SECRET when
 * set. A signature works once: using it records it in used_signatures, in the caller's transaction.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SecretsConfig } from '../../config';
import type { Queryable } from '../../db/types';
import { API_ERROR_CODES } from '@mp/contracts';
import { HttpError, httpErrors } from '../../http/errors';

export const SIGNATURE_PURPOSES = {
  /** POST /public/jobs/customer_send_invitation: ids [jobId, freelancerId, customerId]. */
  invite: 'invite',
  /** POST /public/jobs/{jobId}/proposals: ids [jobId, userId]. */
  apply: 'apply',
} as const;
export type SignaturePurpose = (typeof SIGNATURE_PURPOSES)[keyof typeof SIGNATURE_PURPOSES];

/** How long a signed link works unless the caller says otherwise: 14 days. */
export const DEFAULT_SIGNATURE_TTL_MS = 14 * 24 * 60 * 60 * 1000;

const FORMAT = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

async function tenantSecret(db: Queryable, tenantId: string): Promise<string> {
  const found = await db.query<{ secret: string }>(
    'SELECT secret FROM link_signing_keys WHERE tenant_id = $1',
    [tenantId],
  );
  const existing = found.rows[0]?.secret;
  if (existing !== undefined) return existing;
  await db.query(
    'INSERT INTO link_signing_keys (tenant_id, secret) VALUES ($1, $2) ON CONFLICT (tenant_id) DO NOTHING',
    [tenantId, randomBytes(32).toString('base64url')],
  );
  const made = await db.query<{ secret: string }>(
    'SELECT secret FROM link_signing_keys WHERE tenant_id = $1',
    [tenantId],
  );
  const secret = made.rows[0]?.secret;
  if (secret === undefined) throw new Error(`no signing key for tenant ${tenantId}`);
  return secret;
}

function mac(
  secrets: SecretsConfig,
  secret: string,
  tenantId: string,
  purpose: SignaturePurpose,
  ids: readonly string[],
  expires: number,
): Buffer {
  const key = `${secrets.linkSigningSecret}:${secret}`;
  return createHmac('sha256', key)
    .update(JSON.stringify([tenantId, purpose, ...ids, expires]))
    .digest();
}

export interface Signed {
  signature: string;
  expiresAt: string;
}

export async function signLink(
  db: Queryable,
  secrets: SecretsConfig,
  tenantId: string,
  purpose: SignaturePurpose,
  ids: readonly string[],
  options: { ttlMs?: number; now?: number } = {},
): Promise<Signed> {
  const now = options.now ?? Date.now();
  const expires = Math.floor((now + (options.ttlMs ?? DEFAULT_SIGNATURE_TTL_MS)) / 1000);
  const digest = mac(secrets, await tenantSecret(db, tenantId), tenantId, purpose, ids, expires);
  return {
    signature: `v1.${expires}.${digest.toString('base64url')}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/**
 * Refuses (403) a signature that is malformed, was not made for exactly this tenant, purpose
 * and ids, or has expired; refuses (409) one already used. Otherwise records it as used, so
 * call it inside the transaction that does the signed work (a rollback frees it again).
 */
export async function useSignature(
  tx: Queryable,
  secrets: SecretsConfig,
  tenantId: string,
  purpose: SignaturePurpose,
  ids: readonly string[],
  signature: string,
  now: number = Date.now(),
): Promise<void> {
  const refuse = (message: string, field: string) =>
    new HttpError(403, API_ERROR_CODES.forbidden, message, [
      { path: 'body.signature', message: field },
    ]);
  const invalid = () =>
    refuse('The link is not valid: ask for a new one', 'Not a valid signature for this call');
  const match = FORMAT.exec(signature);
  if (match === null) throw invalid();
  const expires = Number(match[1]);
  // Compared as text, not decoded bytes: base64url's last character carries spare bits, so
  // decoding would let a second spelling of one MAC pass and dodge the single-use record.
  const given = Buffer.from(match[2] as string);
  const wanted = Buffer.from(
    mac(secrets, await tenantSecret(tx, tenantId), tenantId, purpose, ids, expires).toString(
      'base64url',
    ),
  );
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw invalid();
  if (expires * 1000 <= now) {
    throw refuse('The link has expired: ask for a new one', 'The signature has expired');
  }
  const inserted = await tx.query(
    `INSERT INTO used_signatures (tenant_id, signature, purpose) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, signature) DO NOTHING`,
    [tenantId, signature, purpose],
  );
  if (inserted.rowCount === 0) {
    throw httpErrors.conflict('This link has already been used', [
      { path: 'body.signature', message: 'The signature was already used' },
    ]);
  }
}
