import { getMe, provisionUser } from '@mp/contracts';
import type { HttpClient } from '@mp/signed-http';
import type { ActiveSession } from './engine-types';
import { toSessionUser } from './me';
import type { ShellSessionUser } from './types';

export class SessionLoadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SessionLoadError';
  }
}

async function provision(http: HttpClient, session: ActiveSession): Promise<void> {
  const provisioned = await http.send(provisionUser.method, provisionUser.path, {
    public: true,
    body: { idToken: session.idToken },
  });
  if (!provisioned.ok) throw new SessionLoadError(provisioned.status, await provisioned.text());
}

/**
 * The caller's record (signed). A user who just confirmed sign-up has no API record yet: for a
 * `newAccount` the verified id token goes to the (idempotent) provisioning call first, so the
 * session is settled before its first signed call (docs/identity.md#first-sign-in). An account
 * confirmed elsewhere still gets a 401 first: then it is provisioned once and the call repeated.
 * Uses raw `send` so this bootstrap never triggers the 401/403 navigation rules.
 */
export async function loadMe(
  http: HttpClient,
  session: ActiveSession | null,
  tenantId: string,
  options: { newAccount?: boolean } = {},
): Promise<ShellSessionUser> {
  if (options.newAccount && session) await provision(http, session);
  // Refused credentials (kept from an earlier load) are renewed by `send` itself, like every
  // signed call's (docs/identity.md#refused-credentials); a 401 after that is a missing record.
  let response = await http.send(getMe.method, getMe.path);
  if (response.status === 401 && session && !options.newAccount) {
    await provision(http, session);
    response = await http.send(getMe.method, getMe.path);
  }
  if (!response.ok) throw new SessionLoadError(response.status, await response.text());
  return toSessionUser(await response.json(), tenantId);
}
