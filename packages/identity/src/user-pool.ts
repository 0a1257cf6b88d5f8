import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Sql } from './db';
import {
  ServiceError,
  invalidParameter,
  notAuthorized,
  optionalRecord,
  requireString,
} from './errors';
import type { Mailer } from './mailer';
import { checkPasswordPolicy } from './password-policy';
import {
  createServerChallenge,
  createVerifier,
  expectedClaimSignature,
  parseClientPublic,
  verifierMatches,
  type ServerChallenge,
} from './srp';
import type { TenantPool } from './tenants';
import type { KeyStore, JwtClaims } from './tokens';
import type { LoginThrottle } from './throttle';

export interface UserRow {
  pool_id: string;
  sub: string;
  email: string;
  attributes: Record<string, string>;
  salt_hex: string;
  verifier_hex: string;
  confirmed: boolean;
}

export interface CallContext {
  ip: string;
}

export interface UserPoolDeps {
  sql: Sql;
  keys: KeyStore;
  mailer: Mailer;
  throttle: LoginThrottle;
  pools: readonly TenantPool[];
  issuer: (pool: TenantPool) => string;
  now: () => number;
}

/** What an invitation e-mail names: the marketplace and where to sign in. */
export interface Invitation {
  marketplaceName: string;
  signInUrl: string;
}

interface SrpSession {
  pool: TenantPool;
  username: string;
  userKey: string;
  A: bigint;
  challenge: ServerChallenge;
  verifierHex: string;
  secretBlock: string;
  expiresAt: number;
}

type Body = Record<string, unknown>;
type Handler = (body: Body, ctx: CallContext) => Promise<object>;

const TOKEN_TTL_S = 3600;
const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;
const SRP_SESSION_TTL_MS = 3 * 60 * 1000;
const SIGNUP_CODE_TTL_MS = 24 * 3600 * 1000;
const RESET_CODE_TTL_MS = 3600 * 1000;
/** An invited administrator chooses their password with a reset code that lasts a week. */
const INVITATION_CODE_TTL_MS = 7 * 24 * 3600 * 1000;
const MAX_CODE_SENDS_PER_HOUR = 5;
const MAX_CODE_ATTEMPTS = 5;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Written by the service only; a client may never set them. */
const PROTECTED_ATTRIBUTES = new Set(['sub', 'custom:tenantId', 'custom:role', 'email_verified']);
const STANDARD_ATTRIBUTES = new Set([
  'email',
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'locale',
  'zoneinfo',
  'phone_number',
  'picture',
  'profile',
  'website',
  'gender',
  'birthdate',
  'address',
  'updated_at',
]);
const SELF_SERVICE_ROLES = new Set(['2', '3']);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}

function deliveryDetails(email: string) {
  return { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}

function parseAttributes(body: Body, field: string): Record<string, string> {
  const value = body[field];
  if (value === undefined || value === null) return {};
  if (!Array.isArray(value)) throw invalidParameter(`${field} must be a list of {Name, Value}.`);
  const result: Record<string, string> = {};
  for (const item of value as unknown[]) {
    const entry = (item ?? {}) as { Name?: unknown; Value?: unknown };
    if (typeof entry.Name !== 'string' || typeof entry.Value !== 'string') {
      throw invalidParameter(`${field} entries need a string Name and Value.`);
    }
    if (!STANDARD_ATTRIBUTES.has(entry.Name) && !entry.Name.startsWith('custom:')) {
      if (!PROTECTED_ATTRIBUTES.has(entry.Name)) {
        throw invalidParameter(`Attribute does not exist in the schema: ${entry.Name}`);
      }
    }
    if (entry.Name.length > 32 || entry.Value.length > 2048) {
      throw invalidParameter(`${field}.${entry.Name} is too long.`);
    }
    result[entry.Name] = entry.Value;
  }
  return result;
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/** Failures count against the account whichever name (email or sub) was used. */
function throttleKey(pool: TenantPool, user: UserRow | undefined, username: string): string {
  return `${pool.userPoolId}:${user?.sub ?? username.toLowerCase()}`;
}

export class UserPoolService {
  private readonly srpSessions = new Map<string, SrpSession>();
  private readonly byClientId = new Map<string, TenantPool>();
  private readonly byPoolId = new Map<string, TenantPool>();
  readonly operations: Record<string, Handler>;

  constructor(private readonly deps: UserPoolDeps) {
    for (const pool of deps.pools) {
      this.byClientId.set(pool.clientId, pool);
      this.byPoolId.set(pool.userPoolId, pool);
    }
    this.operations = {
      SignUp: (b) => this.signUp(b),
      ConfirmSignUp: (b) => this.confirmSignUp(b),
      ResendConfirmationCode: (b) => this.resendConfirmationCode(b),
      InitiateAuth: (b, c) => this.initiateAuth(b, c),
      RespondToAuthChallenge: (b, c) => this.respondToAuthChallenge(b, c),
      GetUser: (b) => this.getUser(b),
      UpdateUserAttributes: (b) => this.updateUserAttributes(b),
      ChangePassword: (b, c) => this.changePassword(b, c),
      ForgotPassword: (b) => this.forgotPassword(b),
      ConfirmForgotPassword: (b) => this.confirmForgotPassword(b),
      GlobalSignOut: (b) => this.globalSignOut(b),
      RevokeToken: (b) => this.revokeToken(b),
    };
  }

  /** Serves a pool created while running (an operator's new tenant). */
  addPool(pool: TenantPool): void {
    this.byClientId.set(pool.clientId, pool);
    this.byPoolId.set(pool.userPoolId, pool);
  }

  poolById(userPoolId: string): TenantPool | undefined {
    return this.byPoolId.get(userPoolId);
  }

  private poolForClient(body: Body): TenantPool {
    const clientId = requireString(body, 'ClientId', 128);
    const pool = this.byClientId.get(clientId);
    if (!pool) {
      throw new ServiceError(
        'ResourceNotFoundException',
        `User pool client ${clientId} does not exist.`,
      );
    }
    return pool;
  }

  private async findUser(pool: TenantPool, username: string): Promise<UserRow | undefined> {
    const rows = await this.deps.sql.query<UserRow>(
      `SELECT pool_id, sub, email, attributes, salt_hex, verifier_hex, confirmed FROM identity.users
       WHERE pool_id = $1 AND (email = $2 OR sub = $3)`,
      [pool.userPoolId, username.toLowerCase(), username],
    );
    return rows[0];
  }

  async findUserBySub(poolId: string, sub: string): Promise<UserRow | undefined> {
    const rows = await this.deps.sql.query<UserRow>(
      `SELECT pool_id, sub, email, attributes, salt_hex, verifier_hex, confirmed FROM identity.users
       WHERE pool_id = $1 AND sub = $2`,
      [poolId, sub],
    );
    return rows[0];
  }

  /** Creates a confirmed user with a known sub (seeding); a no-op when the email exists. */
  async createConfirmedUser(
    pool: TenantPool,
    input: { sub: string; email: string; password: string; attributes: Record<string, string> },
  ): Promise<void> {
    const email = input.email.toLowerCase();
    const verifier = createVerifier(pool.poolName, input.sub, input.password);
    const attributes = {
      ...input.attributes,
      email,
      email_verified: 'true',
      'custom:tenantId': pool.tenantId,
    };
    await this.deps.sql.query(
      `INSERT INTO identity.users (pool_id, sub, email, attributes, salt_hex, verifier_hex, confirmed)
       VALUES ($1, $2, $3, $4, $5, $6, true) ON CONFLICT DO NOTHING`,
      [
        pool.userPoolId,
        input.sub,
        email,
        JSON.stringify(attributes),
        verifier.saltHex,
        verifier.verifierHex,
      ],
    );
  }

  /**
   * The first administrator of an operator's new tenant (role 1, confirmed). With a password
   * they sign in at once; without one they get an invitation: a reset code by e-mail with which
   * they choose their password. An e-mail the pool already has answers that user (a retried
   * creation), unchanged.
   */
  async createAdministrator(
    pool: TenantPool,
    input: { email: string; name: string; password?: string; invitation: Invitation },
  ): Promise<{ sub: string; invited: boolean; created: boolean }> {
    const email = input.email.toLowerCase();
    const existing = await this.findUser(pool, email);
    if (existing !== undefined) return { sub: existing.sub, invited: false, created: false };
    if (input.password !== undefined) checkPasswordPolicy(input.password);
    const sub = randomUUID();
    await this.createConfirmedUser(pool, {
      sub,
      email,
      // Nobody knows an invitation's random password: the e-mailed code sets the real one.
      password: input.password ?? `${randomBytes(24).toString('base64url')}Aa1!`,
      attributes: { name: input.name, 'custom:role': '1' },
    });
    const user = await this.findUserBySub(pool.userPoolId, sub);
    if (user === undefined) throw new Error(`administrator ${sub} was not stored`);
    if (input.password === undefined) await this.issueCode(pool, user, 'reset', input.invitation);
    return { sub, invited: input.password === undefined, created: true };
  }

  // ---- codes -------------------------------------------------------------------------------

  private async issueCode(
    pool: TenantPool,
    user: UserRow,
    purpose: 'signup' | 'reset',
    invitation?: Invitation,
  ) {
    const now = this.deps.now();
    const existing = await this.deps.sql.query<{
      sends_in_window: number;
      window_started_at: Date;
    }>(
      `SELECT sends_in_window, window_started_at FROM identity.codes
       WHERE pool_id = $1 AND sub = $2 AND purpose = $3`,
      [pool.userPoolId, user.sub, purpose],
    );
    const previous = existing[0];
    const windowOpen = previous && new Date(previous.window_started_at).getTime() > now - 3600_000;
    if (windowOpen && previous.sends_in_window >= MAX_CODE_SENDS_PER_HOUR) {
      throw new ServiceError(
        'LimitExceededException',
        'Attempt limit exceeded, please try after some time.',
      );
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const ttl =
      invitation !== undefined
        ? INVITATION_CODE_TTL_MS
        : purpose === 'signup'
          ? SIGNUP_CODE_TTL_MS
          : RESET_CODE_TTL_MS;
    await this.deps.sql.query(
      `INSERT INTO identity.codes (pool_id, sub, purpose, code_hash, expires_at, failed_attempts, sends_in_window, window_started_at)
       VALUES ($1, $2, $3, $4, $5, 0, $6, $7)
       ON CONFLICT (pool_id, sub, purpose) DO UPDATE SET code_hash = EXCLUDED.code_hash,
         expires_at = EXCLUDED.expires_at, failed_attempts = 0,
         sends_in_window = EXCLUDED.sends_in_window, window_started_at = EXCLUDED.window_started_at`,
      [
        pool.userPoolId,
        user.sub,
        purpose,
        sha256(code),
        new Date(now + ttl),
        windowOpen ? previous.sends_in_window + 1 : 1,
        windowOpen ? new Date(previous.window_started_at) : new Date(now),
      ],
    );
    const subject =
      invitation !== undefined
        ? `You are the administrator of ${invitation.marketplaceName}`
        : purpose === 'signup'
          ? 'Your verification code'
          : 'Your password reset code';
    const text =
      invitation !== undefined
        ? `You have been made the administrator of ${invitation.marketplaceName}. To choose your password, open ${invitation.signInUrl}, choose "Forgot password?" with this e-mail address and enter the code ${code}. It expires in 7 days.`
        : purpose === 'signup'
          ? `Your verification code is ${code}. It expires in 24 hours.`
          : `Your password reset code is ${code}. It expires in 1 hour. If you did not ask for it, ignore this message.`;
    await this.deps.mailer.send({ tenantId: pool.tenantId, to: user.email, subject, text, code });
  }

  private async consumeCode(pool: TenantPool, user: UserRow, purpose: string, code: string) {
    const rows = await this.deps.sql.query<{
      code_hash: string;
      expires_at: Date;
      failed_attempts: number;
    }>(
      `SELECT code_hash, expires_at, failed_attempts FROM identity.codes
       WHERE pool_id = $1 AND sub = $2 AND purpose = $3`,
      [pool.userPoolId, user.sub, purpose],
    );
    const row = rows[0];
    const expired = new ServiceError(
      'ExpiredCodeException',
      'Invalid code provided, please request a code again.',
    );
    if (!row) throw expired;
    if (new Date(row.expires_at).getTime() <= this.deps.now()) throw expired;
    if (row.failed_attempts >= MAX_CODE_ATTEMPTS) {
      throw new ServiceError(
        'LimitExceededException',
        'Attempt limit exceeded, please try after some time.',
      );
    }
    const given = Buffer.from(sha256(code));
    if (!timingSafeEqual(given, Buffer.from(row.code_hash))) {
      await this.deps.sql.query(
        `UPDATE identity.codes SET failed_attempts = failed_attempts + 1
         WHERE pool_id = $1 AND sub = $2 AND purpose = $3`,
        [pool.userPoolId, user.sub, purpose],
      );
      throw new ServiceError(
        'CodeMismatchException',
        'Invalid verification code provided, please try again.',
      );
    }
    await this.deps.sql.query(
      'DELETE FROM identity.codes WHERE pool_id = $1 AND sub = $2 AND purpose = $3',
      [pool.userPoolId, user.sub, purpose],
    );
  }

  // ---- sign-up ------------------------------------------------------------------------------

  private async signUp(body: Body) {
    const pool = this.poolForClient(body);
    const username = requireString(body, 'Username', 128).trim();
    const password = requireString(body, 'Password', 256);
    if (!EMAIL.test(username)) throw invalidParameter('Username should be an email.');
    const email = username.toLowerCase();
    const given = parseAttributes(body, 'UserAttributes');
    if (given.email !== undefined && given.email.toLowerCase() !== email) {
      throw invalidParameter('The email attribute must match the Username.');
    }
    for (const name of ['sub', 'custom:tenantId', 'email_verified']) {
      if (given[name] !== undefined) {
        throw new ServiceError(
          'NotAuthorizedException',
          'A client attempted to write unauthorized attribute',
        );
      }
    }
    const role = given['custom:role'] ?? '3';
    if (!SELF_SERVICE_ROLES.has(role)) {
      throw invalidParameter("custom:role must be '2' (freelancer) or '3' (customer).");
    }
    checkPasswordPolicy(password);
    const sub = randomUUID();
    const attributes = {
      ...given,
      email,
      email_verified: 'false',
      'custom:role': role,
      'custom:tenantId': pool.tenantId,
    };
    const verifier = createVerifier(pool.poolName, sub, password);
    try {
      await this.deps.sql.query(
        `INSERT INTO identity.users (pool_id, sub, email, attributes, salt_hex, verifier_hex, confirmed)
         VALUES ($1, $2, $3, $4, $5, $6, false)`,
        [
          pool.userPoolId,
          sub,
          email,
          JSON.stringify(attributes),
          verifier.saltHex,
          verifier.verifierHex,
        ],
      );
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ServiceError(
          'UsernameExistsException',
          'An account with the given email already exists.',
        );
      }
      throw error;
    }
    const user = (await this.findUserBySub(pool.userPoolId, sub)) as UserRow;
    await this.issueCode(pool, user, 'signup');
    return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: deliveryDetails(email) };
  }

  private async confirmSignUp(body: Body) {
    const pool = this.poolForClient(body);
    const username = requireString(body, 'Username', 128);
    const code = requireString(body, 'ConfirmationCode', 16);
    const user = await this.findUser(pool, username);
    if (!user)
      throw new ServiceError(
        'CodeMismatchException',
        'Invalid verification code provided, please try again.',
      );
    if (user.confirmed)
      throw notAuthorized('User cannot be confirmed. Current status is CONFIRMED');
    await this.consumeCode(pool, user, 'signup', code);
    await this.deps.sql.query(
      `UPDATE identity.users SET confirmed = true, updated_at = now(),
         attributes = attributes || '{"email_verified":"true"}'::jsonb
       WHERE pool_id = $1 AND sub = $2`,
      [pool.userPoolId, user.sub],
    );
    return {};
  }

  private async resendConfirmationCode(body: Body) {
    const pool = this.poolForClient(body);
    const username = requireString(body, 'Username', 128);
    const user = await this.findUser(pool, username);
    if (!user) return { CodeDeliveryDetails: deliveryDetails(username) };
    if (user.confirmed) throw invalidParameter('User is already confirmed.');
    await this.issueCode(pool, user, 'signup');
    return { CodeDeliveryDetails: deliveryDetails(user.email) };
  }

  // ---- sign-in ------------------------------------------------------------------------------

  private async initiateAuth(body: Body, ctx: CallContext) {
    const pool = this.poolForClient(body);
    const flow = requireString(body, 'AuthFlow', 64);
    const params = optionalRecord(body, 'AuthParameters');
    switch (flow) {
      case 'USER_SRP_AUTH':
        return this.startSrp(pool, params, ctx);
      case 'USER_PASSWORD_AUTH':
        return this.passwordAuth(pool, params, ctx);
      case 'REFRESH_TOKEN_AUTH':
      case 'REFRESH_TOKEN':
        return this.refreshAuth(pool, params);
      default:
        throw invalidParameter('Initiate Auth method not supported.');
    }
  }

  private async startSrp(pool: TenantPool, params: Body, ctx: CallContext) {
    const username = requireString(params, 'USERNAME', 128);
    const A = parseClientPublic(requireString(params, 'SRP_A', 2048));
    if (A === null) throw invalidParameter('SRP_A is not a valid SRP public value.');
    const user = await this.findUser(pool, username);
    const userKey = throttleKey(pool, user, username);
    this.deps.throttle.assertAllowed(userKey, ctx.ip);
    // An unknown user gets a challenge too (with a throw-away verifier) so replies never reveal
    // whether an account exists; the proof then simply fails.
    const srpUsername = user?.sub ?? username;
    const stored = user
      ? { saltHex: user.salt_hex, verifierHex: user.verifier_hex }
      : createVerifier(pool.poolName, srpUsername, randomBytes(16).toString('hex'));
    const challenge = createServerChallenge(stored.verifierHex);
    const secretBlock = randomBytes(64).toString('base64');
    const session = randomBytes(48).toString('base64');
    this.pruneSrpSessions();
    this.srpSessions.set(session, {
      pool,
      username: srpUsername,
      userKey,
      A,
      challenge,
      verifierHex: stored.verifierHex,
      secretBlock,
      expiresAt: this.deps.now() + SRP_SESSION_TTL_MS,
    });
    return {
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: session,
      ChallengeParameters: {
        SALT: stored.saltHex,
        SECRET_BLOCK: secretBlock,
        SRP_B: challenge.B.toString(16),
        USERNAME: srpUsername,
        USER_ID_FOR_SRP: srpUsername,
      },
    };
  }

  private pruneSrpSessions(): void {
    const now = this.deps.now();
    for (const [key, session] of this.srpSessions) {
      if (session.expiresAt <= now) this.srpSessions.delete(key);
    }
  }

  private async respondToAuthChallenge(body: Body, ctx: CallContext) {
    const pool = this.poolForClient(body);
    const name = requireString(body, 'ChallengeName', 64);
    if (name !== 'PASSWORD_VERIFIER') throw invalidParameter(`Challenge ${name} is not supported.`);
    const sessionId = requireString(body, 'Session', 4096);
    const responses = optionalRecord(body, 'ChallengeResponses');
    const username = requireString(responses, 'USERNAME', 128);
    const secretBlock = requireString(responses, 'PASSWORD_CLAIM_SECRET_BLOCK', 4096);
    const signature = requireString(responses, 'PASSWORD_CLAIM_SIGNATURE', 512);
    const timestamp = requireString(responses, 'TIMESTAMP', 64);
    const session = this.srpSessions.get(sessionId);
    this.srpSessions.delete(sessionId);
    if (!session || session.expiresAt <= this.deps.now() || session.pool !== pool) {
      throw notAuthorized('Invalid session for the user, session is expired.');
    }
    if (session.username !== username || session.secretBlock !== secretBlock) {
      throw notAuthorized();
    }
    this.deps.throttle.assertAllowed(session.userKey, ctx.ip);
    const expected = expectedClaimSignature({
      poolName: pool.poolName,
      username,
      verifierHex: session.verifierHex,
      A: session.A,
      challenge: session.challenge,
      secretBlock,
      timestamp,
    });
    const given = Buffer.from(signature, 'base64');
    const user = await this.findUserBySub(pool.userPoolId, username);
    if (!user || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      this.deps.throttle.recordFailure(session.userKey, ctx.ip);
      throw notAuthorized();
    }
    return this.completeSignIn(pool, user, session.userKey, ctx.ip);
  }

  private async passwordAuth(pool: TenantPool, params: Body, ctx: CallContext) {
    const username = requireString(params, 'USERNAME', 128);
    const password = requireString(params, 'PASSWORD', 256);
    const { user, userKey } = await this.verifyPassword(pool, username, password, ctx);
    return this.completeSignIn(pool, user, userKey, ctx.ip);
  }

  /** The user whose stored verifier the password matches, under the sign-in throttling. */
  private async verifyPassword(
    pool: TenantPool,
    username: string,
    password: string,
    ctx: CallContext,
  ): Promise<{ user: UserRow; userKey: string }> {
    const user = await this.findUser(pool, username);
    const userKey = throttleKey(pool, user, username);
    this.deps.throttle.assertAllowed(userKey, ctx.ip);
    const ok =
      user !== undefined &&
      verifierMatches(pool.poolName, user.sub, password, {
        saltHex: user.salt_hex,
        verifierHex: user.verifier_hex,
      });
    if (!user || !ok) {
      this.deps.throttle.recordFailure(userKey, ctx.ip);
      throw notAuthorized();
    }
    return { user, userKey };
  }

  /** The pool of an app client, or undefined (the hosted sign-in pages). */
  poolForClientId(clientId: string): TenantPool | undefined {
    return this.byClientId.get(clientId);
  }

  /**
   * Hosted sign-in: checks e-mail and password against the stored verifier with the same
   * throttling as the API sign-in, and answers the confirmed user (errors as Cognito's).
   */
  async checkPassword(
    pool: TenantPool,
    email: string,
    password: string,
    ctx: CallContext,
  ): Promise<UserRow> {
    const { user, userKey } = await this.verifyPassword(pool, email, password, ctx);
    if (!user.confirmed)
      throw new ServiceError('UserNotConfirmedException', 'User is not confirmed.');
    this.deps.throttle.recordSuccess(userKey, ctx.ip);
    return user;
  }

  /**
   * Tokens for a user who signed in on the hosted pages (the authorization-code grant); the
   * password was checked, and the throttle told, when the code was issued.
   */
  async issueSessionFor(pool: TenantPool, sub: string) {
    const user = await this.findUserBySub(pool.userPoolId, sub);
    if (!user || !user.confirmed) return null;
    const { AuthenticationResult } = await this.completeSignIn(pool, user, null, null);
    return AuthenticationResult;
  }

  private async completeSignIn(
    pool: TenantPool,
    user: UserRow,
    userKey: string | null,
    ip: string | null,
  ) {
    if (!user.confirmed)
      throw new ServiceError('UserNotConfirmedException', 'User is not confirmed.');
    if (userKey !== null && ip !== null) this.deps.throttle.recordSuccess(userKey, ip);
    const originJti = randomUUID();
    const refreshToken = randomBytes(96).toString('base64url');
    const now = this.deps.now();
    await this.deps.sql.query(
      `INSERT INTO identity.refresh_tokens (origin_jti, token_hash, pool_id, sub, client_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        originJti,
        sha256(refreshToken),
        pool.userPoolId,
        user.sub,
        pool.clientId,
        new Date(now),
        new Date(now + REFRESH_TTL_MS),
      ],
    );
    const tokens = this.signTokens(pool, user, originJti, Math.floor(now / 1000));
    return {
      ChallengeParameters: {},
      AuthenticationResult: { ...tokens, RefreshToken: refreshToken },
    };
  }

  private async refreshAuth(pool: TenantPool, params: Body) {
    const token = requireString(params, 'REFRESH_TOKEN', 4096);
    const rows = await this.deps.sql.query<{ origin_jti: string; sub: string; created_at: Date }>(
      `SELECT origin_jti, sub, created_at FROM identity.refresh_tokens
       WHERE token_hash = $1 AND pool_id = $2 AND client_id = $3 AND revoked_at IS NULL AND expires_at > $4`,
      [sha256(token), pool.userPoolId, pool.clientId, new Date(this.deps.now())],
    );
    const row = rows[0];
    const user = row && (await this.findUserBySub(pool.userPoolId, row.sub));
    if (!row || !user) throw notAuthorized('Invalid Refresh Token');
    const authTime = Math.floor(new Date(row.created_at).getTime() / 1000);
    return {
      ChallengeParameters: {},
      AuthenticationResult: this.signTokens(pool, user, row.origin_jti, authTime),
    };
  }

  private signTokens(pool: TenantPool, user: UserRow, originJti: string, authTime: number) {
    const iat = Math.floor(this.deps.now() / 1000);
    const common = {
      sub: user.sub,
      iss: this.deps.issuer(pool),
      origin_jti: originJti,
      event_id: randomUUID(),
      auth_time: authTime,
      iat,
      exp: iat + TOKEN_TTL_S,
    };
    const { email_verified: verified, ...attributes } = user.attributes;
    const idClaims: JwtClaims = {
      ...attributes,
      ...common,
      email_verified: verified === 'true',
      'cognito:username': user.sub,
      aud: pool.clientId,
      token_use: 'id',
      jti: randomUUID(),
    };
    const accessClaims: JwtClaims = {
      ...common,
      client_id: pool.clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      jti: randomUUID(),
      username: user.sub,
    };
    return {
      AccessToken: this.deps.keys.signJwt(pool.userPoolId, accessClaims),
      ExpiresIn: TOKEN_TTL_S,
      TokenType: 'Bearer',
      IdToken: this.deps.keys.signJwt(pool.userPoolId, idClaims),
    };
  }

  // ---- tokens -------------------------------------------------------------------------------

  /** A valid, unrevoked id or access token of one of our pools, and its user. */
  async verifyToken(
    token: string,
    use?: 'id' | 'access',
  ): Promise<{ pool: TenantPool; user: UserRow; claims: JwtClaims } | null> {
    const verified = this.deps.keys.verifyJwt(token, Math.floor(this.deps.now() / 1000));
    if (!verified) return null;
    const pool = this.byPoolId.get(verified.poolId);
    const { claims } = verified;
    if (!pool || claims.iss !== this.deps.issuer(pool)) return null;
    if (use && claims.token_use !== use) return null;
    if (!(await this.sessionActive(claims.origin_jti))) return null;
    const user = await this.findUserBySub(pool.userPoolId, claims.sub);
    return user ? { pool, user, claims } : null;
  }

  async sessionActive(originJti: string): Promise<boolean> {
    const rows = await this.deps.sql.query<{ origin_jti: string }>(
      'SELECT origin_jti FROM identity.refresh_tokens WHERE origin_jti = $1 AND revoked_at IS NULL',
      [originJti],
    );
    return rows.length > 0;
  }

  private async requireAccessToken(body: Body) {
    const token = requireString(body, 'AccessToken', 8192);
    const verified = await this.verifyToken(token, 'access');
    if (!verified) throw notAuthorized('Access Token has been revoked or is invalid');
    return verified;
  }

  private async getUser(body: Body) {
    const { user } = await this.requireAccessToken(body);
    const attributes = [{ Name: 'sub', Value: user.sub }];
    for (const [Name, Value] of Object.entries(user.attributes)) attributes.push({ Name, Value });
    return { Username: user.sub, UserAttributes: attributes };
  }

  private async updateUserAttributes(body: Body) {
    const { pool, user } = await this.requireAccessToken(body);
    const changes = parseAttributes(body, 'UserAttributes');
    for (const name of Object.keys(changes)) {
      if (PROTECTED_ATTRIBUTES.has(name)) {
        throw notAuthorized('A client attempted to write unauthorized attribute');
      }
      if (name === 'email' && changes.email?.toLowerCase() !== user.email) {
        throw invalidParameter('The email address is the sign-in name and cannot be changed.');
      }
    }
    delete changes.email;
    await this.deps.sql.query(
      `UPDATE identity.users SET attributes = attributes || $3::jsonb, updated_at = now()
       WHERE pool_id = $1 AND sub = $2`,
      [pool.userPoolId, user.sub, JSON.stringify(changes)],
    );
    return { CodeDeliveryDetailsList: [] };
  }

  private async changePassword(body: Body, ctx: CallContext) {
    const { pool, user } = await this.requireAccessToken(body);
    const previous = requireString(body, 'PreviousPassword', 256);
    const proposed = requireString(body, 'ProposedPassword', 256);
    const userKey = throttleKey(pool, user, user.sub);
    this.deps.throttle.assertAllowed(userKey, ctx.ip);
    const stored = { saltHex: user.salt_hex, verifierHex: user.verifier_hex };
    if (!verifierMatches(pool.poolName, user.sub, previous, stored)) {
      this.deps.throttle.recordFailure(userKey, ctx.ip);
      throw notAuthorized();
    }
    checkPasswordPolicy(proposed);
    await this.setPassword(pool, user, proposed);
    this.deps.throttle.recordSuccess(userKey, ctx.ip);
    // Whoever knew the old password loses every session with it, this one included: the
    // owner signs in again with the new one (docs/security.md#sign-out-and-revocation).
    await this.endSessions(pool, user.sub);
    return {};
  }

  private async setPassword(pool: TenantPool, user: UserRow, password: string) {
    const verifier = createVerifier(pool.poolName, user.sub, password);
    await this.deps.sql.query(
      `UPDATE identity.users SET salt_hex = $3, verifier_hex = $4, updated_at = now()
       WHERE pool_id = $1 AND sub = $2`,
      [pool.userPoolId, user.sub, verifier.saltHex, verifier.verifierHex],
    );
  }

  private async forgotPassword(body: Body) {
    const pool = this.poolForClient(body);
    const username = requireString(body, 'Username', 128);
    const user = await this.findUser(pool, username);
    // Unknown or unconfirmed accounts get the same reply and no message (no enumeration).
    if (!user || !user.confirmed) return { CodeDeliveryDetails: deliveryDetails(username) };
    await this.issueCode(pool, user, 'reset');
    return { CodeDeliveryDetails: deliveryDetails(user.email) };
  }

  private async confirmForgotPassword(body: Body) {
    const pool = this.poolForClient(body);
    const username = requireString(body, 'Username', 128);
    const code = requireString(body, 'ConfirmationCode', 16);
    const password = requireString(body, 'Password', 256);
    checkPasswordPolicy(password);
    const user = await this.findUser(pool, username);
    if (!user || !user.confirmed) {
      throw new ServiceError(
        'CodeMismatchException',
        'Invalid verification code provided, please try again.',
      );
    }
    await this.consumeCode(pool, user, 'reset', code);
    await this.setPassword(pool, user, password);
    // A reset usually follows a lost or leaked password: end every existing session.
    await this.endSessions(pool, user.sub);
    this.deps.throttle.recordReset(throttleKey(pool, user, user.sub));
    return {};
  }

  /**
   * Ends every sign-in session of the user (refresh, access and id tokens, and the temporary
   * credentials issued from them) and records one revocation per session, which the API reads
   * from GET /internal/revocations. One statement, so a session never ends unrecorded.
   */
  async endSessions(pool: TenantPool, sub: string): Promise<number> {
    const rows = await this.deps.sql.query<{ origin_jti: string }>(
      `WITH ended AS (
         UPDATE identity.refresh_tokens SET revoked_at = $3
          WHERE pool_id = $1 AND sub = $2 AND revoked_at IS NULL
          RETURNING origin_jti, sub
       )
       INSERT INTO identity.revocations (tenant_id, sub, origin_jti, revoked_at)
       SELECT $4, sub, origin_jti, $3 FROM ended RETURNING origin_jti`,
      [pool.userPoolId, sub, new Date(this.deps.now()), pool.tenantId],
    );
    return rows.length;
  }

  private async globalSignOut(body: Body) {
    const { pool, user } = await this.requireAccessToken(body);
    await this.endSessions(pool, user.sub);
    return {};
  }

  private async revokeToken(body: Body) {
    const pool = this.poolForClient(body);
    const token = requireString(body, 'Token', 4096);
    await this.deps.sql.query(
      `WITH ended AS (
         UPDATE identity.refresh_tokens SET revoked_at = $3
          WHERE token_hash = $1 AND client_id = $2 AND revoked_at IS NULL
          RETURNING origin_jti, sub
       )
       INSERT INTO identity.revocations (tenant_id, sub, origin_jti, revoked_at)
       SELECT $4, sub, origin_jti, $3 FROM ended`,
      [sha256(token), pool.clientId, new Date(this.deps.now()), pool.tenantId],
    );
    return {};
  }

  /** The pool of a tenant, or undefined (the internal sign-out). */
  poolForTenant(tenantId: string): TenantPool | undefined {
    return this.deps.pools.find((pool) => pool.tenantId === tenantId);
  }
}
