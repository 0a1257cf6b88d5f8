import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from './db';
import { ServiceError, notAuthorized, optionalRecord, requireString } from './errors';
import type { TenantPool } from './tenants';
import type { UserPoolService } from './user-pool';

type Body = Record<string, unknown>;

export const CREDENTIALS_TTL_MS = 3600 * 1000;
const ACCESS_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export interface ResolvedCredential {
  secretAccessKey: string;
  sessionToken: string;
  userId: string;
  tenantId: string;
  /** The sign-in session the credential was issued for; it dies with it. */
  sessionId: string;
  expiration: string;
}

export interface IdentityPoolDeps {
  sql: Sql;
  userPools: UserPoolService;
  pools: readonly TenantPool[];
  issuer: (pool: TenantPool) => string;
  now: () => number;
}

function accessKeyId(): string {
  const bytes = randomBytes(16);
  let id = 'ASIA';
  for (const byte of bytes) id += ACCESS_KEY_ALPHABET.charAt(byte % 32);
  return id;
}

/** GetId / GetCredentialsForIdentity: an id token of the tenant's pool buys 1 h of credentials. */
export class IdentityPoolService {
  readonly operations: Record<string, (body: Body) => Promise<object>>;
  private readonly byIdentityPoolId = new Map<string, TenantPool>();

  constructor(private readonly deps: IdentityPoolDeps) {
    for (const pool of deps.pools) this.byIdentityPoolId.set(pool.identityPoolId, pool);
    this.operations = {
      GetId: (b) => this.getId(b),
      GetCredentialsForIdentity: (b) => this.getCredentialsForIdentity(b),
    };
  }

  /** Serves a pool created while running (an operator's new tenant). */
  addPool(pool: TenantPool): void {
    this.byIdentityPoolId.set(pool.identityPoolId, pool);
  }

  /** Logins must hold exactly the tenant pool's provider, mapped to a valid id token. */
  private async verifyLogins(body: Body, pool: TenantPool) {
    const logins = optionalRecord(body, 'Logins');
    const entries = Object.entries(logins);
    if (entries.length === 0) {
      throw notAuthorized('Unauthenticated access is not supported for this identity pool.');
    }
    const issuer = this.deps.issuer(pool);
    const provider = issuer.replace(/^https?:\/\//, '');
    const entry = entries.find(([key]) => key === provider || key === issuer);
    if (!entry || entries.length > 1 || typeof entry[1] !== 'string') {
      throw notAuthorized(`Invalid login token. Logins must name the provider ${provider}.`);
    }
    const verified = await this.deps.userPools.verifyToken(entry[1], 'id');
    if (!verified || verified.pool !== pool || verified.claims.aud !== pool.clientId) {
      throw notAuthorized(
        'Invalid login token. Token is not from the user pool of this identity pool.',
      );
    }
    return verified;
  }

  private poolFor(identityPoolId: string): TenantPool {
    const pool = this.byIdentityPoolId.get(identityPoolId);
    if (!pool)
      throw new ServiceError(
        'ResourceNotFoundException',
        `IdentityPool '${identityPoolId}' not found.`,
      );
    return pool;
  }

  private async getId(body: Body) {
    const pool = this.poolFor(requireString(body, 'IdentityPoolId', 64));
    const { user } = await this.verifyLogins(body, pool);
    const identityId = `${pool.region}:${randomUUID()}`;
    await this.deps.sql.query(
      `INSERT INTO identity.identities (identity_id, identity_pool_id, pool_id, sub)
       VALUES ($1, $2, $3, $4) ON CONFLICT (identity_pool_id, sub) DO NOTHING`,
      [identityId, pool.identityPoolId, pool.userPoolId, user.sub],
    );
    const rows = await this.deps.sql.query<{ identity_id: string }>(
      'SELECT identity_id FROM identity.identities WHERE identity_pool_id = $1 AND sub = $2',
      [pool.identityPoolId, user.sub],
    );
    return { IdentityId: rows[0]?.identity_id ?? identityId };
  }

  private async getCredentialsForIdentity(body: Body) {
    const identityId = requireString(body, 'IdentityId', 64);
    const rows = await this.deps.sql.query<{ identity_pool_id: string; sub: string }>(
      'SELECT identity_pool_id, sub FROM identity.identities WHERE identity_id = $1',
      [identityId],
    );
    const identity = rows[0];
    if (!identity)
      throw new ServiceError('ResourceNotFoundException', `Identity '${identityId}' not found.`);
    const pool = this.poolFor(identity.identity_pool_id);
    const { user, claims } = await this.verifyLogins(body, pool);
    if (user.sub !== identity.sub) throw notAuthorized('Logins do not belong to this identity.');
    const credentials = {
      AccessKeyId: accessKeyId(),
      SecretKey: randomBytes(30).toString('base64'),
      SessionToken: randomBytes(120).toString('base64'),
      expiresAt: new Date(this.deps.now() + CREDENTIALS_TTL_MS),
    };
    await this.deps.sql.query(
      `INSERT INTO identity.credentials
         (access_key_id, secret_access_key, session_token, identity_id, sub, tenant_id, origin_jti, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        credentials.AccessKeyId,
        credentials.SecretKey,
        credentials.SessionToken,
        identityId,
        user.sub,
        pool.tenantId,
        claims.origin_jti,
        credentials.expiresAt,
      ],
    );
    return {
      IdentityId: identityId,
      Credentials: {
        AccessKeyId: credentials.AccessKeyId,
        SecretKey: credentials.SecretKey,
        SessionToken: credentials.SessionToken,
        Expiration: credentials.expiresAt.getTime() / 1000,
      },
    };
  }

  /** For the API: a live credential (unexpired, its sign-in session not revoked), or null. */
  async resolve(accessKeyIdValue: string): Promise<ResolvedCredential | null> {
    const rows = await this.deps.sql.query<{
      secret_access_key: string;
      session_token: string;
      sub: string;
      tenant_id: string;
      origin_jti: string;
      expires_at: Date;
    }>(
      `SELECT c.secret_access_key, c.session_token, c.sub, c.tenant_id, c.origin_jti, c.expires_at
       FROM identity.credentials c
       JOIN identity.refresh_tokens r ON r.origin_jti = c.origin_jti AND r.revoked_at IS NULL
       WHERE c.access_key_id = $1 AND c.expires_at > $2`,
      [accessKeyIdValue, new Date(this.deps.now())],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      secretAccessKey: row.secret_access_key,
      sessionToken: row.session_token,
      userId: row.sub,
      tenantId: row.tenant_id,
      sessionId: row.origin_jti,
      expiration: new Date(row.expires_at).toISOString(),
    };
  }

  async purgeExpired(): Promise<void> {
    await this.deps.sql.query('DELETE FROM identity.credentials WHERE expires_at < $1', [
      new Date(this.deps.now() - CREDENTIALS_TTL_MS),
    ]);
  }
}
