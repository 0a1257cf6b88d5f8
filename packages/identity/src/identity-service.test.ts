import {
  CognitoIdentityClient,
  GetCredentialsForIdentityCommand,
  GetIdCommand,
} from '@aws-sdk/client-cognito-identity';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@mp/contracts';
import { createSigner, identityPoolCredentials } from '@mp/signed-http';
import { createCredentialResolver, createSessionVerifier } from './credential-resolver';
import { verifySigV4 } from './sigv4-verify';
import {
  startIdentityServer,
  type IdentityServer,
  type IdentityServerOptions,
} from './http-server';
import {
  attributes,
  changePassword,
  confirm,
  confirmPassword,
  forgotPassword,
  globalSignOut,
  refresh,
  resendCode,
  signIn,
  signUp,
  updateAttributes,
  userPool,
} from './testing/cognito-client';
import { freshDataDir, removeDataDir } from './testing/data-dir';
import { openPgliteInWorker } from './testing/pglite-worker';

jest.setTimeout(60_000);

const INTERNAL = 'test-internal-token';
let dataDir: string;
let server: IdentityServer;
let endpoint: string;

function options(port: number, internalPort = 0): IdentityServerOptions {
  return {
    port,
    host: '127.0.0.1',
    internalPort,
    dataDir,
    internalToken: INTERNAL,
    seedDemo: true,
    tenants: ['demo', 'acme'],
    throttle: { freeFailuresPerClient: 3, freeFailuresPerIp: 1000, freeFailuresPerAccount: 1000 },
    openSql: () => openPgliteInWorker(dataDir),
  };
}

async function start(port = 0, internalPort = 0) {
  server = await startIdentityServer(options(port, internalPort));
  endpoint = `http://127.0.0.1:${server.port}/`;
}

beforeAll(async () => {
  dataDir = await freshDataDir();
  await start();
}, 120_000);

afterAll(async () => {
  await server?.close();
  removeDataDir(dataDir);
});

async function latestCode(tenant: string, email: string): Promise<string> {
  const res = await fetch(`${endpoint}outbox?tenant=${tenant}&email=${encodeURIComponent(email)}`);
  const body = (await res.json()) as { messages: { code: string; text: string }[] };
  const code = body.messages[0]?.code;
  if (!code) throw new Error(`no mail for ${email}`);
  expect(body.messages[0]?.text).toContain(code);
  return code;
}

function provider(tenant: string): string {
  return `localhost:${server.port}/local_${tenant}`;
}

function identityClient() {
  return new CognitoIdentityClient({ region: 'local', endpoint });
}

async function internal(path: string, body: unknown, token = INTERNAL) {
  return fetch(`${server.internalUrl}/internal/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('user pool through amazon-cognito-identity-js', () => {
  it('signs the seeded customer in with SRP, sub = seeded userId', async () => {
    const seeded = SEEDED_ACCOUNTS.find((a) => a.email === 'customer@demo.test');
    const { session } = await signIn(
      userPool(endpoint, 'demo'),
      'customer@demo.test',
      SEEDED_PASSWORD,
    );
    const claims = session.getIdToken().decodePayload();
    expect(claims.sub).toBe(seeded?.userId);
    expect(claims['custom:tenantId']).toBe('demo');
    expect(claims['custom:role']).toBe('3');
    expect(claims.iss).toBe(`http://${provider('demo')}`);
  });

  it('runs sign-up, confirm, sign-in, refresh, change and reset password, global sign-out', async () => {
    const pool = userPool(endpoint, 'demo');
    const email = 'new.freelancer@example.com';
    const signed = await signUp(pool, email, 'First#Pass1', {
      name: 'Nia New',
      'custom:role': '2',
    });
    expect(signed.userConfirmed).toBe(false);
    await confirm(pool, email, await latestCode('demo', email));

    const first = await signIn(pool, email, 'First#Pass1');
    const idClaims = first.session.getIdToken().decodePayload();
    expect(idClaims.sub).toBe(signed.userSub);
    expect(idClaims['custom:role']).toBe('2');
    expect(await attributes(first.user)).toMatchObject({
      email,
      name: 'Nia New',
      email_verified: 'true',
    });
    await updateAttributes(first.user, { name: 'Nia Renamed' });
    await expect(updateAttributes(first.user, { 'custom:tenantId': 'acme' })).rejects.toMatchObject(
      {
        code: 'NotAuthorizedException',
      },
    );

    const refreshed = await refresh(first.user, first.session);
    expect(refreshed.getIdToken().decodePayload().name).toBe('Nia Renamed');
    expect(refreshed.getIdToken().getJwtToken()).not.toBe(first.session.getIdToken().getJwtToken());

    await changePassword(first.user, 'First#Pass1', 'Second#Pass2');
    // A password change ends every session, the one that made it included.
    await expect(refresh(first.user, first.session)).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
    // Password checks in the middle use USER_PASSWORD_AUTH (the same verifier) to keep SRP's
    // client-side cost to the first and last sign-in.
    await expect(signIn(pool, email, 'First#Pass1', 'USER_PASSWORD_AUTH')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
    const second = await signIn(pool, email, 'Second#Pass2', 'USER_PASSWORD_AUTH');

    await forgotPassword(pool, email);
    await expect(confirmPassword(pool, email, '000000', 'Third#Pass3')).rejects.toMatchObject({
      code: 'CodeMismatchException',
    });
    await confirmPassword(pool, email, await latestCode('demo', email), 'Third#Pass3');
    // A reset ends earlier sessions.
    await expect(refresh(second.user, second.session)).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });

    const last = await signIn(pool, email, 'Third#Pass3');
    await globalSignOut(last.user);
    await expect(refresh(last.user, last.session)).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
    const verify = await internal('sessions/verify', {
      token: last.session.getAccessToken().getJwtToken(),
    });
    expect(verify.status).toBe(401);
  });

  it('reports the Cognito errors', async () => {
    const pool = userPool(endpoint, 'demo');
    await expect(signIn(pool, 'customer@demo.test', 'Wrong#Pass1')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(signIn(pool, 'nobody@demo.test', 'Wrong#Pass1')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
    await expect(signUp(pool, 'freelancer@demo.test', 'Valid#Pass1')).rejects.toMatchObject({
      code: 'UsernameExistsException',
    });
    await expect(signUp(pool, 'weak@example.com', 'alllowercase1!')).rejects.toMatchObject({
      code: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have uppercase characters',
    });
    await expect(signUp(pool, 'weak@example.com', 'Short1!')).rejects.toMatchObject({
      code: 'InvalidPasswordException',
      message: expect.stringContaining('not long enough'),
    });
    await expect(signUp(pool, 'not-an-email', 'Valid#Pass1')).rejects.toMatchObject({
      code: 'InvalidParameterException',
    });
    await signUp(pool, 'pending@example.com', 'Valid#Pass1');
    await expect(signIn(pool, 'pending@example.com', 'Valid#Pass1')).rejects.toMatchObject({
      code: 'UserNotConfirmedException',
    });
    await expect(confirm(pool, 'pending@example.com', '999999')).rejects.toMatchObject({
      code: 'CodeMismatchException',
    });
    // No reset code was ever asked for.
    await expect(
      confirmPassword(pool, 'admin@demo.test', '123456', 'Valid#Pass1'),
    ).rejects.toMatchObject({
      code: 'ExpiredCodeException',
    });
  });

  it('limits code sends and wrong code attempts', async () => {
    const pool = userPool(endpoint, 'acme');
    const email = 'limits@example.com';
    await signUp(pool, email, 'Valid#Pass1');
    for (let i = 0; i < 4; i += 1) await resendCode(pool, email);
    await expect(resendCode(pool, email)).rejects.toMatchObject({ code: 'LimitExceededException' });
    const code = await latestCode('acme', email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await expect(confirm(pool, email, wrong)).rejects.toMatchObject({
        code: 'CodeMismatchException',
      });
    }
    // The right code no longer helps once 5 wrong ones were tried.
    await expect(confirm(pool, email, code)).rejects.toMatchObject({
      code: 'LimitExceededException',
    });
  });

  it('makes the address wait after repeated failures, even with the right password', async () => {
    const pool = userPool(endpoint, 'demo');
    for (let i = 0; i < 3; i += 1) {
      await expect(
        signIn(pool, 'agency@demo.test', 'Wrong#Pass1', 'USER_PASSWORD_AUTH'),
      ).rejects.toMatchObject({
        message: 'Incorrect username or password.',
      });
    }
    await expect(
      signIn(pool, 'agency@demo.test', SEEDED_PASSWORD, 'USER_PASSWORD_AUTH'),
    ).rejects.toMatchObject({
      code: 'TooManyRequestsException',
      message: expect.stringMatching(/^Too many failed sign-ins\. Try again in \d+ seconds?\.$/),
    });
    // Another account is not affected.
    await signIn(pool, 'admin@demo.test', SEEDED_PASSWORD, 'USER_PASSWORD_AUTH');
  });

  it('answers unknown clients and malformed calls with 4xx', async () => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: '{"ClientId":"nope","AuthFlow":"USER_SRP_AUTH"}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ __type: 'ResourceNotFoundException' });
    const bad = await fetch(endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
      body: '{oops',
    });
    expect(bad.status).toBe(400);
    const missing = await fetch(endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
      body: '{"ClientId":"demowebclient"}',
    });
    const huge = await fetch(endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
      body: JSON.stringify({ ClientId: 'x'.repeat(1_100_000) }),
    });
    expect(huge.status).toBe(413);
    const notAnOperation = await fetch(endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.constructor' },
      body: '{}',
    });
    expect(await notAnOperation.json()).toMatchObject({ __type: 'UnknownOperationException' });
    expect(await missing.json()).toMatchObject({
      __type: 'InvalidParameterException',
      message: expect.stringContaining("'Username'"),
    });
  });
});

describe('identity pool and internal endpoints', () => {
  it('exchanges an id token for credentials the API can resolve', async () => {
    const { session } = await signIn(
      userPool(endpoint, 'acme'),
      'freelancer@acme.test',
      SEEDED_PASSWORD,
    );
    const idToken = session.getIdToken().getJwtToken();
    const client = identityClient();
    const Logins = { [provider('acme')]: idToken };
    const { IdentityId } = await client.send(
      new GetIdCommand({ IdentityPoolId: 'local:acme', Logins }),
    );
    const again = await client.send(new GetIdCommand({ IdentityPoolId: 'local:acme', Logins }));
    expect(again.IdentityId).toBe(IdentityId);
    const { Credentials } = await client.send(
      new GetCredentialsForIdentityCommand({ IdentityId, Logins }),
    );
    const lifetime = (Credentials?.Expiration?.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(55 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

    const resolved = await internal('credentials/resolve', {
      accessKeyId: Credentials?.AccessKeyId,
    });
    expect(resolved.status).toBe(200);
    const seeded = SEEDED_ACCOUNTS.find((a) => a.email === 'freelancer@acme.test');
    expect(await resolved.json()).toMatchObject({
      secretAccessKey: Credentials?.SecretKey,
      sessionToken: Credentials?.SessionToken,
      userId: seeded?.userId,
      tenantId: 'acme',
    });
    expect((await internal('credentials/resolve', { accessKeyId: 'ASIAUNKNOWN' })).status).toBe(
      404,
    );
    expect(
      (await internal('credentials/resolve', { accessKeyId: Credentials?.AccessKeyId }, 'wrong'))
        .status,
    ).toBe(403);

    const verifySession = createSessionVerifier({
      identityUrl: server.internalUrl,
      internalToken: INTERNAL,
    });
    const sessionId = session.getIdToken().decodePayload().origin_jti as string;
    expect(await verifySession(idToken)).toEqual({
      userId: seeded?.userId,
      tenantId: 'acme',
      sessionId,
    });
    expect(await verifySession(session.getAccessToken().getJwtToken())).toEqual({
      userId: seeded?.userId,
      tenantId: 'acme',
      sessionId,
    });
    expect(await verifySession(`${idToken}x`)).toBeNull();
    expect((await internal('sessions/verify', { token: idToken }, 'wrong')).status).toBe(403);
  });

  it("refuses a token of tenant A at tenant B's identity pool", async () => {
    const { session } = await signIn(
      userPool(endpoint, 'demo'),
      'freelancer@demo.test',
      SEEDED_PASSWORD,
    );
    const idToken = session.getIdToken().getJwtToken();
    const client = identityClient();
    for (const Logins of [{ [provider('acme')]: idToken }, { [provider('demo')]: idToken }]) {
      await expect(
        client.send(new GetIdCommand({ IdentityPoolId: 'local:acme', Logins })),
      ).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
    }
    const access = session.getAccessToken().getJwtToken();
    await expect(
      client.send(
        new GetIdCommand({ IdentityPoolId: 'local:demo', Logins: { [provider('demo')]: access } }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('signed calls end to end', () => {
  it('signs with identity-pool credentials and verifies them through the resolver', async () => {
    const pool = userPool(endpoint, 'demo');
    const { user, session } = await signIn(pool, 'org-customer@demo.test', SEEDED_PASSWORD);
    const credentials = identityPoolCredentials({
      endpoint,
      identityPoolId: 'local:demo',
      loginProvider: provider('demo'),
      idToken: async () => session.getIdToken().getJwtToken(),
    });
    const signer = createSigner({ region: 'local', credentials });
    const url = `http://127.0.0.1:${server.port}/jobs/post_job?dryRun=true`;
    const body = '{"job":{"title":"Logo"}}';
    const headers = await signer.sign({
      method: 'POST',
      url,
      headers: { 'x-tenant-id': 'demo' },
      body,
    });
    const request = {
      method: 'POST',
      url: '/jobs/post_job?dryRun=true',
      headers,
      rawBody: Buffer.from(body),
    };
    const options = (
      resolver = createCredentialResolver({
        identityUrl: server.internalUrl,
        internalToken: INTERNAL,
      }),
    ) => ({
      resolveCredential: resolver,
      region: 'local',
    });
    const seeded = SEEDED_ACCOUNTS.find((a) => a.email === 'org-customer@demo.test');
    expect(await verifySigV4(request, options())).toMatchObject({
      ok: true,
      userId: seeded?.userId,
      tenantId: 'demo',
    });

    await globalSignOut(user);
    // Credentials die with the sign-in session they were issued for.
    expect(await verifySigV4(request, options())).toMatchObject({ ok: false, status: 401 });
    const wrongToken = createCredentialResolver({
      identityUrl: server.internalUrl,
      internalToken: 'nope',
    });
    await expect(wrongToken('ASIAANY')).rejects.toThrow('403');
  });
});

describe('persistence', () => {
  it('keeps users, keys and credentials across a restart', async () => {
    const pool = userPool(endpoint, 'demo');
    const email = 'durable@example.com';
    await signUp(pool, email, 'Durable#Pass1');
    await confirm(pool, email, await latestCode('demo', email));
    const { session } = await signIn(pool, email, 'Durable#Pass1');
    const jwksBefore = await (await fetch(`${endpoint}local_demo/.well-known/jwks.json`)).json();

    // Same port, so the issuer (http://localhost:<port>/local_demo) stays the same.
    const { port, internalPort } = server;
    await server.close();
    await start(port, internalPort);

    await signIn(userPool(endpoint, 'demo'), email, 'Durable#Pass1');
    expect(await (await fetch(`${endpoint}local_demo/.well-known/jwks.json`)).json()).toEqual(
      jwksBefore,
    );
    const verified = await internal('sessions/verify', {
      token: session.getAccessToken().getJwtToken(),
    });
    expect(verified.status).toBe(200);
  });
});
