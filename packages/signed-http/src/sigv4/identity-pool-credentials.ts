import type { Credentials, CredentialsSource } from './signer';

export interface IdentityPoolCredentialsOptions {
  /** The identity service base URL (real Cognito: https://cognito-identity.<region>.amazonaws.com/). */
  endpoint: string;
  identityPoolId: string;
  /** Logins key: the user pool's issuer without the scheme, e.g. localhost:4100/local_demo. */
  loginProvider: string;
  /** The current id token (refreshed by the session owner). */
  idToken: () => Promise<string>;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

interface CognitoIdentityError {
  __type?: string;
  message?: string;
}

export class IdentityPoolError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = code;
  }
}

/**
 * GetId + GetCredentialsForIdentity over the Cognito JSON protocol (no SDK in the bundle):
 * trades the id token for temporary credentials bound to the user and tenant.
 */
export function identityPoolCredentials(
  options: IdentityPoolCredentialsOptions,
): CredentialsSource {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let identityId: string | null = null;

  async function call<T>(operation: string, body: unknown): Promise<T> {
    const response = await fetchImpl(options.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityService.${operation}`,
      },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({}))) as T & CognitoIdentityError;
    if (!response.ok) {
      const code = (data.__type ?? 'UnknownError').split('#').pop() ?? 'UnknownError';
      throw new IdentityPoolError(code, data.message ?? `${operation} failed`);
    }
    return data;
  }

  return async (): Promise<Credentials> => {
    const Logins = { [options.loginProvider]: await options.idToken() };
    if (!identityId) {
      const result = await call<{ IdentityId: string }>('GetId', {
        IdentityPoolId: options.identityPoolId,
        Logins,
      });
      identityId = result.IdentityId;
    }
    const result = await call<{
      Credentials: {
        AccessKeyId: string;
        SecretKey: string;
        SessionToken: string;
        Expiration: number;
      };
    }>('GetCredentialsForIdentity', { IdentityId: identityId, Logins });
    return {
      accessKeyId: result.Credentials.AccessKeyId,
      secretAccessKey: result.Credentials.SecretKey,
      sessionToken: result.Credentials.SessionToken,
      expiration: new Date(result.Credentials.Expiration * 1000),
    };
  };
}
