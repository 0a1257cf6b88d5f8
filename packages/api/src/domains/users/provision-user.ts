/**
 * POST /users/provision: creates the caller's API record on the first sign-in after sign-up.
 * The user pool is the source of truth for who exists: the browser hands over its id token,
 * the identity service verifies it (signature, expiry, revocation), and the record is created
 * from the token's claims with the role chosen at sign-up (`custom:role`). Idempotent.
 */
import {
  FEATURES,
  ROLES,
  evaluateFeature,
  type FreelancerRole,
  type Role,
  endpoints,
  ZProvisionRequest,
  ZProvisionResponse,
} from '@mp/contracts';
import type { Database, Queryable } from '../../db/types';
import { DatabaseError, UNIQUE_VIOLATION } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePublicRoute } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { MAX_REFERRER_LENGTH, recordReferral } from './referrals';
import { findUser } from './store';

/** The verified claims the record is built from. */
export interface IdentityClaims {
  sub: string;
  tenantId: string;
  email: string;
  name: string;
  role: Role;
  freelancerRole: FreelancerRole | null;
  /** Whose invite link the user signed up through (`custom:referrer`, docs/users.md#referrals). */
  referrerId?: string;
}

function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Reads sign-up claims; null when the token is not an id token carrying a self-service role. */
export function claimsFromIdToken(token: string, verified: { userId: string; tenantId: string }) {
  const claims = decodeClaims(token);
  if (claims.token_use !== 'id' || claims.sub !== verified.userId) return null;
  const role = Number(claims['custom:role']);
  if (role !== ROLES.freelancer && role !== ROLES.customer) return null;
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
  if (!email) return null;
  const rawSubType = Number(claims['custom:freelancerRole']);
  const freelancerRole =
    role === ROLES.freelancer && [0, 1, 2].includes(rawSubType)
      ? (rawSubType as FreelancerRole)
      : null;
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
  const referrer = claims['custom:referrer'];
  const referrerId =
    typeof referrer === 'string' && referrer.trim() && referrer.length <= MAX_REFERRER_LENGTH
      ? referrer.trim()
      : null;
  return {
    sub: verified.userId,
    tenantId: verified.tenantId,
    email,
    name: name.slice(0, 120),
    role: role as Role,
    freelancerRole,
    ...(referrerId === null ? {} : { referrerId }),
  } satisfies IdentityClaims;
}

function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 30);
  return local.length >= 3 ? local : `${local || 'user'}-user`;
}

/** Creates the record (idempotent); a taken username gets a numeric suffix. */
export async function provisionUser(
  db: Queryable,
  tenant: Pick<Tenant, 'id' | 'features'>,
  claims: IdentityClaims,
): Promise<{ userId: string; created: boolean }> {
  if (await findUser(db, tenant.id, claims.sub)) return { userId: claims.sub, created: false };
  const needsApproval =
    claims.role === ROLES.customer &&
    evaluateFeature(tenant.features, FEATURES.adminApprovesCustomers, {
      tenantId: tenant.id,
      role: claims.role,
    }).enabled;
  const base = usernameBase(claims.email);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const username = attempt === 0 ? base : `${base}-${Math.floor(1000 + Math.random() * 9000)}`;
    try {
      const result = await db.query(
        `INSERT INTO users (tenant_id, id, name, email, username, role, freelancer_role, is_approved)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (tenant_id, id) DO NOTHING`,
        [
          tenant.id,
          claims.sub,
          claims.name,
          claims.email,
          username,
          claims.role,
          claims.freelancerRole,
          !needsApproval,
        ],
      );
      return { userId: claims.sub, created: result.rowCount > 0 };
    } catch (error) {
      if (!(error instanceof DatabaseError) || error.code !== UNIQUE_VIOLATION) throw error;
      if (error.constraint?.includes('email')) {
        throw httpErrors.conflict('An account with this e-mail already exists', [
          { path: 'body.idToken', message: 'The e-mail belongs to another account' },
        ]);
      }
    }
  }
  throw httpErrors.conflict('No free username could be derived from the e-mail');
}

/** Creates the record, then credits whose invite link it came through (in one transaction). */
export async function provisionReferredUser(
  db: Database,
  tenant: Pick<Tenant, 'id' | 'features'>,
  claims: IdentityClaims,
): Promise<{ userId: string; created: boolean }> {
  const outcome = await provisionUser(db, tenant, claims);
  const { referrerId } = claims;
  if (outcome.created && referrerId !== undefined) {
    await db.transaction((tx) => recordReferral(tx, tenant.id, claims.sub, referrerId));
  }
  return outcome;
}

export const provisionUserRoute = definePublicRoute(endpoints.provisionUser, {
  summary: "Creates the caller's user record from a verified id token (first sign-in)",
  description:
    'The id token is verified by the identity service; the role comes from its custom:role claim. Idempotent.',
  body: ZProvisionRequest,
  response: ZProvisionResponse,
  handler: async ({ tenant, db, identity, body }) => {
    const session = await identity.verifyIdToken(body.idToken);
    const claims = session === null ? null : claimsFromIdToken(body.idToken, session);
    if (claims === null) throw httpErrors.unauthenticated('The id token is not a valid session');
    if (claims.tenantId !== tenant.id) throw httpErrors.tenantMismatch();
    return provisionReferredUser(db, tenant, claims);
  },
});
