/**
 * The heavy half of the session, loaded with dynamic import(): amazon-cognito-identity-js
 * (unmodified, SRP sign-in) against the tenant's user pool, the identity-pool exchange for
 * temporary credentials, and the SigV4 signer of `@mp/signed-http`.
 */
import {
  AuthenticationDetails,
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  CognitoUserSession,
} from 'amazon-cognito-identity-js';
import type { TenantIdentityConfig } from '@mp/contracts';
import { createCredentialsProvider, createSigner, identityPoolCredentials } from '@mp/signed-http';
import { credentialsStorage } from './credentials-storage';
import type { ActiveSession, SessionEngine, SignUpInput } from './engine-types';

function promisify<T>(run: (done: (error: unknown, value?: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    run((error, value) => (error ? reject(error) : resolve(value as T)));
  });
}

/** `iss` of a JWT without its scheme: the identity pool's Logins key for this user pool. */
export function loginProviderOf(idToken: string): string {
  const payload = idToken.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  const claims = JSON.parse(json) as { iss?: unknown };
  if (typeof claims.iss !== 'string') throw new Error('The id token has no issuer');
  return claims.iss.replace(/^https?:\/\//, '');
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function createSessionEngine(identity: TenantIdentityConfig): SessionEngine {
  const pool = new CognitoUserPool({
    UserPoolId: identity.userPoolId,
    ClientId: identity.clientId,
    endpoint: identity.endpoint,
  });
  const userFor = (username: string) => new CognitoUser({ Username: username, Pool: pool });

  function currentSession(): Promise<CognitoUserSession | null> {
    const user = pool.getCurrentUser();
    if (!user) return Promise.resolve(null);
    return promisify<CognitoUserSession>((done) => user.getSession(done));
  }

  function activate(session: CognitoUserSession): ActiveSession {
    const idToken = session.getIdToken().getJwtToken();
    const userId = String(session.getIdToken().payload.sub);
    const credentials = createCredentialsProvider({
      store: credentialsStorage(localStorageOrNull(), identity.clientId, userId),
      fetchCredentials: identityPoolCredentials({
        endpoint: identity.endpoint,
        identityPoolId: identity.identityPoolId,
        loginProvider: loginProviderOf(idToken),
        idToken: async () => {
          // getSession refreshes an expired id token with the refresh token.
          const current = await currentSession();
          if (!current)
            throw Object.assign(new Error('Session ended'), { name: 'NotAuthorizedException' });
          return current.getIdToken().getJwtToken();
        },
      }),
    });
    return {
      userId,
      idToken,
      signer: createSigner({
        region: identity.region,
        credentials: credentials.get,
        renewCredentials: () => credentials.clear(),
      }),
    };
  }

  return {
    async restore() {
      const session = await currentSession();
      return session?.isValid() ? activate(session) : null;
    },
    async signIn(email, password) {
      const user = userFor(email.trim().toLowerCase());
      const details = new AuthenticationDetails({
        Username: email.trim().toLowerCase(),
        Password: password,
      });
      const session = await new Promise<CognitoUserSession>((resolve, reject) => {
        user.authenticateUser(details, {
          onSuccess: resolve,
          onFailure: reject,
          newPasswordRequired: () =>
            reject(
              Object.assign(new Error('A new password is required'), {
                name: 'PasswordResetRequiredException',
              }),
            ),
        });
      });
      return activate(session);
    },
    async signInWithRefreshToken(userId, refreshToken) {
      const user = userFor(userId);
      const session = await promisify<CognitoUserSession>((done) =>
        user.refreshSession(new CognitoRefreshToken({ RefreshToken: refreshToken }), done),
      );
      if (String(session.getIdToken().payload.sub) !== userId) {
        user.signOut();
        throw Object.assign(new Error('The session belongs to another account'), {
          name: 'NotAuthorizedException',
        });
      }
      return activate(session);
    },
    async exchangeAuthorizationCode(code, redirectUri) {
      const response = await fetch(new URL('oauth2/token', identity.endpoint).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: identity.clientId,
          code,
          redirect_uri: redirectUri,
        }).toString(),
      });
      if (response.status === 404 || response.status === 405) return null;
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (
        !response.ok ||
        typeof body.id_token !== 'string' ||
        typeof body.access_token !== 'string'
      ) {
        const reason = typeof body.error === 'string' ? body.error : `HTTP ${response.status}`;
        throw Object.assign(new Error(reason), { name: 'NotAuthorizedException' });
      }
      const session = new CognitoUserSession({
        IdToken: new CognitoIdToken({ IdToken: body.id_token }),
        AccessToken: new CognitoAccessToken({ AccessToken: body.access_token }),
        RefreshToken: new CognitoRefreshToken({
          RefreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : '',
        }),
      });
      const username = String(session.getIdToken().payload['cognito:username'] ?? '');
      userFor(username).setSignInUserSession(session);
      return activate(session);
    },
    async signUp(input: SignUpInput) {
      const attributes = [
        new CognitoUserAttribute({ Name: 'email', Value: input.email.trim().toLowerCase() }),
        new CognitoUserAttribute({ Name: 'name', Value: input.name.trim() }),
        new CognitoUserAttribute({ Name: 'custom:role', Value: input.role }),
      ];
      const referrer = input.referrer?.trim();
      if (referrer)
        attributes.push(new CognitoUserAttribute({ Name: 'custom:referrer', Value: referrer }));
      await promisify((done) =>
        pool.signUp(input.email.trim().toLowerCase(), input.password, attributes, [], done),
      );
    },
    async confirmSignUp(email, code) {
      await promisify((done) =>
        userFor(email.trim().toLowerCase()).confirmRegistration(code.trim(), false, done),
      );
    },
    async resendCode(email) {
      await promisify((done) => userFor(email.trim().toLowerCase()).resendConfirmationCode(done));
    },
    async forgotPassword(email) {
      await new Promise<void>((resolve, reject) => {
        userFor(email.trim().toLowerCase()).forgotPassword({
          onSuccess: () => resolve(),
          onFailure: reject,
          inputVerificationCode: () => resolve(),
        });
      });
    },
    async confirmPassword(email, code, newPassword) {
      await new Promise<void>((resolve, reject) => {
        userFor(email.trim().toLowerCase()).confirmPassword(code.trim(), newPassword, {
          onSuccess: () => resolve(),
          onFailure: reject,
        });
      });
    },
    async changePassword(previousPassword, proposedPassword) {
      const user = pool.getCurrentUser();
      if (!user)
        throw Object.assign(new Error('Session ended'), { name: 'NotAuthorizedException' });
      // getSession loads this instance's tokens, which changePassword signs its request with.
      await promisify<CognitoUserSession>((done) => user.getSession(done));
      await promisify((done) => user.changePassword(previousPassword, proposedPassword, done));
    },
    async refreshToken() {
      const session = await currentSession().catch(() => null);
      return session?.getRefreshToken().getToken() ?? null;
    },
    async idToken() {
      const session = await currentSession().catch(() => null);
      return session?.getIdToken().getJwtToken() ?? null;
    },
    async signOut(options) {
      const user = pool.getCurrentUser();
      if (!user) return;
      if (options?.revoke === false) {
        user.signOut();
        return;
      }
      await new Promise<void>((resolve) => user.signOut(() => resolve()));
    },
  };
}
