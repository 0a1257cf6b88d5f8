/**
 * The built-in provider: browsers connect to each other with WebRTC and signal over the API's
 * own live socket, so a tenant needs no video vendor (docs/video.md). Room tokens are signed with
 * a per-tenant secret kept in video_settings (made on first use, so every API instance and
 * restart verifies the same tokens) plus the deployment's VIDEO_TOKEN_SECRET.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { ZIceServerConfigList, type IceServerConfig } from '../ice-config';
import type {
  IceServerGrant,
  IssuedToken,
  RoomTicket,
  RoomTokenRequest,
  VideoProvider,
} from '../types';
import { iceServersFor } from './ice';
import { claimedTenant, signRoomToken, verifyRoomToken } from './tokens';

export interface BuiltinVideoOptions {
  /** VIDEO_TOKEN_SECRET: mixed into every tenant's key ('' when unset). */
  tokenSecret: string;
  tokenTtlMs: number;
  /** The deployment's ICE servers, used for tenants without their own. */
  iceServers: readonly IceServerConfig[];
  /** How long TURN credentials made from a shared secret work. */
  turnTtlMs: number;
  /** Told when a tenant's stored ICE servers are malformed (the deployment's are used then). */
  onInvalidTenantConfig?: (tenantId: string, message: string) => void;
  now?: () => number;
}

/** Tenants whose key is cached at most; a token naming another tenant reads it again. */
const KEY_CACHE_LIMIT = 1000;

export class BuiltinVideoProvider implements VideoProvider {
  readonly name = 'builtin' as const;
  private readonly secrets = new Map<string, string>();

  constructor(
    private readonly db: Queryable,
    private readonly options: BuiltinVideoOptions,
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private remember(tenantId: string, secret: string): string {
    if (this.secrets.size >= KEY_CACHE_LIMIT) this.secrets.clear();
    this.secrets.set(tenantId, secret);
    return secret;
  }

  /** The tenant's signing secret, made on first use (one statement: safe under races). */
  private async secretFor(tenantId: string): Promise<string> {
    const cached = this.secrets.get(tenantId);
    if (cached !== undefined) return cached;
    const result = await this.db.query<{ signing_secret: string }>(
      `INSERT INTO video_settings (tenant_id, signing_secret) VALUES ($1, $2)
       ON CONFLICT (tenant_id) DO UPDATE
         SET signing_secret = coalesce(video_settings.signing_secret, EXCLUDED.signing_secret)
       RETURNING signing_secret`,
      [tenantId, randomBytes(32).toString('base64url')],
    );
    const secret = result.rows[0]?.signing_secret;
    if (secret === undefined) throw new Error(`no video signing secret for tenant ${tenantId}`);
    return this.remember(tenantId, secret);
  }

  /** An existing secret only: a forged token never makes a row. */
  private async existingSecret(tenantId: string): Promise<string | null> {
    const cached = this.secrets.get(tenantId);
    if (cached !== undefined) return cached;
    const result = await this.db.query<{ signing_secret: string | null }>(
      'SELECT signing_secret FROM video_settings WHERE tenant_id = $1',
      [tenantId],
    );
    const secret = result.rows[0]?.signing_secret ?? null;
    return secret === null ? null : this.remember(tenantId, secret);
  }

  private key(secret: string): string {
    return `${this.options.tokenSecret}:${secret}`;
  }

  async issueRoomToken(request: RoomTokenRequest): Promise<IssuedToken> {
    const expiresAt = new Date(Math.floor((this.now() + this.options.tokenTtlMs) / 1000) * 1000);
    const secret = await this.secretFor(request.tenantId);
    return { token: signRoomToken(this.key(secret), { ...request, expiresAt }), expiresAt };
  }

  async verifyRoomToken(token: string): Promise<RoomTicket | null> {
    const tenantId = claimedTenant(token);
    if (tenantId === null) return null;
    const secret = await this.existingSecret(tenantId);
    if (secret === null) return null;
    return verifyRoomToken(this.key(secret), token, this.now());
  }

  private async tenantIceServers(tenantId: string): Promise<IceServerConfig[] | null> {
    const result = await this.db.query<{ ice_servers: unknown }>(
      'SELECT ice_servers FROM video_settings WHERE tenant_id = $1',
      [tenantId],
    );
    const stored = result.rows[0]?.ice_servers;
    if (stored === undefined || stored === null) return null;
    const parsed = ZIceServerConfigList.safeParse(stored);
    if (parsed.success) return parsed.data;
    this.options.onInvalidTenantConfig?.(tenantId, parsed.error.issues[0]?.message ?? 'invalid');
    return null;
  }

  async iceServers(tenantId: string, userId: string): Promise<IceServerGrant> {
    const configs = (await this.tenantIceServers(tenantId)) ?? this.options.iceServers;
    const expiresAt = new Date(Math.floor((this.now() + this.options.turnTtlMs) / 1000) * 1000);
    return { iceServers: iceServersFor(configs, userId, expiresAt), expiresAt };
  }
}
