/**
 * An in-process identity service for API tests, and the helpers that use it the way the front
 * end does: sign in (or sign up and confirm) through its Cognito-compatible API, fetch temporary
 * identity-pool credentials, and sign calls with the front end's SigV4 signer.
 */
import { SEEDED_PASSWORD } from '@mp/contracts';
import { createSigner, identityPoolCredentials, type Credentials } from '@mp/signed-http';
// The identity service has no public "start" export (its index opens no sockets); tests of
// other packages start it from source like its own tests do.
import {
  freshDataDir,
  openPgliteInWorker,
  removeDataDir,
  startIdentityServer,
  type IdentityServer,
} from '@mp/identity/testing';

export const IDENTITY_INTERNAL_TOKEN = 'api-tests-internal-token';
export const SIGV4_REGION = 'local';

export interface TestIdentity {
  server: IdentityServer;
  url: string;
  /** Configuration variables that point the API (authenticator, live, id tokens, revocations) here. */
  env: Record<string, string>;
  close(): Promise<void>;
}

let clockOffsetMs = 0;

/** Shifts the identity service's clock while `run` runs (e.g. to issue already-expired credentials). */
export async function withIdentityClockShifted<T>(
  offsetMs: number,
  run: () => Promise<T>,
): Promise<T> {
  clockOffsetMs = offsetMs;
  try {
    return await run();
  } finally {
    clockOffsetMs = 0;
  }
}

export async function startTestIdentity(): Promise<TestIdentity> {
  const dataDir = await freshDataDir();
  const server = await startIdentityServer({
    port: 0,
    host: '127.0.0.1',
    internalPort: 0,
    dataDir,
    internalToken: IDENTITY_INTERNAL_TOKEN,
    seedDemo: true,
    tenants: ['demo', 'acme'],
    region: SIGV4_REGION,
    now: () => Date.now() + clockOffsetMs,
    openSql: () => openPgliteInWorker(dataDir),
  });
  return {
    server,
    url: server.url,
    env: {
      IDENTITY_INTERNAL_URL: server.internalUrl,
      INTERNAL_TOKEN: IDENTITY_INTERNAL_TOKEN,
      // Sign-outs reach the API within this (the production default is one second).
      REVOCATION_POLL_MS: '200',
    },
    close: async () => {
      await server.close();
      removeDataDir(dataDir);
    },
  };
}

function poolOf(identity: TestIdentity, tenantId: string) {
  const pool = identity.server.pools.find((p) => p.tenantId === tenantId);
  if (pool === undefined) throw new Error(`no pool for ${tenantId}`);
  return pool;
}

async function cognito(identity: TestIdentity, target: string, body: unknown): Promise<unknown> {
  const response = await fetch(identity.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const result: unknown = await response.json();
  if (!response.ok) throw new Error(`${target} failed: ${JSON.stringify(result)}`);
  return result;
}

export interface Who {
  tenantId: string;
  email: string;
  password?: string;
}

/** Signs in with the password (seeded accounts' by default); returns the ID token. */
export async function signInIdToken(identity: TestIdentity, who: Who): Promise<string> {
  const pool = poolOf(identity, who.tenantId);
  const result = (await cognito(identity, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: pool.clientId,
    AuthParameters: { USERNAME: who.email, PASSWORD: who.password ?? SEEDED_PASSWORD },
  })) as { AuthenticationResult?: { IdToken: string } };
  const idToken = result.AuthenticationResult?.IdToken;
  if (!idToken) throw new Error(`${who.email} could not sign in: ${JSON.stringify(result)}`);
  return idToken;
}

/** One sign-in session: its tokens and the temporary credentials issued for it. */
export interface SignedInSession {
  idToken: string;
  accessToken: string;
  credentials: Credentials;
}

/** Calls a user-pool operation of the identity service (e.g. GlobalSignOut, ChangePassword). */
export function userPoolCall(identity: TestIdentity, target: string, body: unknown) {
  return cognito(identity, target, body);
}

/** Signs in with the password; the session's tokens and credentials (one sign-in session). */
export async function signInSession(identity: TestIdentity, who: Who): Promise<SignedInSession> {
  const pool = poolOf(identity, who.tenantId);
  const result = (await cognito(identity, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: pool.clientId,
    AuthParameters: { USERNAME: who.email, PASSWORD: who.password ?? SEEDED_PASSWORD },
  })) as { AuthenticationResult: { IdToken: string; AccessToken: string } };
  const { IdToken: idToken, AccessToken: accessToken } = result.AuthenticationResult;
  const credentials = await identityPoolCredentials({
    endpoint: identity.url,
    identityPoolId: pool.identityPoolId,
    loginProvider: `${new URL(identity.url).host}/${pool.userPoolId}`,
    idToken: async () => idToken,
  })();
  return { idToken, accessToken, credentials };
}

/** Signs in with the password and exchanges the ID token for temporary credentials. */
export async function signInCredentials(identity: TestIdentity, who: Who): Promise<Credentials> {
  const pool = poolOf(identity, who.tenantId);
  const idToken = await signInIdToken(identity, who);
  return identityPoolCredentials({
    endpoint: identity.url,
    identityPoolId: pool.identityPoolId,
    loginProvider: `${new URL(identity.url).host}/${pool.userPoolId}`,
    idToken: async () => idToken,
  })();
}

/** Signs up and confirms with the code from the service's outbox; returns the new user's sub. */
export async function signUpConfirmed(
  identity: TestIdentity,
  who: Required<Who>,
  attributes: Record<string, string> = {},
): Promise<string> {
  const pool = poolOf(identity, who.tenantId);
  const result = (await cognito(identity, 'SignUp', {
    ClientId: pool.clientId,
    Username: who.email,
    Password: who.password,
    UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  })) as { UserSub: string };
  const outbox = await fetch(
    `${identity.url}/outbox?tenant=${who.tenantId}&email=${encodeURIComponent(who.email)}`,
  );
  const { messages } = (await outbox.json()) as { messages: { code?: string }[] };
  const code = messages.find((m) => m.code)?.code;
  if (!code) throw new Error(`no confirmation code for ${who.email}`);
  await cognito(identity, 'ConfirmSignUp', {
    ClientId: pool.clientId,
    Username: who.email,
    ConfirmationCode: code,
  });
  return result.UserSub;
}

export interface SignRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  /** Text body; undefined for none or for a multipart body (signed as UNSIGNED-PAYLOAD). */
  body?: string;
  multipart?: boolean;
  signedAt?: Date;
}

/** The headers to send: the request's own plus the SigV4 ones (without Host, fetch sets it). */
export async function signedHeaders(
  credentials: Credentials,
  request: SignRequest,
): Promise<Record<string, string>> {
  // The front end's client (and so its signer) has no PATCH: no route may need it.
  if (request.method === 'PATCH') throw new Error(`${request.url}: the client cannot send PATCH`);
  const signer = createSigner({
    region: SIGV4_REGION,
    credentials: async () => credentials,
    now: () => request.signedAt ?? new Date(),
  });
  const headers = { ...request.headers };
  if (request.multipart) headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
  const signed = await signer.sign({
    method: request.method,
    url: request.url,
    headers,
    body: request.multipart ? undefined : request.body,
  });
  return Object.fromEntries(
    Object.entries({ ...headers, ...signed }).filter(([name]) => name !== 'host'),
  );
}
