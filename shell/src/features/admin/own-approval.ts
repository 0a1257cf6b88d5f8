import { useEffect, useState } from 'react';
import type { OwnApproval } from '@mp/contracts';
import type { HttpClient } from '@mp/signed-http';

/**
 * The signed-in customer's own approval (GET /users/me/approval), so the pending screen can say
 * "not approved" to a declined customer; null until known or when it cannot be read.
 */
export function useOwnApproval(http: HttpClient, enabled: boolean): OwnApproval | null {
  const [approval, setApproval] = useState<OwnApproval | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    http.get<OwnApproval>('/users/me/approval').then(
      (body) => live && setApproval(body),
      (error: unknown) => console.error('[shell] own approval failed', error),
    );
    return () => {
      live = false;
    };
  }, [http, enabled]);
  return approval;
}
