import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { Sql } from './db';

export type JwtClaims = Record<string, unknown> & {
  sub: string;
  iss: string;
  exp: number;
  iat: number;
  token_use: 'id' | 'access';
  origin_jti: string;
};

interface SigningKey {
  kid: string;
  poolId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export interface Jwk {
  kid: string;
  kty: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** RS256 keys, one per user pool, created once and kept in the database. */
export class KeyStore {
  private readonly byKid = new Map<string, SigningKey>();
  private readonly byPool = new Map<string, SigningKey>();

  constructor(private readonly sql: Sql) {}

  async load(poolIds: readonly string[]): Promise<void> {
    const rows = await this.sql.query<{ kid: string; pool_id: string; private_pem: string }>(
      'SELECT kid, pool_id, private_pem FROM identity.signing_keys ORDER BY created_at',
    );
    for (const row of rows) this.remember(row.kid, row.pool_id, row.private_pem);
    for (const poolId of poolIds) {
      if (this.byPool.has(poolId)) continue;
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const kid = randomUUID();
      await this.sql.query(
        'INSERT INTO identity.signing_keys (kid, pool_id, private_pem) VALUES ($1, $2, $3)',
        [kid, poolId, pem],
      );
      this.remember(kid, poolId, pem);
    }
  }

  private remember(kid: string, poolId: string, pem: string): void {
    const privateKey = createPrivateKey(pem);
    const key = { kid, poolId, privateKey, publicKey: createPublicKey(privateKey) };
    this.byKid.set(kid, key);
    this.byPool.set(poolId, key);
  }

  jwks(poolId: string): { keys: Jwk[] } {
    const keys: Jwk[] = [];
    for (const key of this.byKid.values()) {
      if (key.poolId !== poolId) continue;
      const jwk = key.publicKey.export({ format: 'jwk' });
      keys.push({
        kid: key.kid,
        kty: 'RSA',
        alg: 'RS256',
        use: 'sig',
        n: String(jwk.n),
        e: String(jwk.e),
      });
    }
    return { keys };
  }

  signJwt(poolId: string, claims: JwtClaims): string {
    const key = this.byPool.get(poolId);
    if (!key) throw new Error(`No signing key for pool ${poolId}`);
    const header = b64url(JSON.stringify({ kid: key.kid, alg: 'RS256' }));
    const payload = b64url(JSON.stringify(claims));
    const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key.privateKey);
    return `${header}.${payload}.${b64url(signature)}`;
  }

  /** Signature and expiry only; revocation is the caller's check. Null when not valid. */
  verifyJwt(token: string, nowSeconds: number): { poolId: string; claims: JwtClaims } | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    try {
      const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as {
        kid?: unknown;
        alg?: unknown;
      };
      if (header.alg !== 'RS256' || typeof header.kid !== 'string') return null;
      const key = this.byKid.get(header.kid);
      if (!key) return null;
      const ok = verify(
        'RSA-SHA256',
        Buffer.from(`${headerPart}.${payloadPart}`),
        key.publicKey,
        Buffer.from(signaturePart, 'base64url'),
      );
      if (!ok) return null;
      const claims = JSON.parse(
        Buffer.from(payloadPart, 'base64url').toString('utf8'),
      ) as JwtClaims;
      if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
      if (typeof claims.sub !== 'string' || typeof claims.origin_jti !== 'string') return null;
      return { poolId: key.poolId, claims };
    } catch {
      return null;
    }
  }
}
