import { useEffect, useState } from 'react';
import { getOwnApproval, type ApiClient, type OwnApproval } from '@mp/contracts';

/**
 * The signed-in customer's own approval, so the pending screen can say
 * "not approved" to a declined customer; null until known or when it cannot be read.
 */
export function useOwnApproval(http: ApiClient, enabled: boolean): OwnApproval | null {
  const [approval, setApproval] = useState<OwnApproval | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    http.call(getOwnApproval).then(
      (body) => live && setApproval(body),
      (error: unknown) => console.error('[shell] own approval failed', error),
    );
    return () => {
      live = false;
    };
  }, [http, enabled]);
  return approval;
}
