import { useEffect, useRef } from 'react';
import { viewProfile } from '@mp/contracts';
import { useApi } from '@mp/remote-kit';

/**
 * Counts a signed-in viewer's visit to a freelancer's profile once per page view; the API
 * counts it once a day and never the owner's (docs/users.md#profile-views).
 */
export function useCountView(freelancerId: string | null): void {
  const api = useApi();
  const apiRef = useRef(api);
  apiRef.current = api;
  useEffect(() => {
    if (freelancerId === null) return;
    const controller = new AbortController();
    apiRef.current
      .call(viewProfile, { body: { freelancerID: freelancerId }, signal: controller.signal })
      // A view that was not counted changes nothing on the page.
      .catch(() => undefined);
    return () => controller.abort();
  }, [freelancerId]);
}
