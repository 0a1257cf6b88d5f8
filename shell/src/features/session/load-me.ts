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

/**
 * The caller's record (signed). A user who just confirmed sign-up has no API record yet: the API
 * answers 401, so the verified id token is handed to the provisioning call once and the call
 * repeated. Uses raw `send` so this bootstrap never triggers the 401/403 navigation rules.
 */
export async function loadMe(
  http: HttpClient,
  session: ActiveSession | null,
  tenantId: string,
): Promise<ShellSessionUser> {
  let response = await http.send(getMe.method, getMe.path);
  if (response.status === 401 && session) {
    const provisioned = await http.send(provisionUser.method, provisionUser.path, {
      public: true,
      body: { idToken: session.idToken },
    });
    if (!provisioned.ok) {
      throw new SessionLoadError(provisioned.status, await provisioned.text());
    }
    response = await http.send(getMe.method, getMe.path);
  }
  if (!response.ok) throw new SessionLoadError(response.status, await response.text());
  return toSessionUser(await response.json(), tenantId);
}
