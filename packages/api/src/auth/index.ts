import type { ApiConfig } from '../config';
import type { Queryable } from '../db/types';
import { createSigV4Authenticator, sigV4SettingsFromEnv } from './sigv4-authenticator';
import { createTestAuthenticator } from './test-authenticator';
import type { AuthRequest, AuthenticatedIdentity, AuthFailure, Authenticator } from './types';

export type { AuthRequest, AuthenticatedIdentity, AuthFailure, Authenticator } from './types';
export { createTestAuthenticator } from './test-authenticator';

/** The authenticators this deployment accepts, asked in order. */
export function selectAuthenticators(
  config: Pick<ApiConfig, 'testAuth'>,
  db: Queryable,
): Authenticator[] {
  const authenticators: Authenticator[] = [];
  authenticators.push(createSigV4Authenticator(sigV4SettingsFromEnv(process.env)));
  if (config.testAuth) authenticators.push(createTestAuthenticator(db));
  return authenticators;
}

/** Asks each authenticator in turn; the first that recognises the credentials decides. */
export function chainAuthenticators(authenticators: readonly Authenticator[]): Authenticator {
  return async (request: AuthRequest): Promise<AuthenticatedIdentity | AuthFailure | null> => {
    for (const authenticate of authenticators) {
      const result = await authenticate(request);
      if (result !== null) return result;
    }
    return null;
  };
}
