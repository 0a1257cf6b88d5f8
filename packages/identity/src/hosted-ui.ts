import type { ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { ServiceError } from './errors';
import type { TenantPool } from './tenants';
import type { UserPoolService } from './user-pool';

/**
 * The local sandbox identity provider: the Cognito hosted-UI endpoints `/oauth2/authorize`
 * (a sign-in page) and `/oauth2/token` (the authorization-code grant), so a shell's `/callback`
 * works against the local service exactly as against Cognito.
 */
export const SANDBOX_PROVIDER_ID = 'LocalSandbox';

const CODE_TTL_MS = 5 * 60 * 1000;
const MAX_FIELD = 2048;

interface PendingCode {
  pool: TenantPool;
  sub: string;
  redirectUri: string;
  expiresAt: number;
}

interface AuthorizeRequest {
  pool: TenantPool;
  redirectUri: string;
  state: string;
}

export interface HostedUiDeps {
  userPools: UserPoolService;
  /** tenantId → the exact callback URLs its app client may redirect to. */
  callbackUrls: Readonly<Record<string, readonly string[]>>;
  now: () => number;
}

export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const MESSAGES: Record<string, string> = {
  NotAuthorizedException: 'Incorrect e-mail address or password.',
  UserNotConfirmedException:
    'This account is not confirmed yet. Confirm your e-mail address first, then sign in.',
};

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"'`]/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c]!,
  );
}

function field(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? '';
  if (value.length > MAX_FIELD) throw new OAuthError(400, 'invalid_request', `${name} is too long`);
  return value;
}

function page(
  req: AuthorizeRequest,
  options: { email?: string; error?: string; nonce: string },
): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const error = options.error
    ? `<p id="error" class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – Sandbox ID</title>
<style nonce="${options.nonce}">
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d2330;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002;width:100%;max-width:22rem}
h1{font-size:1.4rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem}label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input[type=email],input[type=password]{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #6b7280;border-radius:4px;font-size:1rem}
input:focus-visible,button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.actions{display:flex;gap:.5rem;margin-top:1.25rem}button{flex:1;padding:.6rem;font-size:1rem;border-radius:4px;border:1px solid #1d4ed8;cursor:pointer}
.primary{background:#1d4ed8;color:#fff}.secondary{background:#fff;color:#1d4ed8}
.error{color:#b91c1c;background:#fef2f2;border:1px solid #fecaca;padding:.5rem;border-radius:4px}
</style>
</head>
<body>
<main>
<h1>Sandbox ID</h1>
<p>Sign in to continue to the marketplace (${escapeHtml(req.pool.tenantId)}).</p>
${error}
<form method="post" action="/oauth2/authorize" novalidate>
${hidden('client_id', req.pool.clientId)}
${hidden('redirect_uri', req.redirectUri)}
${hidden('state', req.state)}
${hidden('response_type', 'code')}
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${options.error ? ' aria-describedby="error"' : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions">
<button class="primary" type="submit" name="action" value="signin">Sign in</button>
<button class="secondary" type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>
</main>
</body>
</html>`;
}

function sendHtml(res: ServerResponse, status: number, html: string, headers: object): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    ...headers,
  });
  res.end(html);
}

function redirect(res: ServerResponse, target: string): void {
  res.writeHead(303, { Location: target, 'Cache-Control': 'no-store' });
  res.end();
}

export class HostedUi {
  private readonly codes = new Map<string, PendingCode>();

  constructor(private readonly deps: HostedUiDeps) {}

  /** Validates client and redirect URI; a bad one is answered 400, never redirected to. */
  private authorizeRequest(params: URLSearchParams): AuthorizeRequest {
    const clientId = field(params, 'client_id');
    const pool = this.deps.userPools.poolForClientId(clientId);
    if (!pool) throw new OAuthError(400, 'invalid_client', 'Unknown client_id');
    const redirectUri = field(params, 'redirect_uri');
    if (!(this.deps.callbackUrls[pool.tenantId] ?? []).includes(redirectUri)) {
      throw new OAuthError(400, 'invalid_request', 'redirect_uri is not allowed for this client');
    }
    return { pool, redirectUri, state: field(params, 'state') };
  }

  private renderPage(
    res: ServerResponse,
    status: number,
    req: AuthorizeRequest,
    options: { email?: string; error?: string } = {},
  ): void {
    const nonce = randomBytes(16).toString('base64');
    // Chrome applies form-action to the redirect after the post too: allow the callback's origin.
    const csp = [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `form-action 'self' ${new URL(req.redirectUri).origin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; ');
    sendHtml(res, status, page(req, { ...options, nonce }), { 'Content-Security-Policy': csp });
  }

  private callbackUrl(req: AuthorizeRequest, values: Record<string, string>): string {
    const url = new URL(req.redirectUri);
    for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
    if (req.state) url.searchParams.set('state', req.state);
    return url.href;
  }

  showSignIn(res: ServerResponse, params: URLSearchParams): void {
    const req = this.authorizeRequest(params);
    if (field(params, 'response_type') !== 'code') {
      redirect(res, this.callbackUrl(req, { error: 'unsupported_response_type' }));
      return;
    }
    const provider = field(params, 'identity_provider');
    if (provider && provider !== SANDBOX_PROVIDER_ID) {
      throw new OAuthError(400, 'invalid_request', `Unknown identity_provider ${provider}`);
    }
    this.renderPage(res, 200, req);
  }

  async submitSignIn(res: ServerResponse, form: URLSearchParams, ip: string): Promise<void> {
    const req = this.authorizeRequest(form);
    if (form.get('action') === 'cancel') {
      redirect(res, this.callbackUrl(req, { error: 'access_denied' }));
      return;
    }
    const email = field(form, 'email').trim().toLowerCase();
    const password = field(form, 'password');
    if (!email || !password) {
      this.renderPage(res, 400, req, { email, error: 'Enter your e-mail address and password.' });
      return;
    }
    try {
      const user = await this.deps.userPools.checkPassword(req.pool, email, password, { ip });
      redirect(res, this.callbackUrl(req, { code: this.issueCode(req, user.sub) }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      const throttled = error.type === 'TooManyRequestsException';
      // The throttle's own message says how long to wait.
      this.renderPage(res, throttled ? 429 : 400, req, {
        email,
        error: throttled ? error.message : (MESSAGES[error.type] ?? error.message),
      });
    }
  }

  private issueCode(req: AuthorizeRequest, sub: string): string {
    const now = this.deps.now();
    for (const [key, pending] of this.codes) {
      if (pending.expiresAt <= now) this.codes.delete(key);
    }
    const code = randomBytes(32).toString('base64url');
    this.codes.set(code, {
      pool: req.pool,
      sub,
      redirectUri: req.redirectUri,
      expiresAt: now + CODE_TTL_MS,
    });
    return code;
  }

  /** The authorization-code grant; a code is consumed by its first use, right or wrong. */
  async exchangeCode(form: URLSearchParams) {
    if (form.get('grant_type') !== 'authorization_code') {
      throw new OAuthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code');
    }
    const pool = this.deps.userPools.poolForClientId(field(form, 'client_id'));
    if (!pool) throw new OAuthError(400, 'invalid_client', 'Unknown client_id');
    const code = field(form, 'code');
    const pending = this.codes.get(code);
    this.codes.delete(code);
    if (
      !pending ||
      pending.expiresAt <= this.deps.now() ||
      pending.pool !== pool ||
      pending.redirectUri !== field(form, 'redirect_uri')
    ) {
      throw new OAuthError(400, 'invalid_grant', 'The code is invalid, used or expired');
    }
    const tokens = await this.deps.userPools.issueSessionFor(pool, pending.sub);
    if (!tokens) throw new OAuthError(400, 'invalid_grant', 'The user can no longer sign in');
    return {
      id_token: tokens.IdToken,
      access_token: tokens.AccessToken,
      refresh_token: tokens.RefreshToken,
      token_type: 'Bearer',
      expires_in: tokens.ExpiresIn,
    };
  }
}
