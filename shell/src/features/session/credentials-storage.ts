import type { Credentials, CredentialsStore } from '@mp/signed-http';

interface StoredCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: string;
}

function isStored(value: unknown): value is StoredCredentials {
  const stored = value as Partial<StoredCredentials> | null;
  return (
    typeof stored === 'object' &&
    stored !== null &&
    typeof stored.accessKeyId === 'string' &&
    typeof stored.secretAccessKey === 'string'
  );
}

/**
 * Keeps the signed-in user's temporary credentials beside the identity library's tokens (same
 * key prefix, so sign-out removes them with the rest): a reloaded page keeps working on them
 * until they expire even while the identity service is unreachable
 * (docs/identity.md#identity-service-unreachable).
 */
export function credentialsStorage(
  storage: Storage | null,
  clientId: string,
  userId: string,
): CredentialsStore {
  const key = `CognitoIdentityServiceProvider.${clientId}.${userId}.credentials`;
  return {
    load() {
      try {
        const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
        if (!isStored(parsed)) return null;
        const credentials: Credentials = {
          accessKeyId: parsed.accessKeyId,
          secretAccessKey: parsed.secretAccessKey,
        };
        if (parsed.sessionToken !== undefined) credentials.sessionToken = parsed.sessionToken;
        if (parsed.expiration !== undefined) credentials.expiration = new Date(parsed.expiration);
        return credentials;
      } catch {
        return null;
      }
    },
    save(credentials) {
      const stored: StoredCredentials = {
        accessKeyId: credentials.accessKeyId,
        secretAccessKey: credentials.secretAccessKey,
        ...(credentials.sessionToken === undefined
          ? {}
          : { sessionToken: credentials.sessionToken }),
        ...(credentials.expiration === undefined
          ? {}
          : { expiration: credentials.expiration.toISOString() }),
      };
      try {
        storage?.setItem(key, JSON.stringify(stored));
      } catch {
        // Storage full or unavailable: the page still works, a reload fetches new credentials.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing was stored either.
      }
    },
  };
}
